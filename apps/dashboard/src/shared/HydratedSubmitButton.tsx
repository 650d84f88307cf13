import { Button, type ButtonProps } from '@mui/material';
import { useHydrated } from './useHydrated';

/**
 * A form's submit button, disabled while React hydrates the prerendered form (see useHydrated). The hook
 * lives here rather than in the page: the re-render it forces once hydration ends is synchronous, and only
 * this button has to redraw, not the whole form (a 120 ms task on this machine when it was the page's).
 */
export function HydratedSubmitButton({ disabled, ...props }: Omit<ButtonProps, 'type'>) {
  const hydrated = useHydrated();
  return <Button type="submit" {...props} disabled={!hydrated || disabled} />;
}

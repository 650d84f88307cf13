import { useState } from 'react';

/**
 * Calls `reset` during the render in which `open` turns true, so a dialog that stays mounted between
 * openings starts each one from fresh state (React's pattern for adjusting state when a prop changes).
 */
export function useResetOnOpen(open: boolean, reset: () => void) {
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) reset();
  }
}

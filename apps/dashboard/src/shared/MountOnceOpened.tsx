import { Suspense, useState, type ReactNode } from 'react';

/**
 * Renders `children` (a lazy dialog) from the first time `open` is true, and keeps it mounted after, so the
 * dialog's code loads only when it is first needed and its closing transition still plays.
 */
export function MountOnceOpened({ open, children }: { open: boolean; children: ReactNode }) {
  const [opened, setOpened] = useState(open);
  // Derived during render (React's pattern for state that follows a prop): no extra commit with nothing shown.
  if (open && !opened) setOpened(true);
  return opened ? <Suspense fallback={null}>{children}</Suspense> : null;
}

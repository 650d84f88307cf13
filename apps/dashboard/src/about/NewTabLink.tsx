import type { ReactNode } from 'react';
import { Link, type LinkProps } from '@mui/material';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { NewTabHint } from '../shared/NewTabHint';

export interface NewTabLinkProps extends Omit<LinkProps, 'href' | 'target' | 'rel' | 'children'> {
  href: string;
  children: ReactNode;
}

/**
 * An external link that opens in a new tab without giving the new page a handle on ours
 * (rel noopener noreferrer), and says so to screen-reader users.
 */
export function NewTabLink({ href, children, sx, ...props }: NewTabLinkProps) {
  return (
    <Link
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      sx={[{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }, ...(Array.isArray(sx) ? sx : [sx])]}
      {...props}
    >
      {children}
      <OpenInNewIcon fontSize="inherit" />
      <NewTabHint />
    </Link>
  );
}

import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import { useThemeProps, type SxProps, type Theme } from '@mui/material/styles';
import { DelayedSpinner } from '../DelayedSpinner';

/** Props of {@link LazySection}. */
export interface LazySectionProps {
  /** What the section is, for the placeholder's accessible name ('Loading {label}'). */
  label: string;
  /** Height the placeholder keeps, so the page does not jump when the section arrives (px or CSS). */
  minHeight: number | string;
  /**
   * How far from the viewport the section starts loading (IntersectionObserver rootMargin).
   * @default '200px'
   */
  rootMargin?: string;
  /** The section: typically a React.lazy component, so its code loads only when it is needed. */
  children: ReactNode;
  /**
   * System styles of the root element.
   * @default undefined
   */
  sx?: SxProps<Theme>;
}

/**
 * Renders its children only once the place they take comes near the viewport, so a screen's heavy
 * sections below the fold (charts, maps) cost nothing until the reader scrolls to them. A lazy child's
 * loading shows the delayed spinner in the reserved space. Where IntersectionObserver does not exist the
 * children render at once.
 */
export function LazySection(inProps: LazySectionProps) {
  const props = useThemeProps({ props: inProps, name: 'DriskLazySection' });
  const { label, minHeight, rootMargin = '200px', children, sx } = props;
  const anchor = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');

  useEffect(() => {
    if (near || !anchor.current) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin },
    );
    observer.observe(anchor.current);
    return () => observer.disconnect();
  }, [near, rootMargin]);

  const placeholder = (
    <Box
      ref={anchor}
      aria-busy="true"
      aria-label={`Loading ${label}`}
      role="region"
      sx={[{ minHeight, display: 'grid', placeItems: 'center' }, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      {near && <DelayedSpinner label={`Loading ${label}`} />}
    </Box>
  );
  if (!near) return placeholder;
  return <Suspense fallback={placeholder}>{children}</Suspense>;
}

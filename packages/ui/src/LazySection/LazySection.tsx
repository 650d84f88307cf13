import { Suspense, useEffect, useRef, useState, type ReactNode, type Ref } from 'react';
import Box from '@mui/material/Box';
import { useForkRef } from '@mui/material/utils';
import type { SxProps, Theme } from '@mui/material/styles';
import { DelayedSpinner } from '../DelayedSpinner';
import { useDriskProps } from '../theme/useDriskProps';
import { lazySectionClasses } from './lazySectionClasses';

/** Props of {@link LazySection}. */
export interface LazySectionProps {
  /**
   * The root element.
   * @default undefined
   */
  ref?: Ref<HTMLDivElement>;
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
  /**
   * Class name of the placeholder, the root element while the section waits to be near.
   * @default undefined
   */
  className?: string;
  sx?: SxProps<Theme>;
}

/**
 * Renders its children only once the place they take comes near the viewport, so a screen's heavy
 * sections below the fold (charts, maps) cost nothing until the reader scrolls to them. A lazy child's
 * loading shows the delayed spinner in the reserved space. Where IntersectionObserver does not exist the
 * children render at once.
 */
export function LazySection(inProps: LazySectionProps) {
  const props = useDriskProps(inProps, 'DriskLazySection', lazySectionClasses.root);
  const { label, minHeight, rootMargin = '200px', children, ref, className, sx } = props;
  const anchor = useRef<HTMLDivElement>(null);
  const rootRef = useForkRef(anchor, ref);
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
      ref={rootRef}
      className={className}
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

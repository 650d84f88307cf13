import type { SxProps, Theme } from '@mui/material';

/**
 * Home's grid, shared by the dashboard and the placeholder the build prerenders (HomeSkeleton): the same
 * boxes in the same places, so the page's first paint from HTML already has Home's shape.
 */
export const HOME_GAP = { xs: 2, md: 3 };

/** The whole page: the selectors, the usage card, then the rows below. */
export const HOME_PAGE_SX: SxProps<Theme> = { display: 'grid', gap: HOME_GAP };

/** Period and network selectors. */
export const HOME_SELECTORS_SX: SxProps<Theme> = {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: 2,
};

/** Bandwidth, Internet and Wireless Networks: one, two or three columns. */
export const HOME_CARDS_SX: SxProps<Theme> = {
  display: 'grid',
  gap: HOME_GAP,
  gridTemplateColumns: {
    xs: 'minmax(0, 1fr)',
    md: 'repeat(2, minmax(0, 1fr))',
    lg: 'repeat(3, minmax(0, 1fr))',
  },
};

/** Connected and blocked devices: one column, then two. */
export const HOME_LISTS_SX: SxProps<Theme> = {
  display: 'grid',
  gap: HOME_GAP,
  alignItems: 'start',
  gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
};

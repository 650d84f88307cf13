import { alpha, keyframes, type Theme } from '@mui/material/styles';

/** How many rows the loading state shows, and their geometry (an avatar of 40 px beside two lines of text). */
const PLACEHOLDER_ROWS = 3;
const ROW_PX = 64;
const AVATAR_PX = 40;
const TEXT_LEFT_PX = AVATAR_PX + 16;
const BAR_PX = 14;

// MUI's Skeleton pulse, on the one element.
const pulse = keyframes`
  0% { opacity: 1; }
  50% { opacity: 0.4; }
  100% { opacity: 1; }
`;

/** A band of `color` from `top` to `top + BAR_PX` within a row, transparent elsewhere. */
const bar = (color: string, top: number) =>
  `linear-gradient(transparent ${top}px, ${color} ${top}px, ${color} ${top + BAR_PX}px, transparent ${top + BAR_PX}px)`;

/**
 * The loading rows of EndpointList drawn by one element: each row's avatar and two lines of text are
 * background layers repeated every row, in MUI Skeleton's colour and pulse. As separate Skeletons (five
 * elements a row) they were 16 elements a list, which the page builds, lays out, and removes again when
 * the endpoints arrive, in the commit that shows them; on a phone that commit is one of Home's longest.
 */
export function placeholderRowsSx(theme: Theme) {
  const color = alpha(theme.palette.text.primary, theme.palette.mode === 'light' ? 0.11 : 0.13);
  const textWidth = (share: number) => `calc((100% - ${TEXT_LEFT_PX}px) * ${share})`;
  return {
    height: PLACEHOLDER_ROWS * ROW_PX,
    mx: 2,
    mb: 2,
    backgroundImage: [
      `radial-gradient(circle ${AVATAR_PX / 2}px at ${AVATAR_PX / 2}px ${ROW_PX / 2}px, ${color} 97%, transparent 100%)`,
      bar(color, 13),
      bar(color, 37),
    ].join(', '),
    backgroundSize: `${AVATAR_PX}px ${ROW_PX}px, ${textWidth(0.6)} ${ROW_PX}px, ${textWidth(0.4)} ${ROW_PX}px`,
    backgroundPosition: `0 0, ${TEXT_LEFT_PX}px 0, ${TEXT_LEFT_PX}px 0`,
    backgroundRepeat: 'repeat-y',
    animation: `${pulse} 2s ease-in-out 0.5s infinite`,
  } as const;
}

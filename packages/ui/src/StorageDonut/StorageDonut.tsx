import type { ReactNode, Ref } from 'react';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Skeleton from '@mui/material/Skeleton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useTheme, type SxProps, type Theme } from '@mui/material/styles';
import { PieChart } from '@mui/x-charts/PieChart';
import { STORAGE_TEXT, WIDGET_TEXT } from '@drisk/contract/client';
import { formatStorageSize } from '../formatStorageSize';
import { useFormatters } from '../language/useFormatters';
import { useText } from '../language/useText';
import { useDriskProps } from '../theme/useDriskProps';
import { storageDonutClasses } from './storageDonutClasses';

/** Props of {@link StorageDonut}. */
export interface StorageDonutProps {
  /**
   * The root element.
   * @default undefined
   */
  ref?: Ref<HTMLDivElement>;
  /** What the storage is, e.g. the device's or the drive's name; the caption under the donut. */
  label: string;
  /** Bytes in use. */
  used: number;
  /** Bytes the storage holds in all. */
  total: number;
  /**
   * While true a placeholder is shown instead of the donut.
   * @default false
   */
  loading?: boolean;
  /**
   * Opens what the donut stands for (a file browser); without it the donut is not a button.
   * @default undefined
   */
  onClick?: () => void;
  /**
   * Shown when the donut is hovered or focused, e.g. the current plan and its expiry date.
   * @default undefined
   */
  tooltip?: ReactNode;
  /**
   * Width and height of the donut, in pixels.
   * @default 160
   */
  size?: number;
  /**
   * Class name of the root element.
   * @default undefined
   */
  className?: string;
  /**
   * System styles of the root element.
   * @default undefined
   */
  sx?: SxProps<Theme>;
}

/**
 * Used (red) and available (blue) space of one storage as a donut (spec 3 §2.3), the used share in its
 * centre and the total beneath, in decimal units (B, kB, MB, GB). A click opens the storage's browser.
 */
export function StorageDonut(inProps: StorageDonutProps) {
  const props = useDriskProps(inProps, 'DriskStorageDonut', storageDonutClasses.root);
  const { label, used, total, loading = false, onClick, tooltip, size = 160, ref, className, sx } = props;
  const theme = useTheme();
  const storage = useText(STORAGE_TEXT);
  const text = useText(WIDGET_TEXT);
  const { amount, percent: formatPercent } = useFormatters();
  // Sizes as the language writes them ('1,24 GB' in German); English as formatStorageSize has them.
  const bytesText = (bytes: number) => amount(formatStorageSize(bytes));
  const rootSx = [
    { display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1, minWidth: 0 },
    ...(Array.isArray(sx) ? sx : [sx]),
  ];

  if (loading) {
    return (
      <Box
        role="progressbar"
        aria-label={text.loadingStorage(label)}
        ref={ref}
        className={className}
        sx={rootSx}
      >
        <Skeleton variant="circular" width={size} height={size} />
        <Skeleton variant="text" width={size} />
      </Box>
    );
  }

  const safeUsed = Math.max(0, Math.min(used, total));
  const available = Math.max(0, total - safeUsed);
  const percent = total > 0 ? Math.round((safeUsed / total) * 100) : 0;
  // Holds the visible text in reading order (name, percent used, used / total), so what speech input users
  // say, reading the screen, names the button (WCAG 2.5.3).
  const summary = text.storageSummary(
    label,
    formatPercent(percent),
    bytesText(safeUsed),
    bytesText(total),
    bytesText(available),
  );
  // An empty storage still shows a ring: a full blue one.
  const slices =
    total > 0
      ? [
          { id: 'used', value: safeUsed, label: storage.used, color: theme.palette.error.main },
          {
            id: 'available',
            value: available,
            label: storage.available,
            color: theme.palette.primary.main,
          },
        ]
      : [{ id: 'available', value: 1, label: storage.available, color: theme.palette.primary.main }];

  const donut = (
    <Box sx={{ position: 'relative', width: size, height: size }}>
      <PieChart
        width={size}
        height={size}
        hideLegend
        margin={0}
        slotProps={{ tooltip: { trigger: 'none' } }}
        series={[{ innerRadius: size * 0.34, outerRadius: size / 2, data: slices }]}
      />
      <Box
        aria-hidden
        sx={{
          position: 'absolute',
          inset: 0,
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          justifyContent: 'center',
          pointerEvents: 'none',
        }}
      >
        <Typography variant="h6" component="span" sx={{ lineHeight: 1.2 }}>
          {formatPercent(percent)}
        </Typography>{' '}
        <Typography variant="caption" component="span" sx={{ color: 'text.secondary' }}>
          {text.storageUsedCaption}
        </Typography>
      </Box>
    </Box>
  );

  const body = (
    <>
      {/* The name comes first in the markup, as in the accessible name, and is drawn under the ring; the
          spaces between the parts keep their words apart for assistive technology (flex layout drops them). */}
      <Typography
        variant="subtitle2"
        component="span"
        sx={{ order: 1, maxWidth: size + 40, overflowWrap: 'anywhere' }}
      >
        {label}
      </Typography>{' '}
      {donut}{' '}
      <Typography variant="caption" component="span" sx={{ order: 2, color: 'text.secondary' }}>
        {bytesText(safeUsed)} / {bytesText(total)}
      </Typography>
    </>
  );

  const content = onClick ? (
    <ButtonBase
      onClick={onClick}
      aria-label={summary}
      focusRipple
      sx={{ display: 'flex', flexDirection: 'column', gap: 0.5, p: 1, borderRadius: 2 }}
    >
      {body}
    </ButtonBase>
  ) : (
    <Box
      role="img"
      aria-label={summary}
      sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 0.5 }}
    >
      {body}
    </Box>
  );

  return (
    <Box ref={ref} className={className} sx={rootSx}>
      {tooltip ? (
        <Tooltip title={tooltip} describeChild>
          {content}
        </Tooltip>
      ) : (
        content
      )}
    </Box>
  );
}

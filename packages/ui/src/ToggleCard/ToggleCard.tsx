import { useId, type ElementType, type ReactNode, type Ref } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Switch from '@mui/material/Switch';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import { WIDGET_TEXT } from '@drisk/contract/client';
import { useText } from '../language/useText';
import { useDriskProps } from '../theme/useDriskProps';
import { toggleCardClasses } from './toggleCardClasses';

/** One switch row of a {@link ToggleCard}. */
export interface ToggleCardItem {
  /** Wire name of the setting, passed back to `onToggle` (e.g. 'mobile_data'). */
  field: string;
  /** Label shown on the row; it is also the switch's accessible name. */
  label: string;
  /** Whether the setting is on. */
  checked: boolean;
  /** Greys the row out and locks the switch (e.g. every toggle but Notifications for a Guest). */
  disabled?: boolean;
  /** Explanation shown in a tooltip of an info button beside the label. */
  help?: string;
}

/** Props of {@link ToggleCard}. */
export interface ToggleCardProps {
  /**
   * The root element.
   * @default undefined
   */
  ref?: Ref<HTMLDivElement>;
  /** Title of the card; it also names the card's region. */
  title: string;
  /** The rows, in display order. */
  items: readonly ToggleCardItem[];
  /** Called with the row's field and the value the user asks for. The card does not flip the switch itself. */
  onToggle: (field: string, next: boolean) => void;
  /**
   * Field whose change is being sent: its switch is locked and shows a small spinner.
   * @default null
   */
  busyField?: string | null;
  /**
   * Element of the card title, so the card fits the page's heading outline.
   * @default 'h2'
   */
  titleComponent?: ElementType;
  /**
   * More content of the card, shown beneath the rows (e.g. the Wi-Fi profile and the signal slider).
   * @default undefined
   */
  children?: ReactNode;
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

interface ToggleRowProps {
  item: ToggleCardItem;
  busy: boolean;
  onToggle: ToggleCardProps['onToggle'];
}

function ToggleRow({ item, busy, onToggle }: ToggleRowProps) {
  const words = useText(WIDGET_TEXT);
  const switchId = useId();
  const { field, label, checked, help } = item;
  const disabled = Boolean(item.disabled);

  return (
    <Box
      component="li"
      data-field={field}
      sx={{ display: 'flex', alignItems: 'center', gap: 0.5, minHeight: 48, py: 0.25 }}
    >
      <Typography
        component="label"
        htmlFor={switchId}
        variant="body1"
        sx={{
          color: disabled ? 'text.disabled' : 'text.primary',
          cursor: disabled || busy ? 'default' : 'pointer',
          overflowWrap: 'anywhere',
          minWidth: 0,
        }}
      >
        {label}
      </Typography>
      {help ? (
        // A tap shows the help at once on touch screens; focus shows it for keyboard users.
        <Tooltip title={help} describeChild enterTouchDelay={0} leaveTouchDelay={4000}>
          <IconButton size="small" aria-label={words.aboutSetting(label)} sx={{ color: 'text.secondary' }}>
            <InfoOutlined fontSize="small" />
          </IconButton>
        </Tooltip>
      ) : null}
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, ml: 'auto', flexShrink: 0 }}>
        {busy ? <CircularProgress size={18} aria-label={words.updatingSetting(label)} /> : null}
        <Switch
          id={switchId}
          checked={checked}
          disabled={disabled || busy}
          onChange={(_event, next) => onToggle(field, next)}
          edge="end"
        />
      </Box>
    </Box>
  );
}

/**
 * A settings card: a title and one switch per setting, each with an optional help tooltip.
 * The card is controlled: it reports the wanted value through `onToggle` and shows `checked` as given,
 * so a confirmation or a rejected change leaves the switch where it was.
 */
export function ToggleCard(inProps: ToggleCardProps) {
  const props = useDriskProps(inProps, 'DriskToggleCard', toggleCardClasses.root);
  const {
    title,
    items,
    onToggle,
    busyField = null,
    titleComponent = 'h2',
    children,
    ref,
    className,
    sx,
  } = props;
  const titleId = useId();

  return (
    <Card component="section" aria-labelledby={titleId} ref={ref} className={className} sx={sx}>
      <CardContent>
        <Typography id={titleId} component={titleComponent} variant="h6" sx={{ mb: 1 }}>
          {title}
        </Typography>
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {items.map((item) => (
            <ToggleRow key={item.field} item={item} busy={item.field === busyField} onToggle={onToggle} />
          ))}
        </Box>
        {children}
      </CardContent>
    </Card>
  );
}

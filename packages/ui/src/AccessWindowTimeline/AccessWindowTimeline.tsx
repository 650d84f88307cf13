import { useEffect, useId, useRef, useState, type KeyboardEvent, type PointerEvent, type Ref } from 'react';
import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { SxProps, Theme } from '@mui/material/styles';
import { useText } from '../language/useText';
import { useDriskProps } from '../theme/useDriskProps';
import { accessWindowTimelineClasses } from './accessWindowTimelineClasses';
import {
  ACCESS_WINDOW_STEP_MINUTES,
  ACCESS_WINDOWS_TEXT,
  WIDGET_TEXT,
  MINUTES_PER_DAY,
  WEEK_DAYS,
  type AccessWindow,
  type AccessWindowInput,
} from '@drisk/contract/client';
import { AccessWindowList } from './AccessWindowList';
import {
  entriesOf,
  entryName,
  freeEntry,
  moved,
  resized,
  snap,
  windowsOf,
  withStart,
  type WindowEntry,
} from './windowEntries';

/** Props of {@link AccessWindowTimeline}. */
export interface AccessWindowTimelineProps {
  /** The windows, as the contract's AccessWindow (days, 'HH:mm' start and end; an end before the start runs into the next day). */
  value: readonly AccessWindowInput[];
  /** Called with the windows after each change, one day per window, in the order they were made (not merged). */
  onChange: (windows: AccessWindow[]) => void;
  /**
   * Shows the windows without letting them change.
   * @default false
   */
  disabled?: boolean;
  /**
   * Which view shows first: the week as a timeline, or the list. Default: the list on phones, else the timeline.
   * @default undefined
   */
  defaultView?: AccessWindowView;
  /**
   * The root element.
   * @default undefined
   */
  ref?: Ref<HTMLDivElement>;
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

export type AccessWindowView = 'timeline' | 'list';

type DragMode = 'create' | 'move' | 'start' | 'end';
interface Drag {
  mode: DragMode;
  index: number;
  origin: WindowEntry;
  x: number;
  y: number;
  width: number;
  rowHeight: number;
  moved: boolean;
}

const STEP = ACCESS_WINDOW_STEP_MINUTES;
const ROW_HEIGHT = 34;
const HOURS = [0, 6, 12, 18, 24];
const percent = (minutes: number) => `${(minutes / MINUTES_PER_DAY) * 100}%`;

/**
 * The access windows of a rule over a week: seven day rows of 24 hours with each window drawn as a bar.
 * Drag on empty time (or use Add window) to add one, drag a bar to move it (across days too) or its edges to
 * change its times, in steps of 15 minutes; a focused bar moves with the arrow keys, Shift with Left and
 * Right changes its end, Delete removes it. The list view holds the same windows as a table (day, start,
 * end, remove) for screen readers and phones.
 */
export function AccessWindowTimeline(inProps: AccessWindowTimelineProps) {
  const props = useDriskProps(inProps, 'DriskAccessWindowTimeline', accessWindowTimelineClasses.root);
  const { value, onChange, disabled = false, defaultView, ref, className, sx } = props;
  const text = useText(ACCESS_WINDOWS_TEXT);
  const widgetText = useText(WIDGET_TEXT);
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const [view, setView] = useState<AccessWindowView>(defaultView ?? (phone ? 'list' : 'timeline'));
  const [draft, setDraft] = useState<{ index: number; entry: WindowEntry } | null>(null);
  const [focusIndex, setFocusIndex] = useState<number | null>(null);
  const drag = useRef<Drag | null>(null);
  const timelineRef = useRef<HTMLDivElement>(null);
  const labelId = useId();
  const helpId = useId();

  const saved = entriesOf(value);
  const entries = draft
    ? draft.index < saved.length
      ? saved.map((entry, i) => (i === draft.index ? draft.entry : entry))
      : [...saved, draft.entry]
    : saved;
  const commit = (next: WindowEntry[]) => onChange(windowsOf(next));
  const replace = (index: number, entry: WindowEntry) =>
    commit(index < saved.length ? saved.map((e, i) => (i === index ? entry : e)) : [...saved, entry]);
  const remove = (index: number) => commit(saved.filter((_entry, i) => i !== index));

  useEffect(() => {
    if (focusIndex === null) return;
    timelineRef.current?.querySelector<HTMLElement>(`[data-window="${focusIndex}"]`)?.focus();
    setFocusIndex(null);
  }, [focusIndex]);

  const handleAdd = () => {
    const entry = freeEntry(saved);
    commit([...saved, entry]);
    if (view === 'timeline') setFocusIndex(saved.length);
  };

  const startDrag = (
    event: PointerEvent<HTMLElement>,
    mode: DragMode,
    index: number,
    origin: WindowEntry,
  ) => {
    if (disabled || event.button !== 0) return;
    const row = (event.currentTarget.closest('[data-track]') as HTMLElement | null) ?? event.currentTarget;
    const rect = row.getBoundingClientRect();
    event.preventDefault();
    event.stopPropagation();
    timelineRef.current?.setPointerCapture?.(event.pointerId);
    drag.current = {
      mode,
      index,
      origin,
      x: event.clientX,
      y: event.clientY,
      width: rect.width || MINUTES_PER_DAY,
      rowHeight: rect.height || ROW_HEIGHT,
      moved: false,
    };
    if (mode === 'create') setDraft({ index, entry: origin });
  };

  const handlePointerMove = (event: PointerEvent<HTMLElement>) => {
    const current = drag.current;
    if (!current) return;
    const minutes = snap(((event.clientX - current.x) / current.width) * MINUTES_PER_DAY);
    const days = Math.round((event.clientY - current.y) / current.rowHeight);
    if (minutes === 0 && days === 0 && !current.moved) return;
    current.moved = true;
    const { origin } = current;
    const entry =
      current.mode === 'move'
        ? moved(origin, minutes + days * MINUTES_PER_DAY)
        : current.mode === 'start'
          ? withStart(origin, origin.start + minutes)
          : current.mode === 'end'
            ? resized(origin, origin.length + minutes)
            : resized(origin, Math.min(minutes, MINUTES_PER_DAY - origin.start));
    setDraft({ index: current.index, entry });
  };

  const handlePointerUp = () => {
    const current = drag.current;
    if (!current) return;
    drag.current = null;
    const entry = draft?.entry ?? current.origin;
    setDraft(null);
    // A click on empty time adds an hour there; a click on a bar only focuses it.
    if (current.mode === 'create') replace(current.index, current.moved ? entry : resized(entry, 60));
    else if (current.moved) replace(current.index, entry);
    setFocusIndex(current.index);
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLElement>, index: number) => {
    if (disabled) return;
    const entry = saved[index];
    let next: WindowEntry | null = null;
    if (event.key === 'Delete' || event.key === 'Backspace') {
      event.preventDefault();
      remove(index);
      return;
    }
    if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') {
      const step = event.key === 'ArrowLeft' ? -STEP : STEP;
      next = event.shiftKey ? resized(entry, entry.length + step) : moved(entry, step);
    } else if (event.key === 'ArrowUp' || event.key === 'ArrowDown') {
      next = moved(entry, (event.key === 'ArrowUp' ? -1 : 1) * MINUTES_PER_DAY);
    }
    if (!next) return;
    event.preventDefault();
    replace(index, next);
    setFocusIndex(index);
  };

  const handleTrackDown = (event: PointerEvent<HTMLElement>, day: number) => {
    const rect = event.currentTarget.getBoundingClientRect();
    const width = rect.width || MINUTES_PER_DAY;
    const start = Math.min(
      MINUTES_PER_DAY - STEP,
      Math.max(0, Math.floor((((event.clientX - rect.left) / width) * MINUTES_PER_DAY) / STEP) * STEP),
    );
    startDrag(event, 'create', saved.length, { day, start, length: STEP });
  };

  const segments = entries.flatMap((entry, index) => {
    const first = {
      index,
      entry,
      day: entry.day,
      from: entry.start,
      to: Math.min(MINUTES_PER_DAY, entry.start + entry.length),
      main: true,
    };
    if (entry.start + entry.length <= MINUTES_PER_DAY) return [first];
    const nextDay = (entry.day % 7) + 1;
    return [
      first,
      { index, entry, day: nextDay, from: 0, to: entry.start + entry.length - MINUTES_PER_DAY, main: false },
    ];
  });

  return (
    <Box ref={ref} className={className} sx={[{ minWidth: 0 }, ...(Array.isArray(sx) ? sx : [sx])]}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
        <Typography id={labelId} variant="subtitle2" component="h3" sx={{ flexGrow: 1 }}>
          {text.timelineLabel}
        </Typography>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={view}
          onChange={(_event, next: AccessWindowView | null) => next && setView(next)}
          aria-label={text.viewLabel}
          // The unselected view's text in the theme's secondary text colour: MUI's default (action.active)
          // falls just short of 4.5:1 on the page background.
          sx={{ '& .MuiToggleButton-root:not(.Mui-selected)': { color: 'text.secondary' } }}
        >
          <ToggleButton value="timeline">{text.timelineView}</ToggleButton>
          <ToggleButton value="list">{text.listView}</ToggleButton>
        </ToggleButtonGroup>
        {!disabled && (
          <Button size="small" variant="outlined" startIcon={<AddIcon />} onClick={handleAdd}>
            {text.addWindow}
          </Button>
        )}
      </Stack>
      {view === 'list' ? (
        <AccessWindowList
          entries={saved}
          disabled={disabled}
          labelledBy={labelId}
          onReplace={replace}
          onRemove={remove}
        />
      ) : (
        <Box
          ref={timelineRef}
          role="group"
          aria-labelledby={labelId}
          aria-describedby={disabled ? undefined : helpId}
          onPointerMove={handlePointerMove}
          onPointerUp={handlePointerUp}
          onPointerCancel={handlePointerUp}
          sx={{ touchAction: 'none', userSelect: 'none' }}
        >
          {!disabled && (
            <Typography id={helpId} variant="caption" component="p" sx={{ color: 'text.secondary', mb: 1 }}>
              {text.timelineHelp}
            </Typography>
          )}
          <Box
            sx={{ display: 'grid', gridTemplateColumns: '2.75rem minmax(0, 1fr)', columnGap: 1, rowGap: 0.5 }}
          >
            <span />
            <Box aria-hidden sx={{ position: 'relative', height: 16 }}>
              {HOURS.map((hour) => (
                <Typography
                  key={hour}
                  variant="caption"
                  sx={{
                    position: 'absolute',
                    left: percent(hour * 60),
                    transform: hour === 0 ? 'none' : hour === 24 ? 'translateX(-100%)' : 'translateX(-50%)',
                    color: 'text.secondary',
                    lineHeight: 1,
                  }}
                >
                  {String(hour).padStart(2, '0')}
                </Typography>
              ))}
            </Box>
            {WEEK_DAYS.map((dayName, i) => {
              const day = i + 1;
              return [
                <Typography
                  key={`${dayName}-label`}
                  variant="body2"
                  title={widgetText.weekDays[dayName]}
                  sx={{ alignSelf: 'center' }}
                >
                  {widgetText.weekDaysShort[dayName]}
                </Typography>,
                <Box
                  key={dayName}
                  data-track={day}
                  onPointerDown={(event) => handleTrackDown(event, day)}
                  sx={(theme) => ({
                    position: 'relative',
                    height: ROW_HEIGHT,
                    borderRadius: 1,
                    bgcolor: 'action.hover',
                    cursor: disabled ? 'default' : 'crosshair',
                    backgroundImage: `repeating-linear-gradient(to right, ${theme.palette.divider} 0 1px, transparent 1px ${100 / 24}%)`,
                  })}
                >
                  {segments
                    .filter((segment) => segment.day === day)
                    .map((segment) => (
                      <Box
                        key={`${segment.index}-${segment.main ? 'main' : 'next'}`}
                        data-window={segment.main ? segment.index : undefined}
                        role={segment.main ? 'button' : undefined}
                        aria-hidden={segment.main ? undefined : true}
                        aria-label={
                          segment.main ? entryName(segment.entry, text, widgetText.weekDays) : undefined
                        }
                        aria-disabled={disabled || undefined}
                        tabIndex={segment.main ? 0 : -1}
                        onKeyDown={segment.main ? (event) => handleKeyDown(event, segment.index) : undefined}
                        onPointerDown={(event) => startDrag(event, 'move', segment.index, segment.entry)}
                        sx={{
                          position: 'absolute',
                          top: 3,
                          bottom: 3,
                          left: percent(segment.from),
                          width: percent(segment.to - segment.from),
                          minWidth: 4,
                          borderRadius: 1,
                          bgcolor: disabled ? 'action.disabled' : 'primary.main',
                          opacity: draft?.index === segment.index ? 0.75 : 1,
                          cursor: disabled ? 'default' : 'grab',
                          outlineOffset: 2,
                          '&:focus-visible': { outline: '3px solid', outlineColor: 'secondary.main' },
                        }}
                      >
                        {!disabled && segment.main && (
                          <Handle
                            side="start"
                            onPointerDown={(event) => startDrag(event, 'start', segment.index, segment.entry)}
                          />
                        )}
                        {!disabled &&
                          (!segment.main ||
                            segment.entry.start + segment.entry.length <= MINUTES_PER_DAY) && (
                            <Handle
                              side="end"
                              onPointerDown={(event) => startDrag(event, 'end', segment.index, segment.entry)}
                            />
                          )}
                      </Box>
                    ))}
                </Box>,
              ];
            })}
          </Box>
          {saved.length === 0 && (
            <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1 }}>
              {text.noWindows}
            </Typography>
          )}
        </Box>
      )}
    </Box>
  );
}

function Handle({
  side,
  onPointerDown,
}: {
  side: 'start' | 'end';
  onPointerDown: (event: PointerEvent<HTMLElement>) => void;
}) {
  return (
    <Box
      aria-hidden
      data-handle={side}
      onPointerDown={onPointerDown}
      sx={{
        position: 'absolute',
        top: 0,
        bottom: 0,
        width: 10,
        [side === 'start' ? 'left' : 'right']: 0,
        cursor: 'ew-resize',
        '&::after': {
          content: '""',
          position: 'absolute',
          top: '25%',
          bottom: '25%',
          left: 4,
          width: 2,
          borderRadius: 1,
          bgcolor: 'primary.contrastText',
          opacity: 0.7,
        },
      }}
    />
  );
}

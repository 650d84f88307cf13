import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  ACCESS_WINDOW_STEP_MINUTES,
  ACCESS_WINDOWS_TEXT,
  WIDGET_TEXT,
  MINUTES_PER_DAY,
  WEEK_DAYS,
  clockToMinutes,
  minutesToClock,
  windowLength,
} from '@drisk/contract/client';
import { visuallyHidden } from '../visuallyHidden';
import { useText } from '../language/useText';
import { crossesMidnight, entryName, type WindowEntry } from './windowEntries';

export interface AccessWindowListProps {
  entries: readonly WindowEntry[];
  disabled: boolean;
  /** Id of the element that names the table. */
  labelledBy: string;
  onReplace: (index: number, entry: WindowEntry) => void;
  onRemove: (index: number) => void;
}

/** Narrower than the day, two times and the remove button side by side (a phone's card, about 300 px). */
const NARROW = '@container (max-width: 28rem)';
const EDITABLE_ROW = 'DriskAccessWindowList-editableRow';

/**
 * Below NARROW each editable row becomes a small grid, the day over its two times, so nothing scrolls
 * sideways; the header row hides (the roles keep it a table for screen readers) and each time shows its
 * column's name above it instead.
 */
const narrowLayout = {
  '& thead': visuallyHidden,
  [`& .${EDITABLE_ROW}`]: {
    display: 'grid',
    // Quarters: the day takes three beside the remove button, each time half the row. minmax(0, …) lets a
    // time field shrink below its intrinsic width, which is wider than half a phone's card.
    gridTemplateColumns: 'repeat(4, minmax(0, 1fr))',
    gridTemplateAreas: '"day day day remove" "start start end end"',
    alignItems: 'start',
    borderBottom: 1,
    borderColor: 'divider',
    py: 0.5,
  },
  [`& .${EDITABLE_ROW} td`]: { display: 'block', border: 0, px: 0.5 },
  [`& .${EDITABLE_ROW} td:last-of-type`]: { justifySelf: 'end', width: 'auto' },
  [`& .${EDITABLE_ROW} td[data-caption]::before`]: {
    content: 'attr(data-caption)',
    display: 'block',
    typography: 'caption',
    color: 'text.secondary',
  },
  [`& .${EDITABLE_ROW} .MuiTextField-root`]: { width: '100%', minWidth: 0 },
} as const;

/** The windows of an AccessWindowTimeline as a table, one row per day: day, start, end, remove. */
export function AccessWindowList({
  entries,
  disabled,
  labelledBy,
  onReplace,
  onRemove,
}: AccessWindowListProps) {
  const text = useText(ACCESS_WINDOWS_TEXT);
  const days = useText(WIDGET_TEXT).weekDays;
  const rows = entries
    .map((entry, index) => ({ entry, index }))
    .sort((a, b) => a.entry.day - b.entry.day || a.entry.start - b.entry.start);
  if (rows.length === 0)
    return (
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {text.noWindows}
      </Typography>
    );
  const cell = { px: 1, py: 0.75 };
  return (
    // Sized by its own width, not the screen's: the list may sit in a narrow card on a wide screen.
    <Box sx={{ containerType: 'inline-size' }}>
      <Table
        size="small"
        role="table"
        aria-labelledby={labelledBy}
        sx={{ '& td, & th': cell, [NARROW]: narrowLayout }}
      >
        <TableHead>
          <TableRow role="row">
            <TableCell role="columnheader">{text.dayColumn}</TableCell>
            <TableCell role="columnheader">{text.startColumn}</TableCell>
            <TableCell role="columnheader">{text.endColumn}</TableCell>
            {!disabled && (
              // Named for screen readers: a header cell without text leaves its column unexplained.
              <TableCell role="columnheader" padding="checkbox">
                <Box component="span" sx={visuallyHidden}>
                  {text.removeWindow}
                </Box>
              </TableCell>
            )}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map(({ entry, index }) => {
            const name = entryName(entry, text, days);
            const start = minutesToClock(entry.start);
            const end = minutesToClock(entry.start + entry.length);
            const endNote =
              entry.length === MINUTES_PER_DAY ? text.wholeDay : crossesMidnight(entry) ? text.nextDay : '';
            if (disabled)
              return (
                <TableRow key={index} role="row">
                  <TableCell role="cell">{days[WEEK_DAYS[entry.day - 1]]}</TableCell>
                  <TableCell role="cell">{start}</TableCell>
                  <TableCell role="cell">
                    {end} {endNote}
                  </TableCell>
                </TableRow>
              );
            const setStart = (text: string) => {
              const minutes = clockToMinutes(text);
              if (minutes === null) return;
              onReplace(index, {
                ...entry,
                start: minutes,
                length: windowLength(minutes, clockToMinutes(end) ?? 0),
              });
            };
            const setEnd = (text: string) => {
              const minutes = clockToMinutes(text);
              if (minutes === null) return;
              onReplace(index, { ...entry, length: windowLength(entry.start, minutes) });
            };
            return (
              <TableRow key={index} role="row" aria-label={name} className={EDITABLE_ROW}>
                <TableCell role="cell" sx={{ gridArea: 'day' }}>
                  <TextField
                    select
                    size="small"
                    value={entry.day}
                    onChange={(event) => onReplace(index, { ...entry, day: Number(event.target.value) })}
                    slotProps={{ htmlInput: { 'aria-label': `${text.dayLabel}: ${name}` } }}
                    sx={{ minWidth: '6.5rem' }}
                  >
                    {WEEK_DAYS.map((day, i) => (
                      <MenuItem key={day} value={i + 1}>
                        {days[day]}
                      </MenuItem>
                    ))}
                  </TextField>
                </TableCell>
                <TableCell role="cell" sx={{ gridArea: 'start' }} data-caption={text.startColumn}>
                  <TextField
                    type="time"
                    size="small"
                    value={start}
                    onChange={(event) => setStart(event.target.value)}
                    slotProps={{
                      htmlInput: {
                        step: ACCESS_WINDOW_STEP_MINUTES * 60,
                        'aria-label': `${text.startLabel}: ${name}`,
                      },
                    }}
                  />
                </TableCell>
                <TableCell role="cell" sx={{ gridArea: 'end' }} data-caption={text.endColumn}>
                  <TextField
                    type="time"
                    size="small"
                    value={end}
                    onChange={(event) => setEnd(event.target.value)}
                    helperText={endNote || undefined}
                    slotProps={{
                      htmlInput: {
                        step: ACCESS_WINDOW_STEP_MINUTES * 60,
                        'aria-label': `${text.endLabel}: ${name}`,
                      },
                    }}
                  />
                </TableCell>
                <TableCell role="cell" padding="checkbox" sx={{ gridArea: 'remove' }}>
                  <IconButton aria-label={text.removeWindowNamed(name)} onClick={() => onRemove(index)}>
                    <DeleteOutlineIcon />
                  </IconButton>
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </Box>
  );
}

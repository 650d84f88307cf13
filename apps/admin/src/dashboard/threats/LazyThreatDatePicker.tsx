import { Suspense, lazy, useState } from 'react';
import type { ThreatDatePickerProps } from './ThreatDatePicker';
import { ThreatDatePickerLookalike } from './ThreatDatePickerLookalike';

// Lazy: MUI X's pickers and dayjs's adapter are a fifth of the first screen's code, and nobody needs them
// before touching a date, so the field is drawn without them until then.
const loadPicker = () => import('./ThreatDatePicker');
const ThreatDatePicker = lazy(async () => ({ default: (await loadPicker()).ThreatDatePicker }));

type LazyThreatDatePickerProps = Omit<ThreatDatePickerProps, 'autoFocus' | 'initiallyOpen'>;

/**
 * A threat dashboard picker that looks the same from the start and loads MUI X's DatePicker on first use:
 * a focus of the field focuses the picker's field, a press of the calendar button opens its calendar.
 */
export function LazyThreatDatePicker(props: LazyThreatDatePickerProps) {
  const [used, setUsed] = useState<'field' | 'calendar' | null>(null);
  const lookalike = (
    <ThreatDatePickerLookalike
      label={props.label}
      value={props.value}
      error={props.error}
      onFocusField={() => setUsed((current) => current ?? 'field')}
      onOpenCalendar={() => setUsed('calendar')}
      onPointerEnter={() => void loadPicker()}
    />
  );
  if (!used) return lookalike;
  return (
    <Suspense fallback={lookalike}>
      <ThreatDatePicker {...props} autoFocus={used === 'field'} initiallyOpen={used === 'calendar'} />
    </Suspense>
  );
}

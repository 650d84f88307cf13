import { Checkbox, FormControl, FormControlLabel, FormGroup, FormLabel } from '@mui/material';
import { ADMIN_TEXT } from '@drisk/contract/client';
import { useInput } from 'react-admin';

export interface ChecklistInputProps {
  /** The form field holding the wire's comma list, e.g. 'Jan,Feb'. */
  source: string;
  label: string;
  /** Every entry, in order. */
  options: readonly string[];
}

const toList = (value: unknown) =>
  typeof value === 'string' && value !== '' ? value.split(',').map((entry) => entry.trim()) : [];

/**
 * A row of checkboxes for a comma list (months, weekdays) with an 'All' box that checks or clears every
 * entry (spec 3 §4). The value stays the wire's comma list, in the options' order.
 */
export function ChecklistInput({ source, label, options }: ChecklistInputProps) {
  const { field } = useInput({ source });
  const checked = new Set(toList(field.value));
  const write = (entries: Set<string>) => field.onChange(options.filter((o) => entries.has(o)).join(','));
  const all = options.every((option) => checked.has(option));
  const toggle = (option: string) => {
    const next = new Set(checked);
    if (next.has(option)) next.delete(option);
    else next.add(option);
    write(next);
  };
  return (
    <FormControl component="fieldset" margin="dense" sx={{ display: 'block' }}>
      <FormLabel component="legend">{label}</FormLabel>
      <FormGroup row>
        <FormControlLabel
          control={
            <Checkbox
              checked={all}
              indeterminate={!all && checked.size > 0}
              onChange={() => write(all ? new Set() : new Set(options))}
            />
          }
          label={ADMIN_TEXT.all}
        />
        {options.map((option) => (
          <FormControlLabel
            key={option}
            control={<Checkbox checked={checked.has(option)} onChange={() => toggle(option)} />}
            label={option}
          />
        ))}
      </FormGroup>
    </FormControl>
  );
}

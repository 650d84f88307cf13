import {
  Card,
  CardContent,
  FormControl,
  FormControlLabel,
  FormHelperText,
  FormLabel,
  Radio,
  RadioGroup,
} from '@mui/material';

/**
 * One of Account's browser settings (Appearance, Language): a titled row of radio choices with a hint,
 * applied at once by `onChange`.
 */
export function SettingChoiceCard<T extends string>(props: {
  /** Prefix of the title's and hint's ids, and the radio group's name. */
  name: string;
  title: string;
  hint: string;
  choices: readonly T[];
  value: T;
  labelOf: (choice: T) => string;
  /** A language for a choice's label when it is not the page's (a language named in its own words). */
  langOf?: (choice: T) => string | undefined;
  onChange: (choice: T) => void;
}) {
  const { name, choices, labelOf, langOf } = props;
  return (
    <Card>
      <CardContent>
        <FormControl>
          <FormLabel id={`${name}-label`} sx={{ typography: 'h6', color: 'text.primary' }}>
            {props.title}
          </FormLabel>
          <RadioGroup
            row
            aria-labelledby={`${name}-label`}
            aria-describedby={`${name}-hint`}
            name={name}
            value={props.value}
            onChange={(event) => props.onChange(event.target.value as T)}
          >
            {choices.map((choice) => (
              <FormControlLabel
                key={choice}
                value={choice}
                control={<Radio />}
                label={labelOf(choice)}
                lang={langOf?.(choice)}
              />
            ))}
          </RadioGroup>
          <FormHelperText id={`${name}-hint`} sx={{ mx: 0 }}>
            {props.hint}
          </FormHelperText>
        </FormControl>
      </CardContent>
    </Card>
  );
}

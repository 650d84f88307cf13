import { useState, type KeyboardEvent } from 'react';
import { Box, Chip, TextField, Typography } from '@mui/material';
import CancelIcon from '@mui/icons-material/Cancel';
import { AccessCard } from './AccessCard';
import { addKeywords } from './parentalForm';

export interface KeywordsCardProps {
  keywords: readonly string[];
  onChange: (keywords: string[]) => void;
  readOnly: boolean;
}

/**
 * Card 3 of Access Controls: keywords and websites as chips. Enter (or leaving the field) adds what was
 * typed; a comma separates several at once; a chip's remove button takes it out.
 */
export function KeywordsCard({ keywords, onChange, readOnly }: KeywordsCardProps) {
  const [typed, setTyped] = useState('');

  const commit = () => {
    if (!typed.trim()) return;
    onChange(addKeywords(keywords, typed));
    setTyped('');
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    commit();
  };

  return (
    <AccessCard title="Keywords or Websites">
      {!readOnly && (
        <TextField
          label="Keyword or website"
          fullWidth
          size="small"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          onKeyDown={handleKeyDown}
          onBlur={commit}
          helperText="Press Enter to add, e.g. games or example.com"
          slotProps={{ htmlInput: { autoComplete: 'off', enterKeyHint: 'enter' } }}
        />
      )}
      {keywords.length === 0 ? (
        <Typography sx={{ color: 'text.secondary', py: 1 }}>No keywords or websites</Typography>
      ) : (
        <Box
          component="ul"
          aria-label="Keywords and websites"
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, listStyle: 'none', p: 0, m: 0, mt: 1.5 }}
        >
          {keywords.map((keyword) => (
            <li key={keyword}>
              <Chip
                label={keyword}
                onDelete={
                  readOnly ? undefined : () => onChange(keywords.filter((current) => current !== keyword))
                }
                deleteIcon={<CancelIcon titleAccess={`Remove ${keyword}`} />}
                sx={{ maxWidth: '100%' }}
              />
            </li>
          ))}
        </Box>
      )}
    </AccessCard>
  );
}

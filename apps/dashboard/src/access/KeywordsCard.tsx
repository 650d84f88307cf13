import { useState, type KeyboardEvent } from 'react';
import { Box, Chip, TextField, Typography } from '@mui/material';
import CancelIcon from '@mui/icons-material/Cancel';
import { KEYWORD_MAX_LENGTH } from '@drisk/contract/client';
import { AccessCard } from './AccessCard';
import { addKeywords, keywordsError } from './parentalForm';

export interface KeywordsCardProps {
  keywords: readonly string[];
  onChange: (keywords: string[]) => void;
  readOnly: boolean;
}

const HINT = `Press Enter to add, e.g. games or example.com. Up to ${KEYWORD_MAX_LENGTH} characters each.`;

/**
 * Card 3 of Access Controls: keywords and websites as chips. Enter (or leaving the field) adds what was
 * typed; a comma separates several at once; a chip's remove button takes it out. The limits are in the
 * hint; what is over them stays in the field with a message instead of being added. A long chip ends in
 * an ellipsis inside the card, its remove button in reach.
 */
export function KeywordsCard({ keywords, onChange, readOnly }: KeywordsCardProps) {
  const [typed, setTyped] = useState('');
  const error = typed.trim() ? keywordsError(keywords, typed) : null;

  const commit = () => {
    if (!typed.trim() || error) return;
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
          error={Boolean(error)}
          helperText={error ?? HINT}
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
            <Box component="li" key={keyword} sx={{ maxWidth: '100%', minWidth: 0 }}>
              <Chip
                label={keyword}
                onDelete={
                  readOnly ? undefined : () => onChange(keywords.filter((current) => current !== keyword))
                }
                deleteIcon={<CancelIcon titleAccess={`Remove ${keyword}`} />}
                title={keyword}
                sx={{ maxWidth: '100%' }}
              />
            </Box>
          ))}
        </Box>
      )}
    </AccessCard>
  );
}

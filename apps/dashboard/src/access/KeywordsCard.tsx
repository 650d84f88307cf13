import { useState, type KeyboardEvent } from 'react';
import { Box, Chip, TextField, Typography } from '@mui/material';
import CancelIcon from '@mui/icons-material/Cancel';
import { ACCESS_TEXT } from '@drisk/contract/client';
import { useText } from '@drisk/ui';
import { AccessCard } from './AccessCard';
import { addKeywords, keywordsError } from './parentalForm';

export interface KeywordsCardProps {
  keywords: readonly string[];
  onChange: (keywords: string[]) => void;
  readOnly: boolean;
}

/**
 * Card 3 of Access Controls: keywords and websites as chips. Enter (or leaving the field) adds what was
 * typed; a comma separates several at once; a chip's remove button takes it out. The limits are in the
 * hint; what is over them stays in the field with a message instead of being added. A long chip ends in
 * an ellipsis inside the card, its remove button in reach.
 */
export function KeywordsCard({ keywords, onChange, readOnly }: KeywordsCardProps) {
  const [typed, setTyped] = useState('');
  const text = useText(ACCESS_TEXT);
  const error = typed.trim() ? keywordsError(keywords, typed, text) : null;

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
    <AccessCard title={text.keywordsTitle}>
      {!readOnly && (
        <TextField
          label={text.keywordLabel}
          fullWidth
          size="small"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          onKeyDown={handleKeyDown}
          onBlur={commit}
          error={Boolean(error)}
          helperText={error ?? text.keywordHint}
          slotProps={{ htmlInput: { autoComplete: 'off', enterKeyHint: 'enter' } }}
        />
      )}
      {keywords.length === 0 ? (
        <Typography sx={{ color: 'text.secondary', py: 1 }}>{text.noKeywords}</Typography>
      ) : (
        <Box
          component="ul"
          aria-label={text.keywordList}
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, listStyle: 'none', p: 0, m: 0, mt: 1.5 }}
        >
          {keywords.map((keyword) => (
            <Box component="li" key={keyword} sx={{ maxWidth: '100%', minWidth: 0 }}>
              <Chip
                label={keyword}
                onDelete={
                  readOnly ? undefined : () => onChange(keywords.filter((current) => current !== keyword))
                }
                deleteIcon={<CancelIcon titleAccess={text.removeKeyword(keyword)} />}
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

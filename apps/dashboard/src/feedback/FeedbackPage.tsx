import { useState, type FormEvent } from 'react';
import { Box, Button, Card, CardContent, Stack, TextField } from '@mui/material';
import { FEEDBACK_MAX_LENGTH, FEEDBACK_TEXT, UI_TEXT, VALIDATION } from '@drisk/contract/client';
import { MessageDialog, useServerText, useText } from '@drisk/ui';
import { useApiMutation } from '../api/useApiMutation';
import { useApiErrorToast } from '../shared/useApiErrorToast';
import { ScreenHeader } from '../shared/ScreenHeader';
import { useCharacterLimit } from '../shared/useCharacterLimit';

/** Feedback (/dashboard/feedback): one text, Submit, and a Success! modal. */
export function FeedbackPage() {
  const [feedback, setFeedback] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [received, setReceived] = useState(false);
  const { mutate: sendFeedback, loading } = useApiMutation('userFeedback');
  const showError = useApiErrorToast();
  const ui = useText(UI_TEXT);
  const text = useText(FEEDBACK_TEXT);
  // The check answers VALIDATION's English; the field shows it in the active language.
  const serverText = useServerText();
  const characterLimit = useCharacterLimit();
  const limit = characterLimit(feedback.trim(), FEEDBACK_MAX_LENGTH);

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!feedback.trim()) {
      setFieldError(VALIDATION.feedbackRequired);
      return;
    }
    if (limit.over) return;
    setFieldError(null);
    try {
      await sendFeedback({ body: { feedback } });
      setFeedback('');
      setReceived(true);
    } catch (cause) {
      showError(cause);
    }
  };

  return (
    <Box component="section">
      <ScreenHeader />
      <Card sx={{ maxWidth: 720 }}>
        <CardContent>
          <Stack component="form" noValidate spacing={2} onSubmit={(event) => void handleSubmit(event)}>
            <TextField
              label={text.feedbackLabel}
              required
              multiline
              minRows={5}
              fullWidth
              value={feedback}
              onChange={(event) => {
                setFeedback(event.target.value);
                if (fieldError) setFieldError(null);
              }}
              error={Boolean(fieldError) || limit.over}
              helperText={fieldError ? serverText(fieldError) : limit.helperText}
            />
            <Box>
              <Button type="submit" variant="contained" disabled={loading} loading={loading}>
                {text.submit}
              </Button>
            </Box>
          </Stack>
        </CardContent>
      </Card>
      <MessageDialog
        open={received}
        title={ui.feedbackSuccessTitle}
        message={ui.feedbackSuccessText}
        buttonLabel={text.ok}
        onClose={() => setReceived(false)}
      />
    </Box>
  );
}

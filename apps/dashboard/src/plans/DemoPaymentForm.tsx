import { useState, type FormEvent } from 'react';
import { Alert, Button, Stack, TextField, Typography } from '@mui/material';
import { DEMO_TEST_CARDS, PLANS_TEXT, UI_TEXT } from '@drisk/contract/client';
import { isApiError } from '@drisk/data-provider';
import { useServerText, useText } from '@drisk/ui';
import { useApiMutation } from '../api/useApiMutation';
import { paymentStatusText } from './paymentStatusText';

export interface PaymentFormProps {
  clientSecret: string;
  /** The payment ended in this status; `succeeded` closes the dialog. */
  onStatus: (status: string) => void;
}

const spaced = (card: string) => card.replace(/(\d{4})(?=\d)/g, '$1 ');

/**
 * The built-in demo provider's card form: test card numbers decide the outcome, and the server changes the
 * plan through the same signed event as with Stripe. No card is charged.
 */
export function DemoPaymentForm({ clientSecret, onStatus }: PaymentFormProps) {
  const [card, setCard] = useState(spaced(DEMO_TEST_CARDS.succeeds));
  const [message, setMessage] = useState<{ text: string; ok: boolean } | null>(null);
  const [authenticating, setAuthenticating] = useState(false);
  const { mutate, loading } = useApiMutation('demoConfirm');
  const ui = useText(UI_TEXT);
  const text = useText(PLANS_TEXT);
  // The demo provider's reasons are English; a known one is shown in the active language.
  const serverText = useServerText();

  const pay = async (authentication?: 'approve' | 'fail') => {
    setMessage(null);
    try {
      const reply = await mutate({
        body: {
          payment_intent: clientSecret,
          card_number: card,
          ...(authentication ? { authentication } : {}),
        },
      });
      const { status, error } = reply.result;
      if (status === 'requires_action') {
        setAuthenticating(true);
        return;
      }
      setAuthenticating(false);
      setMessage({ text: error ?? paymentStatusText(ui, status), ok: status === 'succeeded' });
      onStatus(status);
    } catch (cause) {
      setAuthenticating(false);
      setMessage({ text: isApiError(cause) ? cause.message : ui.paymentUnexpected, ok: false });
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void pay();
  };

  return (
    <Stack component="form" spacing={2} onSubmit={submit} noValidate>
      <Alert severity="info">{ui.demoPaymentsLabel}</Alert>
      <TextField
        label={text.cardNumber}
        value={card}
        onChange={(event) => setCard(event.target.value)}
        slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off' } }}
        helperText={text.testCards(
          spaced(DEMO_TEST_CARDS.succeeds),
          spaced(DEMO_TEST_CARDS.requiresAuthentication),
          spaced(DEMO_TEST_CARDS.declined),
        )}
        disabled={loading || authenticating}
      />
      {authenticating ? (
        <Stack spacing={1}>
          <Typography>{ui.demoPaymentsAuthenticate}</Typography>
          <Stack direction="row" spacing={1}>
            <Button variant="contained" disabled={loading} onClick={() => void pay('approve')}>
              {text.completeAuthentication}
            </Button>
            <Button disabled={loading} onClick={() => void pay('fail')}>
              {text.failAuthentication}
            </Button>
          </Stack>
        </Stack>
      ) : (
        <Button type="submit" variant="contained" disabled={loading}>
          {text.payNow}
        </Button>
      )}
      {message && (
        <Alert severity={message.ok ? 'success' : 'error'} role="status">
          {serverText(message.text)}
        </Alert>
      )}
    </Stack>
  );
}

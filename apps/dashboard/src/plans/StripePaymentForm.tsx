import { useMemo, useState, type FormEvent } from 'react';
import { Alert, Button, Stack } from '@mui/material';
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe } from '@stripe/stripe-js';
import { PLANS_TEXT, UI_TEXT, screenPath } from '@drisk/contract/client';
import { useServerText, useText } from '@drisk/ui';
import type { PaymentFormProps } from './DemoPaymentForm';
import { paymentStatusText } from './paymentStatusText';

function StripeCardForm({ clientSecret, onStatus }: PaymentFormProps) {
  const stripe = useStripe();
  const elements = useElements();
  const [message, setMessage] = useState<{ text: string; ok: boolean } | null>(null);
  const [busy, setBusy] = useState(false);
  const ui = useText(UI_TEXT);
  const text = useText(PLANS_TEXT);
  const serverText = useServerText();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!stripe || !elements) return;
    setBusy(true);
    const { error } = await stripe.confirmPayment({
      elements,
      redirect: 'if_required',
      confirmParams: { return_url: `${window.location.origin}${screenPath('dataSharing')}` },
    });
    if (error) {
      // Card and validation errors carry Stripe's own message (spec 3 §8).
      const reason =
        error.type === 'card_error' || error.type === 'validation_error'
          ? (error.message ?? ui.paymentUnexpected)
          : ui.paymentUnexpected;
      setMessage({ text: reason, ok: false });
      setBusy(false);
      return;
    }
    const { paymentIntent } = await stripe.retrievePaymentIntent(clientSecret);
    const status = paymentIntent?.status ?? 'unknown';
    setMessage({ text: paymentStatusText(ui, status), ok: status === 'succeeded' });
    setBusy(false);
    onStatus(status);
  };

  return (
    <Stack component="form" spacing={2} onSubmit={(event) => void submit(event)}>
      <PaymentElement />
      <Button type="submit" variant="contained" disabled={!stripe || busy}>
        {text.payNow}
      </Button>
      {message && (
        <Alert severity={message.ok ? 'success' : 'error'} role="status">
          {serverText(message.text)}
        </Alert>
      )}
    </Stack>
  );
}

/** Stripe Elements (loaded from Stripe only when the server takes payments through Stripe). */
export function StripePaymentForm({
  publishableKey,
  ...props
}: PaymentFormProps & { publishableKey: string }) {
  const stripe = useMemo(() => loadStripe(publishableKey), [publishableKey]);
  return (
    <Elements stripe={stripe} options={{ clientSecret: props.clientSecret }}>
      <StripeCardForm {...props} />
    </Elements>
  );
}

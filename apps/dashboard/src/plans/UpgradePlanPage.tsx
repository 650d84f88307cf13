import { lazy, Suspense, useState } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import {
  Box,
  Button,
  Card,
  CardActionArea,
  CardContent,
  Chip,
  Dialog,
  DialogContent,
  DialogTitle,
  Grid,
  IconButton,
  Typography,
} from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import CloseIcon from '@mui/icons-material/Close';
import { PAYMENT_SHEET_MESSAGES, PLANS_TEXT, UI_TEXT, screenPath } from '@drisk/contract/client';
import type { PaymentSheet, StoragePlan } from '@drisk/contract';
import {
  ConfirmDialog,
  DelayedSpinner,
  EmptyState,
  LoadError,
  useFormatters,
  useText,
  useToast,
} from '@drisk/ui';
import { useApiErrorToast } from '../shared/useApiErrorToast';
import { useApiMutation } from '../api/useApiMutation';
import { useApiQuery } from '../api/useApiQuery';
import { useSession } from '../session/SessionProvider';
import { ScreenHeader } from '../shared/ScreenHeader';
import { DemoPaymentForm } from './DemoPaymentForm';
import { dollars } from './paymentStatusText';

// Stripe's script loads only when the server takes payments through Stripe.
const StripePaymentForm = lazy(() =>
  import('./StripePaymentForm').then((module) => ({ default: module.StripePaymentForm })),
);

/** Where Data Sharing's Upgrade link sends the user, and where a payment returns (spec 3 §2.7). */
export const DATA_SHARING_PATH = screenPath('dataSharing');

/**
 * Storage Plan Upgrade (/dashboard/upgradePlan, state device_id): the credit balance and the plans; a plan
 * is confirmed, then paid from credit or by card in the payment dialog (Stripe Elements, or the demo
 * provider's form). The plan changes on the server only when the provider's signed event arrives.
 */
export function UpgradePlanPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const { connectedDevice } = useSession();
  const { showToast } = useToast();
  const showError = useApiErrorToast();
  const ui = useText(UI_TEXT);
  const text = useText(PLANS_TEXT);
  const format = useFormatters();
  const price = (cents: number) => dollars(cents, format);
  const stateDevice = (location.state as { device_id?: unknown } | null)?.device_id;
  const deviceId = typeof stateDevice === 'string' ? stateDevice : (connectedDevice?.device_id ?? null);

  const plans = useApiQuery(
    'storagePlans',
    { body: { device_id: deviceId ?? '' } },
    { enabled: Boolean(deviceId) },
  );
  const { mutate: startPayment, loading: starting } = useApiMutation('paymentSheet');
  const [chosen, setChosen] = useState<StoragePlan | null>(null);
  const [sheet, setSheet] = useState<PaymentSheet | null>(null);

  const confirm = async () => {
    if (!chosen || !deviceId) return;
    try {
      const reply = await startPayment({ body: { price_id: chosen.price_id, device_id: deviceId } });
      setChosen(null);
      if (reply.message === PAYMENT_SHEET_MESSAGES.upgrade) {
        showToast(reply.result.type, 'info');
      } else if (reply.result.paymentIntent) {
        setSheet(reply.result);
      } else {
        showToast(ui.paymentSuccessful, 'success');
        void navigate(DATA_SHARING_PATH);
      }
    } catch (cause) {
      setChosen(null);
      showError(cause);
    }
  };

  const closePayment = () => {
    setSheet(null);
    showToast(ui.paymentCanceled, 'info');
  };

  const paymentEnded = (status: string) => {
    if (status !== 'succeeded') return;
    setSheet(null);
    showToast(ui.paymentSuccess, 'success');
    void navigate(DATA_SHARING_PATH);
  };

  const list = plans.data;
  return (
    <Box component="section">
      <ScreenHeader />
      <Button component={RouterLink} to={DATA_SHARING_PATH} startIcon={<ArrowBackIcon />} sx={{ mb: 2 }}>
        {text.back}
      </Button>
      {plans.error && <LoadError message={plans.error.message} onRetry={() => void plans.reload()} />}
      {plans.loading && !list && <DelayedSpinner label={text.loadingPlans} />}
      {list && list.length === 0 && <EmptyState title={ui.noPlansOnSale} />}
      {list && list.length > 0 && (
        <>
          <Typography variant="h6" component="p" sx={{ mb: 2 }}>
            {ui.creditBalance}: {price(list[0].balance)}
          </Typography>
          <Grid container spacing={2}>
            {list.map((plan) => (
              <Grid key={plan.price_id} size={{ xs: 12, sm: 6, md: 3 }}>
                <Card
                  variant="outlined"
                  sx={{
                    height: '100%',
                    borderColor: plan.active === 1 ? 'primary.main' : undefined,
                    borderWidth: 2,
                  }}
                >
                  <CardActionArea
                    sx={{ height: '100%' }}
                    onClick={() => setChosen(plan)}
                    aria-label={text.planLabel(plan.product_name, price(plan.amount), plan.active === 1)}
                  >
                    <CardContent>
                      <Typography variant="h6" component="h2">
                        {plan.product_name}
                      </Typography>
                      <Typography variant="h4" component="p" sx={{ my: 1 }}>
                        {price(plan.amount)}
                      </Typography>
                      {plan.active === 1 && <Chip color="primary" label={ui.activePlan} size="small" />}
                    </CardContent>
                  </CardActionArea>
                </Card>
              </Grid>
            ))}
          </Grid>
        </>
      )}
      <ConfirmDialog
        open={chosen !== null}
        title={text.confirmTitle}
        text={chosen ? text.buyQuestion(chosen.product_name, price(chosen.amount)) : ''}
        loading={starting}
        onConfirm={() => void confirm()}
        onCancel={() => setChosen(null)}
      />
      <Dialog
        open={sheet !== null}
        onClose={closePayment}
        fullWidth
        maxWidth="sm"
        aria-labelledby="payment-title"
      >
        <DialogTitle id="payment-title" sx={{ pr: 6 }}>
          {text.paymentTitle}
          <IconButton
            aria-label={text.close}
            onClick={closePayment}
            sx={{ position: 'absolute', right: 8, top: 8 }}
          >
            <CloseIcon />
          </IconButton>
        </DialogTitle>
        <DialogContent>
          {sheet?.paymentIntent && sheet.provider === 'demo' && (
            <DemoPaymentForm clientSecret={sheet.paymentIntent} onStatus={paymentEnded} />
          )}
          {sheet?.paymentIntent && sheet.provider === 'stripe' && (
            <Suspense fallback={<DelayedSpinner label={text.loadingCardForm} />}>
              <StripePaymentForm
                clientSecret={sheet.paymentIntent}
                publishableKey={sheet.publishableKey}
                onStatus={paymentEnded}
              />
            </Suspense>
          )}
        </DialogContent>
      </Dialog>
    </Box>
  );
}

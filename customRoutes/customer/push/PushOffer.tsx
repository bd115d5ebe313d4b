/**
 * "Avísame cuando esté listo": offered once the customer has an order, on a device that can take notifications
 * and is not subscribed yet. The browser's permission prompt opens only from this button; "Ahora no" hides the
 * offer on this device (the profile can still turn it on).
 */
import { useState } from 'react';
import { Box, Button, Paper, Typography } from '@mui/material';
import NotificationsActiveIcon from '@mui/icons-material/NotificationsActive';
import { useQueryClient } from '@tanstack/react-query';
import { useNotify, useTranslate } from 'react-admin';
import { queryKeys } from '../../../dataProvider/queryKeys';
import { errorMessage } from '../../../src/ui/errorMessage';
import { usePushDevice } from './usePushDevice';

const DISMISSED = 'comedor.pushOffer.dismissed';

export function PushOffer({ hasOrders }: { hasOrders: boolean }) {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const { support, endpoint, subscribe } = usePushDevice();
  const [dismissed, setDismissed] = useState(() => localStorage.getItem(DISMISSED) === '1');
  const [busy, setBusy] = useState(false);
  if (!hasOrders || dismissed || support !== 'ok' || endpoint !== null) return null;

  const accept = async () => {
    setBusy(true);
    try {
      const outcome = await subscribe();
      notify(outcome === 'subscribed' ? 'customer.push.subscribed' : 'customer.push.denied_now', {
        type: outcome === 'subscribed' ? 'success' : 'warning',
      });
      void queryClient.invalidateQueries({ queryKey: queryKeys.customer.pushSubscriptions });
    } catch (e) {
      notify('customer.push.failed', { type: 'error', messageArgs: { message: errorMessage(e, translate) } });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Paper component="section" aria-labelledby="push-offer-title" sx={{ p: 2.5, mb: 2, borderRadius: 4 }}>
      <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
        <NotificationsActiveIcon color="primary" aria-hidden sx={{ mt: 0.5 }} />
        <Box>
          <Typography id="push-offer-title" variant="h2" sx={{ fontSize: '1.15rem', mb: 0.5 }}>
            {translate('customer.push.offer_title')}
          </Typography>
          <Typography variant="body2" sx={{ mb: 1.5 }}>
            {translate('customer.push.offer_text')}
          </Typography>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
            <Button variant="contained" onClick={() => void accept()} disabled={busy}>
              {translate('customer.push.offer_button')}
            </Button>
            <Button
              onClick={() => {
                localStorage.setItem(DISMISSED, '1');
                setDismissed(true);
              }}
            >
              {translate('customer.push.offer_later')}
            </Button>
          </Box>
        </Box>
      </Box>
    </Paper>
  );
}

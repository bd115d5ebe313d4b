/**
 * The profile's "Avisos en el móvil": every device of the customer that gets notifications, this one marked,
 * each removable after a confirmation; a button to turn them on here; and, where this browser cannot take them
 * (an iPhone's Safari tab, a blocked site), what to do instead.
 */
import { useState } from 'react';
import { Alert, Box, Button, List, ListItem, ListItemText, Paper, Skeleton, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Confirm, useNotify, useTranslate } from 'react-admin';
import { queryKeys } from '../../../dataProvider/queryKeys';
import { useComedorDataProvider } from '../../../dataProvider/useComedorDataProvider';
import type { PushSubscriptionInfo } from '../../../model/push';
import { errorMessage } from '../../../src/ui/errorMessage';
import { useFormat } from '../../../src/ui/useFormat';
import { LoadError } from '../LoadError';
import { usePushDevice, type PushSupport } from './usePushDevice';

const EXPLAINED: Partial<Record<PushSupport, string>> = {
  'ios-tab': 'customer.push.ios_tab',
  'no-push': 'customer.push.no_push',
  'no-worker': 'customer.push.no_worker',
  denied: 'customer.push.denied',
};

export function PushDevicesPanel() {
  const translate = useTranslate();
  const notify = useNotify();
  const fmt = useFormat();
  const dataProvider = useComedorDataProvider();
  const queryClient = useQueryClient();
  const { support, endpoint, subscribe, remove } = usePushDevice();
  const devices = useQuery({
    queryKey: queryKeys.customer.pushSubscriptions,
    queryFn: () => dataProvider.getMyPushSubscriptions(),
  });
  const [removing, setRemoving] = useState<PushSubscriptionInfo | null>(null);
  const [busy, setBusy] = useState(false);
  const reload = () => void queryClient.invalidateQueries({ queryKey: queryKeys.customer.pushSubscriptions });

  const enable = async () => {
    setBusy(true);
    try {
      const outcome = await subscribe();
      notify(outcome === 'subscribed' ? 'customer.push.subscribed' : 'customer.push.denied_now', {
        type: outcome === 'subscribed' ? 'success' : 'warning',
      });
      reload();
    } catch (e) {
      notify('customer.push.failed', { type: 'error', messageArgs: { message: errorMessage(e, translate) } });
    } finally {
      setBusy(false);
    }
  };
  const confirmRemove = async () => {
    const device = removing;
    if (!device) return;
    setBusy(true);
    try {
      await remove(device.id, device.endpoint);
      notify('customer.push.removed', { type: 'info', messageArgs: { device: device.device } });
    } catch (e) {
      notify(errorMessage(e, translate), { type: 'error' });
    } finally {
      setBusy(false);
      setRemoving(null);
      reload();
    }
  };

  const subscribedHere = devices.data?.some((d) => d.endpoint === endpoint) ?? false;
  const explanation = EXPLAINED[support];
  return (
    <Paper component="section" aria-labelledby="push-devices-title" sx={{ p: 2.5, borderRadius: 4 }}>
      <Typography id="push-devices-title" variant="h2" sx={{ fontSize: '1.15rem', mb: 0.5 }}>
        {translate('customer.push.devices_title')}
      </Typography>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {translate('customer.push.devices_intro')}
      </Typography>
      {devices.isPending ? (
        <Skeleton variant="rounded" height={56} role="status" aria-label={translate('customer.common.loading')} />
      ) : devices.isError ? (
        <LoadError error={devices.error} messageKey="customer.push.load_error" onRetry={() => void devices.refetch()} />
      ) : devices.data.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {translate('customer.push.none')}
        </Typography>
      ) : (
        <List dense disablePadding>
          {devices.data.map((d) => (
            <ListItem
              key={d.id}
              disableGutters
              secondaryAction={
                <Button color="error" onClick={() => setRemoving(d)} disabled={busy}>
                  {translate('customer.push.remove')}
                </Button>
              }
            >
              <ListItemText
                primary={d.device}
                secondary={`${translate(d.endpoint === endpoint ? 'customer.push.this_device' : 'customer.push.other_device')} · ${translate('customer.push.since', { date: fmt.date(d.createdAt) })}`}
              />
            </ListItem>
          ))}
        </List>
      )}
      {explanation ? (
        <Alert severity="info" sx={{ mt: 1.5 }}>
          {translate(explanation)}
        </Alert>
      ) : support === 'ok' && !subscribedHere && !devices.isPending ? (
        <Box sx={{ mt: 1.5 }}>
          <Button variant="outlined" onClick={() => void enable()} disabled={busy}>
            {translate('customer.push.enable_here')}
          </Button>
        </Box>
      ) : null}
      <Confirm
        isOpen={removing !== null}
        loading={busy}
        title={translate('customer.push.remove_title', { device: removing?.device ?? '' })}
        content={translate('customer.push.remove_content')}
        confirm={translate('customer.push.remove')}
        onConfirm={() => void confirmRemove()}
        onClose={() => setRemoving(null)}
      />
    </Paper>
  );
}

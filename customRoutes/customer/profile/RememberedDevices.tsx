/**
 * The devices that keep the customer signed in ("Mantener la sesión iniciada en este dispositivo" at login):
 * each with its browser, system and last use, and "Quitar" (after a confirmation) to end it at once.
 */
import { useState } from 'react';
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  List,
  ListItem,
  ListItemText,
  Paper,
  Typography,
} from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocale, useNotify, useTranslate } from 'react-admin';
import type { RememberedDevice } from '../../../model/entities';
import { useComedorDataProvider } from '../../../dataProvider/useComedorDataProvider';
import { markRemembered } from '../../../dataProvider/http/rememberedDevice';
import { errorMessage } from '../../../src/ui/errorMessage';

const DEVICES_KEY = ['session', 'devices'] as const;

export function RememberedDevices() {
  const translate = useTranslate();
  const locale = useLocale();
  const notify = useNotify();
  const dataProvider = useComedorDataProvider();
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState<RememberedDevice | null>(null);
  const devices = useQuery({ queryKey: DEVICES_KEY, queryFn: () => dataProvider.getRememberedDevices() });
  const forget = useMutation({
    mutationFn: (device: RememberedDevice) => dataProvider.forgetRememberedDevice(device.id),
    onSuccess: (_, device) => {
      if (device.current) markRemembered(false);
      notify('customer.devices.removed', { type: 'success' });
      void queryClient.invalidateQueries({ queryKey: DEVICES_KEY });
    },
    onError: (e: Error) => notify(errorMessage(e, translate), { type: 'error' }),
    onSettled: () => setAsking(null),
  });
  const when = (iso: string) =>
    new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : 'es-ES', { dateStyle: 'medium', timeStyle: 'short' }).format(
      new Date(iso),
    );

  return (
    <Paper component="section" aria-labelledby="devices-title" sx={{ p: 3, borderRadius: 4 }}>
      <Typography id="devices-title" variant="h2" gutterBottom>
        {translate('customer.devices.title')}
      </Typography>
      {devices.isPending ? (
        <Typography color="text.secondary">{translate('customer.devices.loading')}</Typography>
      ) : devices.isError ? (
        <Typography color="error">{errorMessage(devices.error, translate)}</Typography>
      ) : devices.data.length === 0 ? (
        <Typography color="text.secondary">{translate('customer.devices.none')}</Typography>
      ) : (
        <List dense aria-label={translate('customer.devices.title')}>
          {devices.data.map((device) => (
            <ListItem
              key={device.id}
              disableGutters
              secondaryAction={
                <Button color="error" onClick={() => setAsking(device)} disabled={forget.isPending}>
                  {translate('customer.devices.remove')}
                </Button>
              }
            >
              <ListItemText
                primary={device.current ? translate('customer.devices.this_one', { label: device.label }) : device.label}
                secondary={translate('customer.devices.last_used', { when: when(device.lastUsedAt) })}
              />
            </ListItem>
          ))}
        </List>
      )}
      <Dialog open={asking !== null} onClose={() => setAsking(null)}>
        <DialogTitle>{translate('customer.devices.confirm_title')}</DialogTitle>
        <DialogContent>
          <Box component="p" sx={{ m: 0 }}>
            {translate('customer.devices.confirm_body', { label: asking?.label ?? '' })}
          </Box>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setAsking(null)}>{translate('customer.devices.cancel')}</Button>
          <Button color="error" variant="contained" onClick={() => asking && forget.mutate(asking)} disabled={forget.isPending}>
            {translate('customer.devices.remove')}
          </Button>
        </DialogActions>
      </Dialog>
    </Paper>
  );
}

/**
 * The board's list of what was pressed without network and waits to be sent (offlineQueue.ts), oldest first, and
 * of the replays the server refused, each with its reason, until the cook closes it.
 */
import { Alert, AlertTitle, List, ListItem, Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { QueuedAction } from './offlineQueue';
import type { RefusedAction } from './useOfflineSync';

export function QueuedActions({
  queued,
  refused,
  onDismiss,
}: {
  queued: QueuedAction[];
  refused: RefusedAction[];
  onDismiss: (at: number) => void;
}) {
  const translate = useTranslate();
  if (queued.length === 0 && refused.length === 0) return null;
  return (
    <Stack spacing={1} sx={{ mb: 2 }}>
      {refused.map((r) => (
        <Alert key={r.at} severity="error" onClose={() => onDismiss(r.at)} closeText={translate('ra.action.close')}>
          {r.text}
        </Alert>
      ))}
      {queued.length > 0 && (
        <Alert severity="warning" component="section" aria-labelledby="kitchen-queued-title">
          <AlertTitle id="kitchen-queued-title">{translate('kitchen.offline.title')}</AlertTitle>
          <List dense disablePadding aria-label={translate('kitchen.offline.title')}>
            {queued.map((a) => (
              <ListItem key={a.at} disableGutters sx={{ py: 0 }}>
                {translate('kitchen.offline.item', {
                  n: a.number,
                  action: translate(`kitchen.offline.kind.${a.kind}`, { station: a.stationName ?? '' }),
                })}
              </ListItem>
            ))}
          </List>
        </Alert>
      )}
    </Stack>
  );
}

/** The board's list of what was pressed without network and waits to be sent (offlineQueue.ts), oldest first. */
import { Alert, AlertTitle, List, ListItem } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { QueuedAction } from './offlineQueue';

export function QueuedActions({ queued }: { queued: QueuedAction[] }) {
  const translate = useTranslate();
  if (queued.length === 0) return null;
  return (
    <Alert severity="warning" sx={{ mb: 2 }} component="section" aria-labelledby="kitchen-queued-title">
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
  );
}

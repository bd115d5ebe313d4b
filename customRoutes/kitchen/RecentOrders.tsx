/**
 * Side panel of the board: today's last orders made ready, each with "Recuperar" to put it back on the board
 * and "Entregado" for the hand-over at the counter.
 */
import { memo } from 'react';
import { Button, List, ListItem, ListItemText, Paper, Stack, Typography } from '@mui/material';
import DoneAllIcon from '@mui/icons-material/DoneAll';
import ReplayIcon from '@mui/icons-material/Replay';
import { useTranslate } from 'react-admin';
import { useFormat } from '../../src/ui/useFormat';
import { useCollectOrder, useRecentOrders, useReopenOrder } from './useRecentOrders';
import { useQueuedActions } from './offlineQueue';

export const RecentOrders = memo(function RecentOrders({ today }: { today: string }) {
  const translate = useTranslate();
  const fmt = useFormat();
  const recent = useRecentOrders(today);
  const reopen = useReopenOrder();
  const collect = useCollectOrder();
  const orders = recent.data ?? [];
  // a hand-over or recall pressed without network: shown as waiting, not pressed twice
  const queued = new Set(
    useQueuedActions()
      .filter((a) => a.kind === 'collect' || a.kind === 'reopen')
      .map((a) => a.orderId),
  );
  return (
    <Paper component="section" aria-labelledby="kitchen-recent-title" sx={{ p: 2, flexShrink: 0 }}>
      <Typography id="kitchen-recent-title" variant="h6" component="h2" sx={{ fontWeight: 700 }}>
        {translate('kitchen.recent.title')}
      </Typography>
      {recent.isSuccess && orders.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          {translate('kitchen.recent.empty')}
        </Typography>
      )}
      {orders.length > 0 && (
        <List dense aria-label={translate('kitchen.recent.label')}>
          {orders.map((order) => (
            <ListItem key={order.id} disableGutters sx={{ borderBottom: 1, borderColor: 'divider', gap: 1, flexWrap: 'wrap' }}>
              <ListItemText
                primary={translate('kitchen.board.ticket_title', { n: order.number })}
                secondary={
                  queued.has(order.id)
                    ? translate('kitchen.offline.pending_sync')
                    : order.collectedAt
                      ? translate('kitchen.recent.collected_at', { time: fmt.time(order.collectedAt) })
                      : order.finishedAt
                        ? translate('kitchen.recent.finished_at', { time: fmt.time(order.finishedAt) })
                        : null
                }
              />
              <Stack direction="row" spacing={0.5}>
                {!order.collectedAt && (
                  <Button
                    size="small"
                    startIcon={<DoneAllIcon />}
                    aria-label={translate('kitchen.recent.collect_label', { n: order.number })}
                    disabled={queued.has(order.id) || (collect.isPending && collect.variables?.id === order.id)}
                    onClick={() => collect.mutate(order)}
                  >
                    {translate('kitchen.recent.collect')}
                  </Button>
                )}
                <Button
                  size="small"
                  startIcon={<ReplayIcon />}
                  aria-label={translate('kitchen.recent.recall_label', { n: order.number })}
                  disabled={queued.has(order.id) || (reopen.isPending && reopen.variables?.id === order.id)}
                  onClick={() => reopen.mutate(order)}
                >
                  {translate('kitchen.recent.recall')}
                </Button>
              </Stack>
            </ListItem>
          ))}
        </List>
      )}
    </Paper>
  );
});

/** Side panel of the board: today's last orders made ready, each with "Recuperar" to put it back on the board. */
import { Button, List, ListItem, ListItemText, Paper, Typography } from '@mui/material';
import ReplayIcon from '@mui/icons-material/Replay';
import { useTranslate } from 'react-admin';
import { clockOf } from '../shared/kitchenApi';
import { useRecentOrders, useReopenOrder } from './useRecentOrders';

export function RecentOrders({ today }: { today: string }) {
  const translate = useTranslate();
  const recent = useRecentOrders(today);
  const reopen = useReopenOrder();
  const orders = recent.data ?? [];
  return (
    <Paper component="section" aria-labelledby="kitchen-recent-title" sx={{ p: 2, mt: 2 }}>
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
            <ListItem
              key={order.id}
              disableGutters
              sx={{ borderBottom: 1, borderColor: 'divider', gap: 1 }}
              secondaryAction={
                <Button
                  size="small"
                  startIcon={<ReplayIcon />}
                  aria-label={translate('kitchen.recent.recall_label', { n: order.number })}
                  disabled={reopen.isPending && reopen.variables?.id === order.id}
                  onClick={() => reopen.mutate(order)}
                >
                  {translate('kitchen.recent.recall')}
                </Button>
              }
            >
              <ListItemText
                primary={translate('kitchen.board.ticket_title', { n: order.number })}
                secondary={order.finishedAt ? translate('kitchen.recent.finished_at', { time: clockOf(order.finishedAt) }) : null}
                sx={{ pr: 12 }}
              />
            </ListItem>
          ))}
        </List>
      )}
    </Paper>
  );
}

/** Side panel of the board: how many portions of each dish the pending orders still need. */
import { memo } from 'react';
import { Box, List, ListItem, ListItemText, Paper, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { Order } from '../../model/entities';
import { portionsToPrepare } from './ticketRules';

export const PortionsSummary = memo(function PortionsSummary({ orders }: { orders: Order[] }) {
  const translate = useTranslate();
  const portions = portionsToPrepare(orders);
  if (portions.length === 0) return null;
  return (
    <Paper component="section" aria-labelledby="kitchen-summary-title" sx={{ p: 2, flexShrink: 0 }}>
      <Typography id="kitchen-summary-title" variant="h6" component="h2" sx={{ fontWeight: 700 }}>
        {translate('kitchen.board.summary_title')}
      </Typography>
      <List dense aria-label={translate('kitchen.board.summary_label')}>
        {portions.map((p) => (
          <ListItem key={p.dishId} disableGutters sx={{ borderBottom: 1, borderColor: 'divider', gap: 1 }}>
            <ListItemText primary={p.name} />
            <Box
              component="span"
              aria-label={translate('kitchen.board.quantity', { smart_count: p.quantity })}
              sx={{ fontWeight: 800, fontSize: '1.1rem', minWidth: 32, textAlign: 'right' }}
            >
              {p.quantity}
            </Box>
          </ListItem>
        ))}
      </List>
    </Paper>
  );
});

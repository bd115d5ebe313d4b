/**
 * One of the customer's orders: number, pick-up hour, status ('Pendiente', 'Listo', 'Entregado' or 'Anulado'),
 * dishes and total, and until when it can be changed (with 'Cambiar' and 'Anular').
 */
import { Box, Card, CardContent, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { Order } from '../../../model/entities';
import { useFormat } from '../../../src/ui/useFormat';
import { orderStage } from './orderStage';
import { OrderReadyTime } from './OrderReadyTime';
import { OrderStatusChip, STAGE_LOOK } from './OrderStatusChip';
import { OfferMealButton } from './OfferMealButton';
import { OrderChangeActions } from './OrderChangeActions';
import { RepeatWeeklyButton } from './RepeatWeeklyButton';
import { useChosenDay } from '../day/useChosenDay';

export function OrderCard({ order }: { order: Order }) {
  const translate = useTranslate();
  const fmt = useFormat();
  const { today } = useChosenDay();
  const stage = orderStage(order);
  const title = translate('customer.order.number', { number: order.number });
  return (
    <Card
      component="article"
      aria-label={title}
      data-order-id={order.id}
      sx={{ borderLeft: '6px solid', borderLeftColor: STAGE_LOOK[stage].border }}
    >
      <CardContent>
        <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1, mb: 1 }}>
          <Typography variant="h3" component="h3" sx={{ flexGrow: 1 }}>
            {title}
          </Typography>
          <OrderStatusChip stage={stage} />
        </Box>
        <Typography sx={{ fontWeight: 700 }}>{translate('customer.order.pickup', { hour: order.pickupHour })}</Typography>
        <OrderReadyTime order={order} />
        <Typography variant="body2" color="text.secondary">
          {translate('customer.orders.placed_on', { date: fmt.dateTime(order.createdAt) })}
        </Typography>
        <Box component="ul" sx={{ my: 1, pl: 2.5 }}>
          {order.lines.map((l) => (
            <li key={l.dishId}>{translate('customer.orders.line', { quantity: l.quantity, name: l.name })}</li>
          ))}
        </Box>
        <Typography sx={{ fontWeight: 800 }}>{translate('customer.orders.total', { total: fmt.money(order.total) })}</Typography>
        <OfferMealButton order={order} />
        <OrderChangeActions order={order} />
        <RepeatWeeklyButton order={order} today={today} />
      </CardContent>
    </Card>
  );
}

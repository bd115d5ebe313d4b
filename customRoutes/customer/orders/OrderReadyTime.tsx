/**
 * The order's time line: the kitchen's estimate while pending ('Listo hacia las 13:20', with the delay when it
 * runs late) for an order of today, the hand-over time once collected; nothing once ready (its chip says 'Listo'),
 * nor for a coming day's order (the queue's estimate means nothing days ahead; its pick-up hour is shown).
 */
import { Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { Order } from '../../../model/entities';
import { useFormat } from '../../../src/ui/useFormat';
import { useChosenDay } from '../day/useChosenDay';
import { orderStage } from './orderStage';

export function OrderReadyTime({ order }: { order: Order }) {
  const translate = useTranslate();
  const fmt = useFormat();
  const { today } = useChosenDay();
  const stage = orderStage(order);
  if (stage === 'collected') {
    return order.collectedAt ? (
      <Typography sx={{ fontWeight: 700, color: 'text.secondary' }}>
        {translate('customer.orders.collected_at', { time: fmt.time(order.collectedAt) })}
      </Typography>
    ) : null;
  }
  if (stage === 'ready' || stage === 'cancelled' || !order.estimatedReadyAt || order.pickupDate > today) return null;
  return (
    <Typography sx={{ fontWeight: 700, color: order.estimatedDelayMinutes ? 'warning.dark' : 'success.dark' }}>
      {order.estimatedDelayMinutes
        ? translate('customer.orders.ready_late', {
            time: fmt.time(order.estimatedReadyAt),
            smart_count: order.estimatedDelayMinutes,
          })
        : translate('customer.orders.ready_at', { time: fmt.time(order.estimatedReadyAt) })}
    </Typography>
  );
}

/** One of the customer's orders: number, pick-up hour, status ('Pendiente' or 'Listo'), dishes and total. */
import { Box, Card, CardContent, Chip, Typography } from '@mui/material';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import HourglassTopIcon from '@mui/icons-material/HourglassTop';
import { useTranslate } from 'react-admin';
import type { Order } from '../../../model/entities';
import { useFormat } from '../../../src/ui/useFormat';

export function OrderCard({ order }: { order: Order }) {
  const translate = useTranslate();
  const fmt = useFormat();
  const ready = order.status === 'finished';
  const title = translate('customer.order.number', { number: order.number });
  return (
    <Card
      component="article"
      aria-label={title}
      sx={{ borderLeft: '6px solid', borderLeftColor: ready ? 'success.main' : 'secondary.main' }}
    >
      <CardContent>
        <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1, mb: 1 }}>
          <Typography variant="h3" component="h2" sx={{ flexGrow: 1 }}>
            {title}
          </Typography>
          <Chip
            icon={ready ? <CheckCircleIcon /> : <HourglassTopIcon />}
            label={translate(ready ? 'customer.orders.finished' : 'customer.orders.pending')}
            color={ready ? 'success' : 'secondary'}
            sx={{ fontWeight: 800 }}
          />
        </Box>
        <Typography sx={{ fontWeight: 700 }}>{translate('customer.order.pickup', { hour: order.pickupHour })}</Typography>
        {!ready && order.estimatedReadyAt && (
          <Typography sx={{ fontWeight: 700, color: order.estimatedDelayMinutes ? 'warning.dark' : 'success.dark' }}>
            {order.estimatedDelayMinutes
              ? translate('customer.orders.ready_late', {
                  time: fmt.time(order.estimatedReadyAt),
                  smart_count: order.estimatedDelayMinutes,
                })
              : translate('customer.orders.ready_at', { time: fmt.time(order.estimatedReadyAt) })}
          </Typography>
        )}
        <Typography variant="body2" color="text.secondary">
          {translate('customer.orders.placed_on', { date: fmt.dateTime(order.createdAt) })}
        </Typography>
        <Box component="ul" sx={{ my: 1, pl: 2.5 }}>
          {order.lines.map((l) => (
            <li key={l.dishId}>{translate('customer.orders.line', { quantity: l.quantity, name: l.name })}</li>
          ))}
        </Box>
        <Typography sx={{ fontWeight: 800 }}>{translate('customer.orders.total', { total: fmt.money(order.total) })}</Typography>
      </CardContent>
    </Card>
  );
}

/** One pick-up day of "Mis pedidos": its heading ("Hoy", "Mañana", "Jueves 3 de diciembre") and its orders. */
import { useId } from 'react';
import { Box, Typography } from '@mui/material';
import type { Order } from '../../../model/entities';
import { useDayWords } from '../day/useDayWords';
import { OrderCard } from './OrderCard';
import type { DayOfOrders } from './ordersByDay';

export function OrdersOfDay({ day, today, past = false }: { day: DayOfOrders<Order>; today: string; past?: boolean }) {
  const words = useDayWords(today);
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mb: 3 }}>
      <Typography
        id={headingId}
        variant={past ? 'h3' : 'h2'}
        component={past ? 'h3' : 'h2'}
        sx={{ mb: 1.5, fontSize: past ? '1.1rem' : undefined }}
      >
        {past ? words.long(day.date) : words.heading(day.date)}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexDirection: 'column', gap: 2 }}>
        {day.orders.map((order) => (
          <li key={order.id}>
            <OrderCard order={order} />
          </li>
        ))}
      </Box>
    </Box>
  );
}

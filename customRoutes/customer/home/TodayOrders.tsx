/**
 * The home's card of today's orders (newest first, at most three): number, stage ('Pendiente', 'Listo',
 * 'Entregado'), pick-up hour and ready time, kept live by OrderReadyNotifier's events, and 'Ver mis pedidos'
 * one tap away. Nothing when the customer has no order today.
 */
import { Box, Button, Paper, Typography } from '@mui/material';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { PATHS } from '../../../model/paths';
import { useComedorDataProvider } from '../../../dataProvider/useComedorDataProvider';
import { useFormat } from '../../../src/ui/useFormat';
import { myUpcomingOrdersQuery } from '../orders/myOrdersQuery';
import { orderStage } from '../orders/orderStage';
import { OrderReadyTime } from '../orders/OrderReadyTime';
import { OrderStatusChip, STAGE_LOOK } from '../orders/OrderStatusChip';
import { clockIn } from '../../../model/zonedTime';

const SHOWN = 3;

export function TodayOrders() {
  const translate = useTranslate();
  const fmt = useFormat();
  const orders = useQuery(myUpcomingOrdersQuery(useComedorDataProvider()));
  const today = clockIn(new Date(), fmt.timeZone).date;
  const todays = (orders.data ?? []).filter((o) => o.pickupDate === today).slice(0, SHOWN);
  if (todays.length === 0) return null;

  return (
    <Paper
      component="section"
      aria-labelledby="today-orders-title"
      elevation={2}
      sx={{ p: { xs: 2, md: 3 }, mb: 3, borderRadius: 4 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1.5 }}>
        <ReceiptLongIcon color="primary" />
        <Typography id="today-orders-title" variant="h2">
          {translate('customer.home.today_orders', { smart_count: todays.length })}
        </Typography>
      </Box>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexDirection: 'column', gap: 1.5 }}>
        {todays.map((order) => {
          const stage = orderStage(order);
          const title = translate('customer.order.number', { number: order.number });
          return (
            <Box
              component="li"
              key={order.id}
              aria-label={title}
              sx={{ borderLeft: '5px solid', borderLeftColor: STAGE_LOOK[stage].border, pl: 1.5 }}
            >
              <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
                <Typography sx={{ fontWeight: 900, fontSize: '1.15rem', flexGrow: 1 }}>{title}</Typography>
                <OrderStatusChip stage={stage} />
              </Box>
              <Typography sx={{ fontWeight: 700 }}>{translate('customer.order.pickup', { hour: order.pickupHour })}</Typography>
              {stage === 'ready' ? (
                <Typography sx={{ fontWeight: 700, color: 'success.dark' }}>{translate('customer.orders.ready_now')}</Typography>
              ) : (
                <OrderReadyTime order={order} />
              )}
            </Box>
          );
        })}
      </Box>
      <Button component={RouterLink} to={PATHS.myOrders} variant="outlined" sx={{ mt: 2 }}>
        {translate('customer.order.see_orders')}
      </Button>
    </Paper>
  );
}

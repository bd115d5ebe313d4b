/**
 * 'Ver mis pedidos' (/pedidos): the customer's orders by pick-up day, the coming ones first ("Hoy", "Mañana",
 * "Jueves 3 de diciembre"), then the past ones; OrderReadyNotifier keeps them live.
 */
import { Box, Button, Paper, Skeleton, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { useComedorDataProvider } from '../../../dataProvider/useComedorDataProvider';
import { LoadError } from '../LoadError';
import type { Order } from '../../../model/entities';
import { myOrdersQuery } from './myOrdersQuery';
import { PATHS } from '../../../model/paths';
import { PushOffer } from '../push/PushOffer';
import { useChosenDay } from '../day/useChosenDay';
import { OrdersOfDay } from './OrdersOfDay';
import { ordersByDay } from './ordersByDay';
import { UsualOrdersSection } from './UsualOrdersSection';
import { useOrderFromLink } from './useOrderFromLink';

export function MyOrdersPage() {
  const translate = useTranslate();
  const dataProvider = useComedorDataProvider();
  const orders = useQuery(myOrdersQuery(dataProvider));
  const { today } = useChosenDay();
  useOrderFromLink((orders.data?.length ?? 0) > 0);
  return (
    <Box sx={{ maxWidth: 760, mx: 'auto' }}>
      <Button component={RouterLink} to={PATHS.customerProfile} startIcon={<ArrowBackIcon />} sx={{ mb: 1 }}>
        {translate('customer.common.back')}
      </Button>
      <Typography variant="h1" sx={{ mb: 2 }}>
        {translate('customer.orders.title')}
      </Typography>
      <PushOffer hasOrders={(orders.data?.length ?? 0) > 0} />
      {orders.isPending ? (
        <Box
          role="status"
          aria-label={translate('customer.common.loading')}
          sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}
        >
          <Skeleton variant="rounded" height={150} />
          <Skeleton variant="rounded" height={150} />
        </Box>
      ) : orders.isError ? (
        <LoadError error={orders.error} onRetry={() => void orders.refetch()} />
      ) : orders.data.length === 0 ? (
        <Paper sx={{ p: 4, textAlign: 'center', borderRadius: 4 }}>
          <Typography sx={{ mb: 2 }}>{translate('customer.orders.empty')}</Typography>
          <Button component={RouterLink} to={PATHS.menu} variant="contained">
            {translate('customer.cart.go_menu')}
          </Button>
        </Paper>
      ) : (
        <OrderDays orders={orders.data} today={today} />
      )}
    </Box>
  );
}

/** The coming days, then "Anteriores" with the past ones. */
function OrderDays({ orders, today }: { orders: Order[]; today: string }) {
  const translate = useTranslate();
  const { upcoming, past } = ordersByDay(orders, today);
  return (
    <>
      <UsualOrdersSection orders={orders} />
      {upcoming.map((day) => (
        <OrdersOfDay key={day.date} day={day} today={today} />
      ))}
      {upcoming.length === 0 && (
        <Paper sx={{ p: 3, mb: 3, textAlign: 'center', borderRadius: 4 }}>
          <Typography sx={{ mb: 2 }}>{translate('customer.journey.no_upcoming')}</Typography>
          <Button component={RouterLink} to={PATHS.menu} variant="contained">
            {translate('customer.cart.go_menu')}
          </Button>
        </Paper>
      )}
      {past.length > 0 && (
        <>
          <Typography variant="h2" sx={{ mt: upcoming.length ? 4 : 0, mb: 1.5, color: 'text.secondary' }}>
            {translate('customer.week.past')}
          </Typography>
          {past.map((day) => (
            <OrdersOfDay key={day.date} day={day} today={today} past />
          ))}
        </>
      )}
    </>
  );
}

/** 'Ver mis pedidos' (/pedidos): the customer's orders, newest first; OrderReadyNotifier keeps them live. */
import { Box, Button, Paper, Skeleton, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { useComedorDataProvider } from '../../../dataProvider/useComedorDataProvider';
import { LoadError } from '../LoadError';
import { OrderCard } from './OrderCard';
import { myOrdersQuery } from './myOrdersQuery';
import { PATHS } from '../../../model/paths';
import { PushOffer } from '../push/PushOffer';

export function MyOrdersPage() {
  const translate = useTranslate();
  const dataProvider = useComedorDataProvider();
  const orders = useQuery(myOrdersQuery(dataProvider));
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
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexDirection: 'column', gap: 2 }}>
          {orders.data.map((order) => (
            <li key={order.id}>
              <OrderCard order={order} />
            </li>
          ))}
        </Box>
      )}
    </Box>
  );
}

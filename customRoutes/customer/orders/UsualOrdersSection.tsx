/**
 * "Mi pedido habitual" on 'Mis pedidos' (issue 26 point 6): each active usual order (its days, hour and dishes)
 * with "Dejar de repetir", which asks first and says how many of its orders will be cancelled (those still before
 * their cut-off; the later ones stay). Nothing when the customer has none.
 */
import { useState } from 'react';
import { Box, Button, Card, CardContent, Typography } from '@mui/material';
import RepeatIcon from '@mui/icons-material/Repeat';
import StopCircleIcon from '@mui/icons-material/StopCircleOutlined';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Confirm, useNotify, useTranslate } from 'react-admin';
import type { Order } from '../../../model/entities';
import type { UsualOrder } from '../../../model/week-responses';
import { useComedorDataProvider } from '../../../dataProvider/useComedorDataProvider';
import { errorMessage } from '../../../src/ui/errorMessage';
import { refreshAfterUsualOrder, usualOrdersQuery } from './usualOrdersQuery';
import { weekdaysSentence } from './usualWeekdays';

export function UsualOrdersSection({ orders }: { orders: Order[] }) {
  const translate = useTranslate();
  const dataProvider = useComedorDataProvider();
  const usual = useQuery(usualOrdersQuery(dataProvider));
  if (!usual.data || usual.data.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="usual-orders-title" sx={{ mb: 3 }}>
      <Typography id="usual-orders-title" variant="h2" sx={{ mb: 1.5, display: 'flex', alignItems: 'center', gap: 1 }}>
        <RepeatIcon />
        {translate('customer.usual.section_title', { smart_count: usual.data.length })}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexDirection: 'column', gap: 2 }}>
        {usual.data.map((u) => (
          <li key={u.id}>
            <UsualOrderCard usual={u} orders={orders} />
          </li>
        ))}
      </Box>
    </Box>
  );
}

function UsualOrderCard({ usual, orders }: { usual: UsualOrder; orders: Order[] }) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useComedorDataProvider();
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState(false);
  const toCancel = orders.filter((o) => o.usualOrderId === usual.id && o.status === 'pending' && o.changeable).length;
  const stop = useMutation({
    mutationFn: () => dataProvider.stopUsualOrder(usual.id),
    onSuccess: ({ cancelled }) =>
      notify(cancelled > 0 ? 'customer.usual.stopped' : 'customer.usual.stopped_none', {
        type: 'success',
        messageArgs: { smart_count: cancelled },
      }),
    onError: (e: Error) =>
      notify('customer.usual.stop_failed', { type: 'error', messageArgs: { message: errorMessage(e, translate) } }),
    onSettled: () => {
      setAsking(false);
      refreshAfterUsualOrder(queryClient);
    },
  });
  const days = weekdaysSentence(usual.weekdays, translate);
  const sentence = translate('customer.usual.card_title', { days, hour: usual.pickupHour });
  const title = sentence.charAt(0).toLocaleUpperCase() + sentence.slice(1);
  return (
    <Card component="article" aria-label={title} sx={{ borderLeft: '6px solid', borderLeftColor: 'primary.main' }}>
      <CardContent>
        <Typography variant="h3" component="h3">
          {title}
        </Typography>
        <Box component="ul" sx={{ my: 1, pl: 2.5 }}>
          {usual.lines.map((l) => (
            <li key={l.dishId}>
              {translate('customer.orders.line', { quantity: l.quantity, name: l.name ?? translate('customer.usual.dish_gone') })}
            </li>
          ))}
        </Box>
        <Typography variant="body2" color="text.secondary">
          {translate('customer.usual.card_hint')}
        </Typography>
        <Button
          variant="outlined"
          color="error"
          startIcon={<StopCircleIcon />}
          sx={{ mt: 1.5 }}
          disabled={stop.isPending}
          onClick={() => setAsking(true)}
        >
          {translate('customer.usual.stop')}
        </Button>
        <Confirm
          isOpen={asking}
          loading={stop.isPending}
          title="customer.usual.stop_title"
          titleTranslateOptions={{ days }}
          content={toCancel > 0 ? 'customer.usual.stop_content' : 'customer.usual.stop_content_none'}
          contentTranslateOptions={{ smart_count: toCancel }}
          confirm="customer.usual.stop_ok"
          cancel="customer.usual.stop_keep"
          confirmColor="warning"
          onConfirm={() => stop.mutate()}
          onClose={() => setAsking(false)}
        />
      </CardContent>
    </Card>
  );
}

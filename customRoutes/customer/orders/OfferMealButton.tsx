/**
 * "Ceder mi menú" on one of the customer's upcoming pending orders (issue 26 point 5): offers it to colleagues
 * after a confirmation, shows the "Ofrecido" chip and "Retirar oferta" while nobody took it, and on a meal a
 * colleague gave them, who it came from. Nothing once the order's pick-up time has passed.
 */
import { Box, Button, Chip, Typography } from '@mui/material';
import VolunteerActivismIcon from '@mui/icons-material/VolunteerActivism';
import UndoIcon from '@mui/icons-material/Undo';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Confirm, useNotify, useTranslate } from 'react-admin';
import { queryKeys } from '../../../dataProvider/queryKeys';
import { useComedorDataProvider } from '../../../dataProvider/useComedorDataProvider';
import type { Order } from '../../../model/entities';
import { shareable } from '../../../model/meal-sharing';
import { errorMessage } from '../../../src/ui/errorMessage';
import { useRestaurantTimeZone } from '../../../src/ui/useFormat';
import { deviceTimeZone } from '../../../model/zonedTime';
import { updateMyOrders } from './myOrdersQuery';

export function OfferMealButton({ order }: { order: Order }) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useComedorDataProvider();
  const queryClient = useQueryClient();
  const timeZone = useRestaurantTimeZone() ?? deviceTimeZone();
  const [confirming, setConfirming] = useState(false);
  const change = useMutation({
    mutationFn: (offer: boolean) => (offer ? dataProvider.offerMeal(order.id) : dataProvider.withdrawOffer(order.id)),
    onSuccess: (updated, offer) => {
      updateMyOrders(queryClient, (orders) => orders.map((o) => (o.id === updated.id ? updated : o)));
      notify(offer ? 'customer.sharing.offered_done' : 'customer.sharing.withdrawn', { type: 'success' });
    },
    onError: (e: Error) => {
      notify('customer.sharing.failed', { type: 'error', messageArgs: { message: errorMessage(e, translate) } });
      void queryClient.invalidateQueries({ queryKey: queryKeys.customer.orders });
    },
    onSettled: () => setConfirming(false),
  });
  const giver = order.givenBy ? `${order.givenBy.name} ${order.givenBy.surname}`.trim() : null;
  const open = shareable(order, new Date(), timeZone);
  if (!open && !giver) return null;

  return (
    <Box sx={{ mt: 1.5, display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 1 }}>
      {giver && (
        <Typography variant="body2" sx={{ fontWeight: 700 }}>
          {translate('customer.sharing.given_by', { name: giver })}
        </Typography>
      )}
      {open && order.offeredAt ? (
        <>
          <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
            <Chip color="warning" icon={<VolunteerActivismIcon />} label={translate('customer.sharing.offered_chip')} />
            <Button variant="outlined" startIcon={<UndoIcon />} disabled={change.isPending} onClick={() => change.mutate(false)}>
              {translate('customer.sharing.withdraw')}
            </Button>
          </Box>
          <Typography variant="body2" color="text.secondary">
            {translate('customer.sharing.offered_note')}
          </Typography>
        </>
      ) : open ? (
        <Button
          variant="outlined"
          startIcon={<VolunteerActivismIcon />}
          aria-label={translate('customer.sharing.offer_named', { number: order.number })}
          onClick={() => setConfirming(true)}
        >
          {translate('customer.sharing.offer')}
        </Button>
      ) : null}
      <Confirm
        isOpen={confirming}
        loading={change.isPending}
        title="customer.sharing.offer_title"
        titleTranslateOptions={{ number: order.number }}
        content="customer.sharing.offer_content"
        contentTranslateOptions={{ hour: order.pickupHour }}
        confirm="customer.sharing.offer_ok"
        onConfirm={() => change.mutate(true)}
        onClose={() => setConfirming(false)}
      />
    </Box>
  );
}

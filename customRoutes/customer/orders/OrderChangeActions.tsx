/**
 * Under a coming order still in the kitchen's hands: until when it can be changed ("Puedes cambiarlo hasta el
 * miércoles a las 16:00") with "Cambiar" and "Anular" while it can; after the cut-off the buttons give way to
 * "El plazo para cambiarlo terminó el miércoles a las 16:00". "Anular" asks first; "Cambiar" over a cart with
 * other dishes asks too (they leave the cart).
 */
import { useState } from 'react';
import { Box, Button, Typography } from '@mui/material';
import EditIcon from '@mui/icons-material/Edit';
import EventBusyIcon from '@mui/icons-material/EventBusy';
import LockClockIcon from '@mui/icons-material/LockClock';
import { Confirm, useTranslate } from 'react-admin';
import type { Order } from '../../../model/entities';
import { useCart } from '../cart/useCart';
import { useChosenDay } from '../day/useChosenDay';
import { useDayWords } from '../day/useDayWords';
import { useCancelOrder } from './useCancelOrder';
import { useEditOrder } from './useEditOrder';

export function OrderChangeActions({ order }: { order: Order }) {
  const translate = useTranslate();
  const { today } = useChosenDay();
  const words = useDayWords(today);
  const { cart } = useCart();
  const cancel = useCancelOrder();
  const { edit, loading } = useEditOrder(today);
  const [asking, setAsking] = useState<'cancel' | 'replace' | null>(null);
  if (order.status !== 'pending' || order.pickupDate < today || !order.cutoffAt) return null;
  const day = words.weekdayAndDay(order.pickupDate);
  const otherCart = cart.lines.length > 0 && cart.editing?.orderId !== order.id;

  if (!order.changeable) {
    return (
      <Typography sx={{ mt: 1, display: 'flex', alignItems: 'center', gap: 0.75, color: 'text.secondary', fontWeight: 700 }}>
        <LockClockIcon fontSize="small" />
        {words.cutoff(order.cutoffAt, false)}
      </Typography>
    );
  }
  return (
    <Box sx={{ mt: 1.5 }}>
      <Typography sx={{ fontWeight: 700, color: 'success.dark' }}>{words.cutoff(order.cutoffAt, true)}</Typography>
      <Box sx={{ display: 'flex', gap: 1, mt: 1, flexWrap: 'wrap' }}>
        <Button
          variant="contained"
          startIcon={<EditIcon />}
          disabled={loading || cancel.isPending}
          onClick={() => (otherCart ? setAsking('replace') : void edit(order))}
        >
          {translate('customer.week.change')}
        </Button>
        <Button
          variant="outlined"
          color="error"
          startIcon={<EventBusyIcon />}
          disabled={loading || cancel.isPending}
          onClick={() => setAsking('cancel')}
        >
          {translate('customer.week.cancel')}
        </Button>
      </Box>
      <Confirm
        isOpen={asking === 'cancel'}
        title="customer.week.cancel_title"
        titleTranslateOptions={{ day }}
        content="customer.week.cancel_content"
        confirm="customer.week.cancel_ok"
        cancel="customer.week.cancel_keep"
        confirmColor="warning"
        loading={cancel.isPending}
        onConfirm={() => {
          setAsking(null);
          cancel.mutate(order);
        }}
        onClose={() => setAsking(null)}
      />
      <Confirm
        isOpen={asking === 'replace'}
        title="customer.week.replace_title"
        titleTranslateOptions={{ day }}
        content="customer.week.replace_content"
        confirm="customer.week.replace_ok"
        cancel="customer.week.cancel_keep_cart"
        onConfirm={() => {
          setAsking(null);
          void edit(order);
        }}
        onClose={() => setAsking(null)}
      />
    </Box>
  );
}

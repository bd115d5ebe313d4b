/**
 * Confirmation after checkout (or after an order's change): the order number, its day and hour ("Jueves 3 de
 * diciembre, 13:30") and until when it can be changed, then to the orders or back to the menu.
 */
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import type { Order } from '../../../model/entities';
import { useFormat } from '../../../src/ui/useFormat';
import { PATHS } from '../../../model/paths';
import { useChosenDay } from '../day/useChosenDay';
import { useDayWords } from '../day/useDayWords';

export function OrderPlacedDialog({
  order,
  changed = false,
  onClose,
}: {
  order: Order | null;
  /** the order was changed, not placed */
  changed?: boolean;
  onClose: () => void;
}) {
  const translate = useTranslate();
  const fmt = useFormat();
  const words = useDayWords(useChosenDay().today);
  return (
    <Dialog open={order !== null} onClose={onClose} maxWidth="xs" fullWidth aria-labelledby="order-placed-title">
      {order && (
        <>
          <DialogTitle id="order-placed-title" sx={{ textAlign: 'center', pt: 3 }}>
            <CheckCircleIcon color="success" sx={{ fontSize: 56, display: 'block', mx: 'auto', mb: 1 }} />
            {translate(changed ? 'customer.week.changed_title' : 'customer.order.placed_title')}
          </DialogTitle>
          <DialogContent sx={{ textAlign: 'center' }}>
            <Typography variant="h2" component="p" sx={{ color: 'primary.main' }}>
              {translate('customer.order.number', { number: order.number })}
            </Typography>
            <Typography sx={{ fontWeight: 800, fontSize: '1.15rem', mt: 1 }}>
              {translate('customer.week.day_and_hour', { day: words.long(order.pickupDate), hour: order.pickupHour })}
            </Typography>
            {order.cutoffAt && (
              <Typography sx={{ mt: 0.5 }}>
                {order.changeable ? words.cutoff(order.cutoffAt, true) : translate('customer.week.not_changeable')}
              </Typography>
            )}
            <Typography sx={{ mt: 1 }}>{translate('customer.orders.total', { total: fmt.money(order.total) })}</Typography>
            <Typography color="text.secondary" sx={{ mt: 1 }}>
              {translate('customer.order.placed_text')}
            </Typography>
          </DialogContent>
          <DialogActions sx={{ justifyContent: 'center', flexWrap: 'wrap', gap: 1, pb: 3 }}>
            <Button component={RouterLink} to={PATHS.myOrders} variant="contained" onClick={onClose}>
              {translate('customer.order.see_orders')}
            </Button>
            <Button component={RouterLink} to={PATHS.menu} onClick={onClose}>
              {translate('customer.order.keep_shopping')}
            </Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}

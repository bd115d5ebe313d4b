/**
 * While an order is being changed ("Cambiar" in Mis pedidos): "Estás cambiando tu pedido del jueves 3", its day
 * (which cannot change) and "Descartar cambios", which empties the cart and leaves the order as it was.
 */
import { Alert, AlertTitle, Button } from '@mui/material';
import EditCalendarIcon from '@mui/icons-material/EditCalendar';
import { useNavigate } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { PATHS } from '../../../model/paths';
import type { EditingOrder } from '../cart/cartReducer';
import { useCart } from '../cart/useCart';
import { useDayWords } from './useDayWords';

export function EditBanner({ editing, today }: { editing: EditingOrder; today: string }) {
  const translate = useTranslate();
  const words = useDayWords(today);
  const { dispatch } = useCart();
  const navigate = useNavigate();
  return (
    <Alert
      severity="info"
      icon={<EditCalendarIcon />}
      sx={{ mb: 2, borderRadius: 3, '& .MuiAlert-message': { flexGrow: 1 } }}
      action={
        <Button
          color="inherit"
          onClick={() => {
            dispatch({ type: 'stopEditing' });
            void navigate(PATHS.myOrders);
          }}
          sx={{ fontWeight: 800, whiteSpace: 'nowrap' }}
        >
          {translate('customer.week.discard')}
        </Button>
      }
    >
      <AlertTitle sx={{ fontWeight: 800 }}>
        {translate('customer.week.editing', { day: words.weekdayAndDay(editing.pickupDate) })}
      </AlertTitle>
      {translate('customer.week.editing_hint', { number: editing.number, hour: editing.pickupHour })}
    </Alert>
  );
}

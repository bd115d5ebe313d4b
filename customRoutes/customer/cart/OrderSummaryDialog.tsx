/**
 * 'Revisa tu pedido', between the hour and the order: the day and hour of pick-up, each dish with its quantity
 * and line total at the dish's current price, a warning on every dish with an allergen the customer marked,
 * and the total. Nothing is sent until 'Confirmar pedido' (which tells whether allergen warnings were shown);
 * 'Atrás' returns to the hours.
 */
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Divider,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { useQueries } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import type { Dish } from '../../../model/entities';
import { useComedorDataProvider } from '../../../dataProvider/useComedorDataProvider';
import { queryKeys } from '../../../dataProvider/queryKeys';
import { useFormat } from '../../../src/ui/useFormat';
import { AllergenWarning } from '../dishes/AllergenWarning';
import { useMyAllergenIds } from '../dishes/MyAllergenIds';
import type { CartLine } from './cartReducer';
import { orderSummary } from './orderSummary';
import { useChosenDay } from '../day/useChosenDay';
import { useDayWords } from '../day/useDayWords';

export interface OrderSummaryDialogProps {
  open: boolean;
  /** the chosen pick-up hour, "HH:MM" */
  hour: string | null;
  /** the pick-up day the hour is on, "YYYY-MM-DD" */
  date: string | null;
  /** an order being changed ("Confirmar cambios") */
  changing?: boolean;
  lines: readonly CartLine[];
  /** the order is being sent */
  placing: boolean;
  /** the connection failed and the same order is being sent again ("Comprobando tu pedido…") */
  retrying?: boolean;
  onConfirm: (allergensConfirmed: boolean) => void;
  onBack: () => void;
}

export function OrderSummaryDialog({
  open,
  hour,
  date,
  changing = false,
  lines,
  placing,
  retrying = false,
  onConfirm,
  onBack,
}: OrderSummaryDialogProps) {
  const translate = useTranslate();
  const dataProvider = useComedorDataProvider();
  const fmt = useFormat();
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const allergicIds = useMyAllergenIds();
  // Each dish as it is now: its price is the one charged, its allergens the ones to warn about.
  const details = useQueries({
    queries: lines.map((line) => ({
      queryKey: queryKeys.customer.dish(line.dishId),
      queryFn: () => dataProvider.getDish(line.dishId),
      enabled: open,
      staleTime: 0,
    })),
  });
  const known = new Map<number, Dish>();
  details.forEach((d, i) => d.data && known.set(lines[i].dishId, d.data));
  const summary = orderSummary(lines, known, allergicIds);
  const checking = details.some((d) => d.isPending);
  const unchecked = lines.filter((_, i) => details[i]?.isError).map((l) => l.name);
  const { today, calendar } = useChosenDay();
  const words = useDayWords(today);
  const pickupDate = date ?? today;
  const cutoffAt = calendar.data?.days.find((d) => d.date === pickupDate)?.cutoffAt;
  // on the day itself after its cut-off the order is a walk-in: it cannot be changed any more
  const changeable = !!cutoffAt && new Date(cutoffAt).getTime() > Date.now();

  return (
    <Dialog
      open={open}
      onClose={placing ? undefined : onBack}
      fullScreen={fullScreen}
      maxWidth="sm"
      fullWidth
      aria-labelledby="order-summary-title"
      aria-describedby="order-summary-pickup"
    >
      <DialogTitle id="order-summary-title" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <ReceiptLongIcon color="primary" />
        {translate('customer.summary.title')}
      </DialogTitle>
      <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <Box id="order-summary-pickup" sx={{ bgcolor: 'rgba(200, 86, 31, 0.08)', borderRadius: 3, px: 2, py: 1.5 }}>
          <Typography variant="body2" sx={{ fontWeight: 700, color: 'text.secondary' }}>
            {translate('customer.summary.pickup')}
          </Typography>
          <Typography sx={{ fontWeight: 900, fontSize: '1.6rem', lineHeight: 1.2 }}>
            {translate('customer.summary.at_hour', { hour: hour ?? '' })}
          </Typography>
          <Typography sx={{ fontWeight: 700 }}>
            {pickupDate === today
              ? translate('customer.summary.today', { day: fmt.day(today, { weekday: 'long', day: 'numeric', month: 'long' }) })
              : words.long(pickupDate)}
          </Typography>
          {cutoffAt && (
            <Typography variant="body2" sx={{ mt: 0.5 }}>
              {changeable ? words.cutoff(cutoffAt, true) : translate('customer.week.not_changeable')}
            </Typography>
          )}
        </Box>
        {summary.hasAllergenWarnings && (
          <Alert severity="warning" sx={{ fontWeight: 700 }}>
            {translate('customer.summary.allergens_note')}
          </Alert>
        )}
        {unchecked.length > 0 && (
          <Alert severity="warning">{translate('customer.summary.unchecked', { names: unchecked.join(', ') })}</Alert>
        )}
        <Box
          component="ul"
          aria-label={translate('customer.summary.dishes')}
          sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexDirection: 'column', gap: 1.5 }}
        >
          {summary.lines.map((line) => (
            <Box component="li" key={line.dishId} aria-label={line.name}>
              <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1 }}>
                <Typography sx={{ fontWeight: 800, flexGrow: 1, minWidth: 0 }}>
                  {translate('customer.orders.line', { quantity: line.quantity, name: line.name })}
                </Typography>
                <Typography sx={{ fontWeight: 800, whiteSpace: 'nowrap' }}>{fmt.money(line.lineTotal)}</Typography>
              </Box>
              <Typography variant="body2" color="text.secondary">
                {translate('customer.cart.unit_price', { price: fmt.money(line.price) })}
                {line.previousPrice !== null &&
                  ` · ${translate('customer.summary.price_changed', { price: fmt.money(line.previousPrice) })}`}
              </Typography>
              {line.concern.length > 0 && (
                <Box sx={{ mt: 0.5 }}>
                  <AllergenWarning allergens={line.concern} />
                </Box>
              )}
            </Box>
          ))}
        </Box>
        {checking && (
          <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1.5, color: 'text.secondary' }}>
            <CircularProgress size={18} color="inherit" />
            <Typography variant="body2">{translate('customer.summary.checking')}</Typography>
          </Box>
        )}
        {placing && (
          <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
            <CircularProgress size={22} />
            <Typography sx={{ fontWeight: 700 }}>
              {translate(retrying ? 'customer.summary.retrying' : 'customer.summary.placing')}
            </Typography>
          </Box>
        )}
        <Divider />
        <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline' }}>
          <Typography variant="h2" component="p">
            {translate('customer.cart.total')}
          </Typography>
          <Typography
            variant="h2"
            component="p"
            aria-label={translate('customer.summary.total', { total: fmt.money(summary.total) })}
            sx={{ color: 'primary.main' }}
          >
            {fmt.money(summary.total)}
          </Typography>
        </Box>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, gap: 1, flexWrap: 'wrap-reverse' }}>
        <Button onClick={onBack} disabled={placing} size="large">
          {translate('customer.common.back')}
        </Button>
        <Button
          variant="contained"
          size="large"
          disabled={placing || checking}
          onClick={() => onConfirm(summary.hasAllergenWarnings)}
          sx={{ flexGrow: { xs: 1, sm: 0 }, fontSize: '1.05rem' }}
        >
          {translate(changing ? 'customer.week.confirm_change' : 'customer.summary.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

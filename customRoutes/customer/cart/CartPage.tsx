/**
 * The cart: the pick-up day ("¿Para qué día?", or the banner of an order being changed), lines, total in euros,
 * and checkout in two steps: 'Elige tu día y hora', then the order's summary, where only 'Confirmar pedido' sends
 * it ('Atrás' goes back to the hours). Empty state when nothing is in it.
 */
import { useState } from 'react';
import { Alert, Box, Button, Paper, Typography } from '@mui/material';
import ShoppingBasketIcon from '@mui/icons-material/ShoppingBasket';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import type { Order } from '../../../model/entities';
import { useFormat } from '../../../src/ui/useFormat';
import { DEFAULT_MAX_PORTIONS_PER_ORDER } from '../../../model/order-limits';
import { useKitchenStatus } from '../../shared/kitchenStatus';
import { cartFull, cartLoad, cartTotal, type CartLine } from './cartReducer';
import { CartLineRow } from './CartLineRow';
import { HourDialog } from './HourDialog';
import { OrderPlacedDialog } from './OrderPlacedDialog';
import { OrderSummaryDialog } from './OrderSummaryDialog';
import { usePlaceOrder } from './usePlaceOrder';
import { useCart } from './useCart';
import { PATHS } from '../../../model/paths';
import { DayBar } from '../day/DayBar';
import { cartFirstData } from '../orderingFirstData';

/** a page load draws the cart with its settings, calendar, allergens and the kitchen's status (src/ui/firstData.ts) */
export const firstData = cartFirstData;

export function CartPage() {
  const translate = useTranslate();
  const fmt = useFormat();
  const { cart } = useCart();
  // checkout: closed, choosing the hour, or reading the summary of the order at `hour`
  const [step, setStep] = useState<'closed' | 'hours' | 'summary'>('closed');
  const [hour, setHour] = useState<string | null>(null);
  const [date, setDate] = useState<string | null>(null);
  // the lines the summary shows, kept while it closes after the order empties the cart
  const [summaryLines, setSummaryLines] = useState<CartLine[]>([]);
  const [placed, setPlaced] = useState<{ order: Order; changed: boolean } | null>(null);
  const [hourGone, setHourGone] = useState(false);
  const [hourMessage, setHourMessage] = useState<string | undefined>();
  const kitchen = useKitchenStatus();
  const pausedUntil = kitchen.data?.pausedUntil ?? null;
  const order = usePlaceOrder(
    (o, changed) => {
      setStep('closed');
      setPlaced({ order: o, changed });
    },
    // A gone hour goes back to the hours, fresh; any other failure is fixed in the cart itself.
    (kind, message) => {
      if (kind !== 'hour') return setStep('closed');
      setHourGone(true);
      setHourMessage(message);
      setStep('hours');
    },
  );

  return (
    <Box sx={{ maxWidth: 760, mx: 'auto' }}>
      <Typography variant="h1" sx={{ mb: 2 }}>
        {translate('customer.cart.title')}
      </Typography>
      <DayBar />
      {cart.lines.length === 0 ? (
        <Paper sx={{ p: 4, textAlign: 'center', borderRadius: 4 }}>
          <ShoppingBasketIcon sx={{ fontSize: 64, color: 'secondary.main' }} />
          <Typography variant="h2" component="p" sx={{ mt: 1 }}>
            {translate('customer.cart.empty')}
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 1, mb: 3 }}>
            {translate('customer.cart.empty_hint')}
          </Typography>
          <Button component={RouterLink} to={PATHS.menu} variant="contained" size="large">
            {translate('customer.cart.go_menu')}
          </Button>
        </Paper>
      ) : (
        <>
          <Box component="ul" sx={{ p: 0, m: 0, display: 'flex', flexDirection: 'column', gap: 1.5 }}>
            {cart.lines.map((line) => (
              <CartLineRow key={line.dishId} line={line} />
            ))}
          </Box>
          <Paper
            sx={{ mt: 2, p: 2, borderRadius: 4, position: { xs: 'sticky', md: 'static' }, bottom: { xs: 72, md: 'auto' } }}
            elevation={3}
          >
            <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline' }}>
              <Typography variant="h2" component="p">
                {translate('customer.cart.total')}
              </Typography>
              <Typography
                variant="h2"
                component="p"
                aria-label={`${translate('customer.cart.total')}: ${fmt.money(cartTotal(cart))}`}
                sx={{ color: 'primary.main' }}
              >
                {fmt.money(cartTotal(cart))}
              </Typography>
            </Box>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
              {translate('customer.cart.price_note')}
            </Typography>
            {cartFull(cart) && (
              <Typography role="status" variant="body2" sx={{ mb: 1.5, fontWeight: 700 }}>
                {translate('customer.cart.order_full', { max: DEFAULT_MAX_PORTIONS_PER_ORDER })}
              </Typography>
            )}
            {pausedUntil && (
              <Alert severity="warning" sx={{ mb: 1.5 }}>
                {translate('customer.hours.paused', { time: fmt.time(pausedUntil) })}
              </Alert>
            )}
            <Button
              variant="contained"
              size="large"
              fullWidth
              onClick={() => {
                setHourGone(false);
                setHourMessage(undefined);
                setStep('hours');
              }}
              sx={{ fontSize: '1.1rem' }}
            >
              {translate('customer.cart.checkout')}
            </Button>
          </Paper>
        </>
      )}
      <HourDialog
        open={step === 'hours'}
        hourGone={hourGone}
        hourMessage={hourMessage}
        load={cartLoad(cart)}
        onPick={(picked, day) => {
          setHour(picked);
          setDate(day);
          setSummaryLines(cart.lines);
          setHourGone(false);
          setHourMessage(undefined);
          setStep('summary');
        }}
        onClose={() => setStep('closed')}
      />
      <OrderSummaryDialog
        open={step === 'summary'}
        hour={hour}
        date={date}
        changing={!!cart.editing}
        lines={summaryLines}
        placing={order.isPending}
        retrying={order.retrying}
        onConfirm={(allergensConfirmed) =>
          hour && date && order.mutate({ pickupHour: hour, pickupDate: date, allergensConfirmed })
        }
        onBack={() => setStep('hours')}
      />
      <OrderPlacedDialog order={placed?.order ?? null} changed={placed?.changed} onClose={() => setPlaced(null)} />
    </Box>
  );
}

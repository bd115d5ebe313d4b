/**
 * 'Elige tu día y hora': the pick-up day (the day picker, which may change it here too; fixed for an order being
 * changed) and that day's hours that can still take this cart (GET hours?date=&load=) as buttons, the next one
 * first ('Siguiente hora disponible' today, 'Primera hora disponible' on a later day), and 'Atrás'. While the
 * kitchen is paused it says when ordering resumes instead (today only). Picking an hour sends nothing: the cart
 * then shows the order's summary (OrderSummaryDialog).
 */
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Skeleton,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import ScheduleIcon from '@mui/icons-material/Schedule';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { useComedorDataProvider } from '../../../dataProvider/useComedorDataProvider';
import { queryKeys } from '../../../dataProvider/queryKeys';
import { LoadError } from '../LoadError';
import { useKitchenStatus } from '../../shared/kitchenStatus';
import { useFormat } from '../../../src/ui/useFormat';
import { DayPicker } from '../day/DayPicker';
import { useChosenDay } from '../day/useChosenDay';
import { useDayWords } from '../day/useDayWords';
import { useCart } from './useCart';

export interface HourDialogProps {
  open: boolean;
  /** the last hour picked was no longer offered */
  hourGone?: boolean;
  /** the server's explanation when the hour was refused (it names the next hour with room) */
  hourMessage?: string;
  /** minutes of kitchen work the cart needs */
  load: number;
  /** the hour and the day it is on */
  onPick: (hour: string, date: string) => void;
  onClose: () => void;
}

export function HourDialog({ open, hourGone = false, hourMessage, load, onPick, onClose }: HourDialogProps) {
  const translate = useTranslate();
  const dataProvider = useComedorDataProvider();
  const fmt = useFormat();
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const { cart } = useCart();
  const { date, today, menuDate } = useChosenDay();
  const words = useDayWords(today);
  const hours = useQuery({
    queryKey: queryKeys.customer.hoursFor(load, menuDate),
    queryFn: () => dataProvider.getHours(load, menuDate),
    enabled: open,
    staleTime: 0,
  });
  const kitchen = useKitchenStatus();
  // a pause stops today's orders; another day's take orders meanwhile
  const pausedUntil = menuDate === null ? (kitchen.data?.pausedUntil ?? null) : null;
  const [first, ...others] = hours.data ?? [];

  return (
    <Dialog open={open} onClose={onClose} fullScreen={fullScreen} maxWidth="sm" fullWidth aria-labelledby="hour-dialog-title">
      <DialogTitle id="hour-dialog-title" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <ScheduleIcon color="primary" />
        {translate('customer.week.hours_title')}
      </DialogTitle>
      <DialogContent>
        {cart.editing ? (
          <Typography sx={{ fontWeight: 800, mb: 2 }}>
            {translate('customer.week.editing_day', { day: words.long(cart.editing.pickupDate) })}
          </Typography>
        ) : (
          <DayPicker compact />
        )}
        <Typography component="h2" sx={{ fontWeight: 900, fontSize: '1rem', mb: 1 }}>
          {translate('customer.week.hours_of', { day: words.heading(date) })}
        </Typography>
        {hourGone && (
          <Alert severity="warning" sx={{ mb: 2 }}>
            {hourMessage ?? translate('customer.order.failed_hour')}
          </Alert>
        )}
        {hours.isPending ? (
          <Skeleton variant="rounded" height={120} />
        ) : hours.isError ? (
          <LoadError error={hours.error} onRetry={() => void hours.refetch()} />
        ) : pausedUntil ? (
          <Alert severity="warning" role="status">
            {translate('customer.hours.paused', { time: fmt.time(pausedUntil) })}
          </Alert>
        ) : !first ? (
          <Alert severity="info">
            {translate(
              load > 0 && kitchen.data && load > kitchen.data.slotCapacity
                ? menuDate === null
                  ? 'customer.hours.none_for_cart'
                  : 'customer.week.hours_none_for_cart'
                : menuDate === null
                  ? 'customer.hours.none'
                  : 'customer.week.hours_none',
            )}
          </Alert>
        ) : (
          <>
            <Typography id="next-hour-label" sx={{ fontWeight: 800, mb: 1 }}>
              {translate(date === today ? 'customer.hours.next' : 'customer.journey.first_hour')}
            </Typography>
            <Button
              variant="contained"
              size="large"
              onClick={() => onPick(first.hour, date)}
              aria-describedby="next-hour-label"
              sx={{ fontSize: '1.3rem', px: 4, mb: 3 }}
            >
              {first.hour}
            </Button>
            {others.length > 0 && (
              <>
                <Typography sx={{ fontWeight: 800, mb: 1 }}>{translate('customer.hours.others')}</Typography>
                <Box
                  sx={{
                    display: 'grid',
                    gridTemplateColumns: 'repeat(auto-fill, minmax(84px, 1fr))',
                    gap: 1,
                    maxHeight: fullScreen ? 'none' : 320,
                    overflowY: 'auto',
                    p: 0.5,
                  }}
                >
                  {others.map((h) => (
                    <Button key={h.hour} variant="outlined" onClick={() => onPick(h.hour, date)}>
                      {h.hour}
                    </Button>
                  ))}
                </Box>
              </>
            )}
          </>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>{translate('customer.common.back')}</Button>
      </DialogActions>
    </Dialog>
  );
}

/**
 * 'Elige tu hora': today's pick-up hours that can still take this cart (GET hours?load=) as buttons, the next
 * one first, and 'Atrás'. While the kitchen is paused it says when ordering resumes instead. Picking an hour
 * sends nothing: the cart then shows the order's summary (OrderSummaryDialog).
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

export interface HourDialogProps {
  open: boolean;
  /** the last hour picked was no longer offered */
  hourGone?: boolean;
  /** the server's explanation when the hour was refused (it names the next hour with room) */
  hourMessage?: string;
  /** minutes of kitchen work the cart needs */
  load: number;
  onPick: (hour: string) => void;
  onClose: () => void;
}

export function HourDialog({ open, hourGone = false, hourMessage, load, onPick, onClose }: HourDialogProps) {
  const translate = useTranslate();
  const dataProvider = useComedorDataProvider();
  const fmt = useFormat();
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const hours = useQuery({
    queryKey: queryKeys.customer.hoursFor(load),
    queryFn: () => dataProvider.getHours(load),
    enabled: open,
    staleTime: 0,
  });
  const kitchen = useKitchenStatus();
  const pausedUntil = kitchen.data?.pausedUntil ?? null;
  const [first, ...others] = hours.data ?? [];

  return (
    <Dialog open={open} onClose={onClose} fullScreen={fullScreen} maxWidth="sm" fullWidth aria-labelledby="hour-dialog-title">
      <DialogTitle id="hour-dialog-title" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <ScheduleIcon color="primary" />
        {translate('customer.hours.title')}
      </DialogTitle>
      <DialogContent>
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
                ? 'customer.hours.none_for_cart'
                : 'customer.hours.none',
            )}
          </Alert>
        ) : (
          <>
            <Typography id="next-hour-label" sx={{ fontWeight: 800, mb: 1 }}>
              {translate('customer.hours.next')}
            </Typography>
            <Button
              variant="contained"
              size="large"
              onClick={() => onPick(first.hour)}
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
                    <Button key={h.hour} variant="outlined" onClick={() => onPick(h.hour)}>
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

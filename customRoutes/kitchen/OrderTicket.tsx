/**
 * One pending order on the board: number, pick-up hour, dishes in two rows (each a link to its recipe for this
 * order; a dish that contains one of the customer's allergens says "contiene …"), the customer's allergens and
 * whether they confirmed the warning, 'listo'; an order recalled after 'listo' carries a "Recuperado" badge and
 * a coloured outline.
 */
import { Alert, Box, Button, Card, CardActions, CardContent, Chip, Stack, Typography } from '@mui/material';
import CheckIcon from '@mui/icons-material/Check';
import UndoIcon from '@mui/icons-material/Undo';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import { memo, useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import type { Order, OrderLine } from '../../model/entities';
import { recipePath } from '../../model/paths';
import { AllergenList } from '../shared/AllergenList';
import { useFormat } from '../../src/ui/useFormat';
import { AllergensConfirmed } from './AllergensConfirmed';
import { allergenNames, splitTicketLines, type Urgency } from './ticketRules';

const URGENCY_STYLE: Record<Urgency, { bg: string; border: string }> = {
  normal: { bg: 'background.paper', border: 'success.main' },
  soon: { bg: '#fff4d6', border: '#e0a100' },
  late: { bg: '#fde7e7', border: 'error.main' },
};

interface OrderTicketProps {
  order: Order;
  urgency: Urgency;
  today: string;
  fresh: boolean;
  finishing: boolean;
  /** while 'listo' can still be undone: when the grace period ends (ms since epoch) */
  undoUntil: number | null;
  onFinish: (order: Order) => void;
  onUndo: (order: Order) => void;
  /** a station's board: the ticket shows that station's lines and its button marks them done ("Hecho en …") */
  stationName?: string;
  /** the full view ("Todas"): one chip per station with lines in the order, done or pending */
  showProgress?: boolean;
}

function DishRow({
  orderId,
  lines,
  label,
  second = false,
}: {
  orderId: number;
  lines: OrderLine[];
  label: string;
  second?: boolean;
}) {
  const translate = useTranslate();
  return (
    <Box
      component="ul"
      aria-label={label}
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        gap: 1,
        listStyle: 'none',
        p: 0,
        m: 0,
        ...(second && { pt: 1, borderTop: '1px dashed', borderColor: 'divider' }),
      }}
    >
      {lines.map((line) => {
        const hurts = line.customerAllergens ?? [];
        return (
          <Box component="li" key={line.dishId} sx={{ minWidth: 0 }}>
            <Box
              component={Link}
              to={recipePath(line.dishId, orderId)}
              title={translate('kitchen.board.recipe_link', { dish: line.name })}
              sx={{
                display: 'flex',
                flexDirection: 'column',
                justifyContent: 'center',
                minHeight: 44,
                border: hurts.length > 0 ? 2 : 1,
                borderColor: hurts.length > 0 ? 'error.main' : 'divider',
                borderRadius: 1,
                px: 1,
                py: 0.5,
                bgcolor: hurts.length > 0 ? '#fde7e7' : 'background.paper',
                color: 'text.primary',
                textDecoration: 'none',
                '&:hover': { borderColor: 'primary.main' },
              }}
            >
              <span>
                <Typography
                  component="span"
                  sx={{ fontWeight: 800, mr: 0.75 }}
                  aria-label={translate('kitchen.board.quantity', { smart_count: line.quantity })}
                >
                  {line.quantity}×
                </Typography>
                <Typography component="span">{line.name}</Typography>
              </span>
              {hurts.length > 0 && (
                <Typography
                  component="span"
                  variant="body2"
                  sx={{ display: 'flex', alignItems: 'center', gap: 0.5, fontWeight: 800, color: 'error.main' }}
                >
                  <WarningAmberIcon fontSize="small" aria-hidden />
                  {translate('kitchen.board.line_contains', { allergens: allergenNames(hurts) })}
                </Typography>
              )}
            </Box>
          </Box>
        );
      })}
    </Box>
  );
}

export const OrderTicket = memo(function OrderTicket({
  order,
  urgency,
  today,
  fresh,
  finishing,
  undoUntil,
  onFinish,
  onUndo,
  stationName,
  showProgress = false,
}: OrderTicketProps) {
  const translate = useTranslate();
  const fmt = useFormat();
  const { first, second } = splitTicketLines(order.lines);
  const style = URGENCY_STYLE[urgency];
  const titleId = `ticket-${order.id}`;
  const pickup =
    order.pickupDate === today
      ? translate('kitchen.board.pickup', { time: order.pickupHour })
      : translate('kitchen.board.pickup_other_day', {
          time: order.pickupHour,
          date: fmt.day(order.pickupDate),
        });
  return (
    <Card
      component="article"
      aria-labelledby={titleId}
      data-urgency={urgency}
      elevation={fresh ? 8 : 1}
      sx={{
        bgcolor: style.bg,
        borderLeft: 8,
        borderColor: style.border,
        outline: fresh || order.reopenedAt ? '3px solid' : 'none',
        outlineColor: fresh ? 'info.main' : 'secondary.main',
        animation: fresh ? 'kitchen-new-order 1s ease-in-out 3' : 'none',
        '@keyframes kitchen-new-order': { '50%': { transform: 'scale(1.02)' } },
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
      }}
    >
      <CardContent sx={{ flexGrow: 1, pb: 1 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 0.5 }}>
          <Typography id={titleId} variant="h6" component="h2" sx={{ fontWeight: 800 }}>
            {translate('kitchen.board.ticket_title', { n: order.number })}
          </Typography>
          {fresh && <Chip size="small" color="info" label={translate('kitchen.board.new_badge')} />}
          {order.reopenedAt && <Chip size="small" color="secondary" label={translate('kitchen.board.recalled_badge')} />}
          {urgency === 'soon' && (
            <Chip size="small" sx={{ bgcolor: '#e0a100', color: '#000' }} label={translate('kitchen.board.soon')} />
          )}
          {urgency === 'late' && <Chip size="small" color="error" label={translate('kitchen.board.late')} />}
        </Stack>
        <Typography sx={{ fontWeight: 600 }}>{pickup}</Typography>
        {order.estimatedReadyAt && (
          <Typography
            variant="body2"
            sx={{ fontWeight: 700, color: order.estimatedDelayMinutes ? 'error.main' : 'success.dark' }}
          >
            {order.estimatedDelayMinutes
              ? translate('kitchen.board.running_late', {
                  smart_count: order.estimatedDelayMinutes,
                  time: fmt.time(order.estimatedReadyAt),
                })
              : translate('kitchen.board.on_time', { time: fmt.time(order.estimatedReadyAt) })}
          </Typography>
        )}
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
          {order.customer
            ? translate('kitchen.board.customer', { name: `${order.customer.name} ${order.customer.surname}`.trim() })
            : translate('kitchen.board.deleted_customer')}
        </Typography>
        <Stack spacing={1}>
          <DishRow orderId={order.id} lines={first} label={translate('kitchen.board.first_row')} />
          {second.length > 0 && (
            <DishRow orderId={order.id} lines={second} label={translate('kitchen.board.second_row')} second />
          )}
        </Stack>
        {showProgress && (order.stations?.length ?? 0) > 0 && <StationProgress order={order} />}
        {order.customer && order.customer.allergens.length > 0 && (
          <Alert severity="warning" sx={{ mt: 1.5, py: 0, '& .MuiAlert-message': { width: '100%' } }}>
            <Typography variant="body2" sx={{ fontWeight: 700, mb: 0.5 }}>
              {translate('kitchen.board.allergens_warning')}
            </Typography>
            <AllergenList allergens={order.customer.allergens} label={translate('kitchen.board.allergens_warning')} warning />
            {order.allergensConfirmed && <AllergensConfirmed />}
          </Alert>
        )}
      </CardContent>
      <CardActions sx={{ justifyContent: 'flex-end', px: 2, pb: 2 }}>
        {undoUntil !== null ? (
          <UndoButton until={undoUntil} onUndo={() => onUndo(order)} />
        ) : (
          <Button
            variant="contained"
            color="success"
            size="large"
            startIcon={<CheckIcon />}
            disabled={finishing}
            onClick={() => onFinish(order)}
          >
            {finishing
              ? translate(stationName ? 'kitchen.stations.sending' : 'kitchen.board.finishing')
              : stationName
                ? translate('kitchen.stations.done', { station: stationName })
                : translate('kitchen.board.ready')}
          </Button>
        )}
      </CardActions>
    </Card>
  );
});

/** The full view's chips: which stations have marked their lines of this order done. */
function StationProgress({ order }: { order: Order }) {
  const translate = useTranslate();
  return (
    <Stack
      component="ul"
      direction="row"
      useFlexGap
      aria-label={translate('kitchen.stations.progress')}
      sx={{ flexWrap: 'wrap', gap: 0.75, listStyle: 'none', p: 0, m: 0, mt: 1.5 }}
    >
      {(order.stations ?? []).map((s) => (
        <li key={s.id}>
          <Chip
            size="small"
            variant={s.done ? 'filled' : 'outlined'}
            color={s.done ? 'success' : 'default'}
            icon={s.done ? <CheckIcon /> : undefined}
            label={translate(s.done ? 'kitchen.stations.progress_done' : 'kitchen.stations.progress_pending', {
              station: s.name,
            })}
          />
        </li>
      ))}
    </Stack>
  );
}

/** "Deshacer (8 s)": counts down the grace period of a 'listo' not yet sent. */
function UndoButton({ until, onUndo }: { until: number; onUndo: () => void }) {
  const translate = useTranslate();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(timer);
  }, []);
  const seconds = Math.max(0, Math.ceil((until - now) / 1000));
  return (
    <Button variant="outlined" color="warning" size="large" startIcon={<UndoIcon />} onClick={onUndo}>
      {translate('kitchen.board.undo', { seconds })}
    </Button>
  );
}

/**
 * One pending order on the board: number, pick-up hour, dishes in two rows (each a link to its recipe for this
 * order; a dish that contains one of the customer's allergens says "contiene …"), the customer's allergens and
 * whether they confirmed the warning, 'listo'; an order recalled after 'listo' carries a "Recuperado" badge and
 * a coloured outline.
 */
import { Button } from '@mui/material';
import CheckIcon from '@mui/icons-material/Check';
import UndoIcon from '@mui/icons-material/Undo';
import { memo, useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import type { Order, OrderLine } from '../../model/entities';
import { recipePath } from '../../model/paths';
import { AllergenList } from '../shared/AllergenList';
import { useFormat } from '../../src/ui/useFormat';
import { AllergensConfirmed } from './AllergensConfirmed';
import { allergenNames, splitTicketLines, type Urgency } from './ticketRules';

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

/** Material's "warning amber" and "check" glyphs, drawn as plain SVG (the ticket's rules size and colour them). */
const WARNING = ['M12 5.99 19.53 19H4.47zM12 2 1 21h22z', 'M13 16h-2v2h2zm0-6h-2v5h2z'];
const CHECK = ['M9 16.17 4.83 12l-1.42 1.41L9 19 21 7l-1.41-1.41z'];

function Glyph({ paths }: { paths: string[] }) {
  return (
    <svg className="ticket-icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      {paths.map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
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
    <ul className="ticket-dishes" aria-label={label} data-second={second || undefined}>
      {lines.map((line) => {
        const hurts = line.customerAllergens ?? [];
        return (
          <li key={line.dishId}>
            <Link
              className="ticket-dish"
              data-hurts={hurts.length > 0 || undefined}
              to={recipePath(line.dishId, orderId)}
              title={translate('kitchen.board.recipe_link', { dish: line.name })}
            >
              <span>
                <span
                  className="ticket-quantity"
                  aria-label={translate('kitchen.board.quantity', { smart_count: line.quantity })}
                >
                  {line.quantity}×
                </span>
                <span>{line.name}</span>
              </span>
              {hurts.length > 0 && (
                <span className="ticket-contains ticket-small">
                  <Glyph paths={WARNING} />
                  {translate('kitchen.board.line_contains', { allergens: allergenNames(hurts) })}
                </span>
              )}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

/** Drawn inside a TicketGrid, which puts the ticket's rules (OrderTicket.css) in the page. */
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
  const titleId = `ticket-${order.id}`;
  const pickup =
    order.pickupDate === today
      ? translate('kitchen.board.pickup', { time: order.pickupHour })
      : translate('kitchen.board.pickup_other_day', {
          time: order.pickupHour,
          date: fmt.day(order.pickupDate),
        });
  return (
    <article
      className="ticket"
      aria-labelledby={titleId}
      data-urgency={urgency}
      data-fresh={fresh || undefined}
      data-recalled={order.reopenedAt ? true : undefined}
    >
      <div className="ticket-body">
        <div className="ticket-head">
          <h2 id={titleId} className="ticket-title">
            {translate('kitchen.board.ticket_title', { n: order.number })}
          </h2>
          {fresh && (
            <span className="ticket-badge" data-tone="new">
              {translate('kitchen.board.new_badge')}
            </span>
          )}
          {order.reopenedAt && (
            <span className="ticket-badge" data-tone="recalled">
              {translate('kitchen.board.recalled_badge')}
            </span>
          )}
          {urgency === 'soon' && (
            <span className="ticket-badge" data-tone="soon">
              {translate('kitchen.board.soon')}
            </span>
          )}
          {urgency === 'late' && (
            <span className="ticket-badge" data-tone="late">
              {translate('kitchen.board.late')}
            </span>
          )}
        </div>
        <p className="ticket-line ticket-pickup">{pickup}</p>
        {order.estimatedReadyAt && (
          <p className="ticket-line ticket-small ticket-estimate" data-late={order.estimatedDelayMinutes ? true : undefined}>
            {order.estimatedDelayMinutes
              ? translate('kitchen.board.running_late', {
                  smart_count: order.estimatedDelayMinutes,
                  time: fmt.time(order.estimatedReadyAt),
                })
              : translate('kitchen.board.on_time', { time: fmt.time(order.estimatedReadyAt) })}
          </p>
        )}
        <p className="ticket-line ticket-small ticket-customer">
          {order.customer
            ? translate('kitchen.board.customer', { name: `${order.customer.name} ${order.customer.surname}`.trim() })
            : translate('kitchen.board.deleted_customer')}
        </p>
        <div className="ticket-rows">
          <DishRow orderId={order.id} lines={first} label={translate('kitchen.board.first_row')} />
          {second.length > 0 && (
            <DishRow orderId={order.id} lines={second} label={translate('kitchen.board.second_row')} second />
          )}
        </div>
        {showProgress && (order.stations?.length ?? 0) > 0 && <StationProgress order={order} />}
        {order.customer && order.customer.allergens.length > 0 && (
          <div className="ticket-allergens" role="alert">
            <Glyph paths={WARNING} />
            <div className="ticket-allergens-body">
              <p className="ticket-allergens-title">{translate('kitchen.board.allergens_warning')}</p>
              <AllergenList allergens={order.customer.allergens} label={translate('kitchen.board.allergens_warning')} warning />
              {order.allergensConfirmed && <AllergensConfirmed />}
            </div>
          </div>
        )}
      </div>
      <div className="ticket-actions">
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
      </div>
    </article>
  );
});

/** The full view's badges: which stations have marked their lines of this order done. */
function StationProgress({ order }: { order: Order }) {
  const translate = useTranslate();
  return (
    <ul className="ticket-progress" aria-label={translate('kitchen.stations.progress')}>
      {(order.stations ?? []).map((s) => (
        <li key={s.id}>
          <span className="ticket-badge" data-tone={s.done ? 'done' : 'pending'}>
            {s.done && <Glyph paths={CHECK} />}
            {translate(s.done ? 'kitchen.stations.progress_done' : 'kitchen.stations.progress_pending', {
              station: s.name,
            })}
          </span>
        </li>
      ))}
    </ul>
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

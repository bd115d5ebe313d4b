/**
 * /board-chef and /orders: the live board of today's pending orders, earliest pick-up first, and today's recent
 * ones to recall; beside its title, "Próximos días" counts the orders booked for the coming days (ComingDays). A
 * station selector ("Todas" or one station, `?station=`) narrows the board to that station's lines.
 */
import { useCallback, useMemo } from 'react';
import { Alert, Box, Button, Grid, IconButton, Paper, Skeleton, Stack, Typography } from '@mui/material';
import { Hint } from '../../src/ui/Hint';
import NotificationsActiveIcon from '@mui/icons-material/NotificationsActive';
import NotificationsOffIcon from '@mui/icons-material/NotificationsOff';
import RestaurantIcon from '@mui/icons-material/Restaurant';
import { useNotify, useTranslate } from 'react-admin';
import { errorMessage } from '../../src/ui/errorMessage';
import { PageLoading } from '../../src/ui/PageLoading';
import { useComedorDataProvider } from '../../dataProvider/useComedorDataProvider';
import { useFirstVisitData } from '../shared/useFirstVisitData';
import { loadBoard } from './boardQueries';
import type { FirstData } from '../../src/ui/firstData';
import type { Order } from '../../model/entities';
import type { Station } from '../../model/entities';
import { useKitchenStatus } from '../shared/kitchenStatus';
import { ComingDays } from './ComingDays';
import { LiveConnectionIndicator } from './ConnectionIndicator';
import { CooksControl } from './CooksControl';
import { PauseControl } from './PauseControl';
import { OrderTicket } from './OrderTicket';
import { TicketGrid } from './TicketGrid';
import { PortionsSummary } from './PortionsSummary';
import { QueuedActions } from './QueuedActions';
import { StationSelector } from './StationSelector';
import { useNetworkDown, type QueuedAction } from './offlineQueue';
import { RecentOrders } from './RecentOrders';
import { playBeep, useAlertMute } from './newOrderAlert';
import { sortByPickup, urgencyOf } from './ticketRules';
import { useUndoableFinish } from './useUndoableFinish';
import { useLocalClock } from './useLocalClock';
import { useOfflineSync } from './useOfflineSync';
import { usePendingOrders } from './usePendingOrders';
import { ordersForStation, useSelectedStation, useStations } from './useStations';
import { useStationDone } from './useStationDone';
import { useReveal } from '../../src/ui/useReveal';

/** Below the kitchen's top bar (64 px) with a margin. */
const SIDE_PANELS_TOP = 88;

/** a page load draws the whole board in the app's first commit (src/ui/firstData.ts) */
export const firstData: FirstData = ({ queryClient, dataProvider }) => [loadBoard(queryClient, dataProvider)];

/**
 * A reloaded board draws once, when everything it shows is in (asked early by the page's first script,
 * boardQueries.ts): on a page load that data is in the cache before the first render (`firstData` above), so the
 * board draws at once; should it come later than FIRST_DATA_WAIT_MS, its title first and the board when the data is
 * in. Either way the tickets come a few per commit (useReveal), so nothing moves down a moment later and no single
 * task holds a phone's main thread for long.
 */
export function OrdersBoard() {
  const dataProvider = useComedorDataProvider();
  const ready = useFirstVisitData((queryClient) => [loadBoard(queryClient, dataProvider)]);
  if (ready) return <Board />;
  return (
    <Box>
      <Stack direction="row" sx={{ alignItems: 'center', mb: 2 }}>
        <BoardTitle />
      </Stack>
      <PageLoading />
    </Box>
  );
}

function BoardTitle() {
  const translate = useTranslate();
  return (
    <Typography variant="h4" component="h1" sx={{ fontWeight: 800, fontSize: { xs: '1.6rem', md: '2.1rem' } }}>
      {translate('kitchen.board.title')}
    </Typography>
  );
}

function Board() {
  const translate = useTranslate();
  const notify = useNotify();
  const [muted, toggleMuted] = useAlertMute();
  const onNewOrder = useCallback(
    (order: Order) => {
      if (!muted) playBeep();
      notify('kitchen.board.new_order', { type: 'info', messageArgs: { n: order.number } });
    },
    [muted, notify],
  );
  const onRecalled = useCallback(
    (order: Order) => {
      if (!muted) playBeep();
      notify('kitchen.board.recalled_notice', { type: 'info', messageArgs: { n: order.number } });
    },
    [muted, notify],
  );
  const { today, minutes } = useLocalClock();
  const { query, fresh, connection } = usePendingOrders(onNewOrder, onRecalled, today);
  const stations = useStations();
  const [station, selectStation] = useSelectedStation(stations.data);
  const { online, queued, refused, dismiss } = useOfflineSync();
  const networkDown = useNetworkDown();
  const orders = useMemo(
    () =>
      ordersForStation(sortByPickup((query.data ?? []).filter((o) => o.pickupDate === today)), station).filter(
        (o) => !waitsToBeSent(o, station, queued),
      ),
    [query.data, today, station, queued],
  );
  const muteLabel = translate(muted ? 'kitchen.board.unmute' : 'kitchen.board.mute');
  const kitchen = useKitchenStatus();
  const { start, undo, held, finish } = useUndoableFinish(kitchen.data?.undoSeconds ?? 0);
  const stationDone = useStationDone(kitchen.data?.undoSeconds ?? 0);
  const reveal = useReveal(orders.length);
  // stable callbacks: a ticket (memo) redraws only when its own order or state changes
  const { start: startStation, undo: undoStation } = stationDone;
  const onStationFinish = useCallback((o: Order) => station && startStation(o, station), [startStation, station]);
  const onStationUndo = useCallback((o: Order) => undoStation(o.id), [undoStation]);
  const onUndo = useCallback((o: Order) => undo(o.id), [undo]);

  return (
    <Box>
      <Stack direction="row" useFlexGap spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1, mb: 2 }}>
        <BoardTitle />
        {query.isSuccess && (
          <Typography color="text.secondary">{translate('kitchen.board.count', { smart_count: orders.length })}</Typography>
        )}
        <ComingDays today={today} />
        <Box sx={{ flexGrow: 1 }} />
        {kitchen.data && <CooksControl status={kitchen.data} />}
        {kitchen.data && <PauseControl pausedUntil={kitchen.data.pausedUntil} />}
        <LiveConnectionIndicator store={connection} offline={!online || networkDown} waiting={queued.length} />
        <Hint title={muteLabel}>
          <IconButton onClick={toggleMuted} aria-label={muteLabel} aria-pressed={muted}>
            {muted ? <NotificationsOffIcon /> : <NotificationsActiveIcon color="primary" />}
          </IconButton>
        </Hint>
      </Stack>

      <QueuedActions queued={queued} refused={refused} onDismiss={dismiss} />

      {stations.data && stations.data.length > 0 && (
        <StationSelector stations={stations.data} selected={station} onSelect={selectStation} />
      )}

      {query.isPending && (
        <Grid container spacing={2}>
          {[0, 1, 2].map((i) => (
            <Grid key={i} size={{ xs: 12, sm: 6, lg: 4 }}>
              <Skeleton variant="rounded" height={200} />
            </Grid>
          ))}
        </Grid>
      )}

      {query.isError && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" onClick={() => void query.refetch()}>
              {translate('kitchen.board.retry')}
            </Button>
          }
        >
          {translate('kitchen.board.load_error')} {errorMessage(query.error, translate)}
        </Alert>
      )}

      {query.isSuccess && (
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, md: 8, xl: 9 }}>
            {orders.length === 0 ? (
              <EmptyBoard station={station} />
            ) : (
              <TicketGrid>
                {orders.slice(0, reveal.shown).map((order) => (
                  <OrderTicket
                    key={order.id}
                    order={order}
                    today={today}
                    urgency={urgencyOf(order, today, minutes)}
                    fresh={fresh.has(order.id)}
                    {...(station
                      ? {
                          stationName: station.name,
                          finishing: stationDone.send.isPending && stationDone.send.variables?.order.id === order.id,
                          undoUntil: stationDone.held.get(order.id) ?? null,
                          onFinish: onStationFinish,
                          onUndo: onStationUndo,
                        }
                      : {
                          showProgress: true,
                          finishing: finish.isPending && finish.variables?.id === order.id,
                          undoUntil: held.get(order.id) ?? null,
                          onFinish: start,
                          onUndo,
                        })}
                  />
                ))}
              </TicketGrid>
            )}
          </Grid>
          {reveal.complete && (
            <Grid size={{ xs: 12, md: 4, xl: 3 }}>
              <SidePanels orders={orders} today={today} />
            </Grid>
          )}
        </Grid>
      )}
    </Box>
  );
}

/**
 * "Por preparar" and "Pedidos recientes", beside the tickets (below them on a phone): drawn after the tickets, each
 * panel in a commit of its own (useReveal), so the board's first drawing is its header and tickets only. The column
 * stays in view as ONE column (no panel sticks over another); a column taller than the screen scrolls on its own,
 * from the keyboard too.
 */
function SidePanels({ orders, today }: { orders: Order[]; today: string }) {
  const translate = useTranslate();
  const { shown } = useReveal(2, 0, 1);
  return (
    <Stack
      role="region"
      aria-label={translate('kitchen.board.side_panels')}
      tabIndex={0}
      spacing={2}
      sx={{
        '&:focus-visible': { outline: '3px solid #f59e0b', outlineOffset: 2 },
        position: { md: 'sticky' },
        top: { md: SIDE_PANELS_TOP },
        maxHeight: { md: `calc(100vh - ${SIDE_PANELS_TOP + 16}px)` },
        overflowY: { md: 'auto' },
      }}
    >
      {shown >= 1 && <PortionsSummary orders={orders} />}
      {shown >= 2 && <RecentOrders today={today} />}
    </Stack>
  );
}

/** A ticket whose 'listo' (or, in a station's view, that station's "Hecho") waits to be sent is done on this board. */
function waitsToBeSent(order: Order, station: Station | null, queued: QueuedAction[]): boolean {
  return queued.some(
    (a) => a.orderId === order.id && (a.kind === 'finish' || (a.kind === 'station' && a.stationId === station?.id)),
  );
}

function EmptyBoard({ station }: { station: Station | null }) {
  const translate = useTranslate();
  return (
    <Paper sx={{ p: { xs: 4, md: 8 }, textAlign: 'center' }}>
      <RestaurantIcon sx={{ fontSize: 56, color: 'text.disabled' }} />
      <Typography variant="h5" component="p" sx={{ fontWeight: 700, mt: 1 }}>
        {station ? translate('kitchen.stations.empty', { station: station.name }) : translate('kitchen.board.empty')}
      </Typography>
      <Typography color="text.secondary">{translate('kitchen.board.empty_hint')}</Typography>
    </Paper>
  );
}

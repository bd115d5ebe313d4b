/**
 * Live order events as Server-Sent Events. Authentication: the Authorization header (fetch-based clients) or
 * a one-minute, single-use `?ticket=` from POST events/ticket (native EventSource). A reconnect with
 * `Last-Event-ID` (or `?lastEventId=`) replays what was missed from the order_events log. The stream is the
 * reply's body (not a hijacked socket), so CORS and security headers apply as on every other call; when the
 * viewer's account changes the stream asks again who they are, by the rule that accepts their session.
 * The headers go out first and the replay follows: at most REPLAY_LIMIT events, read with their orders in one
 * go and written as fast as the client takes them (a longer gap gets a `stream.reload` notice instead); one user
 * runs at most MAX_REPLAYS_PER_USER replays at once (429 beyond), and a replay stops when its client leaves.
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import type { StreamEvent } from '../../model/stream-events';
import { ApiErrorResponse, OrderStreamResponse, TicketResponse } from '../../model/responses';
import { CUSTOMER, DISPLAY, type Role } from '../../model/roles';
import { authenticate, currentUser, resolveUser } from '../auth/guard';
import { apiError, errorBody } from '../errors';
import { MAX_REPLAYS_PER_USER, OrderEventBus } from '../events/order-event-bus';
import { SSE_HEADERS, SseConnection, type Viewer, type ViewerCheck } from '../events/sse-connection';
import { StreamTickets } from '../events/stream-tickets';
import { orderEventsAfter } from '../repos/order-events-repo';
import { activeUserRole } from '../repos/stream-viewer-repo';

const StreamQuery = Type.Object(
  {
    ticket: Type.Optional(Type.String({ minLength: 1, maxLength: 2000 })),
    lastEventId: Type.Optional(Type.String({ maxLength: 20 })),
  },
  { additionalProperties: false },
);

function parseEventId(text: string | undefined): number | null {
  if (text === undefined || text === '') return null;
  if (!/^\d{1,15}$/.test(text.trim())) throw apiError(400, 'stream_last_event_invalid', {}, 'lastEventId');
  return Number(text.trim());
}

/** Seconds a client refused for too many replays at once is asked to wait (a replay takes well under one). */
const REPLAY_RETRY_AFTER_S = 2;

const viewerFor = (userId: number, role: Role): Viewer => ({
  userId,
  seesAll: role.name !== CUSTOMER,
  display: role.name === DISPLAY,
});

/**
 * The stream's viewer and how to check it again later: a bearer token is checked by the auth guard's own
 * function; a ticket (already spent) by its user's current role, active flag and session version.
 */
async function viewerOf(
  request: FastifyRequest,
  tickets: StreamTickets,
  ticket: string | undefined,
): Promise<{ viewer: Viewer; check: ViewerCheck }> {
  if (ticket !== undefined) {
    const redeemed = await tickets.redeem(ticket);
    const role = redeemed === null ? null : await activeUserRole(request.server.db, redeemed.userId, redeemed.sessionVersion);
    if (redeemed === null || !role) throw apiError(401, 'stream_ticket_invalid');
    const { userId, sessionVersion } = redeemed;
    const check = async () => {
      const now = await activeUserRole(request.server.db, userId, sessionVersion);
      return now ? viewerFor(userId, now) : null;
    };
    return { viewer: viewerFor(userId, role), check };
  }
  const user = await resolveUser(request);
  if (!user) throw request.headers.authorization ? apiError(401, 'session_invalid') : apiError(401, 'unauthorized');
  const check = async () => {
    const now = await resolveUser(request);
    return now ? viewerFor(now.id, now.role) : null;
  };
  return { viewer: viewerFor(user.id, user.role), check };
}

export async function eventRoutes(base: FastifyInstance): Promise<void> {
  const app = base.withTypeProvider<TypeBoxTypeProvider>();
  const tickets = new StreamTickets(app.jwtSecret, app.db);
  const bus = new OrderEventBus(app);
  /** Replays under way, by user id. */
  const replays = new Map<number, number>();
  const replayDone = (userId: number) => {
    const n = (replays.get(userId) ?? 1) - 1;
    if (n > 0) replays.set(userId, n);
    else replays.delete(userId);
  };

  /**
   * Replays read the log and its orders one at a time per process: PGlite serves one connection, so five at once
   * made every other request wait behind all of their queries; queued, other requests wait for at most one.
   */
  let reading: Promise<unknown> = Promise.resolve();
  function oneAtATime<T>(work: () => Promise<T>): Promise<T> {
    const result = reading.then(work);
    reading = result.catch(() => undefined);
    return result;
  }

  /** What a reconnecting viewer missed after `lastEventId` (nothing once its stream closed). */
  async function missed(connection: SseConnection, lastEventId: number): Promise<StreamEvent[]> {
    const { viewer } = connection;
    if (connection.isClosed) return [];
    const { rows, complete } = await orderEventsAfter(app.db, lastEventId, viewer.seesAll ? undefined : viewer.userId);
    const newest = rows[rows.length - 1];
    if (!complete && newest) return [{ id: newest.id, type: 'stream.reload' }];
    return connection.isClosed ? [] : bus.toEvents(rows);
  }
  // Open streams never end by themselves: close them before the server waits for its connections.
  app.addHook('preClose', async () => {
    await bus.close();
  });

  app.post(
    '/events/ticket',
    {
      // no audit event: one per page that streams (NOT_AUDITED in server/audit/audit-plugin.ts)
      preHandler: authenticate,
      schema: { response: { 200: TicketResponse } },
    },
    async (request) => {
      const user = currentUser(request);
      return { ticket: await tickets.issue(user.id, user.sessionVersion) };
    },
  );

  app.get(
    '/events/orders',
    { schema: { querystring: StreamQuery, response: { 200: OrderStreamResponse, 429: ApiErrorResponse } } },
    async (request, reply) => {
      const query = request.query;
      const { viewer, check } = await viewerOf(request, tickets, query.ticket);
      const header = request.headers['last-event-id'];
      const lastEventId = parseEventId(typeof header === 'string' ? header : query.lastEventId);

      const replaying = lastEventId !== null;
      if (replaying && (replays.get(viewer.userId) ?? 0) >= MAX_REPLAYS_PER_USER) {
        return reply
          .status(429)
          .header('retry-after', String(REPLAY_RETRY_AFTER_S))
          .send(errorBody(429, 'stream_replay_limit', { max: MAX_REPLAYS_PER_USER }));
      }

      const connection: SseConnection = new SseConnection(viewer, check, (bytes) => {
        request.log.warn({ userId: viewer.userId, bytes }, 'order stream dropped: its reader is too slow');
        bus.remove(connection);
      });
      // The client went away (or the stream ended): forget it.
      reply.raw.on('close', () => bus.remove(connection));
      if (replaying) replays.set(viewer.userId, (replays.get(viewer.userId) ?? 0) + 1);
      try {
        await bus.add(connection);
      } catch (err) {
        bus.remove(connection);
        if (replaying) replayDone(viewer.userId);
        throw err;
      }
      // Frames are written to the socket as they come: Node's response does not buffer a piped stream.
      // The documented response is `text/event-stream` text; the body is the stream that produces it.
      reply.headers(SSE_HEADERS).send(connection.body as unknown as string);
      if (lastEventId === null) connection.release();
      else {
        oneAtATime(() => missed(connection, lastEventId))
          .then((events) => connection.replay(events))
          .catch((err: unknown) => {
            request.log.error({ err }, 'order stream replay');
            bus.remove(connection);
          })
          .finally(() => replayDone(viewer.userId));
      }
      return reply;
    },
  );
}

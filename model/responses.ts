/**
 * Response schemas (TypeBox = JSON Schema), next to the request schemas of schemas.ts. The server declares
 * them on every route: Fastify serialises only the properties listed here, so a field that is not part of the
 * contract (a password hash above all) never reaches a client; the OpenAPI document (/api/openapi.json) is
 * generated from them; and model/entities.ts derives the client's types from them with `Static<>`.
 */
import { Type, type Static, type TSchema } from 'typebox';
import { RoleNameSchema } from './schemas';

const Nullable = <T extends TSchema>(t: T) => Type.Union([t, Type.Null()]);

/** `{id}` in a path: a positive PostgreSQL integer. */
export const Id = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });
export const IdParams = Type.Object({ id: Id });

export const RoleNameResponse = Type.Enum(['Administrador', 'Usuario', 'Encargado', 'Pantalla']);
export const RoleResponse = Type.Object({ id: Type.Enum([1, 2, 3, 4]), name: RoleNameResponse });
export const CategoryResponse = Type.Object({
  id: Type.Enum([1, 2, 3, 4, 5]),
  name: Type.String(),
});

export const UserResponse = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  surname: Type.String(),
  email: Type.String(),
  image: Nullable(Type.String()),
  points: Type.Integer(),
  active: Type.Boolean(),
  roleName: RoleNameResponse,
  role: RoleResponse,
});
export const UserListResponse = Type.Array(UserResponse);

export const TokenResponse = Type.Object({ token: Type.String() });
/** A device that keeps the account signed in (GET session/devices). */
export const RememberedDeviceResponse = Type.Object({
  id: Type.Integer(),
  /** "Chrome · Android" */
  label: Type.String(),
  createdAt: Type.String(),
  lastUsedAt: Type.String(),
  /** the device this call came from */
  current: Type.Boolean(),
});

export const SignupResponse = Type.Object({ token: Type.String(), user: UserResponse });
export const MessageResponse = Type.Object({ message: Type.String() });
export const ExistsResponse = Type.Object({ exists: Type.Boolean() });
export const TicketResponse = Type.Object({ ticket: Type.String() });
export const UrlResponse = Type.Object({ url: Type.String() });
/**
 * 204/304: no body. `type: 'null'` makes the OpenAPI document declare no content (a validating proxy then
 * accepts the empty answer); typed as a bare description, not a schema, so the type provider demands no body
 * (not even `null`) of `reply.send()`.
 */
const noContent = { type: 'null', description: 'No content' } as const;
export const NoContent: { readonly description: string } = noContent;

export const AllergenResponse = Type.Object({ id: Type.Integer(), name: Type.String(), image: Type.String() });
export const UserAllergenResponse = Type.Object({ allergens: AllergenResponse, isAllergic: Type.Boolean() });
export const IngredientResponse = Type.Object({ name: Type.String() });

export const DishResponse = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  image: Nullable(Type.String()),
  description: Type.String(),
  /** price in euros */
  cost: Type.Number(),
  isActive: Type.Boolean(),
  isRecommended: Type.Boolean(),
  isSuggested: Type.Boolean(),
  isHighlighted: Type.Boolean(),
  isAvailable: Type.Boolean(),
  /** portions still free on the date asked for (GET dishes?date=; today without it) */
  stock: Type.Integer(),
  /** the usual portions of a day nobody planned (issue 26) */
  dailyPortions: Type.Integer(),
  /** whole minutes one portion keeps a cook busy (0-240) */
  prepMinutes: Type.Integer(),
  category: CategoryResponse,
  allergens: Type.Array(AllergenResponse),
  /** only in GET dishes/{id} */
  ingredients: Type.Optional(Type.Array(IngredientResponse)),
});

export const RewardResponse = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  description: Type.String(),
  image: Nullable(Type.String()),
  cost: Type.Integer(),
  /** the customer may redeem it again, spending its cost each time */
  repeatable: Type.Boolean(),
});
/** A redemption as its customer sees it: the code to show at the counter and whether staff already used it. */
export const RedemptionCodeResponse = Type.Object({
  id: Type.Integer(),
  code: Type.String(),
  cost: Type.Integer(),
  createdAt: Type.String(),
  validatedAt: Nullable(Type.String()),
});
export const UserRewardResponse = Type.Object({
  id: Type.Integer(),
  isAvailable: Type.Boolean(),
  /** redeemed at least once */
  redeemed: Type.Boolean(),
  /** the latest redemption */
  redeemedAt: Nullable(Type.String()),
  timesRedeemed: Type.Integer(),
  /** the latest redemption and its code */
  lastRedemption: Nullable(RedemptionCodeResponse),
  idRewards: RewardResponse,
});
/** Points earned (the level), spent on redemptions, and left to spend. */
export const RewardBalanceResponse = Type.Object({
  earned: Type.Integer(),
  spent: Type.Integer(),
  balance: Type.Integer(),
});
/** A redemption as staff see it when they check or validate its code. */
export const RedemptionResponse = Type.Object({
  ...RedemptionCodeResponse.properties,
  /** `id` null once the reward was deleted; `name` as it was when redeemed */
  reward: Type.Object({ id: Nullable(Type.Integer()), name: Type.String() }),
  customer: Type.Object({ id: Type.Integer(), name: Type.String(), surname: Type.String() }),
  validatedBy: Type.Union([Type.Object({ id: Type.Integer(), name: Type.String(), surname: Type.String() }), Type.Null()]),
});

export const PersonRefResponse = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  surname: Type.String(),
  email: Type.String(),
  image: Nullable(Type.String()),
  role: RoleResponse,
});
export const ComplaintResponse = Type.Object({
  id: Type.Integer(),
  message: Type.String(),
  dateSend: Type.String(),
  sender: PersonRefResponse,
  answer: Nullable(Type.String()),
  answeredAt: Nullable(Type.String()),
  answeredBy: Type.Union([Type.Object({ id: Type.Integer(), name: Type.String(), surname: Type.String() }), Type.Null()]),
});

export const HourResponse = Type.Object({
  hour: Type.String(),
  /** minutes of preparation the kitchen can still take for this slot */
  remainingMinutes: Type.Optional(Type.Integer()),
});

/** 'cancelled': the customer cancelled it before the day's cut-off (PUT orders/{id}/cancel) */
export const OrderStatusResponse = Type.Enum(['pending', 'finished', 'cancelled']);
export const OrderLineResponse = Type.Object({
  dishId: Type.Integer(),
  name: Type.String(),
  category: CategoryResponse,
  quantity: Type.Integer(),
  /** unit price in euros at the time of the order */
  price: Type.Number(),
  /** the station that prepares this line (by its category, GET stations); null: no station prepares it */
  stationId: Type.Optional(Nullable(Type.Integer())),
  /** the customer's marked allergens that this dish contains (the kitchen marks the line "contiene …") */
  customerAllergens: Type.Optional(Type.Array(Type.Object({ id: Type.Integer(), name: Type.String() }))),
});
/** A station with lines in an order, and whether it has marked them done (PUT orders/{id}/stations/{stationId}/done). */
export const OrderStationProgressResponse = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  done: Type.Boolean(),
});
export const OrderResponse = Type.Object({
  id: Type.Integer(),
  number: Type.Integer(),
  /** "HH:MM" in the restaurant's time zone */
  pickupHour: Type.String(),
  /** "YYYY-MM-DD" in the restaurant's time zone */
  pickupDate: Type.String(),
  status: OrderStatusResponse,
  /** euros */
  total: Type.Number(),
  lines: Type.Array(OrderLineResponse),
  createdAt: Type.String(),
  finishedAt: Nullable(Type.String()),
  /** set when the kitchen recalled the order after 'listo' (PUT orders/{id}/reopen); the board highlights it */
  reopenedAt: Type.Optional(Nullable(Type.String())),
  /** set when the counter handed the finished order over (PUT orders/{id}/collect) */
  collectedAt: Type.Optional(Nullable(Type.String())),
  /** pending orders: when the kitchen's queue should have it ready (ISO 8601, never before the pick-up hour) */
  estimatedReadyAt: Type.Optional(Nullable(Type.String())),
  /** whole minutes estimatedReadyAt runs past the pick-up hour (0 = on time); null once finished */
  estimatedDelayMinutes: Type.Optional(Nullable(Type.Integer())),
  /** every station with lines in the order, in station order, with its progress (cleared by a recall) */
  stations: Type.Optional(Type.Array(OrderStationProgressResponse)),
  /** the customer was warned that dishes contain their allergens and confirmed the order (POST orders) */
  allergensConfirmed: Type.Optional(Type.Boolean()),
  /** when changes to this order's day close (ORDER_CUTOFF, model/cutoff.ts), ISO 8601 */
  cutoffAt: Type.Optional(Type.String()),
  /** pending and before its day's cut-off: "Cambiar" and "Anular" are possible */
  changeable: Type.Optional(Type.Boolean()),
  /** when the customer cancelled it (status 'cancelled') */
  cancelledAt: Type.Optional(Nullable(Type.String())),
  /** the customer's last change of its lines or hour (PUT orders/{id}) */
  changedAt: Type.Optional(Nullable(Type.String())),
  /** offered to colleagues since then ("Ceder mi menú", PUT orders/{id}/offer); null when not offered */
  offeredAt: Type.Optional(Nullable(Type.String())),
  /** who booked it before this customer took it over (PUT orders/{id}/take) */
  givenBy: Type.Optional(Nullable(Type.Object({ id: Type.Integer(), name: Type.String(), surname: Type.String() }))),
  /** the usual order that booked it (POST usual-orders) */
  usualOrderId: Type.Optional(Nullable(Type.Integer())),
  /** null once the customer's account was deleted: the order stays in the history ("Cliente eliminado") */
  customer: Nullable(
    Type.Object({
      id: Type.Integer(),
      name: Type.String(),
      surname: Type.String(),
      allergens: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String() })),
    }),
  ),
});

/** A kitchen station: its name and the categories whose dishes it prepares (GET/POST stations, PUT stations/{id}). */
export const StationResponse = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  categoryIds: Type.Array(Type.Integer()),
  categories: Type.Array(CategoryResponse),
});

/** One of model/figures.ts FIGURE_PERIODS (tests/unit/model/figures.test.ts checks they are the same). */
export const FigurePeriodSchema = Type.Union([
  Type.Literal('today'),
  Type.Literal('week'),
  Type.Literal('month'),
  Type.Literal('all'),
]);

/** GET stats/dashboard's `today` (model/figures.ts says what each counts). */
export const TodayFiguresResponse = Type.Object({
  /** orders for today's pick-up, any status */
  orders: Type.Integer(),
  /** euros of today's finished orders (pending ones do not count) */
  revenue: Type.Number(),
  /** today's orders the kitchen has not finished */
  pending: Type.Integer(),
  /** of those, the ones past their pick-up hour */
  late: Type.Integer(),
  /** orders booked for tomorrow's pick-up */
  tomorrow: Type.Integer(),
});

/** GET stats/dashboard's `tomorrow`: what is booked for tomorrow's pick-up (cancelled orders left out). */
export const TomorrowFiguresResponse = Type.Object({
  /** "YYYY-MM-DD", the restaurant's tomorrow */
  date: Type.String(),
  /** false on a weekly rest day or a closed date */
  open: Type.Boolean(),
  /** a closed date's reason ("Festivo"); null when open or on a weekly rest day */
  closedReason: Nullable(Type.String()),
  orders: Type.Integer(),
  portions: Type.Integer(),
  /** the most booked dishes (up to 3), most portions first */
  dishes: Type.Array(Type.Object({ dishId: Type.Integer(), name: Type.String(), portions: Type.Integer() })),
});

export const DashboardFiguresResponse = Type.Object({
  today: TodayFiguresResponse,
  tomorrow: TomorrowFiguresResponse,
  pendingOrders: Type.Integer(),
  users: Type.Integer(),
  dishes: Type.Integer(),
  unansweredComplaints: Type.Integer(),
  rewards: Type.Integer(),
});
export const KitchenDayTimesResponse = Type.Object({
  /** "YYYY-MM-DD" pick-up day */
  date: Type.String(),
  finishedOrders: Type.Integer(),
  collectedOrders: Type.Integer(),
  /** average minutes (one decimal) from placing the order to 'listo' (null: none finished) */
  toReadyMinutes: Nullable(Type.Number()),
  /** average minutes from 'listo' to collection (null: none collected) */
  toCollectMinutes: Nullable(Type.Number()),
});
export const AnalysisFiguresResponse = Type.Object({
  /** orders of every pick-up day up to today, cancelled ones left out */
  totalOrders: Type.Integer(),
  /** orders of the last 7 pick-up days ending today (by pick-up date, not by when they were placed) */
  weekOrders: Type.Integer(),
  /** the last 7 pick-up days' most ordered dishes, share of those days' portions in % */
  weekTrends: Type.Array(
    Type.Object({ dishId: Type.Integer(), name: Type.String(), count: Type.Integer(), percent: Type.Number() }),
  ),
  /** the most ordered dishes of every pick-up day up to today */
  topDishes: Type.Array(Type.Object({ dishId: Type.Integer(), name: Type.String(), count: Type.Integer() })),
  latestComplaints: Type.Array(ComplaintResponse),
  /** the pick-up days `revenue` covers: today, the last 7 or 30 days, or all (GET stats/analysis?period=) */
  period: FigurePeriodSchema,
  /** euros of the period's finished orders (model/figures.ts: pending orders are not revenue) */
  revenue: Type.Number(),
  /** how many orders `revenue` adds up */
  revenueOrders: Type.Integer(),
  /** per pick-up day of the last 7 (newest first, days with finished orders only): average minutes order → 'listo' → collected */
  kitchenTimes: Type.Array(KitchenDayTimesResponse),
  /** orders booked for pick-up after today (not cancelled): they count on their own day, not yet in the figures */
  bookedAhead: Type.Integer(),
});

/**
 * GET orders/pickup: today's orders as the counter's pick-up screen shows them: numbers and progress only, never
 * a name, an e-mail or a line (a Pantalla account may read nothing else).
 */
export const PickupOrderResponse = Type.Object({
  id: Type.Integer(),
  number: Type.Integer(),
  status: OrderStatusResponse,
  finishedAt: Nullable(Type.String()),
  collectedAt: Nullable(Type.String()),
});

/** GET events/orders: a Server-Sent Events stream of `OrderEvent`s (`order.created`, `order.finished`). */
export const OrderStreamResponse = {
  description:
    'Server-Sent Events: `id`, `event` (order.created | order.finished | order.reopened | order.collected | order.updated | order.cancelled | kitchen.changed | queue.changed | stream.reload) and `data` (the event as JSON)',
  content: { 'text/event-stream': { schema: { type: 'string' } } },
} as const;

export const HealthResponse = Type.Object({ status: Type.Literal('ok') });
/** What every client needs before logging in: the restaurant's IANA time zone (pick-up and ready times are its clock). */
export const SettingsResponse = Type.Object({
  timeZone: Type.String(),
  /** issue 26: weekly rest days (ISO weekdays, 6 Saturday, 7 Sunday), the booking horizon and the cut-off rule */
  restWeekdays: Type.Optional(Type.Array(Type.Integer())),
  preorderDays: Type.Optional(Type.Integer()),
  orderCutoff: Type.Optional(Type.String()),
});
export const ReadyResponse = Type.Object({ status: Type.Literal('ready') });

/** Error body of every 4xx/5xx. */
export const ApiErrorResponse = Type.Object({
  statusCode: Type.Integer(),
  error: Type.String(),
  /** the code's Spanish text */
  message: Type.String(),
  field: Type.Optional(Type.String()),
  /** what went wrong, which the screens translate (`comedor.errors.<code>`); every error answer carries one */
  code: Type.String(),
  /** the values the code's text names */
  params: Type.Record(Type.String(), Type.Union([Type.String(), Type.Number()])),
});

/** GET kitchen/status and the answers of the calls that change it. */
export const KitchenStatusResponse = Type.Object({
  cooks: Type.Integer(),
  slotMinutes: Type.Integer(),
  /** minutes of preparation one slot can take: cooks × slotMinutes */
  slotCapacity: Type.Integer(),
  /** ISO 8601 while orders are paused, else null (a pause whose end has passed is over) */
  pausedUntil: Nullable(Type.String()),
  paused: Type.Boolean(),
  /** seconds the board offers "Deshacer" after 'listo' before it sends the finish (`UNDO_SECONDS`) */
  undoSeconds: Type.Optional(Type.Integer()),
});

/** The bulk actions (PUT users/bulk, dishes/bulk, complaints/bulk): how many rows really changed. */
export const BulkResponse = Type.Object({ changed: Type.Integer() });

/** POST users/import's answer: every row with its problems, the counts, and how many were created/skipped. */
export const ImportReportResponse = Type.Object({
  rows: Type.Array(
    Type.Object({
      line: Type.Integer(),
      name: Type.String(),
      surname: Type.String(),
      email: Type.String(),
      role: Type.Union([RoleNameSchema, Type.Null()]),
      points: Type.Union([Type.Integer(), Type.Null()]),
      active: Type.Union([Type.Boolean(), Type.Null()]),
      /** in Spanish */
      problems: Type.Array(Type.String()),
      /** the same problems as codes the screens translate (`data.import.problem.<code>`), in the same order */
      problemCodes: Type.Array(
        Type.Object({
          code: Type.String(),
          params: Type.Optional(Type.Record(Type.String(), Type.Union([Type.String(), Type.Number()]))),
        }),
      ),
    }),
  ),
  total: Type.Integer(),
  valid: Type.Integer(),
  invalid: Type.Integer(),
  created: Type.Integer(),
  skipped: Type.Integer(),
});
export type ImportReport = Static<typeof ImportReportResponse>;

/** A CSV file to download (GET users/import/template). */
export const CsvFileResponse = {
  description: 'A CSV file (UTF-8 with BOM, `;` separator)',
  content: { 'text/csv': { schema: { type: 'string' } } },
} as const;

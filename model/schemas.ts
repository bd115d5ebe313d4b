/**
 * Request body schemas (TypeBox = JSON Schema). The server validates with them at the edge; the client
 * imports their static types for forms. Unknown fields are rejected (additionalProperties: false).
 */
import { Type, type Static } from 'typebox';
import { EMAIL_MAX } from './email';
import { MONEY_MAX_EUROS } from './money';
import { MAX_PREP_MINUTES, MIN_PREP_MINUTES } from './capacity';
import { PASSWORD_MAX } from './password';
import { MAX_LINE_QUANTITY, MAX_ORDER_LINES } from './order-limits';
import { STATION_NAME_MAX } from './stations';

const strict = { additionalProperties: false } as const;

/** Checked by model/email.ts's isEmailAddress (the `email` format of server/validation.ts). */
export const Email = Type.String({ format: 'email', maxLength: EMAIL_MAX });
export const Name = Type.String({ minLength: 1, maxLength: 80, pattern: '\\S' });
export const Password = Type.String({ minLength: 1, maxLength: PASSWORD_MAX });
/**
 * Euros with at most two decimals. `wholeCents` is a validation keyword (server/validation.ts, rule
 * `hasWholeCents` of model/money.ts): JSON Schema's `multipleOf: 0.01` refuses 4.35 by float error.
 */
export const Money = Type.Number({ minimum: 0, maximum: MONEY_MAX_EUROS, wholeCents: true });
/** Only images this API issued (`/api/images/<id>`, or the same path on an absolute URL), or none. */
export const IMAGE_URL_PATTERN = '^(|(https?://[A-Za-z0-9.:\\[\\]-]+)?/api/images/[a-f0-9]{32})$';
export const ImageUrl = Type.Union([Type.String({ maxLength: 500, pattern: IMAGE_URL_PATTERN }), Type.Null()]);
export const RoleNameSchema = Type.Union([
  Type.Literal('Administrador'),
  Type.Literal('Usuario'),
  Type.Literal('Encargado'),
  Type.Literal('Pantalla'),
]);
export const RoleRef = Type.Object(
  { id: Type.Optional(Type.Integer({ minimum: 1, maximum: 4 })), name: Type.Optional(RoleNameSchema) },
  strict,
);
export const CategoryRef = Type.Object(
  { id: Type.Integer({ minimum: 1, maximum: 5 }), name: Type.Optional(Type.String({ maxLength: 40 })) },
  strict,
);

/** SPEC §7's `{userName, password}`; `remember` keeps this device signed in (an HttpOnly cookie, issue 28). */
export const LoginBody = Type.Object({ userName: Email, password: Password, remember: Type.Optional(Type.Boolean()) }, strict);
export type LoginBody = Static<typeof LoginBody>;

/** SPEC §7's `{username, email, password}`; `username` is any handle (see model/signup.ts). */
export const SignupBody = Type.Object(
  {
    username: Type.String({ minLength: 1, maxLength: 254 }),
    email: Type.Optional(Email),
    password: Password,
    name: Type.Optional(Name),
    surname: Type.Optional(Type.String({ maxLength: 80 })),
  },
  strict,
);
export type SignupBody = Static<typeof SignupBody>;

export const RecoveryBody = Type.Object({ email: Email }, strict);
export const ResetBody = Type.Object({ token: Type.String({ minLength: 10, maxLength: 200 }), password: Password }, strict);
export const PasswordChangeBody = Type.Object({ oldPassword: Password, newPassword: Password }, strict);
export type PasswordChangeBody = Static<typeof PasswordChangeBody>;

/** The user fields both POST users and PUT users/{id} take. */
const userFields = {
  name: Name,
  surname: Type.String({ maxLength: 80 }),
  email: Email,
  image: Type.Optional(ImageUrl),
  points: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000 })),
  active: Type.Optional(Type.Boolean()),
  roleName: Type.Optional(RoleNameSchema),
  role: Type.Optional(RoleRef),
};

/** POST users (spec body: id, name, surname, email, password, image, points, active, roleName, role). */
export const UserCreateBody = Type.Object(
  { id: Type.Optional(Type.Union([Type.Integer(), Type.Null()])), password: Password, ...userFields },
  strict,
);
export type UserCreateBody = Static<typeof UserCreateBody>;

/** PUT users/{id}: the whole user; password is not changed here (see PUT users/{id}/password). */
export const UserUpdateBody = Type.Object({ id: Type.Optional(Type.Integer()), ...userFields }, strict);
export type UserUpdateBody = Static<typeof UserUpdateBody>;

const PrepMinutes = Type.Integer({ minimum: MIN_PREP_MINUTES, maximum: MAX_PREP_MINUTES });

export const DishBody = Type.Object(
  {
    id: Type.Optional(Type.Integer()),
    name: Type.String({ minLength: 1, maxLength: 100, pattern: '\\S' }),
    description: Type.Optional(Type.String({ maxLength: 1000 })),
    image: Type.Optional(ImageUrl),
    cost: Type.Optional(Money),
    /** today's remaining portions (planned portions follow: booked + stock) */
    stock: Type.Optional(Type.Integer({ minimum: 0, maximum: 100_000 })),
    /** usual portions of a day nobody planned; a new dish without it takes `stock` */
    dailyPortions: Type.Optional(Type.Integer({ minimum: 0, maximum: 100_000 })),
    /** whole minutes one portion takes (0-240); a new dish without it takes its category's default */
    prepMinutes: Type.Optional(PrepMinutes),
    isActive: Type.Optional(Type.Boolean()),
    isRecommended: Type.Optional(Type.Boolean()),
    isSuggested: Type.Optional(Type.Boolean()),
    isHighlighted: Type.Optional(Type.Boolean()),
    isAvailable: Type.Optional(Type.Boolean()),
    category: Type.Optional(CategoryRef),
    ingredients: Type.Optional(
      Type.Array(Type.Object({ name: Type.String({ minLength: 1, maxLength: 80 }) }, strict), { maxItems: 50 }),
    ),
    allergens: Type.Optional(
      Type.Array(
        Type.Object(
          { id: Type.Integer({ minimum: 1 }), name: Type.Optional(Type.String()), image: Type.Optional(Type.String()) },
          strict,
        ),
        { maxItems: 14 },
      ),
    ),
  },
  strict,
);
export type DishBody = Static<typeof DishBody>;

/** PUT dishes/{id} takes a subset of the dish's fields; those absent are left as they are. */
export const DishUpdateBody = Type.Partial(DishBody, { additionalProperties: false });
export type DishUpdateBody = Static<typeof DishUpdateBody>;

/** PUT dishes/{id}/availability: what the kitchen may change. */
export const DishAvailabilityBody = Type.Object(
  {
    stock: Type.Optional(Type.Integer({ minimum: 0, maximum: 100_000 })),
    isAvailable: Type.Optional(Type.Boolean()),
    prepMinutes: Type.Optional(PrepMinutes),
  },
  strict,
);
export type DishAvailabilityBody = Static<typeof DishAvailabilityBody>;

export const RewardBody = Type.Object(
  {
    id: Type.Optional(Type.Integer()),
    name: Type.String({ minLength: 1, maxLength: 80, pattern: '\\S' }),
    description: Type.Optional(Type.String({ maxLength: 500 })),
    image: Type.Optional(ImageUrl),
    cost: Type.Integer({ minimum: 0, maximum: 1_000_000 }),
    /** absent: false on create, unchanged on update */
    repeatable: Type.Optional(Type.Boolean()),
  },
  strict,
);
export type RewardBody = Static<typeof RewardBody>;

export const ComplaintCreateBody = Type.Object({ message: Type.String({ minLength: 1, maxLength: 2000 }) }, strict);
export const ComplaintAnswerBody = Type.Object({ answer: Type.String({ minLength: 1, maxLength: 2000 }) }, strict);

export const OrderCreateBody = Type.Object(
  {
    /** the day to pick it up ("YYYY-MM-DD", local): today (the default) up to PREORDER_DAYS ahead */
    pickupDate: Type.Optional(Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' })),
    pickupHour: Type.String({ pattern: '^([01]\\d|2[0-3]):[0-5]\\d$' }),
    allergensConfirmed: Type.Optional(Type.Boolean()),
    lines: Type.Array(
      Type.Object(
        {
          dishId: Type.Integer({ minimum: 1 }),
          quantity: Type.Integer({ minimum: 1, maximum: MAX_LINE_QUANTITY }),
        },
        strict,
      ),
      { minItems: 1, maxItems: MAX_ORDER_LINES },
    ),
  },
  strict,
);
export type OrderCreateBody = Static<typeof OrderCreateBody>;

/** Paging, sorting and search accepted by GET users, complaints, dishes and orders. */
export const ListQuery = {
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000 })),
  size: Type.Optional(Type.Integer({ minimum: 1, maximum: 200 })),
  sort: Type.Optional(Type.String({ pattern: '^[A-Za-z.]{1,40}$' })),
  order: Type.Optional(Type.Union([Type.Literal('ASC'), Type.Literal('DESC'), Type.Literal('asc'), Type.Literal('desc')])),
  q: Type.Optional(Type.String({ maxLength: 100 })),
};

/** Bulk actions (model/bulk.ts): the selected ids and what to do with them. */
const BulkIds = Type.Array(Type.Integer({ minimum: 1, maximum: 2_147_483_647 }), {
  minItems: 1,
  maxItems: 10_000,
  uniqueItems: true,
});
export const UsersBulkBody = Type.Object(
  { ids: BulkIds, action: Type.Union([Type.Literal('activate'), Type.Literal('deactivate'), Type.Literal('delete')]) },
  strict,
);
export type UsersBulkBody = Static<typeof UsersBulkBody>;
export const DishesBulkBody = Type.Object(
  {
    ids: BulkIds,
    action: Type.Union([
      Type.Literal('available'),
      Type.Literal('soldOut'),
      Type.Literal('stock'),
      Type.Literal('withdraw'),
      Type.Literal('restore'),
      Type.Literal('category'),
    ]),
    stock: Type.Optional(Type.Integer({ minimum: 0, maximum: 100_000 })),
    category: Type.Optional(Type.Integer({ minimum: 1, maximum: 5 })),
  },
  strict,
);
export const ComplaintsBulkBody = Type.Object(
  { ids: BulkIds, action: Type.Literal('answer'), answer: Type.String({ minLength: 1, maxLength: 2000 }) },
  strict,
);
export type DishesBulkBody = Static<typeof DishesBulkBody>;

/** POST stations and PUT stations/{id}: the name and the categories it prepares (ids 1-5, none repeated). */
export const StationBody = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: STATION_NAME_MAX, pattern: '\\S' }),
    categoryIds: Type.Array(Type.Integer({ minimum: 1, maximum: 5 }), { maxItems: 5, uniqueItems: true }),
  },
  { additionalProperties: false },
);
export type StationInput = Static<typeof StationBody>;

export const StationDoneParams = Type.Object({
  id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }),
  stationId: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }),
});

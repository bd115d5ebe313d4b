/**
 * Web Push's requests and answers (issue 28), as TypeBox schemas: the server validates and documents them
 * (OpenAPI), the client reads their static types.
 */
import { Type, type Static } from 'typebox';

/** base64url without padding, as PushSubscription.toJSON() gives the keys */
const Base64Url = (min: number, max: number) => Type.String({ pattern: '^[A-Za-z0-9_-]+=*$', minLength: min, maxLength: max });

export const PushKeyResponse = Type.Object({
  /** the VAPID public key, base64url: PushManager.subscribe's applicationServerKey */
  publicKey: Type.String(),
});
export type PushKey = Static<typeof PushKeyResponse>;

/** A browser's subscription (PushSubscription.toJSON()) and the app's language on that device. */
export const PushSubscriptionBody = Type.Object(
  {
    endpoint: Type.String({ minLength: 10, maxLength: 2000 }),
    expirationTime: Type.Optional(Type.Union([Type.Number(), Type.Null()])),
    keys: Type.Object(
      {
        /** the browser's P-256 public key (65 bytes) */
        p256dh: Base64Url(80, 100),
        /** the auth secret (16 bytes) */
        auth: Base64Url(16, 32),
      },
      { additionalProperties: false },
    ),
    language: Type.Optional(Type.Union([Type.Literal('es'), Type.Literal('en')])),
  },
  { additionalProperties: false },
);
export type PushSubscriptionInput = Static<typeof PushSubscriptionBody>;

export const PushSubscriptionResponse = Type.Object({
  id: Type.Integer(),
  /** "Chrome · Android", from the user agent that subscribed */
  device: Type.String(),
  /** the push service's address: the app compares it with this browser's own to say "este dispositivo" */
  endpoint: Type.String(),
  createdAt: Type.String({ format: 'date-time' }),
});
export type PushSubscriptionInfo = Static<typeof PushSubscriptionResponse>;

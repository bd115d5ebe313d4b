/**
 * Response schemas: Fastify serialises only the properties listed here, so a field that is not part of
 * the contract (a password hash above all) can never reach a client.
 */
import { Type } from 'typebox';

const Nullable = <T extends ReturnType<typeof Type.String>>(t: T) => Type.Union([t, Type.Null()]);

export const RoleResponse = Type.Object({ id: Type.Integer(), name: Type.String() });

export const UserResponse = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  surname: Type.String(),
  email: Type.String(),
  image: Nullable(Type.String()),
  points: Type.Integer(),
  active: Type.Boolean(),
  roleName: Type.String(),
  role: RoleResponse,
});
export const UserListResponse = Type.Array(UserResponse);

export const TokenResponse = Type.Object({ token: Type.String() });
export const SignupResponse = Type.Object({ token: Type.String(), user: UserResponse });
export const MessageResponse = Type.Object({ message: Type.String() });
export const ExistsResponse = Type.Object({ exists: Type.Boolean() });

export const AllergenResponse = Type.Object({ id: Type.Integer(), name: Type.String(), image: Type.String() });
export const UserAllergenResponse = Type.Object({ allergens: AllergenResponse, isAllergic: Type.Boolean() });

export const RewardResponse = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  description: Type.String(),
  image: Nullable(Type.String()),
  cost: Type.Integer(),
});
export const UserRewardResponse = Type.Object({
  id: Type.Integer(),
  isAvailable: Type.Boolean(),
  redeemed: Type.Boolean(),
  redeemedAt: Nullable(Type.String()),
  idRewards: RewardResponse,
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

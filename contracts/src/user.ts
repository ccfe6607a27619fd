import { Type, type Static } from '@sinclair/typebox';
import { Email, EmptyBody, Envelope, Nullable, Uuid } from './common';

/** The signed-in person as the api stores them. Claims the identity provider does not send are null. */
export const User = Type.Object(
  {
    _id: Uuid,
    email: Nullable(Type.String()),
    name: Nullable(Type.String()),
    nickname: Nullable(Type.String()),
  },
  { title: 'User' },
);
export type User = Static<typeof User>;

/** POST /user/sync: no body; the user comes from the bearer token. */
export const UserSyncBody = EmptyBody;
export const UserSyncResponse = Envelope(User);
export type UserSyncResponse = Static<typeof UserSyncResponse>;

/** GET /user/exists?email= (signed in; only the caller's own e-mail, any other is 403) */
export const UserExistsQuery = Type.Object({ email: Email });
export type UserExistsQuery = Static<typeof UserExistsQuery>;
export const UserExists = Type.Object({ exists: Type.Boolean() });
export type UserExists = Static<typeof UserExists>;
export const UserExistsResponse = Envelope(UserExists);
export type UserExistsResponse = Static<typeof UserExistsResponse>;

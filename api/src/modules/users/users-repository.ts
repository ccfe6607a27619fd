import fp from 'fastify-plugin';
import type { User } from 'contracts';
import type { Queryable } from '../../db/db';
import type { AuthUser } from '../../plugins/auth';

export interface UsersRepository {
  /** Creates the user on first sign-in, refreshes e-mail/name/nickname later. Safe under concurrent calls. */
  syncFromIdentity(identity: AuthUser): Promise<User>;
  findBySub(sub: string): Promise<User | null>;
  /** Case-insensitive. */
  existsByEmail(email: string): Promise<boolean>;
}

declare module 'fastify' {
  interface FastifyInstance {
    usersRepository: UsersRepository;
  }
}

interface UserRow {
  id: string;
  email: string | null;
  name: string | null;
  nickname: string | null;
}

const COLUMNS = 'id, email, name, nickname';

/**
 * The users row of the caller, created from the token if they never synced; inside the caller's
 * transaction, so a write that fails afterwards leaves no user behind either. Safe under concurrent calls.
 */
export async function ensureUser(
  tx: Queryable,
  { sub, email, name, nickname }: AuthUser,
): Promise<{ id: string; name: string | null }> {
  const select = () =>
    tx.query<{ id: string; name: string | null }>('SELECT id, name FROM users WHERE auth_sub = $1', [sub]);
  const found = (await select()).rows[0];
  if (found) return found;
  const { rows } = await tx.query<{ id: string; name: string | null }>(
    `INSERT INTO users (auth_sub, email, name, nickname) VALUES ($1, $2, $3, $4)
     ON CONFLICT (auth_sub) DO NOTHING RETURNING id, name`,
    [sub, email, name, nickname],
  );
  // Nothing returned: another request inserted it meanwhile; a new statement sees its row.
  return rows[0] ?? (await select()).rows[0]!;
}

export function createUsersRepository(db: Queryable): UsersRepository {
  return {
    async syncFromIdentity({ sub, email, name, nickname }) {
      // A claim the token leaves out (Auth0 access tokens may carry none) keeps the stored value.
      const { rows } = await db.query<UserRow>(
        `INSERT INTO users (auth_sub, email, name, nickname)
         VALUES ($1, $2, $3, $4)
         ON CONFLICT (auth_sub) DO UPDATE SET
           email = COALESCE(EXCLUDED.email, users.email),
           name = COALESCE(EXCLUDED.name, users.name),
           nickname = COALESCE(EXCLUDED.nickname, users.nickname),
           updated_at = now()
         RETURNING ${COLUMNS}`,
        [sub, email, name, nickname],
      );
      return toUser(rows[0]!);
    },

    async findBySub(sub) {
      const { rows } = await db.query<UserRow>(`SELECT ${COLUMNS} FROM users WHERE auth_sub = $1`, [sub]);
      return rows[0] ? toUser(rows[0]) : null;
    },

    async existsByEmail(email) {
      const { rows } = await db.query<{ exists: boolean }>(
        'SELECT EXISTS (SELECT 1 FROM users WHERE lower(email) = lower($1)) AS "exists"',
        [email],
      );
      return rows[0]?.exists === true;
    },
  };
}

function toUser(row: UserRow): User {
  return { _id: row.id, email: row.email, name: row.name, nickname: row.nickname };
}

export default fp(
  async (app) => {
    app.decorate('usersRepository', createUsersRepository(app.db));
  },
  { name: 'users-repository', dependencies: ['db'] },
);

import fp from 'fastify-plugin';
import {
  normalizeDocumentNumber,
  normalizeUyPhone,
  profileMessages,
  type DocumentType,
  type Profile,
  type ProfileBody,
} from 'contracts';
import type { Db } from '../../db/db';
import { HttpError } from '../../lib/http';
import type { AuthUser } from '../../plugins/auth';
import { ensureUser } from '../users/users-repository';

/*
 * 'Mi Perfil' (GET and PUT /user/profile): always the caller's own row, found by the token's subject, so
 * nobody can read or change another person's. Name and e-mail are the sign-in's (users); phone and document
 * are what the person keeps (user_profiles), checked with contracts' Uruguayan rules and stored as digits.
 * Document numbers and phones are never logged: a refusal names the field, not the value.
 */

export interface ProfileService {
  get(identity: AuthUser): Promise<Profile>;
  update(identity: AuthUser, body: ProfileBody): Promise<Profile>;
}

declare module 'fastify' {
  interface FastifyInstance {
    profile: ProfileService;
  }
}

interface ProfileRow {
  name: string | null;
  email: string | null;
  phone: string | null;
  document_type: DocumentType | null;
  document_number: string | null;
}

const SELECT = `SELECT u.name, u.email, p.phone, p.document_type, p.document_number
                FROM users u LEFT JOIN user_profiles p ON p.user_id = u.id
                WHERE u.auth_sub = $1`;

function toProfile(row: ProfileRow): Profile {
  return {
    name: row.name,
    email: row.email,
    phone: row.phone,
    documentType: row.document_type,
    documentNumber: row.document_number,
  };
}

const blank = (value: string | null | undefined) => !value?.trim();

/** The body's phone and document as stored, or a 400 naming the field. */
export function profileColumns(body: ProfileBody): {
  phone: string | null;
  documentType: DocumentType | null;
  documentNumber: string | null;
} {
  let phone: string | null = null;
  if (!blank(body.phone)) {
    const checked = normalizeUyPhone(body.phone!);
    if (!checked.ok) throw new HttpError(400, checked.message, { field: 'phone' });
    phone = checked.value;
  }
  const type = body.documentType ?? null;
  if (blank(body.documentNumber)) {
    // A type alone is a choice not finished, not a document: nothing is kept.
    return { phone, documentType: null, documentNumber: null };
  }
  if (!type) throw new HttpError(400, profileMessages.documentTypeMissing, { field: 'documentType' });
  const checked = normalizeDocumentNumber(type, body.documentNumber!);
  if (!checked.ok) throw new HttpError(400, checked.message, { field: 'documentNumber' });
  return { phone, documentType: type, documentNumber: checked.value };
}

export function createProfileService(db: Db): ProfileService {
  return {
    async get(identity) {
      const { rows } = await db.query<ProfileRow>(SELECT, [identity.sub]);
      // Not synced yet: the sign-in's own claims, nothing kept.
      return rows[0]
        ? toProfile(rows[0])
        : { name: identity.name, email: identity.email, phone: null, documentType: null, documentNumber: null };
    },

    async update(identity, body) {
      const { phone, documentType, documentNumber } = profileColumns(body);
      return db.transaction(async (tx) => {
        const user = await ensureUser(tx, identity);
        await tx.query(
          `INSERT INTO user_profiles (user_id, phone, document_type, document_number) VALUES ($1, $2, $3, $4)
           ON CONFLICT (user_id) DO UPDATE SET phone = EXCLUDED.phone, document_type = EXCLUDED.document_type,
             document_number = EXCLUDED.document_number, updated_at = now()`,
          [user.id, phone, documentType, documentNumber],
        );
        const { rows } = await tx.query<ProfileRow>(SELECT, [identity.sub]);
        return toProfile(rows[0]!);
      });
    },
  };
}

export default fp(
  async (app) => {
    app.decorate('profile', createProfileService(app.db));
  },
  { name: 'profile', dependencies: ['db'] },
);

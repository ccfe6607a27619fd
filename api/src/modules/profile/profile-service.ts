import fp from 'fastify-plugin';
import { normalizeDocumentNumber, normalizeUyPhone, profileMessages, type Profile, type ProfileBody } from 'contracts';
import type { Db } from '../../db/db';
import { HttpError } from '../../lib/http';
import type { AuthUser } from '../../plugins/auth';
import { ensureUser } from '../users/users-repository';
import { createProfileRepository, type ProfileColumns } from './profile-repository';

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

const blank = (value: string | null | undefined) => !value?.trim();

/** The body's phone and document as stored, or a 400 naming the field. */
export function profileColumns(body: ProfileBody): ProfileColumns {
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
      // Not synced yet: the sign-in's own claims, nothing kept.
      return (
        (await createProfileRepository(db).findBySub(identity.sub)) ?? {
          name: identity.name,
          email: identity.email,
          phone: null,
          documentType: null,
          documentNumber: null,
        }
      );
    },

    async update(identity, body) {
      const columns = profileColumns(body);
      return db.transaction(async (tx) => {
        const user = await ensureUser(tx, identity);
        const profiles = createProfileRepository(tx);
        await profiles.save(user.id, columns);
        return (await profiles.findBySub(identity.sub))!;
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

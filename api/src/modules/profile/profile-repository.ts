import type { DocumentType, Profile } from 'contracts';
import type { Queryable } from '../../db/db';

/*
 * Every statement of 'Mi Perfil', and the projection of the users and user_profiles rows into the API's
 * Profile. Takes the database or a transaction's `tx`; the service keeps the Uruguayan rules and the messages.
 */

interface ProfileRow {
  name: string | null;
  email: string | null;
  phone: string | null;
  document_type: DocumentType | null;
  document_number: string | null;
}

function toProfile(row: ProfileRow): Profile {
  return {
    name: row.name,
    email: row.email,
    phone: row.phone,
    documentType: row.document_type,
    documentNumber: row.document_number,
  };
}

/** What the person keeps, as stored (digits). */
export interface ProfileColumns {
  phone: string | null;
  documentType: DocumentType | null;
  documentNumber: string | null;
}

export interface ProfileRepository {
  /** The profile of that sign-in; null when it has no users row yet. */
  findBySub(sub: string): Promise<Profile | null>;
  /** Replaces the user's phone and document. */
  save(userId: string, columns: ProfileColumns): Promise<void>;
}

export function createProfileRepository(q: Queryable): ProfileRepository {
  return {
    async findBySub(sub) {
      const { rows } = await q.query<ProfileRow>(
        `SELECT u.name, u.email, p.phone, p.document_type, p.document_number
         FROM users u LEFT JOIN user_profiles p ON p.user_id = u.id
         WHERE u.auth_sub = $1`,
        [sub],
      );
      return rows[0] ? toProfile(rows[0]) : null;
    },

    async save(userId, { phone, documentType, documentNumber }) {
      await q.query(
        `INSERT INTO user_profiles (user_id, phone, document_type, document_number) VALUES ($1, $2, $3, $4)
         ON CONFLICT (user_id) DO UPDATE SET phone = EXCLUDED.phone, document_type = EXCLUDED.document_type,
           document_number = EXCLUDED.document_number, updated_at = now()`,
        [userId, phone, documentType, documentNumber],
      );
    },
  };
}

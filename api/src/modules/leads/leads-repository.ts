import type { Queryable } from '../../db/db';

/*
 * The leads table's statement. Takes the database or a transaction's `tx`; the service keeps the rules and
 * queues the forwarding in the same transaction.
 */

export interface NewLead {
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  birthDate: string | null;
  declaredValue: number | null;
}

export interface LeadsRepository {
  /** Stores the lead; returns its id and when it was stored (ISO 8601, UTC). */
  insert(lead: NewLead): Promise<{ id: string; createdAt: string }>;
}

export function createLeadsRepository(q: Queryable): LeadsRepository {
  return {
    async insert({ firstName, lastName, email, phone, birthDate, declaredValue }) {
      const { rows } = await q.query<{ id: string; created_at: Date | string }>(
        `INSERT INTO leads (first_name, last_name, email, phone, birth_date, declared_value)
         VALUES ($1, $2, $3, $4, $5, $6) RETURNING id, created_at`,
        [firstName, lastName, email, phone, birthDate, declaredValue],
      );
      return { id: rows[0]!.id, createdAt: new Date(rows[0]!.created_at).toISOString() };
    },
  };
}

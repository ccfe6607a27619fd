import type { Queryable } from '../../db/db';

/*
 * Every statement of the insurance-requests service: a request for another insurance and its files, by form field.
 * Takes the database or a transaction's `tx`; the service keeps the form's rules, the messages, the team's
 * e-mail, the lead and the transaction.
 */

export interface NewInsuranceRequest {
  id: string;
  producto: string;
  /** The signed-in sender's users row; null for a visitor. */
  userId: string | null;
  /** Where the team answers; null when a garantía request gives only a celular. */
  email: string | null;
  /** The product's text fields as validated (files apart). */
  campos: Record<string, unknown>;
}

export interface InsuranceRequestsRepository {
  /** Inserts the request; returns when it was stored (ISO 8601, UTC). */
  insert(solicitud: NewInsuranceRequest): Promise<string>;
  /** The request's files, in the order given (their `position`), each under its form field. */
  addFiles(
    insuranceRequestId: string,
    files: ReadonlyArray<{ fileId: string; field: string; name: string }>,
  ): Promise<void>;
}

export function createInsuranceRequestsRepository(q: Queryable): InsuranceRequestsRepository {
  return {
    async insert({ id, producto, userId, email, campos }) {
      const { rows } = await q.query<{ created_at: Date | string }>(
        `INSERT INTO solicitudes (id, producto, user_id, email, campos) VALUES ($1, $2, $3, $4, $5::jsonb)
         RETURNING created_at`,
        [id, producto, userId, email, JSON.stringify(campos)],
      );
      return new Date(rows[0]!.created_at).toISOString();
    },

    async addFiles(insuranceRequestId, files) {
      for (const [position, file] of files.entries()) {
        await q.query(
          'INSERT INTO solicitud_files (solicitud_id, file_id, position, field, name) VALUES ($1, $2, $3, $4, $5)',
          [insuranceRequestId, file.fileId, position, file.field, file.name],
        );
      }
    },
  };
}

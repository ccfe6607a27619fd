import type { EmissionResult } from 'contracts';
import type { Queryable } from '../../db/db';
import type { EmissionPolicy } from './emission-request';
import type { SbiEmission } from './sbi-client';

/*
 * Every statement of the emissions service: the `emissions` row of a policy (claimed in 'enviando' while the
 * partner is called, then the partner's answer), what the emission writes on the policy, and the partner's
 * deliveries. Takes the database or a transaction's `tx`; the service keeps the rules (claims, waits,
 * retries), the messages, the e-mails and the transactions.
 */

interface StoredRow {
  estado: string;
  emision_id: string | null;
  link_de_pago: string | null;
}

/** The API's EmissionResult of an emissions row that holds the partner's answer. */
export const toEmissionResult = (row: StoredRow): EmissionResult => ({
  emisionId: row.emision_id!,
  linkDePago: row.link_de_pago,
  estado: row.estado,
});

/** A policy about to be emitted, with its emission if it has one. */
export interface PolicyForEmission extends EmissionPolicy {
  status: string;
  externo: boolean;
  /** The emission's state ('enviando' while an attempt holds it); null when there is none. */
  emissionState: string | null;
  /** The stored answer, once the emission is past 'enviando'. */
  emission: EmissionResult | null;
}

/** A policy as the partner's notification finds it (locked), with what its emission's request said. */
export interface PolicyForNotification {
  status: string;
  numeroPoliza: string | null;
  name: string | null;
  emisionId: string | null;
  /** The buyer's e-mail and first name, as sent to the partner. */
  email: string | null;
  firstName: string | null;
}

/** An emission held by an attempt ('enviando') or finished (its answer), as a claim finds it. */
export type LockedEmission = { estado: 'enviando'; stale: boolean } | { estado: string; stored: EmissionResult };

export interface EmissionsRepository {
  /** The user's policy with its emission's state. */
  policyForEmission(sub: string, policyId: string): Promise<PolicyForEmission | null>;
  /** Claims the policy's emission for an attempt ('enviando'); false when it already has a row. */
  insertClaim(policyId: string, claimId: string): Promise<boolean>;
  /**
   * Locks the policy's emission row (FOR UPDATE): held ('enviando', stale when claimed longer ago than
   * `staleAfterMs`) or finished; null when there is none.
   */
  lockEmission(policyId: string, staleAfterMs: number): Promise<LockedEmission | null>;
  /** Gives a stale claim to another attempt. */
  takeOverClaim(policyId: string, claimId: string): Promise<void>;
  /** Deletes the attempt's claim (only while it still holds it), so a later retry calls the partner again. */
  releaseClaim(policyId: string, claimId: string): Promise<void>;
  /**
   * Stores the partner's answer on the attempt's claim, with the request as sent (`request`, without the
   * invoice's bytes). False when the attempt no longer holds the claim (nothing is written).
   */
  storeAnswer(policyId: string, claimId: string, answer: SbiEmission, request: unknown): Promise<boolean>;
  /** The emission's stored answer; null while an attempt holds it or when there is none. */
  storedResult(policyId: string): Promise<EmissionResult | null>;
  /** Writes the buyer's answer on the policy: payment method, titular (and user_name when the user has none), price, instalments. */
  recordPurchase(
    policyId: string,
    values: { metodoPago: string; titular: string; price: number; cuotas: number | null },
  ): Promise<void>;
  /** Issues the policy (number, dates, 'activa' as `activeStatus`) and marks a finished emission 'emitida'. */
  activate(
    policyId: string,
    event: Pick<SbiEmission, 'numeroPoliza' | 'fechaEmision' | 'fechaVencimiento'>,
    activeStatus: string,
  ): Promise<void>;
  /** Records a partner delivery; false when its id was seen before. */
  recordDelivery(deliveryId: string, policyId: string, numeroPoliza: string | null): Promise<boolean>;
  /** The policy a notification issues, locked (FOR UPDATE). */
  lockForNotification(policyId: string): Promise<PolicyForNotification | null>;
}

export function createEmissionsRepository(q: Queryable): EmissionsRepository {
  return {
    async policyForEmission(sub, policyId) {
      const { rows } = await q.query<
        EmissionPolicy & {
          status: string;
          externo: boolean;
          e_estado: string | null;
          e_emision_id: string | null;
          e_link_de_pago: string | null;
        }
      >(
        `SELECT p.id, p.category, p.product_id, p.package_id, p.created_from_quote_id, p.status, p.externo,
                e.estado AS e_estado, e.emision_id AS e_emision_id, e.link_de_pago AS e_link_de_pago
         FROM policies p JOIN users u ON u.id = p.owner_user_id
         LEFT JOIN emissions e ON e.policy_id = p.id
         WHERE p.id = $1 AND u.auth_sub = $2`,
        [policyId, sub],
      );
      const row = rows[0];
      if (!row) return null;
      const { e_estado, e_emision_id, e_link_de_pago, ...policy } = row;
      return {
        ...policy,
        emissionState: e_estado,
        emission:
          e_estado && e_estado !== 'enviando'
            ? toEmissionResult({ estado: e_estado, emision_id: e_emision_id, link_de_pago: e_link_de_pago })
            : null,
      };
    },

    async insertClaim(policyId, claimId) {
      const inserted = await q.query(
        `INSERT INTO emissions (policy_id, estado, claim_id, claimed_at) VALUES ($1, 'enviando', $2, now())
         ON CONFLICT (policy_id) DO NOTHING RETURNING policy_id`,
        [policyId, claimId],
      );
      return inserted.rowCount > 0;
    },

    async lockEmission(policyId, staleAfterMs) {
      const { rows } = await q.query<StoredRow & { stale: boolean }>(
        `SELECT estado, emision_id, link_de_pago, claimed_at < now() - make_interval(secs => $2::float8 / 1000) AS stale
         FROM emissions WHERE policy_id = $1 FOR UPDATE`,
        [policyId, staleAfterMs],
      );
      const row = rows[0];
      if (!row) return null;
      return row.estado === 'enviando'
        ? { estado: 'enviando', stale: row.stale }
        : { estado: row.estado, stored: toEmissionResult(row) };
    },

    async takeOverClaim(policyId, claimId) {
      await q.query(`UPDATE emissions SET claim_id = $2, claimed_at = now() WHERE policy_id = $1`, [policyId, claimId]);
    },

    async releaseClaim(policyId, claimId) {
      await q.query(`DELETE FROM emissions WHERE policy_id = $1 AND estado = 'enviando' AND claim_id = $2`, [
        policyId,
        claimId,
      ]);
    },

    async storeAnswer(policyId, claimId, answer, request) {
      const { rowCount } = await q.query(
        `UPDATE emissions SET estado = $3, claim_id = NULL, claimed_at = NULL, emision_id = $4, forma_de_pago = $5, cuotas = $6,
                link_de_pago = $7, precio = $8, numero_poliza = $9, request = $10::jsonb, updated_at = now()
         WHERE policy_id = $1 AND estado = 'enviando' AND claim_id = $2`,
        [
          policyId,
          claimId,
          answer.estado,
          answer.emisionId,
          answer.formaDePago,
          answer.cantidadDeCuotas,
          answer.linkDePago,
          answer.precio,
          answer.numeroPoliza,
          JSON.stringify(request),
        ],
      );
      return rowCount > 0;
    },

    async storedResult(policyId) {
      const { rows } = await q.query<StoredRow>(
        'SELECT estado, emision_id, link_de_pago FROM emissions WHERE policy_id = $1',
        [policyId],
      );
      const row = rows[0];
      return row && row.estado !== 'enviando' ? toEmissionResult(row) : null;
    },

    async recordPurchase(policyId, { metodoPago, titular, price, cuotas }) {
      await q.query(
        `UPDATE policies p SET metodo_pago = $2, titular = $3, user_name = COALESCE(u.name, $3), price = $4, cuotas = $5, updated_at = now()
         FROM users u WHERE p.id = $1 AND u.id = p.owner_user_id`,
        [policyId, metodoPago, titular, price, cuotas],
      );
    },

    async activate(policyId, event, activeStatus) {
      await q.query(
        `UPDATE policies SET numero_poliza = $2, fecha_emision = $3, fecha_vencimiento = $4, status = $5, updated_at = now() WHERE id = $1`,
        [policyId, event.numeroPoliza, event.fechaEmision, event.fechaVencimiento, activeStatus],
      );
      await q.query(
        `UPDATE emissions SET estado = 'emitida', numero_poliza = $2, updated_at = now() WHERE policy_id = $1 AND estado <> 'enviando'`,
        [policyId, event.numeroPoliza],
      );
    },

    async recordDelivery(deliveryId, policyId, numeroPoliza) {
      const recorded = await q.query(
        `INSERT INTO partner_deliveries (delivery_id, policy_id, event, numero_poliza) VALUES ($1, $2, 'emision.emitida', $3)
         ON CONFLICT (delivery_id) DO NOTHING RETURNING delivery_id`,
        [deliveryId, policyId, numeroPoliza],
      );
      return recorded.rowCount > 0;
    },

    async lockForNotification(policyId) {
      const { rows } = await q.query<{
        status: string;
        numero_poliza: string | null;
        name: string | null;
        emision_id: string | null;
        email: string | null;
        first_name: string | null;
      }>(
        `SELECT p.status, p.numero_poliza, p.name, e.emision_id,
                e.request->>'correoElectronico' AS email, e.request->>'nombreORazonSocial' AS first_name
         FROM policies p LEFT JOIN emissions e ON e.policy_id = p.id
         WHERE p.id = $1 FOR UPDATE OF p`,
        [policyId],
      );
      const row = rows[0];
      if (!row) return null;
      return {
        status: row.status,
        numeroPoliza: row.numero_poliza,
        name: row.name,
        emisionId: row.emision_id,
        email: row.email,
        firstName: row.first_name,
      };
    },
  };
}

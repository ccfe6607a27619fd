import type { Benefit, Policy, Prefill } from 'contracts';
import type { Queryable } from '../../db/db';

/**
 * A `policies` row as `to_json(p)` gives it: numerics as numbers, dates `YYYY-MM-DD`, timestamps ISO 8601
 * with the session's offset, the same through pg and PGlite whatever the session's time zone or date style.
 * One JSON value per policy rather than a column each: both drivers decode and parse every column on their
 * own, which made the wallet read (20 policies, the hottest path) a third slower on PGlite.
 * A new field is its column (migration), its line here and its line in toPolicy.
 */
export interface PolicyRow {
  id: string;
  owner_user_id: string;
  name: string | null;
  category: string | null;
  insurer: string | null;
  company_id: string | null;
  plan: string | null;
  selected_package: string | null;
  package_name: string | null;
  numero_poliza: string | null;
  titular: string | null;
  user_name: string | null;
  status: string;
  declared_value: number | null;
  price: number | null;
  fecha_emision: string | null;
  fecha_vencimiento: string | null;
  metodo_pago: string | null;
  externo: boolean;
  benefits: Benefit[];
  product_id: string | null;
  package_id: string | null;
  created_from_quote_id: string | null;
  tipo_renovacion: string | null;
  prima: number | null;
  premio_total: number | null;
  cuotas: number | null;
  corredor: string | null;
  producto: string | null;
  descripcion_bien: string | null;
  cobertura: string | null;
  limite: string | null;
  deducible: string | null;
  prefill: Prefill | null;
  created_at: string;
  updated_at: string;
}

/** The API's Policy (contracts) of a row: every field present, null when unknown. */
export function toPolicy(row: PolicyRow): Policy {
  // The manual form's names for titular, fechaEmision... exist only on policies loaded by hand.
  const manual = row.externo;
  return {
    _id: row.id,
    name: row.name,
    category: row.category,
    insurer: row.insurer,
    companyId: row.company_id,
    plan: row.plan,
    selectedPackage: row.selected_package,
    packageName: row.package_name,
    // The older screens' name of packageName.
    nombrePaquete: row.package_name,
    numeroPoliza: row.numero_poliza,
    titular: row.titular,
    userName: row.user_name,
    status: row.status,
    declaredValue: row.declared_value,
    price: row.price,
    fechaEmision: row.fecha_emision,
    fechaVencimiento: row.fecha_vencimiento,
    metodoPago: row.metodo_pago,
    externo: row.externo,
    benefits: row.benefits,
    productId: row.product_id,
    packageId: row.package_id,
    createdFromQuoteId: row.created_from_quote_id,
    asegurado: manual ? row.titular : null,
    vigenciaDesde: manual ? row.fecha_emision : null,
    vigenciaHasta: manual ? row.fecha_vencimiento : null,
    medioPago: manual ? row.metodo_pago : null,
    tipoRenovacion: row.tipo_renovacion,
    prima: row.prima,
    premioTotal: row.premio_total,
    cuotas: row.cuotas,
    corredor: row.corredor,
    producto: row.producto,
    descripcionBien: row.descripcion_bien,
    cobertura: row.cobertura,
    limite: row.limite,
    deducible: row.deducible,
    prefill: row.prefill,
    createdAt: toUtcIso(row.created_at),
    updatedAt: toUtcIso(row.updated_at),
  };
}

// A timestamp PostgreSQL wrote in UTC (both servers' sessions here are UTC): seconds, then any fraction.
const UTC_TIMESTAMP = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(?:\.(\d+))?\+00:00$/;

/**
 * UTC ISO 8601 (milliseconds, `Z`) of a timestamp given in the session's time zone, as
 * `new Date(timestamp).toISOString()` gives it. A UTC one is rewritten without parsing it: the Date parser
 * (~1.7 µs with microseconds) ran 40 times per wallet read and was 5% of the api's CPU on it.
 */
export function toUtcIso(timestamp: string): string {
  const utc = UTC_TIMESTAMP.exec(timestamp);
  if (!utc) return new Date(timestamp).toISOString();
  // Date keeps milliseconds and drops the rest of the fraction (truncates, does not round).
  return `${timestamp.slice(0, 19)}.${(utc[1] ?? '').slice(0, 3).padEnd(3, '0')}Z`;
}

/** The select list of every read: the policies row `p` as one JSON value (see PolicyRow). */
const POLICY = 'to_json(p) AS policy';

/** Newest first; the id breaks ties between policies created in the same transaction. */
const NEWEST_FIRST = 'ORDER BY p.created_at DESC, p.id DESC';

/**
 * Reads and writes of policies, one statement each, answering the API's Policy. Takes the database or a
 * transaction's `tx`, so a write can read back what it wrote before it commits.
 */
export interface PoliciesRepository {
  /** The user's wallet ('Tus seguros'): the policies they own that are in user_policies. */
  wallet(sub: string, limit: number): Promise<Policy[]>;
  /** The policies the user owns, optionally at one insurer. */
  owned(sub: string, companyId: string | null, limit: number): Promise<Policy[]>;
  /** The policy if the user owns it. */
  findOwned(sub: string, id: string): Promise<Policy | null>;
  findById(id: string): Promise<Policy | null>;
  /** Inserts a policy from column values (names are the code's, never input) and returns it. */
  insert(columns: Record<string, unknown>): Promise<Policy>;
  /** Sets the given columns and updated_at; null when there is no such policy. */
  update(id: string, columns: Record<string, unknown>): Promise<Policy | null>;
}

export function createPoliciesRepository(q: Queryable): PoliciesRepository {
  const many = async (sql: string, params: unknown[], name?: string) =>
    (await q.query<{ policy: PolicyRow }>(sql, params, { name })).rows.map((r) => toPolicy(r.policy));
  const one = async (sql: string, params: unknown[]) => {
    const row = (await q.query<{ policy: PolicyRow }>(sql, params)).rows[0];
    return row ? toPolicy(row.policy) : null;
  };

  return {
    wallet: (sub, limit) =>
      many(
        `SELECT ${POLICY}
         FROM users u
         JOIN user_policies up ON up.user_id = u.id
         JOIN policies p ON p.id = up.policy_id AND p.owner_user_id = u.id
         WHERE u.auth_sub = $1
         ${NEWEST_FIRST}
         LIMIT $2`,
        [sub, limit],
        // The hot path: prepared once per PostgreSQL connection or PGlite session.
        'policies.wallet',
      ),

    owned: (sub, companyId, limit) =>
      many(
        `SELECT ${POLICY}
         FROM users u
         JOIN policies p ON p.owner_user_id = u.id
         WHERE u.auth_sub = $1 AND ($2::text IS NULL OR p.company_id = $2)
         ${NEWEST_FIRST}
         LIMIT $3`,
        [sub, companyId, limit],
      ),

    findOwned: (sub, id) =>
      one(
        `SELECT ${POLICY} FROM policies p JOIN users u ON u.id = p.owner_user_id WHERE p.id = $1 AND u.auth_sub = $2`,
        [id, sub],
      ),

    findById: (id) => one(`SELECT ${POLICY} FROM policies p WHERE p.id = $1`, [id]),

    async insert(columns) {
      const names = Object.keys(columns);
      const inserted = await one(
        `INSERT INTO policies AS p (${names.join(', ')})
         VALUES (${names.map((_, i) => `$${i + 1}`).join(', ')})
         RETURNING ${POLICY}`,
        Object.values(columns),
      );
      return inserted!;
    },

    update: (id, columns) => {
      const names = Object.keys(columns);
      return one(
        `UPDATE policies p SET ${names.map((name, i) => `${name} = $${i + 2}`).join(', ')}, updated_at = now()
         WHERE p.id = $1
         RETURNING ${POLICY}`,
        [id, ...Object.values(columns)],
      );
    },
  };
}

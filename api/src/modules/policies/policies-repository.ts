import type { Benefit, ExternalPolicyDocument, Policy, Prefill } from 'contracts';
import type { Queryable, QueryOptions } from '../../db/db';

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
 * Every statement of the policies service: reads and writes of policies (answering the API's Policy), the
 * wallet (user_policies), a policy's documents and the quote a policy is bought from. Takes the database or a
 * transaction's `tx`, so a write can read back what it wrote before it commits; the service keeps the rules,
 * the messages and the transactions.
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
  /** Locks the user's policy for a change (FOR UPDATE): who owns it and whether it was loaded by hand. */
  lockOwned(sub: string, id: string): Promise<{ externo: boolean; ownerUserId: string } | null>;
  /**
   * Deletes the user's policy with what hangs from it (reminders, document rows) and its documents' files.
   * False when the user owns no such policy (nothing is deleted).
   */
  removeOwned(sub: string, id: string): Promise<boolean>;

  /** Whether the manual form's category and insurer are in the catalogue. */
  catalogueHas(category: string, insurer: string): Promise<{ category: boolean; insurer: boolean }>;
  /** How many of `ids` the user owns. */
  countOwnedBy(userId: string, ids: string[]): Promise<number>;
  /** Adds policies to the user's wallet; those already there stay as they are. */
  addToWallet(userId: string, ids: string[]): Promise<void>;

  /** The documents of the user's policy, oldest first; null when the user owns no such policy. */
  documents(sub: string, id: string): Promise<ExternalPolicyDocument[] | null>;
  /** One document of the user's policy: its name and type; null when there is none. */
  document(sub: string, id: string, fileId: string): Promise<{ name: string; contentType: string } | null>;

  /** The quote a purchase is made from, locked (FOR UPDATE) so concurrent purchases of it take turns. */
  lockQuote(quoteId: string): Promise<QuoteForPolicy | null>;
  /** A quote made signed out becomes the buyer's. */
  claimQuote(quoteId: string, userId: string): Promise<void>;
  /** The id of the policy bought from a quote, if any. */
  idFromQuote(quoteId: string): Promise<string | null>;
  /**
   * Inserts the pending policy of a quote (the partner's, not paid yet); null when the quote already has one
   * (ON CONFLICT on created_from_quote_id).
   */
  insertFromQuote(policy: PolicyFromQuote): Promise<string | null>;
}

/** The quote columns a purchase reads. */
export interface QuoteForPolicy {
  id: string;
  owner_user_id: string | null;
  category: string;
  declared_value: string;
  price: string;
  contact_email: string | null;
  contact_name: string | null;
  contact_surname: string | null;
  product_id: string;
  product_name: string | null;
  package_id: string;
  package_name: string | null;
  selected_package: string | null;
  coberturas: Array<{ nombreCobertura: string; sumaAsegurada: number }>;
}

/** What a policy bought from a quote starts with. */
export interface PolicyFromQuote {
  ownerUserId: string;
  userName: string | null;
  titular: string | null;
  status: string;
  benefits: Benefit[];
  quote: QuoteForPolicy;
}

export function createPoliciesRepository(q: Queryable): PoliciesRepository {
  const many = async (sql: string, params: unknown[], options?: QueryOptions) =>
    (await q.query<{ policy: PolicyRow }>(sql, params, options)).rows.map((r) => toPolicy(r.policy));
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
        { name: 'policies.wallet' },
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

    async lockOwned(sub, id) {
      const { rows } = await q.query<{ externo: boolean; owner_user_id: string }>(
        `SELECT p.externo, p.owner_user_id FROM policies p JOIN users u ON u.id = p.owner_user_id
         WHERE p.id = $1 AND u.auth_sub = $2 FOR UPDATE OF p`,
        [id, sub],
      );
      return rows[0] ? { externo: rows[0].externo, ownerUserId: rows[0].owner_user_id } : null;
    },

    async removeOwned(sub, id) {
      const { rows } = await q.query<{ file_id: string }>(
        `SELECT pf.file_id FROM policy_files pf
         JOIN policies p ON p.id = pf.policy_id JOIN users u ON u.id = p.owner_user_id
         WHERE p.id = $1 AND u.auth_sub = $2`,
        [id, sub],
      );
      const { rowCount } = await q.query(
        `DELETE FROM policies p USING users u WHERE p.id = $1 AND p.owner_user_id = u.id AND u.auth_sub = $2`,
        [id, sub],
      );
      if (rowCount === 0) return false;
      // Its documents' rows went with the policy; their bytes go too.
      if (rows.length > 0) {
        await q.query('DELETE FROM files WHERE id = ANY($1::uuid[])', [rows.map((r) => r.file_id)]);
      }
      return true;
    },

    async catalogueHas(category, insurer) {
      const { rows } = await q.query<{ category: boolean; insurer: boolean }>(
        `SELECT EXISTS (SELECT 1 FROM categories WHERE id = $1) AS category, EXISTS (SELECT 1 FROM insurers WHERE slug = $2) AS insurer`,
        [category, insurer],
      );
      return { category: rows[0]?.category === true, insurer: rows[0]?.insurer === true };
    },

    async countOwnedBy(userId, ids) {
      const { rows } = await q.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM policies WHERE id = ANY($1::uuid[]) AND owner_user_id = $2',
        [ids, userId],
      );
      return rows[0]!.n;
    },

    async addToWallet(userId, ids) {
      await q.query(
        `INSERT INTO user_policies (user_id, policy_id) SELECT $1, unnest($2::uuid[]) ON CONFLICT DO NOTHING`,
        [userId, ids],
      );
    },

    async documents(sub, id) {
      const { rows } = await q.query<{ documents: ExternalPolicyDocument[] | string }>(
        `SELECT COALESCE((
           SELECT json_agg(json_build_object('_id', f.id, 'name', pf.name, 'size', f.size_bytes,
                                             'contentType', f.content_type, 'createdAt', pf.created_at)
                           ORDER BY pf.created_at, f.id)
           FROM policy_files pf JOIN files f ON f.id = pf.file_id
           WHERE pf.policy_id = p.id
         ), '[]'::json) AS documents
         FROM policies p JOIN users u ON u.id = p.owner_user_id
         WHERE p.id = $1 AND u.auth_sub = $2`,
        [id, sub],
      );
      if (!rows[0]) return null;
      const documents = typeof rows[0].documents === 'string' ? JSON.parse(rows[0].documents) : rows[0].documents;
      return (documents as ExternalPolicyDocument[]).map((d) => ({
        ...d,
        createdAt: new Date(d.createdAt).toISOString(),
      }));
    },

    async document(sub, id, fileId) {
      const { rows } = await q.query<{ name: string; content_type: string }>(
        `SELECT pf.name, f.content_type
         FROM policy_files pf JOIN files f ON f.id = pf.file_id
         JOIN policies p ON p.id = pf.policy_id JOIN users u ON u.id = p.owner_user_id
         WHERE pf.policy_id = $1 AND pf.file_id = $2 AND u.auth_sub = $3`,
        [id, fileId, sub],
      );
      return rows[0] ? { name: rows[0].name, contentType: rows[0].content_type } : null;
    },

    async lockQuote(quoteId) {
      const { rows } = await q.query<QuoteForPolicy>(
        `SELECT id, owner_user_id, category, declared_value, price, contact_email, contact_name, contact_surname,
                product_id, product_name, package_id, package_name, selected_package, coberturas
         FROM quotes WHERE id = $1 FOR UPDATE`,
        [quoteId],
      );
      return rows[0] ?? null;
    },

    async claimQuote(quoteId, userId) {
      await q.query('UPDATE quotes SET owner_user_id = $2 WHERE id = $1', [quoteId, userId]);
    },

    async idFromQuote(quoteId) {
      const { rows } = await q.query<{ id: string }>('SELECT id FROM policies WHERE created_from_quote_id = $1', [
        quoteId,
      ]);
      return rows[0]?.id ?? null;
    },

    async insertFromQuote({ ownerUserId, userName, titular, status, benefits, quote }) {
      const { rows } = await q.query<{ id: string }>(
        `INSERT INTO policies (owner_user_id, name, category, insurer, company_id, plan, selected_package, package_name,
                               titular, user_name, status, declared_value, price, externo, benefits, product_id, package_id,
                               created_from_quote_id)
         VALUES ($1, $2, $3, 'sbi', 'sbi', $4, $5, $4, $6, $7, $8, $9, $10, false, $11::jsonb, $12, $13, $14)
         ON CONFLICT (created_from_quote_id) DO NOTHING
         RETURNING id`,
        [
          ownerUserId,
          quote.product_name,
          quote.category,
          quote.package_name,
          quote.selected_package ?? quote.package_name,
          titular,
          userName,
          status,
          quote.declared_value,
          quote.price,
          JSON.stringify(benefits),
          quote.product_id,
          quote.package_id,
          quote.id,
        ],
      );
      return rows[0]?.id ?? null;
    },
  };
}

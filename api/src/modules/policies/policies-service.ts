import { randomUUID } from 'node:crypto';
import fp from 'fastify-plugin';
import { POLICY_LIST_LIMIT, type ManualPolicyBody, type Policy } from 'contracts';
import type { Db, Queryable } from '../../db/db';
import { HttpError } from '../../lib/http';
import type { AuthUser } from '../../plugins/auth';
import { ensureUser } from '../users/users-repository';
import { createPoliciesRepository } from './policies-repository';

export const policyMessages = {
  notFound: 'No encontramos la póliza.',
  quoteNotFound: 'No encontramos la cotización.',
  missingContactEmail: 'Falta el correo de contacto',
  notEditable: 'Esta póliza no se puede editar: solo se editan las pólizas que cargaste vos.',
  invalidCategory: 'La categoría no es válida.',
  invalidInsurer: 'La aseguradora no es válida.',
  validityOrder: 'La vigencia hasta no puede ser anterior a la vigencia desde.',
} as const;

/** Status of a policy bought through the product until it is paid ('Pendiente de pago'). */
export const PENDING_STATUS = 'pendiente';

export interface PoliciesService {
  /** GET /user/policy: the caller's wallet, newest first, at most POLICY_LIST_LIMIT. */
  listWallet(sub: string): Promise<Policy[]>;
  /** GET /policy and /policy/company/{companyId}: the policies the caller owns. */
  listOwned(sub: string, companyId?: string): Promise<Policy[]>;
  /** Another user's policy is not found, like one that does not exist. */
  get(sub: string, id: string): Promise<Policy>;
  /** POST /policy/external: creates the policy and adds it to the caller's wallet. */
  createExternal(identity: AuthUser, body: ManualPolicyBody): Promise<Policy>;
  /** PUT /policy/{id}: replaces the manual fields of a policy the caller loaded. */
  updateExternal(identity: AuthUser, id: string, body: ManualPolicyBody): Promise<Policy>;
  remove(sub: string, id: string): Promise<void>;
  /** POST /user/policy: adds policies the caller owns to the wallet; all or nothing. Returns the wallet. */
  attach(identity: AuthUser, ids: string[]): Promise<Policy[]>;
  /** POST /user/policy-from-quote: one policy per quote, however often or concurrently it is called. */
  createFromQuote(identity: AuthUser, quoteId: string): Promise<Policy>;
}

declare module 'fastify' {
  interface FastifyInstance {
    policies: PoliciesService;
  }
}

const REQUIRED_WHEN_ACTIVE: Array<[keyof ManualPolicyBody, string]> = [
  ['vigenciaDesde', 'vigencia desde'],
  ['vigenciaHasta', 'vigencia hasta'],
  ['producto', 'producto'],
  ['plan', 'plan'],
];

export function createPoliciesService(db: Db): PoliciesService {
  const policies = createPoliciesRepository(db);

  /** Checks the manual form's rules the schema cannot express and maps it to columns. */
  async function manualColumns(q: Queryable, body: ManualPolicyBody): Promise<Record<string, unknown>> {
    const text = (value: string | null | undefined) => {
      const trimmed = value?.trim();
      return trimmed ? trimmed : null;
    };
    const category = body.category.toLowerCase();
    const insurer = body.insurer.toLowerCase();
    const { rows } = await q.query<{ category: boolean; insurer: boolean }>(
      `SELECT EXISTS (SELECT 1 FROM categories WHERE id = $1) AS category, EXISTS (SELECT 1 FROM insurers WHERE slug = $2) AS insurer`,
      [category, insurer],
    );
    if (!rows[0]?.category) throw new HttpError(400, policyMessages.invalidCategory);
    if (!rows[0]?.insurer) throw new HttpError(400, policyMessages.invalidInsurer);

    if (body.status === 'activa') {
      const required = [...REQUIRED_WHEN_ACTIVE];
      if (insurer === 'sbi') required.push(['numeroPoliza', 'número de póliza']);
      const missing = required.filter(([field]) => {
        const value = body[field];
        return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
      });
      if (missing.length > 0) {
        throw new HttpError(400, `Para guardar la póliza completá: ${missing.map(([, label]) => label).join(', ')}.`);
      }
    }
    if (body.vigenciaDesde && body.vigenciaHasta && body.vigenciaHasta < body.vigenciaDesde) {
      throw new HttpError(400, policyMessages.validityOrder);
    }

    const producto = text(body.producto);
    const plan = text(body.plan);
    return {
      name: producto ?? plan,
      category,
      insurer,
      company_id: insurer,
      plan,
      numero_poliza: text(body.numeroPoliza),
      titular: text(body.asegurado),
      status: body.status,
      price: body.premioTotal ?? body.prima ?? null,
      fecha_emision: body.vigenciaDesde ?? null,
      fecha_vencimiento: body.vigenciaHasta ?? null,
      metodo_pago: text(body.medioPago),
      product_id: text(body.productId),
      package_id: text(body.packageId),
      tipo_renovacion: text(body.tipoRenovacion),
      prima: body.prima ?? null,
      premio_total: body.premioTotal ?? null,
      cuotas: body.cuotas ?? null,
      corredor: text(body.corredor),
      producto,
      descripcion_bien: text(body.descripcionBien),
      cobertura: text(body.cobertura),
      limite: text(body.limite),
      deducible: text(body.deducible),
      prefill: body.prefill ? JSON.stringify(body.prefill) : null,
    };
  }

  return {
    listWallet: (sub) => policies.wallet(sub, POLICY_LIST_LIMIT),

    listOwned: (sub, companyId) => policies.owned(sub, companyId?.toLowerCase() ?? null, POLICY_LIST_LIMIT),

    async get(sub, id) {
      const policy = await policies.findOwned(sub, id);
      if (!policy) throw new HttpError(404, policyMessages.notFound);
      return policy;
    },

    createExternal: (identity, body) =>
      db.transaction(async (tx) => {
        const user = await ensureUser(tx, identity);
        const columns = {
          ...(await manualColumns(tx, body)),
          owner_user_id: user.id,
          user_name: user.name,
          externo: true,
        };
        const policy = await createPoliciesRepository(tx).insert(columns);
        await tx.query('INSERT INTO user_policies (user_id, policy_id) VALUES ($1, $2)', [user.id, policy._id]);
        return policy;
      }),

    updateExternal: (identity, id, body) =>
      db.transaction(async (tx) => {
        const { rows } = await tx.query<{ externo: boolean }>(
          `SELECT p.externo FROM policies p JOIN users u ON u.id = p.owner_user_id
           WHERE p.id = $1 AND u.auth_sub = $2 FOR UPDATE OF p`,
          [id, identity.sub],
        );
        if (!rows[0]) throw new HttpError(404, policyMessages.notFound);
        // A policy bought through the product changes only through the partner (payment, emission).
        if (!rows[0].externo) throw new HttpError(409, policyMessages.notEditable);
        const updated = await createPoliciesRepository(tx).update(id, await manualColumns(tx, body));
        return updated!;
      }),

    async remove(sub, id) {
      const { rowCount } = await db.query(
        `DELETE FROM policies p USING users u WHERE p.id = $1 AND p.owner_user_id = u.id AND u.auth_sub = $2`,
        [id, sub],
      );
      if (rowCount === 0) throw new HttpError(404, policyMessages.notFound);
    },

    attach: (identity, ids) =>
      db.transaction(async (tx) => {
        const user = await ensureUser(tx, identity);
        const unique = [...new Set(ids.map((id) => id.toLowerCase()))];
        if (unique.length > 0) {
          const { rows } = await tx.query<{ n: number }>(
            'SELECT count(*)::int AS n FROM policies WHERE id = ANY($1::uuid[]) AND owner_user_id = $2',
            [unique, user.id],
          );
          // Someone else's policy is reported like a missing one, and nothing is attached.
          if (rows[0]!.n !== unique.length) throw new HttpError(404, policyMessages.notFound);
          await tx.query(
            `INSERT INTO user_policies (user_id, policy_id) SELECT $1, unnest($2::uuid[]) ON CONFLICT DO NOTHING`,
            [user.id, unique],
          );
        }
        return createPoliciesRepository(tx).wallet(identity.sub, POLICY_LIST_LIMIT);
      }),

    createFromQuote: (identity, quoteId) =>
      db.transaction(async (tx) => {
        const user = await ensureUser(tx, identity);
        // The row lock makes concurrent purchases of one quote take turns: the second finds the policy.
        const { rows: quotes } = await tx.query<QuoteForPolicy>(
          `SELECT id, owner_user_id, category, declared_value, price, contact_email, contact_name, contact_surname,
                  product_id, product_name, package_id, package_name, selected_package, coberturas
           FROM quotes WHERE id = $1 FOR UPDATE`,
          [quoteId],
        );
        const quote = quotes[0];
        if (!quote || (quote.owner_user_id !== null && quote.owner_user_id !== user.id)) {
          throw new HttpError(404, policyMessages.quoteNotFound);
        }
        if (!quote.contact_email) throw new HttpError(400, policyMessages.missingContactEmail);

        const existing = await tx.query<{ id: string }>('SELECT id FROM policies WHERE created_from_quote_id = $1', [
          quote.id,
        ]);
        let policyId = existing.rows[0]?.id;
        if (!policyId) {
          if (quote.owner_user_id === null) {
            await tx.query('UPDATE quotes SET owner_user_id = $2 WHERE id = $1', [quote.id, user.id]);
          }
          const titular = [quote.contact_name, quote.contact_surname].filter(Boolean).join(' ') || user.name;
          const benefits = quote.coberturas.map((c) => ({
            _id: randomUUID(),
            nombreCobertura: c.nombreCobertura,
            sumaAsegurada: c.sumaAsegurada,
          }));
          const { rows } = await tx.query<{ id: string }>(
            `INSERT INTO policies (owner_user_id, name, category, insurer, company_id, plan, selected_package, package_name,
                                   titular, user_name, status, declared_value, price, externo, benefits, product_id, package_id,
                                   created_from_quote_id)
             VALUES ($1, $2, $3, 'sbi', 'sbi', $4, $5, $4, $6, $7, $8, $9, $10, false, $11::jsonb, $12, $13, $14)
             ON CONFLICT (created_from_quote_id) DO NOTHING
             RETURNING id`,
            [
              user.id,
              quote.product_name,
              quote.category,
              quote.package_name,
              quote.selected_package ?? quote.package_name,
              titular,
              user.name,
              PENDING_STATUS,
              quote.declared_value,
              quote.price,
              JSON.stringify(benefits),
              quote.product_id,
              quote.package_id,
              quote.id,
            ],
          );
          policyId =
            rows[0]?.id ??
            (await tx.query<{ id: string }>('SELECT id FROM policies WHERE created_from_quote_id = $1', [quote.id]))
              .rows[0]!.id;
        }
        await tx.query('INSERT INTO user_policies (user_id, policy_id) VALUES ($1, $2) ON CONFLICT DO NOTHING', [
          user.id,
          policyId,
        ]);
        return (await createPoliciesRepository(tx).findById(policyId))!;
      }),
  };
}

interface QuoteForPolicy {
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

export default fp(
  async (app) => {
    app.decorate('policies', createPoliciesService(app.db));
  },
  { name: 'policies', dependencies: ['db'] },
);

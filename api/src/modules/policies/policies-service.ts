import { randomUUID } from 'node:crypto';
import fp from 'fastify-plugin';
import {
  MANUAL_POLICY_FIELD_LABELS,
  POLICY_LIST_LIMIT,
  type Benefit,
  type ExternalPolicyDocument,
  type ManualPolicyBody,
  type Policy,
  type PolicyFile,
} from 'contracts';
import type { Db, Queryable } from '../../db/db';
import { HttpError } from '../../lib/http';
import type { AuthUser } from '../../plugins/auth';
import type { FileStore } from '../files/file-store';
import { attachPendingUpload } from '../policy-import/pending-uploads';
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
  documentNotFound: 'No encontramos el documento.',
  /** The form's labels of the fields still missing, with their articles: 'la vigencia desde y el plan'. */
  missing: (labels: string[]) =>
    `Para guardar la póliza completá ${labels.length > 1 ? `${labels.slice(0, -1).join(', ')} y ${labels.at(-1)}` : labels[0]}.`,
  blankCoverage: 'Completá el nombre de la cobertura.',
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
  /** Deletes the policy with its reminders and documents (their files too). */
  remove(sub: string, id: string): Promise<void>;
  /** GET /policy/{id}/documents: the documents the product keeps for a policy of the caller. */
  listDocuments(sub: string, id: string): Promise<ExternalPolicyDocument[]>;
  /** GET /policy/{id}/documents/{fileId}: one of them, as the partner's documents are answered. */
  readDocument(sub: string, id: string, fileId: string): Promise<PolicyFile>;
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

/** Spec §5: what a full save ('Guardar' → 'activa') needs, in the form's order; numeroPoliza only for sbi. */
const REQUIRED_WHEN_ACTIVE = ['numeroPoliza', 'vigenciaDesde', 'vigenciaHasta', 'producto', 'plan'] as const;

const isBlank = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** The body's coverage rows as stored: trimmed names, a kept or new _id each. */
function benefitRows(body: ManualPolicyBody): Benefit[] | undefined {
  if (body.benefits === undefined) return undefined;
  const ids = new Set<string>();
  return body.benefits.map((row, i) => {
    const nombreCobertura = row.nombreCobertura.trim();
    if (!nombreCobertura) {
      throw new HttpError(400, policyMessages.blankCoverage, { field: `benefits[${i}].nombreCobertura` });
    }
    // A repeated or missing id gets a new one: each row is addressed by its own.
    let id = row._id?.toLowerCase();
    if (!id || ids.has(id)) id = randomUUID();
    ids.add(id);
    return { _id: id, nombreCobertura, sumaAsegurada: row.sumaAsegurada ?? null };
  });
}

export function createPoliciesService(db: Db, files: Pick<FileStore, 'read'>): PoliciesService {
  const policies = createPoliciesRepository(db);

  /**
   * Checks the manual form's rules the schema cannot express (spec §5: on 'activa' vigencia desde/hasta,
   * producto and plan, and the number for sbi; dates in order; coverage names not blank) and maps it to
   * columns. Each refusal names the field as the form labels it and carries it as `field`.
   */
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
    if (!rows[0]?.category) throw new HttpError(400, policyMessages.invalidCategory, { field: 'category' });
    if (!rows[0]?.insurer) throw new HttpError(400, policyMessages.invalidInsurer, { field: 'insurer' });

    if (body.status === 'activa') {
      const missing = REQUIRED_WHEN_ACTIVE.filter(
        (field) => (field !== 'numeroPoliza' || insurer === 'sbi') && isBlank(body[field]),
      );
      if (missing.length > 0) {
        throw new HttpError(
          400,
          policyMessages.missing(missing.map((field) => MANUAL_POLICY_FIELD_LABELS[field] ?? field)),
          { field: missing[0] },
        );
      }
    }
    if (body.vigenciaDesde && body.vigenciaHasta && body.vigenciaHasta < body.vigenciaDesde) {
      throw new HttpError(400, policyMessages.validityOrder, { field: 'vigenciaHasta' });
    }
    const benefits = benefitRows(body);

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
      // Absent on PUT: the rows the policy has stay.
      ...(benefits === undefined ? {} : { benefits: JSON.stringify(benefits) }),
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
        if (body.documentFileId) await attachPendingUpload(tx, user.id, policy._id, body.documentFileId.toLowerCase());
        return policy;
      }),

    updateExternal: (identity, id, body) =>
      db.transaction(async (tx) => {
        const { rows } = await tx.query<{ externo: boolean; owner_user_id: string }>(
          `SELECT p.externo, p.owner_user_id FROM policies p JOIN users u ON u.id = p.owner_user_id
           WHERE p.id = $1 AND u.auth_sub = $2 FOR UPDATE OF p`,
          [id, identity.sub],
        );
        if (!rows[0]) throw new HttpError(404, policyMessages.notFound);
        // A policy bought through the product changes only through the partner (payment, emission).
        if (!rows[0].externo) throw new HttpError(409, policyMessages.notEditable);
        const updated = await createPoliciesRepository(tx).update(id, await manualColumns(tx, body));
        if (body.documentFileId) {
          await attachPendingUpload(tx, rows[0].owner_user_id, id, body.documentFileId.toLowerCase());
        }
        return updated!;
      }),

    remove: (sub, id) =>
      db.transaction(async (tx) => {
        const { rows } = await tx.query<{ file_id: string }>(
          `SELECT pf.file_id FROM policy_files pf
           JOIN policies p ON p.id = pf.policy_id JOIN users u ON u.id = p.owner_user_id
           WHERE p.id = $1 AND u.auth_sub = $2`,
          [id, sub],
        );
        const { rowCount } = await tx.query(
          `DELETE FROM policies p USING users u WHERE p.id = $1 AND p.owner_user_id = u.id AND u.auth_sub = $2`,
          [id, sub],
        );
        if (rowCount === 0) throw new HttpError(404, policyMessages.notFound);
        // Its documents' rows went with the policy; their bytes go too.
        if (rows.length > 0) {
          await tx.query('DELETE FROM files WHERE id = ANY($1::uuid[])', [rows.map((r) => r.file_id)]);
        }
      }),

    async listDocuments(sub, id) {
      const { rows } = await db.query<{ found: boolean; documents: ExternalPolicyDocument[] | string }>(
        `SELECT true AS found, COALESCE((
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
      if (!rows[0]) throw new HttpError(404, policyMessages.notFound);
      const documents = typeof rows[0].documents === 'string' ? JSON.parse(rows[0].documents) : rows[0].documents;
      return (documents as ExternalPolicyDocument[]).map((d) => ({
        ...d,
        createdAt: new Date(d.createdAt).toISOString(),
      }));
    },

    async readDocument(sub, id, fileId) {
      const { rows } = await db.query<{ name: string; content_type: string }>(
        `SELECT pf.name, f.content_type
         FROM policy_files pf JOIN files f ON f.id = pf.file_id
         JOIN policies p ON p.id = pf.policy_id JOIN users u ON u.id = p.owner_user_id
         WHERE pf.policy_id = $1 AND pf.file_id = $2 AND u.auth_sub = $3`,
        [id, fileId, sub],
      );
      const document = rows[0];
      const bytes = document ? await files.read(fileId) : null;
      if (!document || !bytes) throw new HttpError(404, policyMessages.documentNotFound);
      return { dataBase64: bytes.toString('base64'), mime: document.content_type, fileName: document.name };
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
    app.decorate('policies', createPoliciesService(app.db, app.files));
  },
  { name: 'policies', dependencies: ['db', 'files'] },
);

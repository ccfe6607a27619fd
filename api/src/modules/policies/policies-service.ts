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
    const known = await createPoliciesRepository(q).catalogueHas(category, insurer);
    if (!known.category) throw new HttpError(400, policyMessages.invalidCategory, { field: 'category' });
    if (!known.insurer) throw new HttpError(400, policyMessages.invalidInsurer, { field: 'insurer' });

    if (body.status === 'activa') {
      const missing = REQUIRED_WHEN_ACTIVE.filter(
        (field) => (field !== 'numeroPoliza' || insurer === 'sbi') && isBlank(body[field]),
      );
      const [first] = missing;
      if (first !== undefined) {
        throw new HttpError(
          400,
          policyMessages.missing(missing.map((field) => MANUAL_POLICY_FIELD_LABELS[field] ?? field)),
          { field: first },
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
        const repository = createPoliciesRepository(tx);
        const policy = await repository.insert(columns);
        await repository.addToWallet(user.id, [policy._id]);
        if (body.documentFileId) await attachPendingUpload(tx, user.id, policy._id, body.documentFileId.toLowerCase());
        return policy;
      }),

    updateExternal: (identity, id, body) =>
      db.transaction(async (tx) => {
        const repository = createPoliciesRepository(tx);
        const locked = await repository.lockOwned(identity.sub, id);
        if (!locked) throw new HttpError(404, policyMessages.notFound);
        // A policy bought through the product changes only through the partner (payment, emission).
        if (!locked.externo) throw new HttpError(409, policyMessages.notEditable);
        const updated = await repository.update(id, await manualColumns(tx, body));
        if (body.documentFileId) {
          await attachPendingUpload(tx, locked.ownerUserId, id, body.documentFileId.toLowerCase());
        }
        return updated!;
      }),

    remove: (sub, id) =>
      db.transaction(async (tx) => {
        if (!(await createPoliciesRepository(tx).removeOwned(sub, id))) {
          throw new HttpError(404, policyMessages.notFound);
        }
      }),

    async listDocuments(sub, id) {
      const documents = await policies.documents(sub, id);
      if (!documents) throw new HttpError(404, policyMessages.notFound);
      return documents;
    },

    async readDocument(sub, id, fileId) {
      const document = await policies.document(sub, id, fileId);
      const bytes = document ? await files.read(fileId) : null;
      if (!document || !bytes) throw new HttpError(404, policyMessages.documentNotFound);
      return { dataBase64: bytes.toString('base64'), mime: document.contentType, fileName: document.name };
    },

    attach: (identity, ids) =>
      db.transaction(async (tx) => {
        const user = await ensureUser(tx, identity);
        const repository = createPoliciesRepository(tx);
        const unique = [...new Set(ids.map((id) => id.toLowerCase()))];
        if (unique.length > 0) {
          // Someone else's policy is reported like a missing one, and nothing is attached.
          if ((await repository.countOwnedBy(user.id, unique)) !== unique.length) {
            throw new HttpError(404, policyMessages.notFound);
          }
          await repository.addToWallet(user.id, unique);
        }
        return repository.wallet(identity.sub, POLICY_LIST_LIMIT);
      }),

    createFromQuote: (identity, quoteId) =>
      db.transaction(async (tx) => {
        const user = await ensureUser(tx, identity);
        const repository = createPoliciesRepository(tx);
        // The row lock makes concurrent purchases of one quote take turns: the second finds the policy.
        const quote = await repository.lockQuote(quoteId);
        if (!quote || (quote.owner_user_id !== null && quote.owner_user_id !== user.id)) {
          throw new HttpError(404, policyMessages.quoteNotFound);
        }
        if (!quote.contact_email) throw new HttpError(400, policyMessages.missingContactEmail);

        let policyId = await repository.idFromQuote(quote.id);
        if (!policyId) {
          if (quote.owner_user_id === null) await repository.claimQuote(quote.id, user.id);
          const titular = [quote.contact_name, quote.contact_surname].filter(Boolean).join(' ') || user.name;
          const benefits = quote.coberturas.map((c) => ({
            _id: randomUUID(),
            nombreCobertura: c.nombreCobertura,
            sumaAsegurada: c.sumaAsegurada,
          }));
          policyId =
            (await repository.insertFromQuote({
              ownerUserId: user.id,
              userName: user.name,
              titular,
              status: PENDING_STATUS,
              benefits,
              quote,
            })) ?? (await repository.idFromQuote(quote.id))!;
        }
        await repository.addToWallet(user.id, [policyId]);
        return (await repository.findById(policyId))!;
      }),
  };
}

export default fp(
  async (app) => {
    app.decorate('policies', createPoliciesService(app.db, app.files));
  },
  { name: 'policies', dependencies: ['db', 'files'] },
);

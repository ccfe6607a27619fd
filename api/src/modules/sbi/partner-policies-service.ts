import fp from 'fastify-plugin';
import type { PartnerPrefill, PolicyDocumentInfo, PolicyFile } from 'contracts';
import type { Db } from '../../db/db';
import { HttpError } from '../../lib/http';
import type { AuthUser } from '../../plugins/auth';
import type { RequestContext } from '../quotes/quotes-service';
import { SbiError, type SbiClient } from './sbi-client';

/*
 * Policies held at the partner: lookup (the add-service prefill) and documents (certificate and invoice).
 *
 * Who may see what. The partner's lookup answer names the insured person but carries no e-mail or user id
 * (the sandbox keeps none for its seeded policies), so "the partner's policy belongs to the caller" means:
 *   - the caller owns a policy bought through the product (insurer sbi, not loaded by hand) with that
 *     number: the partner issued it for the caller's emission; or
 *   - the partner's insured name equals the caller's name (from the token, else the users row), ignoring
 *     case, accents and repeated spaces.
 * Documents additionally require owning a policy with that number (spec: only its owner gets them); for a
 * policy loaded by hand, whose number anyone could type, the name rule must hold too. Anything else is a
 * 404, like a number the partner does not know. With the real partner, ask for the insured e-mail or
 * document number in the lookup answer and compare that instead of the name.
 */

export const partnerPolicyMessages = {
  notFound: 'No encontramos la póliza en la aseguradora.',
  lookupFailed: 'No pudimos consultar la póliza en la aseguradora. Probá de nuevo más tarde.',
  // Spec §8, word for word.
  documentsFailed: 'No se pudieron obtener los documentos',
  fileFailed: 'Error al obtener archivo',
  fileNotFound: 'No encontramos el archivo.',
  badFileName: 'El nombre del archivo no es válido.',
} as const;

export interface PartnerPoliciesService {
  lookup(identity: AuthUser, policyNumber: string, context?: RequestContext): Promise<PartnerPrefill>;
  documents(identity: AuthUser, policyNumber: string, context?: RequestContext): Promise<PolicyDocumentInfo[]>;
  /** `nameSegment`: base64url of the file name without '.pdf', with or without '=' padding. */
  file(identity: AuthUser, policyNumber: string, nameSegment: string, context?: RequestContext): Promise<PolicyFile>;
}

declare module 'fastify' {
  interface FastifyInstance {
    partnerPolicies: PartnerPoliciesService;
  }
}

/** 'sbi-10000001', ' SBI 10000001 ' and '10000001' all name SBI-10000001 (as the partner reads them). */
export function normalisePolicyNumber(raw: string): string {
  const compact = raw.trim().toUpperCase().replace(/\s+/g, '');
  return compact.replace(/^(SBI-?)?(\d{8})$/, 'SBI-$2');
}

// The same normalisation in SQL, for numbers typed into the manual form.
const NORMALISED_NUMBER = `regexp_replace(upper(regexp_replace(p.numero_poliza, '\\s+', '', 'g')), '^(SBI-?)?([0-9]{8})$', 'SBI-\\2')`;

/** Lower case, no accents, single spaces. */
export function foldName(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/** The file name a URL segment encodes, or null when it is not a plain document name. */
export function decodeFileName(segment: string): string | null {
  const body = segment.replace(/=+$/, '');
  if (!/^[A-Za-z0-9_-]+$/.test(body) || body.length % 4 === 1) return null;
  const name = Buffer.from(body, 'base64url').toString('utf8');
  // Round trip: a segment that is not the canonical encoding of a name is not one we issued.
  if (Buffer.from(name, 'utf8').toString('base64url') !== body) return null;
  const bare = name.replace(/\.pdf$/i, '');
  return /^[A-Za-z0-9][A-Za-z0-9._-]{0,100}$/.test(bare) ? bare : null;
}

export function createPartnerPoliciesService(db: Db, sbi: SbiClient): PartnerPoliciesService {
  /** The caller's sbi policies with that number: whether any was bought through the product, any loaded by hand. */
  async function ownership(
    sub: string,
    number: string,
  ): Promise<{ bought: boolean; loaded: boolean; name: string | null }> {
    const { rows } = await db.query<{ bought: boolean; loaded: boolean; name: string | null }>(
      `SELECT coalesce(bool_or(NOT p.externo), false) AS bought, coalesce(bool_or(p.externo), false) AS loaded,
              (SELECT name FROM users WHERE auth_sub = $1) AS name
       FROM policies p JOIN users u ON u.id = p.owner_user_id
       WHERE u.auth_sub = $1 AND p.insurer = 'sbi' AND p.numero_poliza IS NOT NULL AND ${NORMALISED_NUMBER} = $2`,
      [sub, number],
    );
    return rows[0] ?? { bought: false, loaded: false, name: null };
  }

  function callOptions(context: RequestContext) {
    return { requestId: context.requestId, log: context.log };
  }

  async function prefill(number: string, context: RequestContext): Promise<PartnerPrefill | null> {
    try {
      return await sbi.lookupPolicy(number, callOptions(context));
    } catch (error) {
      if (error instanceof SbiError && error.kind === 'not_found') return null;
      if (error instanceof SbiError) throw new HttpError(502, partnerPolicyMessages.lookupFailed, { cause: error });
      throw error;
    }
  }

  const isInsured = (found: PartnerPrefill, identity: AuthUser, storedName: string | null) => {
    const insured = foldName(found.insuredName);
    return insured !== '' && [identity.name, storedName].some((name) => name !== null && foldName(name) === insured);
  };

  /** Whether the caller may read this policy's documents; 404 otherwise. */
  async function assertDocumentsOwner(identity: AuthUser, number: string, context: RequestContext, failure: string) {
    const owned = await ownership(identity.sub, number);
    if (owned.bought) return;
    if (owned.loaded) {
      let found: PartnerPrefill | null;
      try {
        found = await prefill(number, context);
      } catch (error) {
        throw new HttpError(502, failure, { cause: error });
      }
      if (found && isInsured(found, identity, owned.name)) return;
    }
    throw new HttpError(404, partnerPolicyMessages.notFound);
  }

  return {
    async lookup(identity, policyNumber, context = {}) {
      const number = normalisePolicyNumber(policyNumber);
      const found = await prefill(number, context);
      if (!found) throw new HttpError(404, partnerPolicyMessages.notFound);
      const owned = await ownership(identity.sub, number);
      if (owned.bought || isInsured(found, identity, owned.name)) return found;
      context.log?.info('partner policy of someone else: answered as not found');
      throw new HttpError(404, partnerPolicyMessages.notFound);
    },

    async documents(identity, policyNumber, context = {}) {
      const number = normalisePolicyNumber(policyNumber);
      await assertDocumentsOwner(identity, number, context, partnerPolicyMessages.documentsFailed);
      try {
        const list = await sbi.listDocuments(number, callOptions(context));
        return list.documentos.map((d) => ({ fileName: d.nombre, mime: d.mime }));
      } catch (error) {
        if (error instanceof SbiError && error.kind === 'not_found')
          throw new HttpError(404, partnerPolicyMessages.notFound, { cause: error });
        if (error instanceof SbiError)
          throw new HttpError(502, partnerPolicyMessages.documentsFailed, { cause: error });
        throw error;
      }
    },

    async file(identity, policyNumber, nameSegment, context = {}) {
      const bare = decodeFileName(nameSegment);
      if (!bare) throw new HttpError(400, partnerPolicyMessages.badFileName);
      const number = normalisePolicyNumber(policyNumber);
      await assertDocumentsOwner(identity, number, context, partnerPolicyMessages.fileFailed);
      const fileName = `${bare}.pdf`;
      try {
        const bytes = await sbi.getDocument(number, fileName, callOptions(context));
        return { dataBase64: bytes.toString('base64'), mime: 'application/pdf', fileName };
      } catch (error) {
        if (error instanceof SbiError && error.kind === 'not_found')
          throw new HttpError(404, partnerPolicyMessages.fileNotFound, { cause: error });
        if (error instanceof SbiError) throw new HttpError(502, partnerPolicyMessages.fileFailed, { cause: error });
        throw error;
      }
    },
  };
}

export default fp(
  async (app) => {
    app.decorate('partnerPolicies', createPartnerPoliciesService(app.db, app.sbi));
  },
  { name: 'partner-policies', dependencies: ['db', 'sbi-client'] },
);

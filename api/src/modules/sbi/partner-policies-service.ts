import fp from 'fastify-plugin';
import type { PartnerPrefill, PolicyDocumentInfo, PolicyFile } from 'contracts';
import type { Db } from '../../db/db';
import { HttpError } from '../../lib/http';
import type { AuthUser } from '../../plugins/auth';
import type { RequestContext } from '../quotes/quotes-service';
import { createPartnerPoliciesRepository, type Ownership } from './partner-policies-repository';
import { SbiError, type SbiClient, type SbiPrefill } from './sbi-client';

/*
 * Policies held at the partner: lookup (the add-service prefill) and documents (certificate and invoice).
 *
 * Who may see what. The partner's lookup answer names the insured person and gives their document (type and
 * number) but no e-mail or user id, so "the partner's policy belongs to the caller" means:
 *   - the caller owns a policy bought through the product (insurer sbi, not loaded by hand) with that
 *     number: the partner issued it for the caller's emission; or
 *   - the partner's insured document equals the one the caller keeps in 'Mi Perfil' (type and digits, check
 *     digit verified when saved). A name is not an identifier: anyone whose name equals the insured's
 *     (a namesake, or someone who typed that name at sign-up) got the prefill and the PDFs.
 * Documents additionally require owning a policy with that number (spec: only its owner gets them); for a
 * policy loaded by hand, whose number anyone could type, the document rule must hold too. Anything else is a
 * 404, like a number the partner does not know. The answer is the spec's prefill: the insured's document is
 * compared here and not passed on.
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

/** A document number as digits without leading zeros ('1.234.567-2' and '01234567-2' are both '12345672'). */
export function documentDigits(raw: string): string {
  return raw.replace(/\D/g, '').replace(/^0+/, '');
}

/** The spec's prefill, without what the partner tells only us (the insured's document). */
function toPrefill(found: SbiPrefill): PartnerPrefill {
  const { insuredDocumentType: _type, insuredDocumentNumber: _number, ...prefill } = found;
  return prefill;
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
  const ownership = (sub: string, number: string) => createPartnerPoliciesRepository(db).ownership(sub, number);

  function callOptions(context: RequestContext) {
    return { requestId: context.requestId, log: context.log };
  }

  async function prefill(number: string, context: RequestContext): Promise<SbiPrefill | null> {
    try {
      return await sbi.lookupPolicy(number, callOptions(context));
    } catch (error) {
      if (error instanceof SbiError && error.kind === 'not_found') return null;
      if (error instanceof SbiError) throw new HttpError(502, partnerPolicyMessages.lookupFailed, { cause: error });
      throw error;
    }
  }

  /** The partner's insured document is the one in the caller's profile. */
  const isInsured = (found: SbiPrefill, owned: Ownership) => {
    if (!found.insuredDocumentType || !found.insuredDocumentNumber || !owned.documentType || !owned.documentNumber)
      return false;
    const insured = documentDigits(found.insuredDocumentNumber);
    return (
      insured !== '' &&
      found.insuredDocumentType === owned.documentType &&
      insured === documentDigits(owned.documentNumber)
    );
  };

  /** Whether the caller may read this policy's documents; 404 otherwise. */
  async function assertDocumentsOwner(identity: AuthUser, number: string, context: RequestContext, failure: string) {
    const owned = await ownership(identity.sub, number);
    if (owned.bought) return;
    if (owned.loaded) {
      let found: SbiPrefill | null;
      try {
        found = await prefill(number, context);
      } catch (error) {
        throw new HttpError(502, failure, { cause: error });
      }
      if (found && isInsured(found, owned)) return;
    }
    throw new HttpError(404, partnerPolicyMessages.notFound);
  }

  return {
    async lookup(identity, policyNumber, context = {}) {
      const number = normalisePolicyNumber(policyNumber);
      const found = await prefill(number, context);
      if (!found) throw new HttpError(404, partnerPolicyMessages.notFound);
      const owned = await ownership(identity.sub, number);
      if (owned.bought || isInsured(found, owned)) return toPrefill(found);
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

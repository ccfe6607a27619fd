import { randomUUID } from 'node:crypto';
import fp from 'fastify-plugin';
import { CLAIM_REQUIRED_MESSAGE, type Claim, type ClaimBody, type ClaimStatus } from 'contracts';
import type { Db } from '../../db/db';
import { HttpError } from '../../lib/http';
import type { AuthUser } from '../../plugins/auth';
import type { FileStore } from '../files/file-store';
import { enqueueMailWithFiles, saveUploads } from '../files/files-plugin';
import { enqueue } from '../outbox/outbox';
import { formLine, mailbox, mailFiles } from '../files/form-mail';
import type { Upload } from '../files/uploads';
import { ensureUser } from '../users/users-repository';
import { createClaimsRepository, type ClaimsRepository } from './claims-repository';

/*
 * Claims ('Reclamos de Siniestros'). A claim belongs to the signed-in user who sent it; another user's claim
 * or file is not found, like one that does not exist. The claim, its files and the team's e-mail (files
 * attached) are written in one transaction.
 */

export const claimMessages = {
  required: CLAIM_REQUIRED_MESSAGE,
  notFound: 'No encontramos el reclamo.',
  fileNotFound: 'No encontramos el archivo.',
  policyNotFound: 'No encontramos la póliza.',
  policyMismatch: 'El número de póliza no corresponde a la póliza elegida.',
  closed: 'El reclamo ya está cerrado.',
  backwards: 'Un reclamo en gestión no vuelve a recibido.',
} as const;

/** The steps a claim may take: forward only (recibido → en gestión → cerrado, or straight to cerrado). */
const NEXT_STATUSES: Readonly<Record<ClaimStatus, readonly ClaimStatus[]>> = {
  recibido: ['en gestión', 'cerrado'],
  'en gestión': ['cerrado'],
  cerrado: [],
};

/** What the person reads when their claim moves. */
export function claimStatusMail(
  claim: { _id: string; nombre: string; numeroPoliza: string | null },
  status: ClaimStatus,
) {
  const what = claim.numeroPoliza
    ? `Tu reclamo de siniestro sobre la póliza ${claim.numeroPoliza}`
    : 'Tu reclamo de siniestro';
  const news =
    status === 'en gestión'
      ? 'ya está en gestión: nuestro equipo lo está trabajando con la aseguradora.'
      : 'está cerrado. Si tenés dudas sobre cómo terminó, respondé este correo.';
  return {
    subject: `${CLAIM_SUBJECT}: ${status}`,
    text: [
      `Hola ${claim.nombre}:`,
      '',
      `${what} ${news}`,
      '',
      `Podés seguirlo en Mi cuenta → Reclamos de Siniestros.`,
      '',
      `Referencia: ${claim._id}`,
    ].join('\n'),
  };
}

export const CLAIM_SUBJECT = 'Reclamo de Siniestro';

export interface ClaimFile {
  name: string;
  contentType: string;
  bytes: Buffer;
}

export interface ClaimsService {
  create(identity: AuthUser, body: ClaimBody, uploads: readonly Upload[]): Promise<Claim>;
  /** The caller's claims, newest first (at most CLAIM_LIST_LIMIT), optionally only those on one policy. */
  list(sub: string, policyId?: string): Promise<Claim[]>;
  /** A file of one of the caller's claims. */
  attachment(sub: string, claimId: string, fileId: string): Promise<ClaimFile>;
  /**
   * The team moves a claim forward and the person is e-mailed, in one transaction. The same status again
   * changes nothing (a retried request mails once); a step back answers 409.
   */
  setStatus(claimId: string, status: ClaimStatus): Promise<Claim>;
}

declare module 'fastify' {
  interface FastifyInstance {
    claims: ClaimsService;
  }
}

const sameNumber = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** The policy a claim is on: `policyId` must be the caller's own; a number links only to the caller's own. */
async function resolvePolicy(
  claims: ClaimsRepository,
  userId: string,
  body: ClaimBody,
): Promise<{ policyId: string | null; numeroPoliza: string | null }> {
  const numero = body.numeroPoliza?.trim() || null;
  if (body.policyId) {
    const policy = await claims.ownPolicy(userId, body.policyId);
    if (!policy) throw new HttpError(404, claimMessages.policyNotFound);
    if (numero && policy.numeroPoliza && !sameNumber(numero, policy.numeroPoliza)) {
      throw new HttpError(400, claimMessages.policyMismatch);
    }
    return { policyId: policy.id, numeroPoliza: numero ?? policy.numeroPoliza };
  }
  if (!numero) return { policyId: null, numeroPoliza: null };
  return { policyId: await claims.ownPolicyByNumber(userId, numero), numeroPoliza: numero };
}

/** The claims form's text in the request form's style: one 'field: value' line per field, files as '[archivo] name'. */
export function claimText(
  id: string,
  fields: { nombre: string; apellido: string; email: string; celular: string; mensaje: string | null },
  policy: { policyId: string | null; numeroPoliza: string | null },
  uploads: readonly Upload[],
  identity: AuthUser,
): string {
  const account =
    [identity.name ?? identity.nickname, identity.email ? `<${identity.email}>` : null].filter(Boolean).join(' ') ||
    identity.sub;
  return [
    formLine('nombre', fields.nombre),
    formLine('apellido', fields.apellido),
    formLine('email', fields.email),
    formLine('celular', fields.celular),
    formLine('numeroPoliza', policy.numeroPoliza),
    formLine('mensaje', fields.mensaje),
    formLine('attachments', uploads),
    '',
    `Referencia: ${id}`,
    `Póliza vinculada: ${policy.policyId ?? '-'}`,
    `Cuenta: ${account}`,
  ].join('\n');
}

export function createClaimsService(db: Db, files: FileStore, inbox: string): ClaimsService {
  return {
    async create(identity, body, uploads) {
      const nombre = body.nombre?.trim() ?? '';
      const apellido = body.apellido?.trim() ?? '';
      const email = body.email?.trim() ?? '';
      const celular = body.celular?.trim() ?? '';
      if (!nombre || !apellido || !email || !celular) throw new HttpError(400, claimMessages.required);
      const mensaje = body.mensaje?.trim() || null;
      const id = randomUUID();

      return db.transaction(async (tx) => {
        const user = await ensureUser(tx, identity);
        const claims = createClaimsRepository(tx);
        const policy = await resolvePolicy(claims, user.id, body);
        await claims.insert({ id, ownerUserId: user.id, ...policy, nombre, apellido, email, celular, mensaje });
        const fileIds = await saveUploads(files, tx, uploads);
        await claims.addFiles(
          id,
          uploads.map((upload, position) => ({ fileId: fileIds[position]!, name: upload.name })),
        );
        await enqueueMailWithFiles(tx, {
          to: inbox,
          replyTo: mailbox(`${nombre} ${apellido}`, email),
          subject: policy.numeroPoliza
            ? `${CLAIM_SUBJECT} · Póliza ${policy.numeroPoliza.replace(/[\r\n]+/g, ' ')}`
            : CLAIM_SUBJECT,
          text: claimText(id, { nombre, apellido, email, celular, mensaje }, policy, uploads, identity),
          files: mailFiles(uploads, fileIds),
        });
        return (await claims.findOwned(identity.sub, id))!;
      });
    },

    list: (sub, policyId) => createClaimsRepository(db).list(sub, policyId ?? null),

    async setStatus(claimId, status) {
      return db.transaction(async (tx) => {
        const claims = createClaimsRepository(tx);
        const current = await claims.lockStatus(claimId);
        if (!current) throw new HttpError(404, claimMessages.notFound);
        if (current.status !== status) {
          if (!NEXT_STATUSES[current.status].includes(status)) {
            throw new HttpError(409, current.status === 'cerrado' ? claimMessages.closed : claimMessages.backwards);
          }
          await claims.setStatus(claimId, status);
        }
        const claim = (await claims.findOwned(current.ownerSub, claimId))!;
        if (current.status !== status) {
          await enqueue(tx, 'mail.send', { to: claim.email, ...claimStatusMail(claim, status) });
        }
        return claim;
      });
    },

    async attachment(sub, claimId, fileId) {
      const row = await createClaimsRepository(db).attachment(sub, claimId, fileId);
      const bytes = row ? await files.read(fileId) : null;
      if (!row || !bytes) throw new HttpError(404, claimMessages.fileNotFound);
      return { name: row.name, contentType: row.contentType, bytes };
    },
  };
}

export default fp(
  async (app) => {
    app.decorate('claims', createClaimsService(app.db, app.files, app.config.contactInbox));
  },
  { name: 'claims', dependencies: ['db', 'outbox', 'config', 'files'] },
);

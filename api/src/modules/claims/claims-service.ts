import { randomUUID } from 'node:crypto';
import fp from 'fastify-plugin';
import { CLAIM_LIST_LIMIT, CLAIM_REQUIRED_MESSAGE, type Claim, type ClaimBody, type ClaimStatus } from 'contracts';
import type { Db, Queryable } from '../../db/db';
import { HttpError } from '../../lib/http';
import type { AuthUser } from '../../plugins/auth';
import type { FileStore } from '../files/file-store';
import { enqueueMailWithFiles, saveUploads } from '../files/files-plugin';
import { enqueue } from '../outbox/outbox';
import { formLine, mailbox, mailFiles } from '../files/form-mail';
import type { Upload } from '../files/uploads';
import { ensureUser } from '../users/users-repository';

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

interface ClaimRow {
  id: string;
  created_at: Date | string;
  status: ClaimStatus;
  numero_poliza: string | null;
  policy_id: string | null;
  nombre: string;
  apellido: string;
  email: string;
  celular: string;
  mensaje: string | null;
  attachments: Array<{ _id: string; name: string; size: number; contentType: string }> | string;
}

/** The API's shape of a claims row (its attachments aggregated by `selectClaims`). */
export function toClaim(row: ClaimRow): Claim {
  // pg parses json columns; PGlite too, but a driver that does not hands the text.
  const attachments = typeof row.attachments === 'string' ? JSON.parse(row.attachments) : row.attachments;
  return {
    _id: row.id,
    createdAt: new Date(row.created_at).toISOString(),
    status: row.status,
    numeroPoliza: row.numero_poliza,
    policyId: row.policy_id,
    nombre: row.nombre,
    apellido: row.apellido,
    email: row.email,
    celular: row.celular,
    mensaje: row.mensaje,
    attachments,
  };
}

async function selectClaims(
  q: Queryable,
  filter: { sub: string; id?: string; policyId?: string },
  limit = CLAIM_LIST_LIMIT,
): Promise<Claim[]> {
  const { rows } = await q.query<ClaimRow>(
    `SELECT c.id, c.created_at, c.status, c.numero_poliza, c.policy_id, c.nombre, c.apellido, c.email, c.celular,
            c.mensaje,
            COALESCE((
              SELECT json_agg(json_build_object('_id', f.id, 'name', cf.name, 'size', f.size_bytes,
                                                'contentType', f.content_type) ORDER BY cf.position)
              FROM claim_files cf JOIN files f ON f.id = cf.file_id
              WHERE cf.claim_id = c.id
            ), '[]'::json) AS attachments
     FROM claims c JOIN users u ON u.id = c.owner_user_id
     WHERE u.auth_sub = $1 AND ($2::uuid IS NULL OR c.id = $2) AND ($3::uuid IS NULL OR c.policy_id = $3)
     ORDER BY c.created_at DESC, c.id DESC
     LIMIT $4`,
    [filter.sub, filter.id ?? null, filter.policyId ?? null, limit],
  );
  return rows.map(toClaim);
}

const sameNumber = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** The policy a claim is on: `policyId` must be the caller's own; a number links only to the caller's own. */
async function resolvePolicy(
  tx: Queryable,
  userId: string,
  body: ClaimBody,
): Promise<{ policyId: string | null; numeroPoliza: string | null }> {
  const numero = body.numeroPoliza?.trim() || null;
  if (body.policyId) {
    const { rows } = await tx.query<{ id: string; numero_poliza: string | null }>(
      'SELECT id, numero_poliza FROM policies WHERE id = $1 AND owner_user_id = $2',
      [body.policyId, userId],
    );
    const policy = rows[0];
    if (!policy) throw new HttpError(404, claimMessages.policyNotFound);
    if (numero && policy.numero_poliza && !sameNumber(numero, policy.numero_poliza)) {
      throw new HttpError(400, claimMessages.policyMismatch);
    }
    return { policyId: policy.id, numeroPoliza: numero ?? policy.numero_poliza };
  }
  if (!numero) return { policyId: null, numeroPoliza: null };
  const { rows } = await tx.query<{ id: string }>(
    `SELECT id FROM policies WHERE owner_user_id = $1 AND lower(btrim(numero_poliza)) = lower($2)
     ORDER BY created_at DESC, id DESC LIMIT 1`,
    [userId, numero],
  );
  return { policyId: rows[0]?.id ?? null, numeroPoliza: numero };
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
        const policy = await resolvePolicy(tx, user.id, body);
        await tx.query(
          `INSERT INTO claims (id, owner_user_id, policy_id, numero_poliza, nombre, apellido, email, celular, mensaje)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
          [id, user.id, policy.policyId, policy.numeroPoliza, nombre, apellido, email, celular, mensaje],
        );
        const fileIds = await saveUploads(files, tx, uploads);
        for (const [position, upload] of uploads.entries()) {
          await tx.query('INSERT INTO claim_files (claim_id, file_id, position, name) VALUES ($1, $2, $3, $4)', [
            id,
            fileIds[position],
            position,
            upload.name,
          ]);
        }
        await enqueueMailWithFiles(tx, {
          to: inbox,
          replyTo: mailbox(`${nombre} ${apellido}`, email),
          subject: policy.numeroPoliza
            ? `${CLAIM_SUBJECT} · Póliza ${policy.numeroPoliza.replace(/[\r\n]+/g, ' ')}`
            : CLAIM_SUBJECT,
          text: claimText(id, { nombre, apellido, email, celular, mensaje }, policy, uploads, identity),
          files: mailFiles(uploads, fileIds),
        });
        return (await selectClaims(tx, { sub: identity.sub, id }, 1))[0]!;
      });
    },

    list: (sub, policyId) => selectClaims(db, { sub, policyId }),

    async setStatus(claimId, status) {
      return db.transaction(async (tx) => {
        const { rows } = await tx.query<{ status: ClaimStatus; auth_sub: string }>(
          `SELECT c.status, u.auth_sub FROM claims c JOIN users u ON u.id = c.owner_user_id
           WHERE c.id = $1 FOR UPDATE OF c`,
          [claimId],
        );
        const current = rows[0];
        if (!current) throw new HttpError(404, claimMessages.notFound);
        if (current.status !== status) {
          if (!NEXT_STATUSES[current.status].includes(status)) {
            throw new HttpError(409, current.status === 'cerrado' ? claimMessages.closed : claimMessages.backwards);
          }
          await tx.query('UPDATE claims SET status = $2, updated_at = now() WHERE id = $1', [claimId, status]);
        }
        const claim = (await selectClaims(tx, { sub: current.auth_sub, id: claimId }, 1))[0]!;
        if (current.status !== status) {
          await enqueue(tx, 'mail.send', { to: claim.email, ...claimStatusMail(claim, status) });
        }
        return claim;
      });
    },

    async attachment(sub, claimId, fileId) {
      const { rows } = await db.query<{ name: string; content_type: string }>(
        `SELECT cf.name, f.content_type
         FROM claim_files cf
         JOIN claims c ON c.id = cf.claim_id
         JOIN users u ON u.id = c.owner_user_id
         JOIN files f ON f.id = cf.file_id
         WHERE cf.claim_id = $1 AND cf.file_id = $2 AND u.auth_sub = $3`,
        [claimId, fileId, sub],
      );
      const row = rows[0];
      const bytes = row ? await files.read(fileId) : null;
      if (!row || !bytes) throw new HttpError(404, claimMessages.fileNotFound);
      return { name: row.name, contentType: row.content_type, bytes };
    },
  };
}

export default fp(
  async (app) => {
    app.decorate('claims', createClaimsService(app.db, app.files, app.config.contactInbox));
  },
  { name: 'claims', dependencies: ['db', 'outbox', 'config', 'files'] },
);

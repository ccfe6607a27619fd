import { randomUUID } from 'node:crypto';
import fp from 'fastify-plugin';
import {
  GARANTIA_FILES_BY_SITUACION,
  INSURANCE_REQUEST_FILE_FIELDS,
  INSURANCE_REQUEST_KIND_LABELS,
  INSURANCE_REQUEST_SCHEMAS,
  INSURANCE_REQUEST_SUBJECTS,
  type InsuranceRequest,
  type InsuranceRequestCreated,
  type InsuranceRequestFileField,
  type InsuranceRequestKind,
} from 'contracts';
import type { Db } from '../../db/db';
import { HttpError } from '../../lib/http';
import type { AuthUser } from '../../plugins/auth';
import type { FileStore } from '../files/file-store';
import { enqueueMailWithFiles, saveUploads } from '../files/files-plugin';
import { formLine, mailbox, mailFiles, type FormValue } from '../files/form-mail';
import type { Upload } from '../files/uploads';
import type { LeadForward } from '../leads/leads-service';
import { enqueue } from '../outbox/outbox';
import { ensureUser } from '../users/users-repository';
import { createInsuranceRequestsRepository } from './insurance-requests-repository';

/*
 * POST /solicitudes: a request for another insurance. The schema (contracts/src/insurance-requests.ts) checked the
 * product's fields; here the rules it cannot say. Then, in one transaction: the request, its files, the
 * team's e-mail with the files attached and the lead for the spreadsheet service.
 */

export const insuranceRequestMessages = {
  email: 'Indicá un email para que podamos responderte.',
  /** Garantía also asks a celular: either one reaches the person. */
  contact: 'Indicá un email o un celular para que podamos responderte.',
  anio: (max: number) => `El campo anio debe ser menor o igual a ${max}.`,
  fileNotForProduct: (field: string, producto: InsuranceRequestKind) =>
    `El campo ${field} no corresponde a ${INSURANCE_REQUEST_KIND_LABELS[producto]}.`,
  fileNotForSituacion: (field: string, situacion: string) =>
    `El campo ${field} no corresponde a la situación laboral ${situacion}.`,
} as const;

export interface InsuranceRequestsService {
  /** `identity` is null for a visitor; `uploads` are the files the multipart form carried. */
  create(
    identity: AuthUser | null,
    body: InsuranceRequest,
    uploads: readonly Upload[],
  ): Promise<InsuranceRequestCreated>;
}

declare module 'fastify' {
  interface FastifyInstance {
    insuranceRequests: InsuranceRequestsService;
  }
}

const FILE_FIELDS = new Set<string>(Object.keys(INSURANCE_REQUEST_FILE_FIELDS));

/** The file fields the request may carry: the product's, and for garantia only those of the work situation. */
function fileFieldsOf(body: InsuranceRequest): readonly InsuranceRequestFileField[] {
  if (body.producto === 'garantia') return GARANTIA_FILES_BY_SITUACION[body.situacionLaboral];
  return Object.keys(INSURANCE_REQUEST_SCHEMAS[body.producto].properties).filter((f): f is InsuranceRequestFileField =>
    FILE_FIELDS.has(f),
  );
}

/** The form's fields in order: text fields, then (in place) the file fields that apply. */
function formFieldsOf(body: InsuranceRequest): string[] {
  const files = new Set<string>(fileFieldsOf(body));
  return Object.keys(INSURANCE_REQUEST_SCHEMAS[body.producto].properties).filter(
    (f) => f !== 'producto' && (!FILE_FIELDS.has(f) || files.has(f)),
  );
}

/** 'Ana María Pérez' → Ana María / Pérez: the last word is the last name (as the claims form splits it). */
function splitName(name: string): { firstName: string; lastName: string } {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length < 2) return { firstName: words[0] ?? '', lastName: '' };
  return { firstName: words.slice(0, -1).join(' '), lastName: words.at(-1)! };
}

/**
 * The request-form text (spec §3): 'Producto: <label>', one 'field: value' line per form field, files as
 * '[archivo] name', empty values as '-'; then, apart, the reference and who sent it.
 */
export function insuranceRequestText(
  id: string,
  body: InsuranceRequest,
  uploads: readonly Upload[],
  identity: AuthUser | null,
): string {
  const values = body as unknown as Record<string, FormValue>;
  const lines = [`Producto: ${INSURANCE_REQUEST_KIND_LABELS[body.producto]}`];
  for (const field of formFieldsOf(body)) {
    lines.push(formLine(field, FILE_FIELDS.has(field) ? uploads.filter((u) => u.field === field) : values[field]));
  }
  const account = identity
    ? [identity.name ?? identity.nickname, identity.email ? `<${identity.email}>` : null].filter(Boolean).join(' ') ||
      identity.sub
    : 'sin sesión iniciada';
  lines.push('', `Referencia: ${id}`, `Cuenta: ${account}`);
  return lines.join('\n');
}

export function createInsuranceRequestsService(db: Db, files: FileStore, inbox: string): InsuranceRequestsService {
  return {
    async create(identity, body, uploads) {
      const allowed = new Set<string>(fileFieldsOf(body));
      for (const upload of uploads) {
        if (allowed.has(upload.field)) continue;
        throw new HttpError(
          400,
          body.producto === 'garantia' && FILE_FIELDS.has(upload.field)
            ? insuranceRequestMessages.fileNotForSituacion(upload.field, body.situacionLaboral)
            : insuranceRequestMessages.fileNotForProduct(upload.field, body.producto),
        );
      }
      if (body.producto === 'auto') {
        const maxYear = new Date().getUTCFullYear() + 1;
        if (body.anio > maxYear) throw new HttpError(400, insuranceRequestMessages.anio(maxYear));
      }
      const email = body.email ?? identity?.email ?? null;
      const celular = body.producto === 'auto' || body.producto === 'garantia' ? (body.celular ?? null) : null;
      // The spec requires the e-mail for auto only; garantía may be answered by celular instead.
      if (!email && !(body.producto === 'garantia' && celular)) {
        throw new HttpError(
          400,
          body.producto === 'garantia' ? insuranceRequestMessages.contact : insuranceRequestMessages.email,
        );
      }

      // Only the product's own fields are kept; files are kept apart.
      const campos: Record<string, unknown> = {};
      for (const field of formFieldsOf(body)) {
        const value = (body as unknown as Record<string, unknown>)[field];
        if (!FILE_FIELDS.has(field) && value !== undefined) campos[field] = value;
      }
      const nombre = body.producto === 'garantia' ? body.nombre : (identity?.name ?? null);
      const id = randomUUID();

      return db.transaction(async (tx) => {
        const user = identity ? await ensureUser(tx, identity) : null;
        const requests = createInsuranceRequestsRepository(tx);
        const createdAt = await requests.insert({
          id,
          producto: body.producto,
          userId: user?.id ?? null,
          email,
          campos,
        });
        const fileIds = await saveUploads(files, tx, uploads);
        await requests.addFiles(
          id,
          uploads.map((upload, position) => ({ fileId: fileIds[position]!, field: upload.field, name: upload.name })),
        );
        await enqueueMailWithFiles(tx, {
          to: inbox,
          ...(email ? { replyTo: mailbox(nombre ?? email, email) } : {}),
          subject: INSURANCE_REQUEST_SUBJECTS[body.producto],
          text: insuranceRequestText(id, body, uploads, identity),
          files: mailFiles(uploads, fileIds),
        });
        const lead: LeadForward = {
          leadId: id,
          ...splitName(nombre ?? ''),
          phone: celular,
          email,
          birthDate: null,
          declaredValue: body.producto === 'movilidad' ? body.valorDeclarado : null,
          createdAt,
        };
        await enqueue(tx, 'lead.forward', lead);
        return { _id: id, producto: body.producto };
      });
    },
  };
}

export default fp(
  async (app) => {
    app.decorate('insuranceRequests', createInsuranceRequestsService(app.db, app.files, app.config.contactInbox));
  },
  { name: 'insurance-requests', dependencies: ['db', 'outbox', 'config', 'files', 'leads'] },
);

import fp from 'fastify-plugin';
import type { PolicyImport } from 'contracts';
import type { Db } from '../../db/db';
import { HttpError } from '../../lib/http';
import { createCatalogueRepository } from '../catalogue/catalogue-repository';
import type { AuthUser } from '../../plugins/auth';
import { withStoredFile, type FileStore } from '../files/file-store';
import type { Upload } from '../files/uploads';
import { ensureUser } from '../users/users-repository';
import { extractPrefill, recognisedFields, type ImportCatalogue } from './extract-prefill';
import { addPendingUpload } from './pending-uploads';
import { createPdfPool, PdfPoolBusyError, type PdfPool } from './pdf-pool';
import { PdfLimitError, UnreadablePdfError } from './pdf-text';

/*
 * 'Cargar póliza en PDF' (POST /policy/import-pdf). The route has checked the upload (one PDF by its first
 * bytes, at most 10 MB). Its text is read first, in a worker thread (pdf-pool.ts): a PDF that cannot be read,
 * or that asks for more work than a policy needs (a 'PDF bomb'), is refused (422) and nothing is stored; with
 * every worker busy and the queue full the answer is 503 with Retry-After. Then the file is stored as a pending upload of the caller, in one transaction, and the prefill
 * returned; saving the policy with `documentFileId` makes it the policy's document.
 */

export const policyImportMessages = {
  unreadable: 'No pudimos leer el PDF: puede estar dañado. Probá con otro archivo o cargá los datos a mano.',
  encrypted: 'El PDF está protegido con contraseña. Cargá una copia sin contraseña o completá los datos a mano.',
  tooComplex:
    'No pudimos leer el PDF: es demasiado grande o complejo para leerlo. Probá con otro archivo o cargá los datos a mano.',
  busy: 'Estamos leyendo muchos PDF en este momento. Probá de nuevo en unos segundos.',
} as const;

/** Seconds a refused upload is told to wait when every PDF worker is busy. */
export const PDF_BUSY_RETRY_AFTER_SECONDS = 5;

export interface PolicyImportService {
  importPdf(identity: AuthUser, upload: Upload): Promise<PolicyImport>;
}

declare module 'fastify' {
  interface FastifyInstance {
    policyImport: PolicyImportService;
  }
}

export function createPolicyImportService(db: Db, files: FileStore, pdfs: PdfPool): PolicyImportService {
  /** The insurers (in the catalogue's order) and categories a policy's text is matched against. */
  async function catalogue(): Promise<ImportCatalogue> {
    const { insurers, categories } = await createCatalogueRepository(db).externalCatalogue();
    return { insurers, categories: categories.map((c) => c.id) };
  }

  return {
    async importPdf(identity, upload) {
      // The import's form is read into memory (pdf.js reads it whole), never streamed into the store.
      const bytes = upload.bytes;
      if (!bytes) throw new Error('A PDF import needs the form read into memory');
      let pages: string[][];
      try {
        pages = await pdfs.read(bytes);
      } catch (error) {
        if (error instanceof PdfPoolBusyError) {
          throw new HttpError(503, policyImportMessages.busy, {
            cause: error,
            headers: { 'retry-after': String(PDF_BUSY_RETRY_AFTER_SECONDS) },
          });
        }
        if (error instanceof PdfLimitError) {
          throw new HttpError(422, policyImportMessages.tooComplex, { cause: error, field: 'file' });
        }
        if (!(error instanceof UnreadablePdfError)) throw error;
        const message = error.reason === 'password' ? policyImportMessages.encrypted : policyImportMessages.unreadable;
        throw new HttpError(422, message, { cause: error, field: 'file' });
      }
      const prefill = extractPrefill(pages, await catalogue());
      const fileId = await withStoredFile(files, db, { bytes, contentType: upload.contentType }, async (tx, id) => {
        const user = await ensureUser(tx, identity);
        await addPendingUpload(tx, user.id, id, upload.name);
        return id;
      });
      return { fileId, fileName: upload.name, prefill, recognised: recognisedFields(prefill) };
    },
  };
}

export default fp(
  async (app) => {
    const pdfs = createPdfPool(app.config.pdfImport);
    app.addHook('onClose', () => pdfs.close());
    app.decorate('policyImport', createPolicyImportService(app.db, app.files, pdfs));
  },
  { name: 'policy-import', dependencies: ['config', 'db', 'files'] },
);

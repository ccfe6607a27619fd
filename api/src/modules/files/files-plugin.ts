import fp from 'fastify-plugin';
import type { Queryable } from '../../db/db';
import type { MailMessage } from '../outbox/mailer';
import { enqueue, PermanentDeliveryError } from '../outbox/outbox';
import { createFileStore, type FileStore } from './file-store';
import type { Upload } from './uploads';

/**
 * An e-mail whose attachments are stored files (topic `mail.send-stored`): the outbox row names them and the
 * worker reads their bytes when it delivers, so a 30 MB upload is not copied into the outbox as base64.
 */
export interface MailWithStoredFiles extends Omit<MailMessage, 'attachments'> {
  files: Array<{ fileId: string; filename: string; contentType: string }>;
}

declare module '../outbox/outbox' {
  interface OutboxTopics {
    'mail.send-stored': MailWithStoredFiles;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Uploaded files' bytes: `save(tx, file)` inside the write that names them, `read(id)`, `sweepObjects()`. */
    files: FileStore;
  }
}

/** Queues `mail` in `tx`; it is sent, with its files attached, once `tx` has committed. */
export function enqueueMailWithFiles(tx: Queryable, mail: MailWithStoredFiles): Promise<string> {
  return enqueue(tx, 'mail.send-stored', mail);
}

/** Saves each upload in `tx`, in order; returns their file ids. */
export async function saveUploads(store: FileStore, tx: Queryable, uploads: readonly Upload[]): Promise<string[]> {
  const ids: string[] = [];
  for (const upload of uploads)
    ids.push(await store.save(tx, { bytes: upload.bytes, contentType: upload.contentType }));
  return ids;
}

export interface FilesPluginOptions {
  /** Another store (tests); default the one `createFileStore` selects. */
  store?: FileStore;
}

export default fp<FilesPluginOptions>(
  async (app, opts) => {
    const store = opts.store ?? createFileStore(app.db, app.config.filesStore);
    app.decorate('files', store);
    app.decorateRequest('uploads', null as unknown as Upload[]);

    app.outbox.register('mail.send-stored', async ({ files, ...message }, meta) => {
      const attachments: NonNullable<MailMessage['attachments']> = [];
      for (const file of files) {
        const bytes = await store.read(file.fileId);
        if (!bytes) throw new PermanentDeliveryError(`stored file ${file.fileId} of the e-mail no longer exists`);
        attachments.push({
          filename: file.filename,
          contentType: file.contentType,
          contentBase64: bytes.toString('base64'),
        });
      }
      await app.mailer.send({ ...message, attachments }, meta);
    });
  },
  { name: 'files', dependencies: ['db', 'outbox'] },
);

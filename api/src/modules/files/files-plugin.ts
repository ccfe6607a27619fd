import fp from 'fastify-plugin';
import type { Queryable } from '../../db/db';
import { Readable } from 'node:stream';
import type { MailAttachment, MailMessage } from '../outbox/mailer';
import { enqueue, PermanentDeliveryError } from '../outbox/outbox';
import { createFileStore, type FileStore } from './file-store';
import { discardStaged, type Upload } from './uploads';

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
    /** Uploaded files' bytes: `stage`, then `commit(tx, id)` in the write that names them; `read`, `open`, `sweepObjects`. */
    files: FileStore;
  }
}

/** Queues `mail` in `tx`; it is sent, with its files attached, once `tx` has committed. */
export function enqueueMailWithFiles(tx: Queryable, mail: MailWithStoredFiles): Promise<string> {
  return enqueue(tx, 'mail.send-stored', mail);
}

/** Makes each staged upload (a form read with `stream: true`) part of `tx`, in order; returns their file ids. */
export async function saveUploads(store: FileStore, tx: Queryable, uploads: readonly Upload[]): Promise<string[]> {
  const ids: string[] = [];
  for (const upload of uploads) {
    if (!upload.fileId) throw new Error(`The upload ${upload.name} was not streamed into the file store`);
    await store.commit(tx, upload.fileId);
    ids.push(upload.fileId);
  }
  return ids;
}

/** A stream that opens its source when first read (so a message's attachments are fetched one after another). */
function lazyStream(open: () => Promise<Readable | null>): Readable {
  return Readable.from(
    (async function* () {
      const source = await open();
      if (!source) throw new Error('the stored file disappeared while the e-mail was sent');
      yield* source;
    })(),
    { objectMode: false },
  );
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
    // Before the answer: a form's files its record did not take (a refusal, a failed transaction) are deleted.
    app.addHook('onSend', async (request) => {
      if (request.uploads) await discardStaged(request);
    });

    app.outbox.register('mail.send-stored', async ({ files, ...message }, meta) => {
      // Each attachment is read from the store while the message is written out, one piece at a time: the
      // mail holds no file whole (SMTP; the .eml files of development are written whole).
      const attachments: MailAttachment[] = [];
      for (const file of files) {
        if (!(await store.exists(file.fileId)))
          throw new PermanentDeliveryError(`stored file ${file.fileId} of the e-mail no longer exists`);
        attachments.push({
          filename: file.filename,
          contentType: file.contentType,
          content: lazyStream(() => store.open(file.fileId)),
        });
      }
      await app.mailer.send({ ...message, attachments }, meta);
    });
  },
  { name: 'files', dependencies: ['db', 'outbox'] },
);

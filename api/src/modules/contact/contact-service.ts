import { createHash } from 'node:crypto';
import fp from 'fastify-plugin';
import { bodyLimitMessages, CONTACT_MAX_ATTACHMENT_BYTES, type ContactBody } from 'contracts';
import type { Db } from '../../db/db';
import { blankField, HttpError } from '../../lib/http';
import type { MailMessage } from '../outbox/mailer';
import type { FileStore } from '../files/file-store';
import { enqueueMailWithFiles } from '../files/files-plugin';
import { mailbox } from '../files/form-mail';
import { layoutMail } from '../outbox/mail-layout';
import { enqueue } from '../outbox/outbox';
import { checkFileType, sanitizeFileName, type UploadType } from '../files/uploads';
import { decodeBase64 } from '../sbi/emission-request';
import { createContactRepository } from './contact-repository';

/*
 * POST /email/send: a message for the team (contact dialog, custom home proposal, later claims). Stored
 * and queued for the contact inbox in one transaction, with reply-to the sender so the team answers them.
 * Anyone may send it, so attachments are checked as the claims' files are: a PDF, JPG, PNG or HEIC by their
 * first bytes (415 otherwise, or when the name's extension says another type), the type sent to the team is
 * the one found, never the one declared, and the name is sanitised.
 */

export const contactMessages = {
  attachment: bodyLimitMessages.contactAttachment,
} as const;

const DEFAULT_SUBJECT = 'Consulta desde la web';

/** The types the team's inbox accepts from anyone: the claims form's. */
export const CONTACT_ATTACHMENT_TYPES: readonly UploadType[] = ['pdf', 'jpg', 'jpeg', 'png', 'heic'];

export interface ContactService {
  /** Returns the stored message's id. */
  send(body: ContactBody): Promise<string>;
}

declare module 'fastify' {
  interface FastifyInstance {
    contact: ContactService;
  }
}

export function createContactService(db: Db, files: FileStore, inbox: string): ContactService {
  return {
    async send(body) {
      const name = body.name.trim();
      const phone = body.phoneNumber?.trim() || null;
      if (!name) throw blankField('name');
      const subject = body.subject?.trim() || DEFAULT_SUBJECT;
      const text = body.text?.trim() ?? '';
      const plan = body.plan?.trim() || null;

      const attachments = (body.attachments ?? []).map((a) => {
        const bytes = decodeBase64(a.content, CONTACT_MAX_ATTACHMENT_BYTES);
        if (!bytes) throw new HttpError(400, contactMessages.attachment);
        const { name, contentType } = checkFileType(sanitizeFileName(a.filename), bytes, CONTACT_ATTACHMENT_TYPES);
        return { filename: name, contentType, bytes };
      });

      const lines: Array<[string, string]> = [
        ['Nombre', name],
        ['Correo', body.email],
        ['Teléfono', phone ?? '-'],
        ...(plan ? ([['Plan', plan]] as Array<[string, string]>) : []),
      ];
      const message: Omit<MailMessage, 'attachments'> = {
        to: inbox,
        replyTo: mailbox(name, body.email),
        subject: `[Web] ${subject}`.replace(/[\r\n]+/g, ' '),
        ...layoutMail({ rows: lines, after: text ? [text] : [], signed: false }),
      };

      // Stored files (staged, committed with the message, deleted if it fails): the outbox row names them and
      // the worker reads them when it sends, instead of carrying a base64 copy of each.
      const staged: string[] = [];
      try {
        for (const a of attachments) staged.push((await files.stage({ contentType: a.contentType }, [a.bytes])).id);
        return await db.transaction(async (tx) => {
          const messages = createContactRepository(tx);
          const id = await messages.insert({
            name,
            email: body.email,
            phone,
            subject,
            text,
            plan,
            attachments: attachments.map((a) => ({
              filename: a.filename,
              contentType: a.contentType,
              bytes: a.bytes.length,
              sha256: createHash('sha256').update(a.bytes).digest('hex'),
            })),
          });
          for (const fileId of staged) await files.commit(tx, fileId);
          await messages.addFiles(id, staged);
          if (staged.length === 0) await enqueue(tx, 'mail.send', message);
          else
            await enqueueMailWithFiles(tx, {
              ...message,
              files: attachments.map((a, i) => ({
                fileId: staged[i]!,
                filename: a.filename,
                contentType: a.contentType,
              })),
            });
          return id;
        });
      } catch (error) {
        await files.discard(staged).catch(() => {});
        throw error;
      }
    },
  };
}

export default fp(
  async (app) => {
    app.decorate('contact', createContactService(app.db, app.files, app.config.contactInbox));
  },
  { name: 'contact', dependencies: ['db', 'outbox', 'config', 'files'] },
);

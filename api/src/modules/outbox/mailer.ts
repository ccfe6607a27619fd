import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import nodemailer from 'nodemailer';

/** An e-mail as modules enqueue it (topic `mail.send`). `from` is MAIL_FROM. */
export interface MailMessage {
  to: string | string[];
  cc?: string[];
  replyTo?: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: Array<{ filename: string; contentType: string; contentBase64: string }>;
}

/** An attachment as sent: as queued (base64), or bytes or a stream read while the message is written. */
export type MailAttachment =
  | NonNullable<MailMessage['attachments']>[number]
  | { filename: string; contentType: string; content: Buffer | Readable };

export interface Mailer {
  /** `id` names the message (Message-ID, file name): a repeated delivery overwrites instead of duplicating. */
  send(
    message: Omit<MailMessage, 'attachments'> & { attachments?: MailAttachment[] },
    meta: { id: string; createdAt: Date },
  ): Promise<void>;
  close(): void;
  readonly kind: 'smtp' | 'file';
}

export interface MailerOptions {
  smtpUrl: string | null;
  from: string;
  /** Where .eml files go when there is no SMTP server. */
  dir: string;
}

/** SMTP when SMTP_URL is set; otherwise each message becomes an .eml file under MAIL_DIR. */
export function createMailer({ smtpUrl, from, dir }: MailerOptions): Mailer {
  const transport = smtpUrl
    ? // The timeouts sit beside the url: createTransport's second argument is message defaults, where
      // nodemailer 7 silently ignored them (its own types now say so).
      nodemailer.createTransport({
        url: smtpUrl,
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 30_000,
      })
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });

  return {
    kind: smtpUrl ? 'smtp' : 'file',
    async send(message, { id, createdAt }) {
      const info = await transport.sendMail({
        from,
        to: message.to,
        cc: message.cc,
        replyTo: message.replyTo,
        subject: message.subject,
        text: message.text,
        html: message.html,
        messageId: `<${id}@seguros.uy>`,
        date: createdAt,
        attachments: message.attachments?.map((a) => ({
          filename: a.filename,
          contentType: a.contentType,
          content: 'content' in a ? a.content : Buffer.from(a.contentBase64, 'base64'),
        })),
      });
      if (smtpUrl) return;
      const stamp = createdAt
        .toISOString()
        .replace(/[-:]/g, '')
        .replace(/\.\d+Z$/, 'Z');
      const file = path.join(dir, `${stamp}-${id}.eml`);
      await fs.mkdir(dir, { recursive: true });
      // Written whole or not at all: a reader never sees half a message.
      const tmp = `${file}.${process.pid}.tmp`;
      await fs.writeFile(tmp, (info as unknown as { message: Buffer }).message);
      await fs.rename(tmp, file);
    },
    close: () => transport.close(),
  };
}

import type { Queryable } from '../../db/db';

/*
 * Every statement of the contact service: a message for the team and its stored attachments. Takes the
 * database or a transaction's `tx`; the service keeps the checks, the e-mail and the transaction.
 */

/** What is kept of an attachment beside the message (its bytes are a stored file). */
export interface AttachmentRecord {
  filename: string;
  contentType: string;
  bytes: number;
  sha256: string;
}

export interface NewContactMessage {
  name: string;
  email: string;
  phone: string | null;
  subject: string;
  text: string;
  plan: string | null;
  attachments: readonly AttachmentRecord[];
}

export interface ContactRepository {
  /** Stores the message; returns its id. */
  insert(message: NewContactMessage): Promise<string>;
  /** The message's stored files, in the order given (their `position`). */
  addFiles(messageId: string, fileIds: readonly string[]): Promise<void>;
}

export function createContactRepository(q: Queryable): ContactRepository {
  return {
    async insert({ name, email, phone, subject, text, plan, attachments }) {
      const { rows } = await q.query<{ id: string }>(
        `INSERT INTO contact_messages (name, email, phone, subject, text, plan, attachments)
         VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb) RETURNING id`,
        [name, email, phone, subject, text, plan, JSON.stringify(attachments)],
      );
      return rows[0]!.id;
    },

    async addFiles(messageId, fileIds) {
      for (const [position, fileId] of fileIds.entries()) {
        await q.query('INSERT INTO contact_message_files (contact_message_id, file_id, position) VALUES ($1, $2, $3)', [
          messageId,
          fileId,
          position,
        ]);
      }
    },
  };
}

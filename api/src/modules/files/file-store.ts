import { createHash } from 'node:crypto';
import type { Queryable } from '../../db/db';

/*
 * Where uploaded files' bytes live. The default keeps them in the database (`files.content`, bytea): one
 * backup, and a file commits or rolls back with the record that names it. An object store (S3 and the like)
 * would be another FileStore selected by URL in `createFileStore`: its `save` would PUT the bytes under a
 * fresh key first and then insert the `files` row with `location` set (content null) inside `tx`, so a
 * rollback can leave an unreferenced object behind (for a sweeper) but never a row without its bytes.
 */

export interface NewFile {
  bytes: Buffer;
  /** As told by the file's first bytes. */
  contentType: string;
}

export interface FileStore {
  readonly kind: 'database';
  /** Stores the file as part of `tx`; returns its id (`files.id`). */
  save(tx: Queryable, file: NewFile): Promise<string>;
  /** The bytes of a stored file, or null when there is no file with that id. */
  read(id: string): Promise<Buffer | null>;
}

export function createDatabaseFileStore(db: Queryable): FileStore {
  return {
    kind: 'database',
    async save(tx, { bytes, contentType }) {
      const { rows } = await tx.query<{ id: string }>(
        `INSERT INTO files (content_type, size_bytes, sha256, content) VALUES ($1, $2, $3, $4) RETURNING id`,
        [contentType, bytes.length, createHash('sha256').update(bytes).digest('hex'), bytes],
      );
      return rows[0]!.id;
    },
    async read(id) {
      const { rows } = await db.query<{ content: Uint8Array | null }>('SELECT content FROM files WHERE id = $1', [id]);
      const content = rows[0]?.content;
      if (!content) return null;
      // pg answers a Buffer, PGlite a Uint8Array: the same bytes either way, without a copy.
      return Buffer.isBuffer(content) ? content : Buffer.from(content.buffer, content.byteOffset, content.byteLength);
    },
  };
}

/**
 * The store a URL selects: none (or `database:`) keeps files in the database. Other schemes are where an
 * object-store adapter plugs in; until one exists they are refused at start rather than silently ignored.
 */
export function createFileStore(db: Queryable, url: string | null = null): FileStore {
  if (url === null || url === 'database:') return createDatabaseFileStore(db);
  throw new Error(`No file store adapter for ${new URL(url).protocol} (only the database store exists)`);
}

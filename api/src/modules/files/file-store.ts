import { createHash, randomUUID } from 'node:crypto';
import { S3Client, type S3Location } from 'server-kit';
import type { Queryable } from '../../db/db';

/*
 * Where uploaded files' bytes live. The default keeps them in the database (`files.content`, bytea): one
 * backup, and a file commits or rolls back with the record that names it. With FILES_STORE_URL=s3://bucket/prefix
 * they go to that bucket: `save` PUTs the bytes under a fresh key first, then inserts the `files` row with
 * `location` (`s3://bucket/key`, content null) inside `tx`, so a rollback can leave an unreferenced object
 * behind (a bucket lifecycle rule or a listing sweep finds it) but never a row without its bytes.
 *
 * Reading follows the row, not the configuration: `content` when it is set, else the object `location` names.
 * Rows written before a bucket was configured (or after it was removed) keep working.
 *
 * Deleting: the `files_object_deletion` trigger (migration 013) queues a deleted row's object in
 * `file_object_deletions` inside the deleting transaction; `sweepObjects` deletes the queued objects (the
 * reminders run calls it), so deleting a policy or an unsaved upload never has to reach the bucket.
 */

export interface NewFile {
  bytes: Buffer;
  /** As told by the file's first bytes. */
  contentType: string;
}

export interface FileStore {
  /** Where new files go. */
  readonly kind: 'database' | 's3';
  /** Stores the file as part of `tx`; returns its id (`files.id`). */
  save(tx: Queryable, file: NewFile): Promise<string>;
  /** The bytes of a stored file, or null when there is no file with that id. */
  read(id: string): Promise<Buffer | null>;
  /** Deletes the objects of deleted files rows; returns how many. */
  sweepObjects(limit?: number): Promise<number>;
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** `s3://bucket/key` → bucket and key; null for anything else. */
export function parseObjectLocation(location: string): { bucket: string; key: string } | null {
  const m = /^s3:\/\/([^/]+)\/(.+)$/.exec(location);
  return m ? { bucket: m[1]!, key: m[2]! } : null;
}

/** A files row's bytes: `content` when the database holds them, else the object `location` names. */
async function readRow(
  db: Queryable,
  id: string,
  object: (location: string) => Promise<Buffer | null>,
): Promise<Buffer | null> {
  const { rows } = await db.query<{ content: Uint8Array | null; location: string | null }>(
    'SELECT content, location FROM files WHERE id = $1',
    [id],
  );
  const row = rows[0];
  if (!row) return null;
  if (row.content) {
    const content = row.content;
    // pg answers a Buffer, PGlite a Uint8Array: the same bytes either way, without a copy.
    return Buffer.isBuffer(content) ? content : Buffer.from(content.buffer, content.byteOffset, content.byteLength);
  }
  return row.location ? object(row.location) : null;
}

function noBucket(location: string): never {
  throw new Error(`The file at ${location} is in a bucket, but FILES_STORE_URL names none`);
}

export function createDatabaseFileStore(db: Queryable): FileStore {
  return {
    kind: 'database',
    async save(tx, { bytes, contentType }) {
      const { rows } = await tx.query<{ id: string }>(
        `INSERT INTO files (content_type, size_bytes, sha256, content) VALUES ($1, $2, $3, $4) RETURNING id`,
        [contentType, bytes.length, sha256(bytes), bytes],
      );
      return rows[0]!.id;
    },
    read: (id) => readRow(db, id, async (location) => noBucket(location)),
    // Objects queued while a bucket was configured wait for it to be configured again.
    sweepObjects: async () => 0,
  };
}

/** Files in an S3-compatible bucket (server-kit's client); rows with `content` are still read from the database. */
export function createS3FileStore(db: Queryable, location: S3Location): FileStore {
  const client = new S3Client(location);
  // Reads and deletes go by the stored location (whole key, any bucket: FILES_STORE_URL may have changed
  // since), with the same endpoint and credentials.
  const roots = new Map<string, S3Client>();
  const objectOf = (where: string) => {
    const parsed = parseObjectLocation(where);
    if (!parsed) throw new Error(`Not an object location: ${where}`);
    let root = roots.get(parsed.bucket);
    if (!root) {
      root = new S3Client({ ...location, bucket: parsed.bucket, prefix: '' });
      roots.set(parsed.bucket, root);
    }
    return { root, key: parsed.key };
  };
  return {
    kind: 's3',
    async save(tx, { bytes, contentType }) {
      const id = randomUUID();
      const rel = `files/${id}`;
      const res = await client.put(rel, bytes, { 'content-type': contentType, 'if-none-match': '*' });
      if (res.status !== 200) throw new Error(`The bucket refused a new file (${res.status})`);
      await tx.query(`INSERT INTO files (id, content_type, size_bytes, sha256, location) VALUES ($1, $2, $3, $4, $5)`, [
        id,
        contentType,
        bytes.length,
        sha256(bytes),
        `s3://${location.bucket}/${client.key(rel)}`,
      ]);
      return id;
    },
    read: (id) =>
      readRow(db, id, async (where) => {
        const { root, key } = objectOf(where);
        const res = await root.get(key);
        return res.status === 200 ? res.body : null;
      }),
    async sweepObjects(limit = 500) {
      const { rows } = await db.query<{ location: string }>(
        'SELECT location FROM file_object_deletions ORDER BY queued_at LIMIT $1',
        [limit],
      );
      for (const { location: where } of rows) {
        const { root, key } = objectOf(where);
        await root.delete(key);
        await db.query('DELETE FROM file_object_deletions WHERE location = $1', [where]);
      }
      return rows.length;
    },
  };
}

/** The store the configuration selects: a bucket (FILES_STORE_URL), else the database. */
export function createFileStore(db: Queryable, location: S3Location | null = null): FileStore {
  return location ? createS3FileStore(db, location) : createDatabaseFileStore(db);
}

import type { Queryable } from '../../db/db';

/*
 * Every statement of the file store (file-store.ts): the `files` rows, a database-streamed file's
 * `file_chunks` and the queue of bucket objects to delete (`file_object_deletions`, filled by migration 013's
 * trigger). Takes the database or a transaction's `tx`; the store keeps where bytes go, staging and sweeping.
 */

/** A committed file's row: its bytes in `content`, or an object at `location`, else its chunks. */
export interface FileRow {
  content: Buffer | null;
  location: string | null;
  sizeBytes: number;
}

export interface FilesRepository {
  /** Inserts a staged row (size and hash unknown yet), its bytes at `location` or, when null, in its chunks. */
  insertStaged(id: string, contentType: string, location: string | null): Promise<void>;
  /** Records a staged file's size and SHA-256 once its bytes are written. */
  setMeasure(id: string, size: number, sha256: string): Promise<void>;
  /** Makes a staged file committed; false when it is no longer staged (discarded, swept). */
  commit(id: string): Promise<boolean>;
  /** Deletes the staged rows among `ids` (committed ones are left alone); returns their object locations. */
  deleteStaged(ids: readonly string[]): Promise<string[]>;
  /** Deletes up to `limit` rows staged longer than `minutes`, oldest first; returns their object locations. */
  deleteStagedBefore(minutes: number, limit: number): Promise<string[]>;
  /** A committed file's row; null when there is none with that id (or it is still staged). */
  findCommitted(id: string): Promise<FileRow | null>;
  existsCommitted(id: string): Promise<boolean>;
  addChunk(id: string, n: number, bytes: Buffer): Promise<void>;
  /** Piece `n` of a database-streamed file; null past its last piece. */
  chunk(id: string, n: number): Promise<Buffer | null>;
  /** Up to `limit` object locations queued for deletion, oldest first. */
  queuedObjectDeletions(limit: number): Promise<string[]>;
  /** Takes a deleted object off the queue. */
  dequeueObjectDeletion(location: string): Promise<void>;
}

/** pg answers a Buffer, PGlite a Uint8Array: the same bytes either way, without a copy. */
const asBuffer = (bytes: Uint8Array) =>
  Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

const locations = (rows: ReadonlyArray<{ location: string | null }>) =>
  rows.flatMap((r) => (r.location ? [r.location] : []));

export function createFilesRepository(q: Queryable): FilesRepository {
  return {
    async insertStaged(id, contentType, location) {
      await q.query(
        `INSERT INTO files (id, content_type, size_bytes, sha256, location, staged_at) VALUES ($1, $2, 0, '', $3, now())`,
        [id, contentType, location],
      );
    },

    async setMeasure(id, size, sha256) {
      await q.query('UPDATE files SET size_bytes = $2, sha256 = $3 WHERE id = $1', [id, size, sha256]);
    },

    async commit(id) {
      const { rows } = await q.query<{ id: string }>(
        'UPDATE files SET staged_at = NULL WHERE id = $1 AND staged_at IS NOT NULL RETURNING id',
        [id],
      );
      return rows.length > 0;
    },

    async deleteStaged(ids) {
      if (ids.length === 0) return [];
      const { rows } = await q.query<{ location: string | null }>(
        'DELETE FROM files WHERE id = ANY($1::uuid[]) AND staged_at IS NOT NULL RETURNING location',
        [ids],
      );
      return locations(rows);
    },

    async deleteStagedBefore(minutes, limit) {
      const { rows } = await q.query<{ location: string | null }>(
        `DELETE FROM files WHERE id IN (
           SELECT id FROM files WHERE staged_at < now() - make_interval(mins => $1) ORDER BY staged_at LIMIT $2
         ) RETURNING location`,
        [minutes, limit],
      );
      return locations(rows);
    },

    async findCommitted(id) {
      const { rows } = await q.query<{ content: Uint8Array | null; location: string | null; size_bytes: number }>(
        'SELECT content, location, size_bytes FROM files WHERE id = $1 AND staged_at IS NULL',
        [id],
      );
      const row = rows[0];
      if (!row) return null;
      return {
        content: row.content ? asBuffer(row.content) : null,
        location: row.location,
        sizeBytes: Number(row.size_bytes),
      };
    },

    async existsCommitted(id) {
      const { rows } = await q.query('SELECT 1 FROM files WHERE id = $1 AND staged_at IS NULL', [id]);
      return rows.length > 0;
    },

    async addChunk(id, n, bytes) {
      await q.query('INSERT INTO file_chunks (file_id, n, bytes) VALUES ($1, $2, $3)', [id, n, bytes]);
    },

    async chunk(id, n) {
      const { rows } = await q.query<{ bytes: Uint8Array }>(
        'SELECT bytes FROM file_chunks WHERE file_id = $1 AND n = $2',
        [id, n],
      );
      return rows[0] ? asBuffer(rows[0].bytes) : null;
    },

    async queuedObjectDeletions(limit) {
      const { rows } = await q.query<{ location: string }>(
        'SELECT location FROM file_object_deletions ORDER BY queued_at LIMIT $1',
        [limit],
      );
      return rows.map((r) => r.location);
    },

    async dequeueObjectDeletion(location) {
      await q.query('DELETE FROM file_object_deletions WHERE location = $1', [location]);
    },
  };
}

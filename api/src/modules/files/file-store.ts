import { createHash, randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { readStream, S3Client, type S3Location } from 'server-kit';
import type { Db, Queryable } from '../../db/db';
import { createFilesRepository, type FilesRepository } from './files-repository';

/*
 * Where uploaded files' bytes live. The default keeps them in the database: one backup. With
 * FILES_STORE_URL=s3://bucket/prefix they go to that bucket, under `files/<id>`, and the `files` row keeps the
 * metadata and `location` (`s3://bucket/key`, content null).
 *
 * Every file is written the same way: `stage(file, body)` writes its bytes as `body` yields them (a form's file
 * as it arrives: claims, requests; or a buffer: `withStoredFile`), holding about a megabyte (database) or one 5 MiB part
 * (bucket) at a time, never the whole file: its row is inserted first with `staged_at`, so no byte is ever
 * written that a row does not name; then the bytes go to `file_chunks` or to the object. The record's
 * transaction `commit`s it (`staged_at` null); a refused form or a failed transaction `discard`s it at once, and
 * `sweepObjects` deletes the staged files left by a process that died (older than STAGED_TTL).
 *
 * Reading follows the row, not the configuration: `content` when it is set, the object `location` names when
 * that is set, else the row's `file_chunks`. Rows written before a bucket was configured (or after it was
 * removed) keep working.
 *
 * Deleting: the `files_object_deletion` trigger (migration 013) queues a deleted row's object in
 * `file_object_deletions` inside the deleting transaction; `sweepObjects` deletes the queued objects (the
 * reminders run calls it), so deleting a policy or an unsaved upload never has to reach the bucket.
 *
 * The statements are files-repository.ts's; here, where the bytes go and when.
 */

export interface NewFile {
  bytes: Buffer;
  /** As told by the file's first bytes. */
  contentType: string;
}

export interface StagedFile {
  id: string;
  size: number;
  sha256: string;
}

export interface FileStore {
  /** Where new files go. */
  readonly kind: 'database' | 's3';
  /**
   * Writes a file as `body` yields it, staged (see above). When `body` throws (a size limit, a refused type,
   * a client gone), nothing is left and the error is rethrown.
   */
  stage(file: { contentType: string }, body: AsyncIterable<Buffer> | Iterable<Buffer>): Promise<StagedFile>;
  /** Makes a staged file part of `tx`'s record; throws when it is no longer staged (discarded, swept). */
  commit(tx: Queryable, id: string): Promise<void>;
  /** Deletes files still staged among `ids`, bytes included; committed ones are left alone. */
  discard(ids: readonly string[]): Promise<void>;
  /** The bytes of a stored file, or null when there is no file with that id. */
  read(id: string): Promise<Buffer | null>;
  /** Whether a committed file with that id exists. */
  exists(id: string): Promise<boolean>;
  /** The bytes of a stored file as a stream, fetched as it is read; null when there is no file with that id. */
  open(id: string): Promise<Readable | null>;
  /** Deletes staged files older than STAGED_TTL and the objects of deleted files rows; returns how many objects. */
  sweepObjects(limit?: number): Promise<number>;
}

/** A staged file no record took within this long was left by a process that died: the sweep deletes it. */
export const STAGED_TTL_MINUTES = 60;
/** Pieces of a database-stored streamed file. */
const CHUNK_BYTES = 1024 * 1024;

/** `s3://bucket/key` → bucket and key; null for anything else. */
export function parseObjectLocation(location: string): { bucket: string; key: string } | null {
  const m = /^s3:\/\/([^/]+)\/(.+)$/.exec(location);
  return m ? { bucket: m[1]!, key: m[2]! } : null;
}

type Place = { content: Buffer } | { location: string } | { chunks: string; sizeBytes: number };

/** Where a committed files row's bytes are; null when there is no such row. */
async function placeOf(files: FilesRepository, id: string): Promise<Place | null> {
  const row = await files.findCommitted(id);
  if (!row) return null;
  if (row.content) return { content: row.content };
  return row.location ? { location: row.location } : { chunks: id, sizeBytes: row.sizeBytes };
}

/** A database-streamed file's pieces, one query each, as they are read. */
function chunksStream(files: FilesRepository, id: string): Readable {
  return Readable.from(
    (async function* () {
      for (let n = 0; ; n++) {
        const piece = await files.chunk(id, n);
        if (!piece) return;
        yield piece;
      }
    })(),
    { objectMode: false },
  );
}

/** `body` regrouped in pieces of `size` bytes (the last one shorter), one copy of a piece at a time. */
async function* pieces(body: AsyncIterable<Buffer> | Iterable<Buffer>, size: number): AsyncGenerator<Buffer> {
  let held: Buffer[] = [];
  let heldBytes = 0;
  for await (const chunk of body) {
    let at = 0;
    while (at < chunk.length) {
      const n = Math.min(chunk.length - at, size - heldBytes);
      held.push(chunk.subarray(at, at + n));
      heldBytes += n;
      at += n;
      if (heldBytes === size) {
        yield Buffer.concat(held, heldBytes);
        held = [];
        heldBytes = 0;
      }
    }
  }
  if (heldBytes > 0) yield Buffer.concat(held, heldBytes);
}

/** Counts and hashes what passes through. */
function measured(body: AsyncIterable<Buffer> | Iterable<Buffer>) {
  const hash = createHash('sha256');
  const out = { size: 0, sha256: () => hash.digest('hex') };
  const stream = (async function* () {
    for await (const chunk of body) {
      hash.update(chunk);
      out.size += chunk.length;
      yield chunk;
    }
  })();
  return { stream, out };
}

async function finishStaged(files: FilesRepository, id: string, size: number, sha: string): Promise<StagedFile> {
  if (size === 0) throw new Error('An empty file cannot be stored');
  await files.setMeasure(id, size, sha);
  return { id, size, sha256: sha };
}

async function commitStaged(tx: Queryable, id: string): Promise<void> {
  if (!(await createFilesRepository(tx).commit(id))) {
    throw new Error(`The staged file ${id} is gone (discarded or swept) before its record was written`);
  }
}

/** A file's bytes in one buffer: the row's `content` as is, else its object or its chunks read once. */
async function readFile(
  files: FilesRepository,
  id: string,
  object: (location: string) => Promise<Buffer | null>,
): Promise<Buffer | null> {
  const place = await placeOf(files, id);
  if (!place) return null;
  if ('content' in place) return place.content;
  if ('location' in place) return object(place.location);
  return readStream(chunksStream(files, id), place.sizeBytes);
}

function noBucket(location: string): never {
  throw new Error(`The file at ${location} is in a bucket, but FILES_STORE_URL names none`);
}

export function createDatabaseFileStore(db: Queryable): FileStore {
  const files = createFilesRepository(db);
  const open = async (id: string): Promise<Readable | null> => {
    const place = await placeOf(files, id);
    if (!place) return null;
    if ('content' in place) return Readable.from([place.content], { objectMode: false });
    if ('location' in place) return noBucket(place.location);
    return chunksStream(files, id);
  };
  return {
    kind: 'database',
    async stage({ contentType }, body) {
      const id = randomUUID();
      await files.insertStaged(id, contentType, null);
      try {
        const { stream, out } = measured(body);
        let n = 0;
        for await (const piece of pieces(stream, CHUNK_BYTES)) {
          await files.addChunk(id, n++, piece);
        }
        return await finishStaged(files, id, out.size, out.sha256());
      } catch (error) {
        await files.deleteStaged([id]).catch(() => {});
        throw error;
      }
    },
    commit: commitStaged,
    async discard(ids) {
      await files.deleteStaged(ids);
    },
    read: (id) => readFile(files, id, async (location) => noBucket(location)),
    exists: (id) => files.existsCommitted(id),
    open,
    // Objects queued while a bucket was configured wait for it to be configured again.
    async sweepObjects(limit = 500) {
      await files.deleteStagedBefore(STAGED_TTL_MINUTES, limit);
      return 0;
    },
  };
}

/** Files in an S3-compatible bucket (server-kit's client); rows with `content` are still read from the database. */
export function createS3FileStore(db: Queryable, location: S3Location): FileStore {
  const client = new S3Client(location);
  const files = createFilesRepository(db);
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
  const newObject = () => {
    const id = randomUUID();
    const rel = `files/${id}`;
    return { id, rel, where: `s3://${location.bucket}/${client.key(rel)}` };
  };
  /** Deletes objects now, and their queue entries (the trigger queued them when their rows were deleted). */
  const deleteObjects = async (locations: readonly string[]) => {
    for (const where of locations) {
      const { root, key } = objectOf(where);
      await root.delete(key);
      await files.dequeueObjectDeletion(where);
    }
  };
  const open = async (id: string): Promise<Readable | null> => {
    const place = await placeOf(files, id);
    if (!place) return null;
    if ('content' in place) return Readable.from([place.content], { objectMode: false });
    if ('chunks' in place) return chunksStream(files, id);
    const { root, key } = objectOf(place.location);
    const res = await root.getStream(key);
    return res.body;
  };
  return {
    kind: 's3',
    async stage({ contentType }, body) {
      const { id, rel, where } = newObject();
      await files.insertStaged(id, contentType, where);
      try {
        const { stream, out } = measured(body);
        await client.putStream(rel, stream, { 'content-type': contentType, 'if-none-match': '*' });
        return await finishStaged(files, id, out.size, out.sha256());
      } catch (error) {
        await deleteObjects(await files.deleteStaged([id])).catch(() => {});
        throw error;
      }
    },
    commit: commitStaged,
    async discard(ids) {
      await deleteObjects(await files.deleteStaged(ids));
    },
    read: (id) =>
      readFile(files, id, async (where) => {
        const { root, key } = objectOf(where);
        const res = await root.get(key);
        return res.status === 200 ? res.body : null;
      }),
    exists: (id) => files.existsCommitted(id),
    open,
    async sweepObjects(limit = 500) {
      await files.deleteStagedBefore(STAGED_TTL_MINUTES, limit);
      const queued = await files.queuedObjectDeletions(limit);
      await deleteObjects(queued);
      return queued.length;
    },
  };
}

/**
 * Stores a file in memory: staged, then `fn` runs in a transaction that commits it (the record naming the file
 * goes in `fn`); when the transaction fails, the file is deleted before the error is rethrown.
 */
export async function withStoredFile<T>(
  store: FileStore,
  db: Db,
  file: NewFile,
  fn: (tx: Queryable, fileId: string) => Promise<T>,
): Promise<T> {
  const { id } = await store.stage({ contentType: file.contentType }, [file.bytes]);
  try {
    return await db.transaction(async (tx) => {
      await store.commit(tx, id);
      return fn(tx, id);
    });
  } catch (error) {
    await store.discard([id]).catch(() => {});
    throw error;
  }
}

/** The store the configuration selects: a bucket (FILES_STORE_URL), else the database. */
export function createFileStore(db: Queryable, location: S3Location | null = null): FileStore {
  return location ? createS3FileStore(db, location) : createDatabaseFileStore(db);
}

import { createHash, randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { S3Client, S3Error, type S3Location } from 'server-kit';
import { StoreBase, type SnapshotCheck, type StoreHooks } from './backend';
import { describeDist, isFile } from './local-files';
import {
  ReleaseError,
  StaleRevisionError,
  emptySnapshot,
  historyEntryOf,
  immutableError,
  isFilePath,
  isPackageName,
  isVersionName,
  nextSnapshot,
  parseReleaseInfo,
  parseSnapshot,
  releaseInfoText,
  serializeSnapshot,
  type ChangeMeta,
  type HistoryEntry,
  type PublishOptions,
  type ReleaseInfo,
  type Snapshot,
  type SnapshotState,
} from './model';

/*
 * The release store in an S3-compatible bucket (AWS S3, MinIO, R2…), selected with
 * RELEASE_STORE_URL=s3://bucket/prefix. All the S3 code of the gateway is in this module.
 *
 *   <prefix>/<package>/<version>/…        the files of a version, each created with `If-None-Match: *`
 *   <prefix>/<package>/<version>/.release.json
 *                                         digest, files (size, sha256), who, when: written last, also with
 *                                         `If-None-Match: *`. A version is "present" only once it exists,
 *                                         so a half-uploaded version is never served, listed or switched to.
 *   <prefix>/snapshot.json                the active snapshot and the change that made it
 *   <prefix>/snapshots/<revision>.json    every revision: the snapshot and its change (= the history entry)
 *
 * Compare-and-swap: a writer GETs snapshot.json with its ETag, checks the revision it was told about, and
 * PUTs the next revision with `If-Match: <etag>` (`If-None-Match: *` for the very first). S3 answers 412
 * (or 409 for a conditional write racing another) when someone else wrote in between: the write is refused
 * with StaleRevisionError, never lost and never applied over the other one. Every snapshot carries a new
 * revision and time, so an ETag never repeats.
 *
 * History without append: S3 cannot append, and two separate PUTs (snapshot, then history) could be cut
 * in half by a writer dying in between. So the conditional PUT of snapshot.json is the only commit, and it
 * carries the change itself (`change`: who, why, action, from → to). snapshots/<revision>.json — the copy of
 * that body, which is also the revision's history entry — is written after it, with `If-None-Match: *`.
 * If the writer dies before that second PUT, the change is still in snapshot.json: the next writer writes
 * the missing copy before its own conditional PUT (so at most the active revision's copy is ever missing),
 * and readers (history, rollback, retention) take the active revision from snapshot.json itself. Every
 * writer copies the same bytes (the snapshot.json body of that ETag), so racing repairs agree.
 *
 * Reading from a gateway: snapshot.json with a conditional GET (`If-None-Match: <etag>`, a 304 when
 * nothing changed) at most every few hundred milliseconds (serving.ts), and the files of a version
 * through a local read-through cache folder: versions never change once sealed, so a cached file is never
 * stale. Each file is checked against the sha256 its .release.json records before it is cached, and gets
 * the version's publication time as its mtime, so every gateway sends the same ETag for it.
 *
 * Client: server-kit's S3Client (SigV4, the AWS credential chain, a real XML parser, streamed reads), shared
 * with the api's uploaded files; conditional headers are plain headers there, signed like the others.
 */

export { S3Error, type S3Location };

export interface S3StoreOptions {
  /** Local read-through cache of version files (serving). */
  cacheDir: string;
  hooks?: StoreHooks;
  /** Per request. Default 15 s. */
  timeoutMs?: number;
}

const CONFLICT = new Set([409, 412]);
const SNAPSHOT = 'snapshot.json';
const revisionKey = (revision: number) => `snapshots/${revision}.json`;
const infoKey = (pkg: string, version: string) => `${pkg}/${version}/.release.json`;
// How long a version's .release.json (or its absence) is believed without asking the bucket again.
const INFO_TTL_MS = 60_000;
const ABSENT_TTL_MS = 5_000;

export class S3Backend extends StoreBase {
  readonly client: S3Client;
  private readonly hooks: StoreHooks;
  private readonly cacheDir: string;
  /** Revision copies: immutable once written. */
  private readonly revisions = new Map<number, Snapshot>();
  private readonly infos = new Map<string, { info: ReleaseInfo; at: number }>();
  private readonly absent = new Map<string, number>();
  private readonly fetching = new Map<string, Promise<boolean>>();

  constructor(
    private readonly loc: S3Location,
    options: S3StoreOptions,
  ) {
    super();
    this.client = new S3Client(loc, options.timeoutMs);
    this.hooks = options.hooks ?? {};
    this.cacheDir = path.resolve(options.cacheDir);
  }

  /** A PUT with the file's content type. */
  private put(rel: string, body: Buffer, headers: Record<string, string> = {}) {
    return this.client.put(rel, body, { 'content-type': contentType(rel), ...headers });
  }

  get location() {
    return `s3://${this.loc.bucket}${this.loc.prefix ? `/${this.loc.prefix}` : ''}`;
  }

  /** snapshot.json's body, ETag and parsed snapshot (an empty revision 0 when there is none yet). */
  private async readRaw(): Promise<{ etag: string | null; text: string | null; snapshot: Snapshot }> {
    const res = await this.client.get(SNAPSHOT);
    if (res.status === 404) return { etag: null, text: null, snapshot: emptySnapshot() };
    const text = res.body!.toString('utf8');
    return { etag: res.etag, text, snapshot: this.parse(text) };
  }

  private parse(text: string): Snapshot {
    let parsed: Snapshot | null = null;
    try {
      parsed = parseSnapshot(JSON.parse(text));
    } catch {
      // reported below
    }
    if (!parsed) throw new ReleaseError(`${this.location}/${SNAPSHOT} no es un snapshot válido.`);
    return parsed;
  }

  async read(): Promise<Snapshot> {
    return (await this.readRaw()).snapshot;
  }

  /** A conditional GET: 304 while snapshot.json keeps the ETag `tag`. */
  async readIfChanged(tag: string | null): Promise<SnapshotCheck> {
    const res = await this.client.get(SNAPSHOT, tag && tag !== 'missing' ? { 'if-none-match': tag } : {});
    if (res.status === 304) return { changed: false };
    if (res.status === 404)
      return tag === 'missing' ? { changed: false } : { changed: true, tag: 'missing', snapshot: emptySnapshot() };
    const etag = res.etag ?? `body:${createHash('sha256').update(res.body!).digest('hex')}`;
    try {
      return { changed: true, tag: etag, snapshot: this.parse(res.body!.toString('utf8')) };
    } catch (error) {
      return { changed: true, tag: etag, error: error as Error };
    }
  }

  /** A revision's copy; the active revision from snapshot.json when its copy is not written yet. */
  async readRevision(revision: number): Promise<Snapshot | null> {
    if (!Number.isInteger(revision) || revision < 1) return null;
    const stored = await this.revisionObject(revision);
    if (stored) return stored;
    const active = await this.read();
    return active.revision === revision ? active : null;
  }

  private async revisionObject(revision: number): Promise<Snapshot | null> {
    const cached = this.revisions.get(revision);
    if (cached) return cached;
    const res = await this.client.get(revisionKey(revision));
    if (res.status === 404) return null;
    const parsed = parseSnapshot(JSON.parse(res.body!.toString('utf8')));
    if (parsed) this.revisions.set(revision, parsed);
    return parsed;
  }

  async write(expected: number, next: SnapshotState, change: ChangeMeta): Promise<Snapshot> {
    const current = await this.readRaw();
    if (current.snapshot.revision !== expected) throw new StaleRevisionError(expected, current.snapshot.revision);
    // The previous writer may have died between its commit and its copy: write that copy first.
    if (current.text !== null) await this.completeRevision(current.snapshot, current.text);
    const snapshot = nextSnapshot(current.snapshot, next, change);
    const body = serializeSnapshot(snapshot);
    const res = await this.put(
      SNAPSHOT,
      Buffer.from(body),
      current.etag ? { 'if-match': current.etag } : { 'if-none-match': '*' },
    );
    if (CONFLICT.has(res.status)) {
      const latest = await this.readRaw();
      // A retried PUT whose first attempt landed (its answer was lost) sees its own body: that is a success.
      if (latest.text !== body) throw new StaleRevisionError(expected, latest.snapshot.revision);
    }
    await this.hooks.afterCommit?.(snapshot);
    await this.completeRevision(snapshot, body);
    return snapshot;
  }

  /** Writes snapshots/<revision>.json from snapshot.json's body, once (a 412: already there). */
  private async completeRevision(snapshot: Snapshot, text: string) {
    if (snapshot.revision < 1 || this.revisions.has(snapshot.revision)) return;
    const res = await this.put(revisionKey(snapshot.revision), Buffer.from(text), { 'if-none-match': '*' });
    if (res.status === 200 || res.status === 412) this.revisions.set(snapshot.revision, snapshot);
  }

  /** The revisions' copies are the history: the last `limit` of them (the active one from snapshot.json). */
  async history(limit = 1000): Promise<HistoryEntry[]> {
    const active = await this.readRaw();
    const top = active.snapshot.revision;
    const revisions = Array.from({ length: Math.max(0, Math.min(limit, top)) }, (_, i) => top - i).reverse();
    const snapshots = await mapLimit(revisions, 16, async (r) =>
      r === top ? active.snapshot : this.revisionObject(r),
    );
    // A reader repairs too (best effort: a gateway may hold read-only credentials).
    if (top >= 1 && active.text !== null && !(await this.revisionObject(top)))
      await this.completeRevision(active.snapshot, active.text).catch(() => undefined);
    return snapshots.map((s) => (s ? historyEntryOf(s) : null)).filter((e): e is HistoryEntry => e !== null);
  }

  async packages(): Promise<string[]> {
    const { prefixes } = await this.client.list('', '/');
    return prefixes.filter(isPackageName).sort();
  }

  /** Sealed versions only (a half-uploaded one has files but no .release.json), newest first. */
  async versions(pkg: string): Promise<string[]> {
    if (!isPackageName(pkg)) return [];
    const { prefixes } = await this.client.list(`${pkg}/`, '/');
    const infos = await mapLimit(prefixes.filter(isVersionName), 16, (v) => this.releaseInfo(pkg, v));
    return infos
      .filter((i): i is ReleaseInfo => i !== null)
      .sort((a, b) => Date.parse(b.publishedAt) - Date.parse(a.publishedAt) || b.version.localeCompare(a.version))
      .map((i) => i.version);
  }

  async hasVersion(pkg: string, version: string): Promise<boolean> {
    return (await this.releaseInfo(pkg, version)) !== null;
  }

  async releaseInfo(pkg: string, version: string, maxAgeMs = INFO_TTL_MS): Promise<ReleaseInfo | null> {
    if (!isPackageName(pkg) || !isVersionName(version)) return null;
    const key = `${pkg}/${version}`;
    const cached = this.infos.get(key);
    if (cached && Date.now() - cached.at < maxAgeMs) return cached.info;
    const res = await this.client.get(infoKey(pkg, version));
    const info = res.status === 200 ? parseReleaseInfo(res.body!.toString('utf8')) : null;
    if (info) this.infos.set(key, { info, at: Date.now() });
    else this.infos.delete(key);
    return info;
  }

  async publishedAt(pkg: string, version: string): Promise<Date | null> {
    const info = await this.releaseInfo(pkg, version);
    return info && !Number.isNaN(Date.parse(info.publishedAt)) ? new Date(info.publishedAt) : null;
  }

  async readFile(pkg: string, version: string, file: string): Promise<Buffer | null> {
    if (!isPackageName(pkg) || !isVersionName(version) || !isFilePath(file)) return null;
    if (!(await this.hasVersion(pkg, version))) return null;
    const res = await this.client.get(`${pkg}/${version}/${file}`);
    return res.status === 200 ? res.body : null;
  }

  /**
   * Uploads every file of the dist (each `If-None-Match: *`; one already there must hold the same bytes,
   * which is how an interrupted publish of the same build resumes), then seals the version with
   * .release.json, also `If-None-Match: *`. Two publishers of different bytes never produce a mixed
   * version: whichever finds a file of the other's refuses before sealing.
   */
  async publish(
    pkg: string,
    version: string,
    distDir: string,
    who: string,
    options: PublishOptions = {},
  ): Promise<'published' | 'unchanged'> {
    if (!isPackageName(pkg)) throw new ReleaseError(`Paquete inválido: ${pkg}.`);
    if (!isVersionName(version)) throw new ReleaseError(`Versión inválida: ${version}.`);
    const { digest, files } = await describeDist(distDir);
    const existing = await this.releaseInfo(pkg, version, 0);
    if (existing) {
      if (existing.digest === digest) return 'unchanged';
      throw immutableError(pkg, version);
    }
    await mapLimit(Object.keys(files), 8, async (file) => {
      const bytes = await fs.readFile(path.join(distDir, file));
      const rel = `${pkg}/${version}/${file}`;
      for (let attempt = 0; ; attempt++) {
        const res = await this.put(rel, bytes, { 'if-none-match': '*' });
        if (res.status === 200) return;
        if (res.status === 409 && attempt < 5) continue;
        const there = await this.client.get(rel);
        if (there.status === 200 && there.body!.equals(bytes)) return;
        if (there.status === 404 && attempt < 5) continue;
        throw new ReleaseError(
          `${pkg} ${version}: ${file} ya está en el almacén con otro contenido (una publicación a medias o simultánea de otra compilación). Publicá una versión nueva.`,
        );
      }
    });
    await this.hooks.beforeSeal?.(pkg, version);
    const seal = await this.put(
      infoKey(pkg, version),
      Buffer.from(releaseInfoText(pkg, version, digest, files, who, options)),
      { 'if-none-match': '*' },
    );
    if (CONFLICT.has(seal.status)) {
      const other = await this.releaseInfo(pkg, version, 0);
      if (other?.digest === digest) return 'unchanged';
      throw immutableError(pkg, version);
    }
    return 'published';
  }

  /** Unseals the version first (it stops being present everywhere), then deletes its files. */
  async removeVersion(pkg: string, version: string): Promise<void> {
    if (!isPackageName(pkg) || !isVersionName(version)) return;
    await this.client.delete(infoKey(pkg, version));
    this.infos.delete(`${pkg}/${version}`);
    const { keys } = await this.client.list(`${pkg}/${version}/`);
    await mapLimit(keys, 8, (k) => this.client.delete(`${pkg}/${version}/${k}`));
    await fs.rm(this.localDir(pkg, version), { recursive: true, force: true });
  }

  localDir(pkg: string, version: string): string {
    return path.join(this.cacheDir, pkg, version);
  }

  /** The read-through cache: a file already cached is served as is (versions are immutable). */
  async localFile(pkg: string, version: string, file: string): Promise<{ dir: string; file: string } | null> {
    if (!isPackageName(pkg) || !isVersionName(version) || !isFilePath(file)) return null;
    const dir = this.localDir(pkg, version);
    if (await isFile(path.join(dir, file))) return { dir, file };
    const key = `${pkg}/${version}/${file}`;
    const until = this.absent.get(key);
    if (until !== undefined && until > Date.now()) return null;
    let pending = this.fetching.get(key);
    if (!pending) {
      pending = this.fetchIntoCache(pkg, version, file).finally(() => this.fetching.delete(key));
      this.fetching.set(key, pending);
    }
    if (await pending) return { dir, file };
    if (this.absent.size > 10_000) this.absent.clear();
    this.absent.set(key, Date.now() + ABSENT_TTL_MS);
    return null;
  }

  private async fetchIntoCache(pkg: string, version: string, file: string): Promise<boolean> {
    // Sealed versions only; once sealed its list of files does not change.
    const info = await this.releaseInfo(pkg, version, Number.POSITIVE_INFINITY);
    if (!info) return false;
    const expected = info.files?.[file];
    if (info.files && !expected) return false;
    // Streamed to a temporary file while hashed: a large chunk is never held whole in memory.
    const res = await this.client.getStream(`${pkg}/${version}/${file}`);
    if (res.status !== 200 || !res.body) return false;
    const target = path.join(this.localDir(pkg, version), file);
    await fs.mkdir(path.dirname(target), { recursive: true });
    const tmp = `${target}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
    const hash = createHash('sha256');
    try {
      await pipeline(
        res.body,
        async function* (chunks: AsyncIterable<Buffer>) {
          for await (const chunk of chunks) {
            hash.update(chunk);
            yield chunk;
          }
        },
        createWriteStream(tmp),
      );
      if (expected && hash.digest('hex') !== expected.sha256)
        throw new ReleaseError(`${pkg} ${version}: ${file} no coincide con su .release.json.`);
      await fs.rename(tmp, target);
    } catch (error) {
      await fs.rm(tmp, { force: true });
      throw error;
    }
    // The same mtime on every gateway, so the same ETag (@fastify/static derives it from size and mtime).
    const published = new Date(info.publishedAt);
    if (!Number.isNaN(published.getTime())) await fs.utimes(target, published, published);
    return true;
  }
}

/** Runs fn over items, at most `limit` at a time, keeping the order of the results. */
async function mapLimit<T, R>(items: T[], limit: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await fn(items[i]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

const TYPES: Record<string, string> = {
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.css': 'text/css',
  '.html': 'text/html',
  '.json': 'application/json',
  '.map': 'application/json',
  '.svg': 'image/svg+xml',
  '.txt': 'text/plain',
};

function contentType(rel: string): string {
  return TYPES[path.extname(rel).toLowerCase()] ?? 'application/octet-stream';
}

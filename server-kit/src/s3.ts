import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { AwsV4Signer } from 'aws4fetch';
import { XMLParser } from 'fast-xml-parser';
import type { EnvReader } from './env';

/*
 * The one S3 client of the servers (the gateway's release store, the api's uploaded files).
 *
 * Signing: aws4fetch's AwsV4Signer (MIT, no dependencies) signs each request with SigV4; Node's fetch sends it.
 * Credentials: static keys when given, else the AWS SDK's default Node chain (@aws-sdk/credential-provider-node:
 * environment, shared config and SSO profiles, web identity, ECS container and EC2 instance roles, refreshed
 * before they expire), loaded only when a bucket is configured. The whole SDK client (@aws-sdk/client-s3,
 * ~90 packages, its own XML and stream layers) is not needed for six calls; the credential chain is the part
 * that is subtle to get right (IMDSv2 tokens, container endpoints, profile files), so that part is the SDK's.
 * XML: fast-xml-parser, never regular expressions over the bytes.
 * Bodies: a PUT sends the caller's Buffer as is (no copy), `putStream` writes a stream of unknown length one
 * part at a time (one PUT, or a multipart upload past the first part), a GET can be read as a stream
 * (`getStream`), and `readBody` fills one buffer of the announced size, so an object is never held whole twice.
 */

export interface S3Credentials {
  accessKeyId: string;
  secretAccessKey: string;
  sessionToken?: string;
  expiration?: Date;
}

export type S3CredentialProvider = () => Promise<S3Credentials>;

export interface S3Location {
  bucket: string;
  /** Key prefix without leading or trailing slash; '' for the bucket's root. */
  prefix: string;
  /** An S3-compatible endpoint origin (MinIO, R2…), addressed path-style; null: AWS, virtual-hosted. */
  endpoint: string | null;
  region: string;
  /** Static keys, or a provider; absent: the AWS default credential chain. */
  credentials?: S3Credentials | S3CredentialProvider;
}

export class S3Error extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    what: string,
  ) {
    super(`El almacén S3 respondió ${status}${code ? ` ${code}` : ''} a ${what}.`);
    this.name = 'S3Error';
  }
}

export interface S3Response {
  status: number;
  etag: string | null;
  body: Buffer | null;
}

export interface S3StreamResponse {
  status: number;
  etag: string | null;
  length: number | null;
  /** The object's bytes as they arrive (200 only; null otherwise). Consume or destroy it. */
  body: Readable | null;
}

const xml = new XMLParser({
  ignoreAttributes: true,
  parseTagValue: false,
  trimValues: false,
  isArray: (name) => name === 'Contents' || name === 'CommonPrefixes',
});

let defaultChain: S3CredentialProvider | null = null;

/** The AWS SDK's default Node credential chain (memoized by the SDK, refreshed before expiry). */
export async function defaultCredentialChain(): Promise<S3CredentialProvider> {
  if (!defaultChain) {
    const { defaultProvider } = await import('@aws-sdk/credential-provider-node');
    const provider = defaultProvider();
    defaultChain = () => provider();
  }
  return defaultChain;
}

const RETRYABLE = new Set([500, 502, 503, 504]);

/** The S3 calls the servers make: GET (whole or streamed), HEAD, PUT (whole or multipart), DELETE, ListObjectsV2. */
export class S3Client {
  constructor(
    readonly loc: S3Location,
    private readonly timeoutMs = 15_000,
    private readonly retries = 3,
  ) {}

  private async credentials(): Promise<S3Credentials> {
    const c = this.loc.credentials;
    if (typeof c === 'function') return c();
    if (c) return c;
    return (await defaultCredentialChain())();
  }

  /** The full object key of a path relative to the location's prefix. */
  key(rel: string): string {
    return this.loc.prefix ? `${this.loc.prefix}/${rel}` : rel;
  }

  private base(): string {
    return this.loc.endpoint
      ? `${this.loc.endpoint}/${encodeURIComponent(this.loc.bucket)}`
      : `https://${this.loc.bucket}.s3.${this.loc.region}.amazonaws.com`;
  }

  private objectUrl(rel: string): string {
    return `${this.base()}/${this.key(rel).split('/').map(encodeURIComponent).join('/')}`;
  }

  /** Signs and sends; retries network failures and 5xx (bodies here are buffers, so replayable). */
  private async send(method: string, url: string, headers: Record<string, string>, body?: Buffer): Promise<Response> {
    const payloadHash = body ? createHash('sha256').update(body).digest('hex') : createHash('sha256').digest('hex');
    for (let attempt = 0; ; attempt++) {
      try {
        const creds = await this.credentials();
        const signed = await new AwsV4Signer({
          method,
          url,
          headers: { ...headers, 'x-amz-content-sha256': payloadHash },
          accessKeyId: creds.accessKeyId,
          secretAccessKey: creds.secretAccessKey,
          ...(creds.sessionToken ? { sessionToken: creds.sessionToken } : {}),
          service: 's3',
          region: this.loc.region,
        }).sign();
        const res = await fetch(signed.url, {
          method,
          headers: signed.headers,
          // A Buffer is a Uint8Array: sent as is, never copied.
          ...(body ? { body } : {}),
          signal: AbortSignal.timeout(this.timeoutMs),
        });
        if (RETRYABLE.has(res.status) && attempt < this.retries) {
          await res.body?.cancel();
          await sleep(50 * 2 ** attempt);
          continue;
        }
        return res;
      } catch (error) {
        if (attempt >= this.retries || (error as Error).name === 'TimeoutError') throw error;
        await sleep(50 * 2 ** attempt);
      }
    }
  }

  private async answer(res: Response, method: string): Promise<S3Response> {
    const body = method === 'HEAD' ? null : await readBody(res);
    return { status: res.status, etag: res.headers.get('etag'), body };
  }

  private fail(res: S3Response, what: string): never {
    throw new S3Error(res.status, errorCode(res.body), what);
  }

  /** GET; 200, 304 (with If-None-Match) and 404 are answers, anything else throws. */
  async get(rel: string, headers: Record<string, string> = {}): Promise<S3Response> {
    const res = await this.answer(await this.send('GET', this.objectUrl(rel), headers), 'GET');
    if (res.status === 200 || res.status === 304 || res.status === 404) return res;
    return this.fail(res, `GET ${this.key(rel)}`);
  }

  /** GET as a stream: 200 with the body to consume, 404 without; anything else throws. */
  async getStream(rel: string): Promise<S3StreamResponse> {
    const res = await this.send('GET', this.objectUrl(rel), {});
    const etag = res.headers.get('etag');
    if (res.status === 200 && res.body) {
      return {
        status: 200,
        etag,
        length: contentLength(res),
        body: Readable.fromWeb(res.body as unknown as WebReadableStream<Uint8Array>),
      };
    }
    const answered = await this.answer(res, 'GET');
    if (answered.status === 404) return { status: 404, etag, length: null, body: null };
    return this.fail(answered, `GET ${this.key(rel)}`);
  }

  async head(rel: string): Promise<boolean> {
    const res = await this.answer(await this.send('HEAD', this.objectUrl(rel), {}), 'HEAD');
    if (res.status === 200) return true;
    if (res.status === 404) return false;
    return this.fail(res, `HEAD ${this.key(rel)}`);
  }

  /** PUT; 200, 412 and 409 (a conditional write refused or racing) are answers, anything else throws. */
  async put(rel: string, body: Buffer, headers: Record<string, string> = {}): Promise<S3Response> {
    const res = await this.answer(await this.send('PUT', this.objectUrl(rel), headers, body), 'PUT');
    if (res.status === 200 || res.status === 412 || res.status === 409) return res;
    // If-Match on an object that is gone.
    if (res.status === 404 && headers['if-match']) return { ...res, status: 412 };
    return this.fail(res, `PUT ${this.key(rel)}`);
  }

  async delete(rel: string): Promise<void> {
    const res = await this.answer(await this.send('DELETE', this.objectUrl(rel), {}), 'DELETE');
    if (res.status !== 204 && res.status !== 200 && res.status !== 404) this.fail(res, `DELETE ${this.key(rel)}`);
  }

  /**
   * Writes an object from a stream of unknown length while holding at most one part (`partBytes`, S3's
   * minimum 5 MiB by default) in memory: the bytes go in one PUT when the stream ends within the first part,
   * else in a multipart upload (aborted if the stream or a part fails). Returns the bytes written.
   */
  async putStream(
    rel: string,
    body: AsyncIterable<Uint8Array>,
    headers: Record<string, string> = {},
    partBytes = 5 * 1024 * 1024,
  ): Promise<number> {
    const part = Buffer.allocUnsafeSlow(partBytes);
    let filled = 0;
    let total = 0;
    let uploadId: string | null = null;
    const etags: string[] = [];
    const flush = async () => {
      uploadId ??= await this.createMultipartUpload(rel, headers);
      etags.push(await this.uploadPart(rel, uploadId, etags.length + 1, part.subarray(0, filled)));
      filled = 0;
    };
    try {
      for await (const chunk of body) {
        let at = 0;
        while (at < chunk.length) {
          const n = Math.min(chunk.length - at, partBytes - filled);
          part.set(chunk.subarray(at, at + n), filled);
          filled += n;
          at += n;
          total += n;
          if (filled === partBytes) await flush();
        }
      }
      if (uploadId === null) {
        const res = await this.put(rel, part.subarray(0, filled), headers);
        if (res.status !== 200) throw new S3Error(res.status, errorCode(res.body), `PUT ${this.key(rel)}`);
        return total;
      }
      if (filled > 0) await flush();
      await this.completeMultipartUpload(rel, uploadId, etags);
      return total;
    } catch (error) {
      if (uploadId !== null) await this.abortMultipartUpload(rel, uploadId).catch(() => {});
      throw error;
    }
  }

  /** CreateMultipartUpload; the upload id. `headers`: the object's (content-type…). */
  async createMultipartUpload(rel: string, headers: Record<string, string> = {}): Promise<string> {
    const { 'if-none-match': _conditional, ...objectHeaders } = headers;
    const res = await this.answer(await this.send('POST', `${this.objectUrl(rel)}?uploads`, objectHeaders), 'POST');
    if (res.status !== 200) this.fail(res, `POST ${this.key(rel)}?uploads`);
    const doc = xml.parse(res.body!.toString()) as { InitiateMultipartUploadResult?: { UploadId?: unknown } };
    const id = doc.InitiateMultipartUploadResult?.UploadId;
    if (typeof id !== 'string' || !id) throw new S3Error(200, 'MalformedUpload', `POST ${this.key(rel)}?uploads`);
    return id;
  }

  /** UploadPart (`n` from 1); the part's ETag. The body is sent as is (no copy). */
  async uploadPart(rel: string, uploadId: string, n: number, body: Buffer): Promise<string> {
    const query = new URLSearchParams({ partNumber: String(n), uploadId });
    const res = await this.answer(await this.send('PUT', `${this.objectUrl(rel)}?${query}`, {}, body), 'PUT');
    if (res.status !== 200 || !res.etag) this.fail(res, `la parte ${n} de ${this.key(rel)}`);
    return res.etag!;
  }

  async completeMultipartUpload(rel: string, uploadId: string, etags: readonly string[]): Promise<void> {
    const doc = `<CompleteMultipartUpload>${etags
      .map((etag, i) => `<Part><PartNumber>${i + 1}</PartNumber><ETag>${xmlText(etag)}</ETag></Part>`)
      .join('')}</CompleteMultipartUpload>`;
    const query = new URLSearchParams({ uploadId });
    const res = await this.answer(
      await this.send(
        'POST',
        `${this.objectUrl(rel)}?${query}`,
        { 'content-type': 'application/xml' },
        Buffer.from(doc),
      ),
      'POST',
    );
    // S3 may answer 200 with an <Error> document when the completion failed after the headers were sent.
    if (res.status !== 200 || errorCode(res.body)) this.fail(res, `el final de la subida de ${this.key(rel)}`);
  }

  async abortMultipartUpload(rel: string, uploadId: string): Promise<void> {
    const query = new URLSearchParams({ uploadId });
    const res = await this.answer(await this.send('DELETE', `${this.objectUrl(rel)}?${query}`, {}), 'DELETE');
    if (res.status !== 204 && res.status !== 200 && res.status !== 404)
      this.fail(res, `DELETE ${this.key(rel)}?uploadId`);
  }

  /**
   * ListObjectsV2 under `rel` (relative to the prefix), every page: with a delimiter, the "folders" one
   * level down; without, every key. Both relative to `rel`.
   */
  async list(rel: string, delimiter?: '/'): Promise<{ keys: string[]; prefixes: string[] }> {
    const full = this.key(rel);
    const keys: string[] = [];
    const prefixes: string[] = [];
    let token: string | null = null;
    do {
      const query = new URLSearchParams({ 'list-type': '2', prefix: full });
      if (delimiter) query.set('delimiter', delimiter);
      if (token) query.set('continuation-token', token);
      const res = await this.answer(await this.send('GET', `${this.base()}/?${query}`, {}), 'GET');
      if (res.status !== 200) this.fail(res, `la lista de ${full}`);
      const page = parseListing(res.body!);
      for (const k of page.keys) keys.push(k.slice(full.length));
      for (const p of page.prefixes) prefixes.push(p.slice(full.length).replace(/\/$/, ''));
      token = page.next;
    } while (token);
    return { keys, prefixes };
  }
}

/** A ListObjectsV2 page: keys, common prefixes, the continuation token when truncated. */
export function parseListing(body: Buffer | string): { keys: string[]; prefixes: string[]; next: string | null } {
  const doc = xml.parse(body.toString()) as {
    ListBucketResult?: {
      Contents?: Array<{ Key?: string }>;
      CommonPrefixes?: Array<{ Prefix?: string }>;
      IsTruncated?: string;
      NextContinuationToken?: string;
    };
  };
  const result = doc.ListBucketResult;
  if (!result) throw new S3Error(200, 'MalformedListing', 'la lista (sin ListBucketResult)');
  return {
    keys: (result.Contents ?? []).map((c) => String(c.Key ?? '')),
    prefixes: (result.CommonPrefixes ?? []).map((c) => String(c.Prefix ?? '')),
    next: result.IsTruncated === 'true' && result.NextContinuationToken ? String(result.NextContinuationToken) : null,
  };
}

/** The `<Code>` of an S3 error document, '' when there is none. */
export function errorCode(body: Buffer | null): string {
  if (!body || body.length === 0) return '';
  try {
    const doc = xml.parse(body.toString()) as { Error?: { Code?: unknown } };
    return typeof doc.Error?.Code === 'string' ? doc.Error.Code : '';
  } catch {
    return '';
  }
}

/**
 * A response's body in one buffer: of the announced length when there is one (filled chunk by chunk, so the
 * bytes are held once), else concatenated.
 */
export async function readBody(res: Response): Promise<Buffer> {
  if (!res.body) return Buffer.alloc(0);
  const stream = Readable.fromWeb(res.body as unknown as WebReadableStream<Uint8Array>);
  return readStream(stream, contentLength(res));
}

/** A stream's bytes in one buffer (of `length` when known: no second copy). */
export async function readStream(stream: Readable, length: number | null): Promise<Buffer> {
  if (length === null) {
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
    return Buffer.concat(chunks);
  }
  const out = Buffer.allocUnsafe(length);
  let at = 0;
  for await (const chunk of stream) {
    const bytes = chunk as Uint8Array;
    if (at + bytes.length > length) throw new S3Error(200, 'LengthMismatch', 'un cuerpo más largo que lo anunciado');
    out.set(bytes, at);
    at += bytes.length;
  }
  if (at !== length) throw new S3Error(200, 'LengthMismatch', 'un cuerpo más corto que lo anunciado');
  return out;
}

/** The announced Content-Length; null when absent (chunked) or not a number. */
function contentLength(res: Response): number | null {
  const header = res.headers.get('content-length');
  if (header === null || !/^\d+$/.test(header.trim())) return null;
  return Number(header);
}

const xmlText = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** `s3://bucket/some/prefix` → bucket and prefix (no leading or trailing slash); null when it is not one. */
export function parseS3Url(value: string): { bucket: string; prefix: string } | null {
  const m = /^s3:\/\/([a-z0-9][a-z0-9.-]{1,61}[a-z0-9])(\/[^?#]*)?$/.exec(value);
  if (!m) return null;
  const prefix = (m[2] ?? '').replace(/^\/+|\/+$/g, '');
  if (prefix && !prefix.split('/').every((s) => /^[\w.-]+$/.test(s) && s !== '.' && s !== '..')) return null;
  return { bucket: m[1]!, prefix };
}

/** An http(s) origin (no path, query or credentials), without a trailing slash; null when not one. */
function parseEndpoint(value: string): string | null {
  try {
    const u = new URL(value);
    if (u.protocol !== 'http:' && u.protocol !== 'https:') return null;
    if (u.username || u.password || u.search || u.hash || (u.pathname !== '/' && u.pathname !== '')) return null;
    return u.origin;
  } catch {
    return null;
  }
}

export interface ReadS3Options {
  /** A service's own endpoint variable that wins over the AWS ones (the gateway's RELEASE_S3_ENDPOINT). */
  endpointVar?: string;
}

/**
 * The bucket that `urlVar` names (`s3://bucket/prefix`) with the standard AWS variables: the endpoint from
 * `AWS_ENDPOINT_URL_S3`, else `AWS_ENDPOINT_URL` (path-style; unset: AWS itself), `AWS_REGION` (else
 * `AWS_DEFAULT_REGION`, else us-east-1), and the credentials: `AWS_ACCESS_KEY_ID`/`AWS_SECRET_ACCESS_KEY`
 * (+ `AWS_SESSION_TOKEN`) when both are set, else the default chain at the first request.
 * Problems are recorded on `env`. Null when `urlVar` is unset.
 */
export function readS3Location(env: EnvReader, urlVar: string, options: ReadS3Options = {}): S3Location | null {
  const url = env.raw(urlVar);
  const own = options.endpointVar ? env.raw(options.endpointVar) : undefined;
  if (url === undefined) {
    if (own !== undefined) env.warn(`${options.endpointVar} is ignored: ${urlVar} is not set`);
    return null;
  }
  const bucket = parseS3Url(url);
  if (bucket === null)
    env.problem(
      `${urlVar} must be s3://bucket or s3://bucket/prefix (a bucket name in lower case, a prefix of letters, digits, ".", "_" and "-" segments) (got "${url}")`,
    );
  let endpoint: string | null = null;
  const endpointName =
    own !== undefined
      ? options.endpointVar!
      : env.raw('AWS_ENDPOINT_URL_S3') !== undefined
        ? 'AWS_ENDPOINT_URL_S3'
        : env.raw('AWS_ENDPOINT_URL') !== undefined
          ? 'AWS_ENDPOINT_URL'
          : null;
  if (endpointName) {
    const rawEndpoint = env.raw(endpointName)!;
    endpoint = parseEndpoint(rawEndpoint);
    if (endpoint === null)
      env.problem(
        `${endpointName} must be an http(s) origin without a path, such as http://127.0.0.1:9000 (got "${rawEndpoint}")`,
      );
  }
  const region = env.string('AWS_REGION', env.raw('AWS_DEFAULT_REGION') ?? 'us-east-1', {
    pattern: /^[a-z0-9-]+$/,
    expected: 'a region such as us-east-1 (lower case letters, digits and "-")',
  });
  const credential = { pattern: /^\S+$/, expected: 'a value without spaces', secret: true };
  const accessKeyId = env.string('AWS_ACCESS_KEY_ID', undefined, credential);
  const secretAccessKey = env.string('AWS_SECRET_ACCESS_KEY', undefined, credential);
  const sessionToken = env.string('AWS_SESSION_TOKEN', undefined, credential);
  if ((accessKeyId === undefined) !== (secretAccessKey === undefined))
    env.problem('AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY go together: set both, or neither (the credential chain)');
  return {
    bucket: bucket?.bucket ?? '',
    prefix: bucket?.prefix ?? '',
    endpoint,
    region,
    ...(accessKeyId !== undefined && secretAccessKey !== undefined
      ? { credentials: { accessKeyId, secretAccessKey, ...(sessionToken !== undefined ? { sessionToken } : {}) } }
      : {}),
  };
}

// For tests (the api's, the gateway's, the topology check): a small S3-compatible server (path-style: /<bucket>/<key>), on 127.0.0.1 and a free port:
// GET/HEAD/PUT/DELETE object, multipart uploads (create, parts, complete, abort; parts but the last of at least
// 5 MiB, as S3 requires), ListObjectsV2 (prefix, delimiter, continuation), ETags (MD5 of the body, as
// S3 gives for a single-part upload), conditional requests the way S3 answers them (If-Match and
// If-None-Match on PUT → 412, If-None-Match on GET → 304), and every request must carry a valid AWS4-HMAC-
// SHA256 Authorization header: the signature is recomputed here from the canonical request, independently
// of the client's signing library, and so is the payload hash when the client sent one.
import { createHash, createHmac } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeS3Options {
  bucket?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  region?: string;
  /** Keys plus common prefixes per ListObjectsV2 page (S3: 1000); small to exercise continuation. */
  pageSize?: number;
}

export interface MultipartUpload {
  key: string;
  contentType: string;
  parts: Map<number, { body: Buffer; etag: string }>;
}

export interface StoredObject {
  body: Buffer;
  etag: string;
  lastModified: Date;
  contentType: string;
}

export interface FakeS3 {
  endpoint: string;
  bucket: string;
  credentials: { accessKeyId: string; secretAccessKey: string; region: string };
  objects: Map<string, StoredObject>;
  /** Multipart uploads begun and neither completed nor aborted, by upload id. */
  uploads: Map<string, MultipartUpload>;
  /** Every request seen: method, key (or `?list` for listings) and the status answered. */
  log: { method: string; key: string; status: number }[];
  /** Environment for a gateway or the CLI on this bucket under `prefix`. */
  env(prefix: string): Record<string, string>;
  /** The standard AWS variables for this server (endpoint, region, keys) plus `<urlVar>=s3://bucket/prefix`. */
  awsEnv(urlVar: string, prefix: string): Record<string, string>;
  close(): Promise<void>;
}

const rfc3986 = (s: string) =>
  encodeURIComponent(s).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

const xmlEscape = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);

function errorXml(code: string, message: string): string {
  return `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${xmlEscape(message)}</Message></Error>`;
}

export async function startFakeS3(options: FakeS3Options = {}): Promise<FakeS3> {
  const bucket = options.bucket ?? 'releases';
  const accessKeyId = options.accessKeyId ?? 'AKIAFAKES3TEST';
  const secretAccessKey = options.secretAccessKey ?? 'fake-s3-secret-key-for-the-gateway-tests';
  const region = options.region ?? 'us-east-1';
  const pageSize = options.pageSize ?? 1000;
  const objects = new Map<string, StoredObject>();
  const uploads = new Map<string, MultipartUpload>();
  let uploadCount = 0;
  const log: FakeS3['log'] = [];

  /** Recomputes the SigV4 signature; a reason when it does not match. */
  function checkSignature(req: http.IncomingMessage, rawPath: string, query: URLSearchParams): string | null {
    const auth = req.headers.authorization ?? '';
    const m =
      /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, ?SignedHeaders=([^,]+), ?Signature=([0-9a-f]{64})$/.exec(
        auth,
      );
    if (!m) return 'an AWS4-HMAC-SHA256 Authorization header is required';
    const [, keyId, date, scopeRegion, signedHeaders, signature] = m as unknown as string[];
    if (keyId !== accessKeyId) return 'unknown access key';
    if (scopeRegion !== region) return `wrong region ${scopeRegion}`;
    const amzDate = String(req.headers['x-amz-date'] ?? '');
    if (!amzDate.startsWith(date!)) return 'x-amz-date does not match the credential scope';
    const payloadHash = String(req.headers['x-amz-content-sha256'] ?? '');
    if (!payloadHash) return 'x-amz-content-sha256 is required';
    const names = signedHeaders!.split(';');
    if (!names.includes('host') || !names.includes('x-amz-date')) return 'host and x-amz-date must be signed';
    for (const conditional of ['if-match', 'if-none-match'])
      if (req.headers[conditional] !== undefined && !names.includes(conditional)) return `${conditional} is not signed`;
    const canonicalUri = rawPath
      .split('/')
      .map((s) => rfc3986(decodeURIComponent(s)))
      .join('/');
    const canonicalQuery = [...query]
      .map(([k, v]) => [rfc3986(k), rfc3986(v)] as const)
      .sort(([a, x], [b, y]) => (a < b ? -1 : a > b ? 1 : x < y ? -1 : x > y ? 1 : 0))
      .map(([k, v]) => `${k}=${v}`)
      .join('&');
    const canonicalHeaders = names
      .map(
        (n) =>
          `${n}:${String(req.headers[n] ?? '')
            .trim()
            .replace(/\s+/g, ' ')}\n`,
      )
      .join('');
    const canonical = [req.method, canonicalUri, canonicalQuery, canonicalHeaders, signedHeaders, payloadHash].join(
      '\n',
    );
    const scope = `${date}/${region}/s3/aws4_request`;
    const toSign = ['AWS4-HMAC-SHA256', amzDate, scope, createHash('sha256').update(canonical).digest('hex')].join(
      '\n',
    );
    let key: Buffer = createHmac('sha256', `AWS4${secretAccessKey}`).update(date!).digest();
    for (const part of [region, 's3', 'aws4_request']) key = createHmac('sha256', key).update(part).digest();
    const expected = createHmac('sha256', key).update(toSign).digest('hex');
    return expected === signature ? null : 'SignatureDoesNotMatch';
  }

  function list(query: URLSearchParams): string {
    const prefix = query.get('prefix') ?? '';
    const delimiter = query.get('delimiter') ?? '';
    const token = query.get('continuation-token');
    const after = token ? Buffer.from(token, 'base64url').toString('utf8') : '';
    const keys = [...objects.keys()].filter((k) => k.startsWith(prefix) && k > after).sort();
    const contents: string[] = [];
    const prefixes: string[] = [];
    let last = '';
    let truncated = false;
    for (const key of keys) {
      if (key <= last) continue;
      if (contents.length + prefixes.length >= pageSize) {
        truncated = true;
        break;
      }
      const rest = key.slice(prefix.length);
      const cut = delimiter ? rest.indexOf(delimiter) : -1;
      if (cut >= 0) {
        const common = prefix + rest.slice(0, cut + delimiter.length);
        prefixes.push(common);
        // Everything under this prefix is skipped.
        last = `${common}\u{10FFFF}`;
      } else {
        const o = objects.get(key)!;
        contents.push(
          `<Contents><Key>${xmlEscape(key)}</Key><LastModified>${o.lastModified.toISOString()}</LastModified><ETag>${xmlEscape(o.etag)}</ETag><Size>${o.body.length}</Size><StorageClass>STANDARD</StorageClass></Contents>`,
        );
        last = key;
      }
    }
    const next = truncated
      ? `<NextContinuationToken>${Buffer.from(last, 'utf8').toString('base64url')}</NextContinuationToken>`
      : '';
    return `<?xml version="1.0" encoding="UTF-8"?><ListBucketResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/"><Name>${bucket}</Name><Prefix>${xmlEscape(prefix)}</Prefix><KeyCount>${contents.length + prefixes.length}</KeyCount><MaxKeys>${pageSize}</MaxKeys>${delimiter ? `<Delimiter>${xmlEscape(delimiter)}</Delimiter>` : ''}<IsTruncated>${truncated}</IsTruncated>${next}${contents.join('')}${prefixes.map((p) => `<CommonPrefixes><Prefix>${xmlEscape(p)}</Prefix></CommonPrefixes>`).join('')}</ListBucketResult>`;
  }

  const MIN_PART = 5 * 1024 * 1024;
  function multipart(
    method: string,
    key: string,
    query: URLSearchParams,
    uploadId: string | null,
    body: Buffer,
    contentType: string,
    send: (status: number, payload?: string | Buffer, headers?: Record<string, string>) => void,
  ) {
    if (method === 'POST' && uploadId === null) {
      const id = `upload-${++uploadCount}`;
      uploads.set(id, { key, contentType: contentType || 'application/octet-stream', parts: new Map() });
      return send(
        200,
        `<?xml version="1.0" encoding="UTF-8"?><InitiateMultipartUploadResult><Bucket>${bucket}</Bucket><Key>${xmlEscape(key)}</Key><UploadId>${id}</UploadId></InitiateMultipartUploadResult>`,
      );
    }
    const upload = uploadId === null ? undefined : uploads.get(uploadId);
    if (!upload || upload.key !== key)
      return send(404, errorXml('NoSuchUpload', 'The specified upload does not exist.'));
    if (method === 'PUT') {
      const n = Number(query.get('partNumber'));
      if (!Number.isInteger(n) || n < 1 || n > 10000) return send(400, errorXml('InvalidArgument', 'partNumber'));
      const etag = `"${createHash('md5').update(body).digest('hex')}"`;
      upload.parts.set(n, { body, etag });
      return send(200, '', { etag });
    }
    if (method === 'DELETE') {
      uploads.delete(uploadId!);
      return send(204);
    }
    if (method === 'POST') {
      const listed = [
        ...body.toString().matchAll(/<Part>\s*<PartNumber>(\d+)<\/PartNumber>\s*<ETag>([^<]*)<\/ETag>\s*<\/Part>/g),
      ].map((m) => ({ n: Number(m[1]), etag: m[2]!.replace(/&quot;/g, '"') }));
      if (listed.length === 0) return send(400, errorXml('MalformedXML', 'no parts'));
      const bodies: Buffer[] = [];
      for (const [i, { n, etag }] of listed.entries()) {
        const part = upload.parts.get(n);
        if (!part || part.etag !== etag || (i > 0 && listed[i - 1]!.n >= n))
          return send(400, errorXml('InvalidPart', `part ${n}`));
        if (i < listed.length - 1 && part.body.length < MIN_PART)
          return send(400, errorXml('EntityTooSmall', `part ${n} is smaller than 5 MiB`));
        bodies.push(part.body);
      }
      const digest = createHash('md5');
      for (const { n } of listed) digest.update(Buffer.from(upload.parts.get(n)!.etag.slice(1, -1), 'hex'));
      const etag = `"${digest.digest('hex')}-${listed.length}"`;
      objects.set(key, {
        body: Buffer.concat(bodies),
        etag,
        lastModified: new Date(),
        contentType: upload.contentType,
      });
      uploads.delete(uploadId!);
      return send(
        200,
        `<?xml version="1.0" encoding="UTF-8"?><CompleteMultipartUploadResult><Bucket>${bucket}</Bucket><Key>${xmlEscape(key)}</Key><ETag>${xmlEscape(etag)}</ETag></CompleteMultipartUploadResult>`,
      );
    }
    return send(405, errorXml('MethodNotAllowed', method));
  }

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const [rawPath = '/', rawQuery = ''] = (req.url ?? '/').split('?', 2) as [string, string?];
      const query = new URLSearchParams(rawQuery);
      const send = (status: number, payload: string | Buffer = '', headers: Record<string, string> = {}) => {
        log.push({ method: req.method ?? '', key: key || '?list', status });
        // As S3 does: the length announced (HEAD: the object's).
        const length =
          req.method === 'HEAD' || status === 304
            ? (headers['content-length'] ?? '0')
            : String(Buffer.byteLength(payload));
        res.writeHead(status, { 'content-type': 'application/xml', ...headers, 'content-length': length });
        res.end(req.method === 'HEAD' ? undefined : payload);
      };
      const segments = rawPath.split('/').slice(1);
      const key: string | null = segments.length > 1 ? segments.slice(1).map(decodeURIComponent).join('/') : null;

      const problem = checkSignature(req, rawPath, query);
      if (problem) return send(403, errorXml(problem === 'SignatureDoesNotMatch' ? problem : 'AccessDenied', problem));
      const payloadHash = String(req.headers['x-amz-content-sha256']);
      if (payloadHash !== 'UNSIGNED-PAYLOAD' && createHash('sha256').update(body).digest('hex') !== payloadHash)
        return send(400, errorXml('XAmzContentSHA256Mismatch', 'the body does not match x-amz-content-sha256'));
      if (decodeURIComponent(segments[0] ?? '') !== bucket)
        return send(404, errorXml('NoSuchBucket', 'no such bucket'));

      if (key === null || key === '') {
        if (req.method === 'GET' && query.get('list-type') === '2') return send(200, list(query));
        return send(400, errorXml('InvalidRequest', 'only ListObjectsV2 on the bucket'));
      }
      const uploadId = query.get('uploadId');
      if (query.has('uploads') || uploadId !== null) {
        return multipart(req.method ?? '', key, query, uploadId, body, String(req.headers['content-type'] ?? ''), send);
      }
      const existing = objects.get(key);
      const ifMatch = req.headers['if-match'];
      const ifNoneMatch = req.headers['if-none-match'];
      switch (req.method) {
        case 'GET':
        case 'HEAD': {
          if (!existing) return send(404, errorXml('NoSuchKey', 'The specified key does not exist.'));
          const headers = {
            etag: existing.etag,
            'last-modified': existing.lastModified.toUTCString(),
            'content-type': existing.contentType,
            'content-length': String(existing.body.length),
          };
          if (ifMatch !== undefined && ifMatch !== existing.etag && ifMatch !== '*')
            return send(412, errorXml('PreconditionFailed', 'If-Match'));
          if (ifNoneMatch !== undefined && (ifNoneMatch === existing.etag || ifNoneMatch === '*'))
            return send(304, '', headers);
          return send(200, existing.body, headers);
        }
        case 'PUT': {
          if (ifNoneMatch !== undefined) {
            if (ifNoneMatch !== '*') return send(501, errorXml('NotImplemented', 'If-None-Match only takes *'));
            if (existing)
              return send(
                412,
                errorXml('PreconditionFailed', 'At least one of the pre-conditions you specified did not hold'),
              );
          }
          if (ifMatch !== undefined) {
            if (!existing) return send(404, errorXml('NoSuchKey', 'The specified key does not exist.'));
            if (ifMatch !== existing.etag)
              return send(
                412,
                errorXml('PreconditionFailed', 'At least one of the pre-conditions you specified did not hold'),
              );
          }
          const etag = `"${createHash('md5').update(body).digest('hex')}"`;
          objects.set(key, {
            body,
            etag,
            lastModified: new Date(),
            contentType: String(req.headers['content-type'] ?? 'application/octet-stream'),
          });
          return send(200, '', { etag });
        }
        case 'DELETE':
          objects.delete(key);
          return send(204);
        default:
          return send(405, errorXml('MethodNotAllowed', String(req.method)));
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket,
    credentials: { accessKeyId, secretAccessKey, region },
    objects,
    uploads,
    log,
    env: (prefix) => ({
      RELEASE_STORE_URL: `s3://${bucket}${prefix ? `/${prefix}` : ''}`,
      RELEASE_S3_ENDPOINT: endpoint,
      AWS_REGION: region,
      AWS_ACCESS_KEY_ID: accessKeyId,
      AWS_SECRET_ACCESS_KEY: secretAccessKey,
    }),
    awsEnv: (urlVar, prefix) => ({
      [urlVar]: `s3://${bucket}${prefix ? `/${prefix}` : ''}`,
      AWS_ENDPOINT_URL_S3: endpoint,
      AWS_REGION: region,
      AWS_ACCESS_KEY_ID: accessKeyId,
      AWS_SECRET_ACCESS_KEY: secretAccessKey,
    }),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

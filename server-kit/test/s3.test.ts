import { Readable } from 'node:stream';
import { readEnv } from '../src/env';
import { startFakeS3, type FakeS3 } from '../src/fake-s3';
import { S3Client, S3Error, parseListing, readS3Location, readStream } from '../src/s3';

describe('S3Client against the signature-checking stand-in', () => {
  let s3: FakeS3;
  beforeAll(async () => {
    s3 = await startFakeS3({ bucket: 'files', pageSize: 2 });
  });
  afterAll(() => s3.close());

  const client = (credentials?: { accessKeyId: string; secretAccessKey: string }) =>
    new S3Client({
      bucket: 'files',
      prefix: 'uploads',
      endpoint: s3.endpoint,
      region: s3.credentials.region,
      ...(credentials ? { credentials } : {}),
    });
  const keys = () => ({ accessKeyId: s3.credentials.accessKeyId, secretAccessKey: s3.credentials.secretAccessKey });

  it('puts, streams back, lists across pages (keys with XML-special characters) and deletes', async () => {
    const c = client(keys());
    const big = Buffer.alloc(3 * 1024 * 1024, 7);
    expect((await c.put('a/big.bin', big)).status).toBe(200);
    expect(s3.objects.get('uploads/a/big.bin')!.body.equals(big)).toBe(true);
    const streamed = await c.getStream('a/big.bin');
    expect(streamed.length).toBe(big.length);
    expect((await readStream(streamed.body!, streamed.length)).equals(big)).toBe(true);
    for (const k of ['a/x&y <1>.txt', 'a/z"\'.txt', 'b/one.txt']) await c.put(k, Buffer.from(k));
    expect((await c.list('a/')).keys.sort()).toEqual(['big.bin', 'x&y <1>.txt', 'z"\'.txt']);
    expect((await c.list('', '/')).prefixes).toEqual(['a', 'b']);
    await c.delete('a/big.bin');
    expect((await c.get('a/big.bin')).status).toBe(404);
    expect((await c.getStream('a/big.bin')).body).toBeNull();
  });

  it('streams an object of unknown length: one PUT within a part, else a multipart upload; aborted on failure', async () => {
    const c = client(keys());
    const chunks = (bytes: Buffer, size = 64 * 1024) =>
      Readable.from(
        (function* () {
          for (let at = 0; at < bytes.length; at += size) yield bytes.subarray(at, at + size);
        })(),
      );
    const small = Buffer.alloc(300_000, 3);
    expect(await c.putStream('s/small.bin', chunks(small), { 'content-type': 'application/pdf' })).toBe(small.length);
    expect(s3.objects.get('uploads/s/small.bin')!.body.equals(small)).toBe(true);

    const big = Buffer.alloc(12 * 1024 * 1024);
    for (let i = 0; i < big.length; i += 4096) big[i] = i % 251;
    const puts = s3.log.length;
    expect(await c.putStream('s/big.bin', chunks(big), { 'content-type': 'application/pdf' })).toBe(big.length);
    const stored = s3.objects.get('uploads/s/big.bin')!;
    expect(stored.body.equals(big)).toBe(true);
    expect(stored.contentType).toBe('application/pdf');
    // 5 + 5 + 2 MiB parts between create and complete.
    expect(s3.log.slice(puts).map((r) => r.method)).toEqual(['POST', 'PUT', 'PUT', 'PUT', 'POST']);
    expect(s3.uploads.size).toBe(0);

    const failing = Readable.from(
      (async function* () {
        yield Buffer.alloc(6 * 1024 * 1024, 1);
        throw new Error('the client went away');
      })(),
    );
    await expect(c.putStream('s/cut.bin', failing)).rejects.toThrow('the client went away');
    expect(s3.objects.has('uploads/s/cut.bin')).toBe(false);
    expect(s3.uploads.size).toBe(0);
  });

  it('signs with the AWS credential chain when no keys are configured (here: the environment)', async () => {
    const saved = { id: process.env.AWS_ACCESS_KEY_ID, key: process.env.AWS_SECRET_ACCESS_KEY };
    process.env.AWS_ACCESS_KEY_ID = s3.credentials.accessKeyId;
    process.env.AWS_SECRET_ACCESS_KEY = s3.credentials.secretAccessKey;
    try {
      expect((await client().put('chain.txt', Buffer.from('ok'))).status).toBe(200);
    } finally {
      if (saved.id === undefined) delete process.env.AWS_ACCESS_KEY_ID;
      else process.env.AWS_ACCESS_KEY_ID = saved.id;
      if (saved.key === undefined) delete process.env.AWS_SECRET_ACCESS_KEY;
      else process.env.AWS_SECRET_ACCESS_KEY = saved.key;
    }
  });

  it('reads the error code from the XML of a refusal', async () => {
    const wrong = client({ accessKeyId: s3.credentials.accessKeyId, secretAccessKey: 'wrong' });
    await expect(wrong.get('x')).rejects.toMatchObject({ status: 403, code: 'SignatureDoesNotMatch' });
    await expect(wrong.get('x')).rejects.toBeInstanceOf(S3Error);
  });
});

describe('parseListing', () => {
  it('reads keys, prefixes and the continuation token with entities and CDATA-free XML', () => {
    const page = parseListing(
      '<?xml version="1.0"?><ListBucketResult><IsTruncated>true</IsTruncated><NextContinuationToken>a&amp;b</NextContinuationToken>' +
        '<Contents><Key>p/a&amp;b&lt;c&gt;</Key><Size>1</Size></Contents><CommonPrefixes><Prefix>p/d/</Prefix></CommonPrefixes></ListBucketResult>',
    );
    expect(page).toEqual({ keys: ['p/a&b<c>'], prefixes: ['p/d/'], next: 'a&b' });
    expect(parseListing('<ListBucketResult><IsTruncated>false</IsTruncated></ListBucketResult>')).toEqual({
      keys: [],
      prefixes: [],
      next: null,
    });
  });
});

describe('readS3Location', () => {
  const read = (vars: Record<string, string>) => {
    const env = readEnv(vars);
    const loc = readS3Location(env, 'FILES_STORE_URL');
    return { loc, env };
  };

  it('takes AWS_ENDPOINT_URL_S3 over AWS_ENDPOINT_URL, the region, and leaves credentials to the chain', () => {
    const { loc } = read({
      FILES_STORE_URL: 's3://claims/prod',
      AWS_ENDPOINT_URL: 'http://127.0.0.1:1',
      AWS_ENDPOINT_URL_S3: 'http://127.0.0.1:2/',
      AWS_REGION: 'sa-east-1',
    });
    expect(loc).toEqual({ bucket: 'claims', prefix: 'prod', endpoint: 'http://127.0.0.1:2', region: 'sa-east-1' });
    expect(read({}).loc).toBeNull();
  });

  it('names a bad URL or endpoint', () => {
    const { env } = read({ FILES_STORE_URL: 'https://x', AWS_ENDPOINT_URL: 'minio:9000' });
    expect(() => env.check('api')).toThrow(/FILES_STORE_URL must be s3:\/\/bucket[\s\S]*AWS_ENDPOINT_URL must be/);
  });
});

it('readStream refuses a body longer than announced', async () => {
  await expect(readStream(Readable.from([Buffer.from('abc')]), 2)).rejects.toThrow(S3Error);
});

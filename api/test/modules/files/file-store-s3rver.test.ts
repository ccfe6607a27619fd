// The bucket file store against an S3-compatible server nobody here wrote: s3rver (npm, an optional dependency
// of the api: it takes multipart uploads and keeps objects on disk, but, as run here, answers a request signed
// with a wrong secret too: signatures are checked by server-kit's stand-in, not here). The same promises
// as the contract test on server-kit's stand-in: bytes back as sent (one PUT and a multipart upload), a file
// refused midway or a failed transaction leaves no object, a dead process's staged file is swept. When s3rver
// did not install or does not start here, the file is skipped and says why.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { S3Client } from 'server-kit';
import { withStoredFile } from '../../../src/modules/files/file-store';
import { useTestApp } from '../../helpers/build-app';
import { countRows } from '../../helpers/fixtures';
import { bytes, file, postForm, sentMails } from '../../routes/api/v1/solicitudes/uploads';

interface S3rverInstance {
  run(): Promise<{ port: number }>;
  close(): Promise<void>;
}
type S3rverClass = new (options: Record<string, unknown>) => S3rverInstance;

const BUCKET = 'seguros-files';
const PREFIX = 'seguros/prod';
let server: S3rverInstance | null = null;
let endpoint = '';
let dir = '';
let unavailable: string | null = null;

// s3rver's fixed development keys.
const CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

beforeAll(async () => {
  try {
    // A variable, so that neither the compiler nor the test's module graph needs s3rver to be installed.
    const optional = 's3rver';
    const S3rver = ((await import(optional)) as { default: S3rverClass }).default;
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 's3rver-'));
    server = new S3rver({
      address: '127.0.0.1',
      port: 0,
      silent: true,
      directory: dir,
      configureBuckets: [{ name: BUCKET }],
    });
    endpoint = `http://127.0.0.1:${(await server.run()).port}`;
  } catch (error) {
    unavailable = `s3rver is not available here (${(error as Error).message}); the bucket store was tested on the stand-in only`;
    console.log(unavailable);
  }
});

afterAll(async () => {
  await server?.close();
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

const t = useTestApp({
  env: (): Record<string, string> =>
    unavailable
      ? {}
      : {
          FILES_STORE_URL: `s3://${BUCKET}/${PREFIX}`,
          AWS_ENDPOINT_URL_S3: endpoint,
          AWS_REGION: 'us-east-1',
          AWS_ACCESS_KEY_ID: CREDENTIALS.accessKeyId,
          AWS_SECRET_ACCESS_KEY: CREDENTIALS.secretAccessKey,
        },
});

const bucket = () =>
  new S3Client({ bucket: BUCKET, prefix: PREFIX, endpoint, region: 'us-east-1', credentials: CREDENTIALS });
const objects = async () => (await bucket().list('')).keys.sort();

/** Runs `fn` only when s3rver started (jest has no skip decided in beforeAll: the reason is printed there). */
const whenAvailable = (fn: () => Promise<void>) => async () => {
  if (unavailable) return;
  await fn();
};

const claimForm = (attachments: Array<[string, Buffer]>) => [
  ['nombre', 'Ana'] as [string, string],
  ['apellido', 'Pérez'] as [string, string],
  ['email', 'ana@example.com'] as [string, string],
  ['celular', '099 123 456'] as [string, string],
  ...attachments.map(([name, content]) => ['attachments', file(name, content)] as [string, ReturnType<typeof file>]),
];

describe('uploaded files in s3rver (an S3-compatible server from npm)', () => {
  beforeEach(async () => {
    if (unavailable) return;
    for (const key of await objects()) await bucket().delete(key);
  });

  it(
    'stores a claim’s files (one PUT, and a multipart upload past 5 MiB) and gives them back byte for byte',
    whenAvailable(async () => {
      const big = bytes.pdf(7 * 1024 * 1024);
      const photo = bytes.png(40_000);
      const res = await postForm(
        t,
        '/api/v1/claims',
        claimForm([
          ['informe.pdf', big],
          ['foto.png', photo],
        ]),
        await t.auth(),
      );
      expect(res.statusCode).toBe(201);
      const created = res.json().data as { _id: string; attachments: Array<{ _id: string }> };
      const [a, b] = created.attachments;
      expect(await objects()).toEqual([`files/${a!._id}`, `files/${b!._id}`].sort());
      const download = await t.app.inject({
        method: 'GET',
        url: `/api/v1/claims/${created._id}/attachments/${a!._id}`,
        headers: await t.auth(),
      });
      expect(download.rawPayload.equals(big)).toBe(true);
      expect((await t.app.files.read(b!._id))!.equals(photo)).toBe(true);
      expect(await t.app.outbox.drain()).toEqual({ delivered: 1, retried: 0, dead: 0 });
      const [mail] = sentMails(t);
      expect(mail!.attachments.map((x) => x.bytes.equals(x.filename === 'informe.pdf' ? big : photo))).toEqual([
        true,
        true,
      ]);
    }),
  );

  it(
    'leaves no object when a file is refused midway or the transaction fails, and sweeps a dead process’s file',
    whenAvailable(async () => {
      const refused = await postForm(
        t,
        '/api/v1/claims',
        claimForm([
          ['informe.pdf', bytes.pdf(6 * 1024 * 1024)],
          ['grande.pdf', bytes.pdf(10 * 1024 * 1024 + 1)],
        ]),
        await t.auth(),
      );
      expect(refused.statusCode).toBe(413);
      await expect(
        withStoredFile(t.app.files, t.db, { bytes: bytes.pdf(1000), contentType: 'application/pdf' }, async () => {
          throw new Error('the record failed');
        }),
      ).rejects.toThrow('the record failed');
      expect(await countRows(t.db)).toMatchObject({ claims: 0, files: 0 });
      expect(await objects()).toEqual([]);

      const staged = await t.app.files.stage({ contentType: 'application/pdf' }, [bytes.pdf(3000)]);
      expect(await objects()).toEqual([`files/${staged.id}`]);
      await t.db.query(`UPDATE files SET staged_at = now() - interval '61 minutes' WHERE id = $1`, [staged.id]);
      await t.app.reminders.run('2026-01-01');
      expect(await objects()).toEqual([]);
      expect(await countRows(t.db)).toMatchObject({ files: 0 });
    }),
  );
});

// The same contract for both places uploaded files' bytes can live: the database (the embedded default) and
// an S3-compatible bucket (FILES_STORE_URL), the latter on server-kit's signature-checking S3 stand-in. Each
// runs through the routes (app.inject) on PGlite, or on PostgreSQL with TEST_DATABASE_URL.
import { startFakeS3, type FakeS3 } from 'server-kit/src/fake-s3';
import { useTestApp, type TestContext } from '../../helpers/build-app';
import { countRows } from '../../helpers/fixtures';
import { bytes, file, postForm, sentMails } from '../../routes/api/v1/solicitudes/uploads';

const PREFIX = 'seguros/prod';
let s3: FakeS3 | undefined;

const stores: Array<[string, () => Record<string, string>]> = [
  ['database', () => ({})],
  ['s3', () => s3!.awsEnv('FILES_STORE_URL', PREFIX)],
];

const form = (attachments: Array<[string, Buffer, string?]>) => [
  ['nombre', 'Ana'] as [string, string],
  ['apellido', 'Pérez'] as [string, string],
  ['email', 'ana@example.com'] as [string, string],
  ['celular', '099 123 456'] as [string, string],
  ...attachments.map(
    ([name, content, type]) => ['attachments', file(name, content, type)] as [string, ReturnType<typeof file>],
  ),
];

async function claim(t: TestContext, attachments: Array<[string, Buffer, string?]>) {
  const res = await postForm(t, '/api/v1/claims', form(attachments), await t.auth());
  return res;
}

async function download(t: TestContext, claimId: string, fileId: string) {
  return t.app.inject({
    method: 'GET',
    url: `/api/v1/claims/${claimId}/attachments/${fileId}`,
    headers: await t.auth(),
  });
}

describe.each(stores)('uploaded files in the %s store', (kind, env) => {
  beforeAll(async () => {
    if (kind === 's3') s3 = await startFakeS3({ bucket: 'seguros-files' });
  });
  afterAll(async () => {
    await s3?.close();
    s3 = undefined;
  });
  const t = useTestApp({ env: () => ({ CONTACT_INBOX: 'equipo@seguros.uy', ...env() }) });
  beforeEach(() => s3?.objects.clear());

  const objects = () => [...(s3?.objects.keys() ?? [])];

  it('stores a claim’s files and gives each back byte for byte, to the owner and to the team’s e-mail', async () => {
    const big = bytes.pdf(4 * 1024 * 1024);
    const photo = bytes.jpeg(70_000);
    const res = await claim(t, [
      ['informe.pdf', big],
      ['foto.jpg', photo, 'image/jpeg'],
    ]);
    expect(res.statusCode).toBe(201);
    const created = res.json().data as { _id: string; attachments: Array<{ _id: string }> };
    const [a, b] = created.attachments;

    const first = await download(t, created._id, a!._id);
    expect(first.statusCode).toBe(200);
    expect(first.rawPayload.equals(big)).toBe(true);
    expect((await download(t, created._id, b!._id)).rawPayload.equals(photo)).toBe(true);

    expect(await t.app.outbox.drain()).toEqual({ delivered: 1, retried: 0, dead: 0 });
    const [mail] = sentMails(t);
    expect(mail!.attachments.map((x) => x.bytes.equals(x.filename === 'informe.pdf' ? big : photo))).toEqual([
      true,
      true,
    ]);

    const { rows } = await t.db.query<{ id: string; content: unknown; location: string | null; size_bytes: number }>(
      'SELECT id, content, location, size_bytes FROM files ORDER BY size_bytes DESC',
    );
    expect(rows.map((r) => r.size_bytes)).toEqual([big.length, photo.length]);
    if (kind === 's3') {
      // PostgreSQL keeps the metadata and where the bytes are; the bucket keeps the bytes, under the prefix.
      expect(rows.every((r) => r.content === null)).toBe(true);
      expect(rows.map((r) => r.location)).toEqual([
        `s3://seguros-files/${PREFIX}/files/${a!._id}`,
        `s3://seguros-files/${PREFIX}/files/${b!._id}`,
      ]);
      expect(objects().sort()).toEqual([`${PREFIX}/files/${a!._id}`, `${PREFIX}/files/${b!._id}`].sort());
      expect(s3!.objects.get(`${PREFIX}/files/${a!._id}`)!.body.equals(big)).toBe(true);
    } else {
      expect(rows.every((r) => r.content !== null && r.location === null)).toBe(true);
    }
  });

  it('never leaves a row without its bytes: a write that rolls back stores no row', async () => {
    await expect(
      t.db.transaction(async (tx) => {
        await t.app.files.save(tx, { bytes: bytes.pdf(1000), contentType: 'application/pdf' });
        throw new Error('the record failed');
      }),
    ).rejects.toThrow('the record failed');
    expect(await countRows(t.db)).toMatchObject({ files: 0 });
  });

  it('frees the bytes of deleted files: the row at once, the object at the next reminders run', async () => {
    const id = await t.db.transaction((tx) =>
      t.app.files.save(tx, { bytes: bytes.png(5000), contentType: 'image/png' }),
    );
    expect((await t.app.files.read(id))!.length).toBe(5000);
    await t.db.query('DELETE FROM files WHERE id = $1', [id]);
    expect(await t.app.files.read(id)).toBeNull();
    const run = await t.app.reminders.run('2026-01-01');
    expect(run.sweptObjects).toBe(kind === 's3' ? 1 : 0);
    expect(objects()).toEqual([]);
    expect((await t.db.query('SELECT * FROM file_object_deletions')).rows).toEqual([]);
  });

  it('reads an unknown id as no file', async () => {
    expect(await t.app.files.read('00000000-0000-4000-8000-000000000000')).toBeNull();
  });

  it('reads rows stored in the database whatever the store is now (the row decides where its bytes are)', async () => {
    const content = bytes.pdf(2000);
    const { rows } = await t.db.query<{ id: string }>(
      `INSERT INTO files (content_type, size_bytes, sha256, content) VALUES ('application/pdf', 2000, 'x', $1) RETURNING id`,
      [content],
    );
    expect((await t.app.files.read(rows[0]!.id))!.equals(content)).toBe(true);
  });
});

describe('uploaded files in a bucket the api cannot write to', () => {
  beforeAll(async () => {
    s3 = await startFakeS3({ bucket: 'seguros-files' });
  });
  afterAll(async () => {
    await s3?.close();
    s3 = undefined;
  });
  const t = useTestApp({
    env: () => ({ ...s3!.awsEnv('FILES_STORE_URL', PREFIX), AWS_SECRET_ACCESS_KEY: 'not-the-bucket-key' }),
  });

  it('refuses the claim with a 5xx and writes nothing', async () => {
    const res = await claim(t, [['informe.pdf', bytes.pdf(1000)]]);
    expect(res.statusCode).toBeGreaterThanOrEqual(500);
    expect(await countRows(t.db)).toMatchObject({ claims: 0, files: 0, outbox: 0 });
    expect(s3!.log.some((r) => r.method === 'PUT' && r.status === 403)).toBe(true);
  });
});

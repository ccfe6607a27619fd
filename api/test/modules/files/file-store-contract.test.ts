// The same contract for both places uploaded files' bytes can live: the database (the embedded default) and
// an S3-compatible bucket (FILES_STORE_URL), the latter on server-kit's signature-checking S3 stand-in. Each
// runs through the routes (app.inject) on PGlite, or on PostgreSQL with TEST_DATABASE_URL.
import { startFakeS3, type FakeS3 } from 'server-kit/src/fake-s3';
import { withStoredFile } from '../../../src/modules/files/file-store';
import { useTestApp, type TestContext } from '../../helpers/build-app';
import { countRows } from '../../helpers/fixtures';
import { bytes, file, postForm, sentMails } from '../../routes/api/v1/solicitudes/uploads';

const PREFIX = 'seguros/prod';
// Megabytes into PGlite's database store take about a second each.
jest.setTimeout(120_000);
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
      // Streamed in: the bytes in file_chunks, a megabyte a row.
      expect(rows.every((r) => r.content === null && r.location === null)).toBe(true);
      const chunks = await t.db.query<{ n: number }>('SELECT n FROM file_chunks WHERE file_id = $1 ORDER BY n', [
        a!._id,
      ]);
      expect(chunks.rows.map((r) => r.n)).toEqual([0, 1, 2, 3]);
    }
    expect((await t.db.query('SELECT 1 FROM files WHERE staged_at IS NOT NULL')).rows).toEqual([]);
  });

  const leftBehind = async () => ({
    ...(await countRows(t.db)),
    chunks: (await t.db.query('SELECT 1 FROM file_chunks')).rows.length,
    objects: objects().length,
    multipartUploads: s3?.uploads.size ?? 0,
  });
  const nothing = { claims: 0, files: 0, outbox: 0, chunks: 0, objects: 0, multipartUploads: 0 };

  it('leaves nothing when the transaction naming a file rolls back', async () => {
    await expect(
      withStoredFile(t.app.files, t.db, { bytes: bytes.pdf(1000), contentType: 'application/pdf' }, async () => {
        throw new Error('the record failed');
      }),
    ).rejects.toThrow('the record failed');
    expect(await leftBehind()).toMatchObject(nothing);
  });

  it('leaves nothing when a claim’s transaction fails after its files were streamed in', async () => {
    await t.db.exec(`CREATE FUNCTION refuse_claim() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'the claim cannot be written'; END; $$;
      CREATE TRIGGER refuse_claim BEFORE INSERT ON claim_files FOR EACH ROW EXECUTE FUNCTION refuse_claim();`);
    try {
      const res = await claim(t, [
        ['informe.pdf', bytes.pdf(6 * 1024 * 1024)],
        ['foto.png', bytes.png(5000)],
      ]);
      expect(res.statusCode).toBe(500);
      expect(await leftBehind()).toMatchObject(nothing);
    } finally {
      await t.db.exec('DROP TRIGGER refuse_claim ON claim_files; DROP FUNCTION refuse_claim();');
    }
  });

  it('refuses a file over 10 MB or of another type midway with the Spanish error, leaving nothing', async () => {
    const tooLarge = await claim(t, [
      ['informe.pdf', bytes.pdf(6 * 1024 * 1024)],
      ['grande.pdf', bytes.pdf(10 * 1024 * 1024 + 1)],
    ]);
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().meta.message).toBe('El archivo "grande.pdf" supera los 10 MB.');
    expect(await leftBehind()).toMatchObject(nothing);

    const wrongType = await claim(t, [
      ['informe.pdf', bytes.pdf(6 * 1024 * 1024)],
      ['nota.pdf', Buffer.from('GIF89a, not a PDF at all')],
    ]);
    expect(wrongType.statusCode).toBe(415);
    expect(wrongType.json().meta.message).toBe(
      'El archivo "nota.pdf" no es un PDF, JPG, PNG o HEIC (se revisa su contenido, no su nombre).',
    );
    expect(await leftBehind()).toMatchObject(nothing);
  });

  it('leaves nothing when the form is refused after its files were streamed in (the schema)', async () => {
    const res = await postForm(
      t,
      '/api/v1/claims',
      [['nombre', 'Ana'] as [string, string], ['attachments', file('informe.pdf', bytes.pdf(2 * 1024 * 1024))]],
      await t.auth(),
    );
    expect(res.statusCode).toBe(400);
    expect(await leftBehind()).toMatchObject(nothing);
  });

  it('sweeps a file a process left staged (it died before the record): row, bytes and object', async () => {
    const staged = await t.app.files.stage({ contentType: 'application/pdf' }, [bytes.pdf(3000)]);
    expect(staged.size).toBe(3000);
    expect(await t.app.files.read(staged.id)).toBeNull();
    await t.app.reminders.run('2026-01-01');
    expect((await countRows(t.db)).files).toBe(1);
    await t.db.query(`UPDATE files SET staged_at = now() - interval '61 minutes' WHERE id = $1`, [staged.id]);
    await t.app.reminders.run('2026-01-01');
    expect(await leftBehind()).toMatchObject(nothing);
    expect((await t.db.query('SELECT * FROM file_object_deletions')).rows).toEqual([]);
  });

  it('frees the bytes of deleted files: the row at once, the object at the next reminders run', async () => {
    const id = await withStoredFile(
      t.app.files,
      t.db,
      { bytes: bytes.png(5000), contentType: 'image/png' },
      async (_tx, fileId) => fileId,
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

import { POLICY_IMPORT_MAX_BYTES } from 'contracts';
import { useTestApp } from '../../../../helpers/build-app';
import { countRows, createExternal, err, manualPolicy, OTHER_USER, UNAUTHORIZED } from '../../../../helpers/fixtures';
import { generatePolicyPdf } from '../../../../helpers/policy-pdfs';
import { bytes, checkRefusals, file, junkForms, multipart, postForm, RAW_BODIES } from '../solicitudes/uploads';

/*
 * 'Cargar póliza en PDF': POST /policy/import-pdf reads a generated policy PDF and proposes its fields; the
 * upload stays pending for its sender until a saved policy names it (documentFileId), then it is listed
 * and read as the policy's document. Refusals (type, size, unreadable) store nothing.
 */
const t = useTestApp();
const URL = '/api/v1/policy/import-pdf';

async function importPdf(pdf: Buffer | Uint8Array, name = 'poliza.pdf', claims?: Record<string, unknown>) {
  return postForm(t, URL, [['file', file(name, Buffer.from(pdf), 'application/pdf')]], await t.auth(claims));
}

async function pendingUploads() {
  return (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM pending_uploads')).rows[0]!.n;
}

describe('POST /api/v1/policy/import-pdf', () => {
  it('reads the PDF, proposes what it recognises and keeps the file as a pending upload of the caller', async () => {
    const pdf = await generatePolicyPdf('label-colon', 1);
    const res = await importPdf(pdf.bytes, 'Mi póliza.pdf');
    expect(res.statusCode).toBe(201);
    const data = res.json().data;
    expect(data.fileName).toBe('Mi póliza.pdf');
    expect(data.prefill).toEqual(pdf.expected);
    expect(data.recognised).toEqual(
      Object.entries(pdf.expected)
        .filter(([, v]) => (Array.isArray(v) ? v.length > 0 : v !== null))
        .map(([k]) => k),
    );
    const { rows } = await t.db.query<{ owner: string; purpose: string; size: number }>(
      `SELECT u.auth_sub AS owner, pu.purpose, f.size_bytes AS size
       FROM pending_uploads pu JOIN files f ON f.id = pu.file_id JOIN users u ON u.id = pu.owner_user_id
       WHERE pu.file_id = $1`,
      [data.fileId],
    );
    expect(rows).toEqual([{ owner: 'auth0|demo-1', purpose: 'policy-import', size: pdf.bytes.length }]);
  });

  it('answers an empty prefill for a PDF without policy data, and still keeps it', async () => {
    const res = await importPdf((await generatePolicyPdf('no-fields', 1)).bytes);
    expect(res.statusCode).toBe(201);
    expect(res.json().data.recognised).toEqual([]);
    expect(await pendingUploads()).toBe(1);
  });

  it('refuses what is not a PDF by its bytes (415), whatever its name, and stores nothing', async () => {
    const before = await countRows(t.db);
    for (const [name, content] of [
      ['poliza.pdf', bytes.png()],
      ['poliza.pdf', bytes.text()],
      ['poliza.exe', bytes.jpeg()],
    ] as const) {
      const res = await importPdf(content, name);
      expect(res.statusCode).toBe(415);
      expect(res.json().meta.message).toMatch(/^El archivo ".+" no es un PDF/);
    }
    const mismatch = await importPdf(bytes.pdf(), 'poliza.png');
    expect(mismatch.json()).toEqual(err(415, 'El archivo "poliza.png" no es un PNG: su contenido es PDF.'));
    expect(await countRows(t.db)).toEqual(before);
  });

  it('refuses more than 10 MB (413) and stores nothing', async () => {
    const before = await countRows(t.db);
    const res = await importPdf(bytes.pdf(POLICY_IMPORT_MAX_BYTES + 1));
    expect(res.statusCode).toBe(413);
    expect(res.json().meta.message).toMatch(/10 MB/);
    expect(await countRows(t.db)).toEqual(before);
  }, 60_000);

  it('refuses a damaged PDF (422), a missing file, two files and a JSON body, storing nothing', async () => {
    const before = await countRows(t.db);
    const damaged = await importPdf(bytes.pdf(5000));
    expect(damaged.json()).toEqual(
      err(422, 'No pudimos leer el PDF: puede estar dañado. Probá con otro archivo o cargá los datos a mano.', 'file'),
    );
    const missing = await postForm(t, URL, [['nota', 'hola']], await t.auth());
    expect(missing.statusCode).toBe(400);
    const none = await postForm(t, URL, [], await t.auth());
    expect(none.json()).toEqual(err(400, 'Completá la póliza en PDF.', 'file'));
    const pdf = Buffer.from((await generatePolicyPdf('stacked', 1)).bytes);
    const two = await postForm(
      t,
      URL,
      [
        ['file', file('a.pdf', pdf)],
        ['file', file('b.pdf', pdf)],
      ],
      await t.auth(),
    );
    expect(two.statusCode).toBe(413);
    const json = await t.app.inject({ method: 'POST', url: URL, headers: await t.auth(), payload: { file: 'x' } });
    expect(json.json()).toEqual(err(415, 'El formulario tiene que enviarse como multipart/form-data.'));
    expect(await countRows(t.db)).toEqual(before);
  });

  it('refuses a signed-out caller before reading anything', async () => {
    const body = await multipart([['file', file('p.pdf', bytes.pdf())]]);
    const res = await t.app.inject({ method: 'POST', url: URL, payload: body.payload, headers: body.headers });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(UNAUTHORIZED);
  });

  it('answers junk multipart forms without a 5xx, storing nothing', async () => {
    const before = await countRows(t.db);
    const headers = await t.auth();
    const results = [];
    for (const form of junkForms(['file'], 40, 20260309)) {
      const body = await multipart(form);
      const res = await t.app.inject({
        method: 'POST',
        url: URL,
        payload: body.payload,
        headers: { ...headers, ...body.headers },
      });
      results.push(
        Object.assign(res, {
          label: JSON.stringify(form.map(([k, v]) => [k, typeof v === 'string' ? v.slice(0, 20) : v.name])),
        }),
      );
    }
    for (const raw of RAW_BODIES) {
      const res = await t.app.inject({
        method: 'POST',
        url: URL,
        payload: raw.payload,
        headers: { ...headers, 'content-type': raw.contentType ?? 'application/json' },
      });
      results.push(Object.assign(res, { label: raw.payload.slice(0, 100) }));
    }
    expect(checkRefusals(results)).toEqual([]);
    expect(await countRows(t.db)).toEqual(before);
  });
});

describe('the imported PDF as the policy document', () => {
  async function imported(claims?: Record<string, unknown>) {
    const pdf = await generatePolicyPdf('two-column', 2);
    const res = await importPdf(pdf.bytes, 'poliza-hogar.pdf', claims);
    return { ...(res.json().data as { fileId: string; prefill: Record<string, unknown> }), bytes: pdf.bytes };
  }

  it('POST /policy/external with documentFileId attaches it; the owner lists and reads it', async () => {
    const upload = await imported();
    const policy = await createExternal(t, manualPolicy({ documentFileId: upload.fileId }));
    expect(await pendingUploads()).toBe(0);

    const list = await t.app.inject({
      method: 'GET',
      url: `/api/v1/policy/${policy._id}/documents`,
      headers: await t.auth(),
    });
    expect(list.json().data).toEqual([
      {
        _id: upload.fileId,
        name: 'poliza-hogar.pdf',
        size: upload.bytes.length,
        contentType: 'application/pdf',
        createdAt: expect.stringMatching(/Z$/),
      },
    ]);
    const read = await t.app.inject({
      method: 'GET',
      url: `/api/v1/policy/${policy._id}/documents/${upload.fileId}`,
      headers: await t.auth(),
    });
    expect(read.statusCode).toBe(200);
    const { dataBase64, mime, fileName } = read.json().data;
    expect({ mime, fileName }).toEqual({ mime: 'application/pdf', fileName: 'poliza-hogar.pdf' });
    expect(Buffer.from(dataBase64, 'base64').equals(Buffer.from(upload.bytes))).toBe(true);
  });

  it('PUT with documentFileId attaches it to a policy saved for later, and saving again with it changes nothing', async () => {
    const draft = await createExternal(t, { status: 'Faltan completar datos', category: 'home', insurer: 'sura' });
    const upload = await imported();
    const body = manualPolicy({ category: 'home', insurer: 'sura', documentFileId: upload.fileId });
    for (let i = 0; i < 2; i++) {
      const res = await t.app.inject({
        method: 'PUT',
        url: `/api/v1/policy/${draft._id}`,
        headers: await t.auth(),
        payload: body,
      });
      expect(res.statusCode).toBe(200);
    }
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/v1/policy/${draft._id}/documents`,
      headers: await t.auth(),
    });
    expect(list.json().data.map((d: { _id: string }) => d._id)).toEqual([upload.fileId]);
  });

  it("never attaches another person's upload, nor one already attached, nor an unknown id (404, nothing written)", async () => {
    const theirs = await imported(OTHER_USER);
    const mine = await imported();
    await createExternal(t, manualPolicy({ documentFileId: mine.fileId }));
    await t.app.inject({ method: 'POST', url: '/api/v1/user/sync', headers: await t.auth() });
    const before = await countRows(t.db);
    for (const fileId of [theirs.fileId, mine.fileId, '00000000-0000-4000-8000-000000000000']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/policy/external',
        headers: await t.auth(),
        payload: manualPolicy({ documentFileId: fileId }),
      });
      expect(res.json()).toEqual(
        err(404, 'No encontramos la póliza en PDF que cargaste. Volvé a cargarla.', 'documentFileId'),
      );
    }
    expect(await countRows(t.db)).toEqual(before);
  });

  it("answers 404 for another person's policy documents and for a file that is not the policy's", async () => {
    const upload = await imported();
    const policy = await createExternal(t, manualPolicy({ documentFileId: upload.fileId }));
    const other = await createExternal(t, manualPolicy());
    for (const url of [
      `/api/v1/policy/${policy._id}/documents`,
      `/api/v1/policy/${policy._id}/documents/${upload.fileId}`,
    ]) {
      const res = await t.app.inject({ method: 'GET', url, headers: await t.auth(OTHER_USER) });
      expect(res.statusCode).toBe(404);
    }
    const wrongPolicy = await t.app.inject({
      method: 'GET',
      url: `/api/v1/policy/${other._id}/documents/${upload.fileId}`,
      headers: await t.auth(),
    });
    expect(wrongPolicy.json()).toEqual(err(404, 'No encontramos el documento.'));
    const none = await t.app.inject({
      method: 'GET',
      url: `/api/v1/policy/${other._id}/documents`,
      headers: await t.auth(),
    });
    expect(none.json().data).toEqual([]);
    const signedOut = await t.app.inject({ method: 'GET', url: `/api/v1/policy/${policy._id}/documents` });
    expect(signedOut.json()).toEqual(UNAUTHORIZED);
  });

  it('deleting the policy deletes its document file too', async () => {
    const upload = await imported();
    const policy = await createExternal(t, manualPolicy({ documentFileId: upload.fileId }));
    const res = await t.app.inject({ method: 'DELETE', url: `/api/v1/policy/${policy._id}`, headers: await t.auth() });
    expect(res.statusCode).toBe(200);
    const { rows } = await t.db.query('SELECT id FROM files WHERE id = $1', [upload.fileId]);
    expect(rows).toEqual([]);
  });
});

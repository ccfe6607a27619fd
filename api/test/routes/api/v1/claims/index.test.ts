import { useTestApp } from '../../../../helpers/build-app';
import { countRows, createExternal, err, manualPolicy, OTHER_USER, UNAUTHORIZED } from '../../../../helpers/fixtures';
import { bytes, file, postForm, queuedFormMails, sentMails, type FormEntries } from '../solicitudes/uploads';

const t = useTestApp({ env: () => ({ CONTACT_INBOX: 'equipo@seguros.uy' }) });

const URL = '/api/v1/claims';

const form = (extra: FormEntries = []): FormEntries => [
  ['nombre', 'Ana'],
  ['apellido', 'Pérez'],
  ['email', 'ana@example.com'],
  ['celular', '099 123 456'],
  ['mensaje', 'Me chocaron de atrás en Bulevar Artigas.\nEl otro conductor se dio a la fuga.'],
  ...extra,
];

async function claim(entries: FormEntries = form(), claims?: Record<string, unknown>) {
  return postForm(t, URL, entries, await t.auth(claims));
}

async function expectNoClaimWritten() {
  expect(await countRows(t.db)).toMatchObject({ claims: 0, claim_files: 0, files: 0, outbox: 0 });
}

function expectRefusal(res: { statusCode: number; json(): unknown }, status: number, message: string) {
  const body = res.json() as { data: unknown; meta: { code: number; message: string } };
  expect([message, res.statusCode, body.data, body.meta.code, body.meta.message]).toEqual([
    message,
    status,
    null,
    status,
    message,
  ]);
}

describe('POST /api/v1/claims', () => {
  it('needs a signed-in user', async () => {
    const res = await postForm(t, URL, form([['attachments', file('parte.pdf', bytes.pdf())]]));
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(UNAUTHORIZED);
    expect((await t.app.inject({ method: 'GET', url: URL })).statusCode).toBe(401);
    const download = await t.app.inject({
      method: 'GET',
      url: `${URL}/00000000-0000-4000-8000-000000000000/attachments/00000000-0000-4000-8000-000000000001`,
    });
    expect(download.statusCode).toBe(401);
    await expectNoClaimWritten();
  });

  it('stores the claim as recibido with its files and mails the team with the files attached', async () => {
    const photo = bytes.jpeg(2048);
    const res = await claim(
      form([
        ['attachments', file('foto choque.jpg', photo, 'image/jpeg')],
        ['attachments', file('denuncia.pdf', bytes.pdf(4096))],
        ['attachments', file('croquis.png', bytes.png(300))],
        ['attachments', file('IMG_0001.HEIC', bytes.heic(700))],
      ]),
    );
    expect(res.statusCode).toBe(201);
    const created = res.json().data;
    expect(created).toEqual({
      _id: expect.any(String),
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T.*Z$/),
      status: 'recibido',
      numeroPoliza: null,
      policyId: null,
      nombre: 'Ana',
      apellido: 'Pérez',
      email: 'ana@example.com',
      celular: '099 123 456',
      mensaje: 'Me chocaron de atrás en Bulevar Artigas.\nEl otro conductor se dio a la fuga.',
      attachments: [
        { _id: expect.any(String), name: 'foto choque.jpg', size: 2048, contentType: 'image/jpeg' },
        { _id: expect.any(String), name: 'denuncia.pdf', size: 4096, contentType: 'application/pdf' },
        { _id: expect.any(String), name: 'croquis.png', size: 300, contentType: 'image/png' },
        { _id: expect.any(String), name: 'IMG_0001.HEIC', size: 700, contentType: 'image/heic' },
      ],
    });
    expect(await countRows(t.db)).toMatchObject({ claims: 1, claim_files: 4, files: 4, outbox: 1 });

    const text = [
      'nombre: Ana',
      'apellido: Pérez',
      'email: ana@example.com',
      'celular: 099 123 456',
      'numeroPoliza: -',
      'mensaje: Me chocaron de atrás en Bulevar Artigas.',
      '  El otro conductor se dio a la fuga.',
      'attachments: [archivo] foto choque.jpg, [archivo] denuncia.pdf, [archivo] croquis.png, [archivo] IMG_0001.HEIC',
      '',
      `Referencia: ${created._id}`,
      'Póliza vinculada: -',
      'Cuenta: Ana Pérez <ana@example.com>',
    ].join('\n');
    const [queued] = await queuedFormMails(t);
    expect(queued).toEqual({
      to: 'equipo@seguros.uy',
      replyTo: '"Ana Pérez" <ana@example.com>',
      subject: 'Reclamo de Siniestro',
      text,
      files: created.attachments.map((a: { _id: string; name: string; contentType: string }) => ({
        fileId: a._id,
        filename: a.name,
        contentType: a.contentType,
      })),
    });

    expect(await t.app.outbox.drain()).toEqual({ delivered: 1, retried: 0, dead: 0 });
    const [mail] = sentMails(t);
    expect(mail!.subject).toBe('Reclamo de Siniestro');
    expect(mail!.headers.to).toBe('equipo@seguros.uy');
    expect(mail!.text).toBe(text);
    expect(mail!.attachments.map((a) => [a.filename, a.contentType, a.bytes.length])).toEqual([
      ['foto choque.jpg', 'image/jpeg', 2048],
      ['denuncia.pdf', 'application/pdf', 4096],
      ['croquis.png', 'image/png', 300],
      ['IMG_0001.HEIC', 'image/heic', 700],
    ]);
    expect(mail!.attachments[0]!.bytes.equals(photo)).toBe(true);
  });

  it('sends without attachments or message', async () => {
    const res = await claim(form().filter(([field]) => field !== 'mensaje'));
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ mensaje: null, attachments: [] });
    expect((await queuedFormMails(t))[0]!.text).toContain('\nmensaje: -\nattachments: -\n');
  });

  it("answers 'Completá Nombre, Apellido, Email y Celular.' when one is missing or blank, writing nothing", async () => {
    for (const field of ['nombre', 'apellido', 'email', 'celular']) {
      for (const entries of [
        form().filter(([f]) => f !== field),
        form().map(([f, v]) => (f === field ? [f, '   '] : [f, v])) as FormEntries,
      ]) {
        const res = await claim(entries);
        expect([field, res.statusCode, res.json()]).toEqual([
          field,
          400,
          err(400, 'Completá Nombre, Apellido, Email y Celular.'),
        ]);
      }
    }
    const badEmail = await claim(form().map(([f, v]) => (f === 'email' ? [f, 'ana'] : [f, v])) as FormEntries);
    expectRefusal(badEmail, 400, 'El campo email no es válido.');
    const longMessage = await claim([...form().filter(([f]) => f !== 'mensaje'), ['mensaje', 'x'.repeat(5001)]]);
    expectRefusal(longMessage, 400, 'El campo mensaje debe tener como máximo 5000 caracteres.');
    await expectNoClaimWritten();
  });

  it('links the claim to the policy it names only when that policy is the caller’s own', async () => {
    const own = await createExternal(t, manualPolicy({ numeroPoliza: 'AU-2024-000123' }));
    const others = await createExternal(t, manualPolicy({ numeroPoliza: 'AU-2024-999999' }), OTHER_USER);

    const byNumber = await claim(form([['numeroPoliza', ' au-2024-000123 ']]));
    expect(byNumber.statusCode).toBe(201);
    expect(byNumber.json().data).toMatchObject({ numeroPoliza: 'au-2024-000123', policyId: own._id });
    expect((await queuedFormMails(t))[0]).toMatchObject({
      subject: 'Reclamo de Siniestro · Póliza au-2024-000123',
      text: expect.stringContaining(`\nPóliza vinculada: ${own._id}\n`),
    });

    const byId = await claim(form([['policyId', own._id]]));
    expect(byId.json().data).toMatchObject({ numeroPoliza: 'AU-2024-000123', policyId: own._id });

    // Another user's number is kept as typed, without a link.
    const othersNumber = await claim(form([['numeroPoliza', 'AU-2024-999999']]));
    expect(othersNumber.statusCode).toBe(201);
    expect(othersNumber.json().data).toMatchObject({ numeroPoliza: 'AU-2024-999999', policyId: null });

    const before = await countRows(t.db);
    const othersId = await claim(form([['policyId', others._id]]));
    expectRefusal(othersId, 404, 'No encontramos la póliza.');
    const unknownId = await claim(form([['policyId', '00000000-0000-4000-8000-000000000000']]));
    expectRefusal(unknownId, 404, 'No encontramos la póliza.');
    const mismatch = await claim(
      form([
        ['policyId', own._id],
        ['numeroPoliza', 'AU-1'],
      ]),
    );
    expectRefusal(mismatch, 400, 'El número de póliza no corresponde a la póliza elegida.');
    const badId = await claim(form([['policyId', 'no-es-un-id']]));
    expectRefusal(badId, 400, 'El campo policyId no es válido.');
    expect(await countRows(t.db)).toEqual(before);
  });

  it('checks attachments by content (415 naming the file), size (413) and count (413)', async () => {
    const cases: Array<[FormEntries, number, string]> = [
      [
        [['attachments', file('parte.pdf', bytes.text(), 'application/pdf')]],
        415,
        'El archivo "parte.pdf" no es un PDF, JPG, PNG o HEIC (se revisa su contenido, no su nombre).',
      ],
      [
        [['attachments', file('parte.pdf', bytes.png())]],
        415,
        'El archivo "parte.pdf" no es un PDF: su contenido es PNG.',
      ],
      [
        [['attachments', file('foto.exe', bytes.jpeg())]],
        415,
        'El archivo "foto.exe" no es un EXE: su contenido es JPG.',
      ],
      [
        [['attachments', file('enorme.pdf', bytes.pdf(10 * 1024 * 1024 + 1))]],
        413,
        'El archivo "enorme.pdf" supera los 10 MB.',
      ],
      [
        Array.from(
          { length: 11 },
          (_, i) => ['attachments', file(`f${i}.pdf`, bytes.pdf())] as [string, ReturnType<typeof file>],
        ),
        413,
        'Podés adjuntar como máximo 10 archivos.',
      ],
      [
        Array.from(
          { length: 4 },
          (_, i) => ['attachments', file(`f${i}.pdf`, bytes.pdf(8 * 1024 * 1024))] as [string, ReturnType<typeof file>],
        ),
        413,
        'Los archivos superan los 30 MB en total.',
      ],
      [[['nombre', file('nombre.pdf', bytes.pdf())]], 400, 'El campo nombre no admite archivos.'],
    ];
    for (const [extra, status, message] of cases) expectRefusal(await claim(form(extra)), status, message);

    const json = await t.app.inject({ method: 'POST', url: URL, headers: await t.auth(), payload: { nombre: 'Ana' } });
    expectRefusal(json, 415, 'El formulario tiene que enviarse como multipart/form-data.');
    await expectNoClaimWritten();
  }, 60_000);
});

describe('GET /api/v1/claims and attachments', () => {
  it('lists only the caller’s claims, newest first, optionally by policy', async () => {
    const policy = await createExternal(t, manualPolicy({ numeroPoliza: 'HO-77' }));
    const first = (await claim(form([['attachments', file('a.pdf', bytes.pdf(123))]]))).json().data;
    const second = (await claim(form([['numeroPoliza', 'HO-77']]))).json().data;
    await claim(form(), OTHER_USER);

    const res = await t.app.inject({ method: 'GET', url: URL, headers: await t.auth() });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: [second, first], meta: { code: 0 } });
    expect(first.attachments).toEqual([
      { _id: expect.any(String), name: 'a.pdf', size: 123, contentType: 'application/pdf' },
    ]);

    const byPolicy = await t.app.inject({
      method: 'GET',
      url: `${URL}?policyId=${policy._id}`,
      headers: await t.auth(),
    });
    expect(byPolicy.json().data).toEqual([second]);
    const othersView = await t.app.inject({ method: 'GET', url: URL, headers: await t.auth(OTHER_USER) });
    expect(othersView.json().data.map((c: { _id: string }) => c._id)).not.toContain(first._id);
    const otherUserOnMyPolicy = await t.app.inject({
      method: 'GET',
      url: `${URL}?policyId=${policy._id}`,
      headers: await t.auth(OTHER_USER),
    });
    expect(otherUserOnMyPolicy.json().data).toEqual([]);
    const bad = await t.app.inject({ method: 'GET', url: `${URL}?policyId=nope`, headers: await t.auth() });
    expectRefusal(bad, 400, 'El campo policyId no es válido.');
  });

  it('serves a file only to the claim’s owner, as an attachment with a safe name', async () => {
    const pdf = bytes.pdf(5000);
    const mine = (await claim(form([['attachments', file('informe "final"; año.pdf', pdf)]]))).json().data;
    const theirs = (await claim(form([['attachments', file('suyo.png', bytes.png())]]), OTHER_USER)).json().data;
    const url = (c: { _id: string }, a: { _id: string }) => `${URL}/${c._id}/attachments/${a._id}`;

    const res = await t.app.inject({ method: 'GET', url: url(mine, mine.attachments[0]), headers: await t.auth() });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="informe final_ ano.pdf"; filename*=UTF-8''informe%20final%3B%20a%C3%B1o.pdf`,
    );
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.rawPayload.equals(pdf)).toBe(true);

    const notFound = err(404, 'No encontramos el archivo.');
    for (const [target, who] of [
      [url(theirs, theirs.attachments[0]), undefined],
      [url(mine, mine.attachments[0]), OTHER_USER],
      [url(mine, theirs.attachments[0]), undefined],
      [url(theirs, mine.attachments[0]), undefined],
      [`${URL}/${mine._id}/attachments/00000000-0000-4000-8000-000000000000`, undefined],
    ] as const) {
      const other = await t.app.inject({ method: 'GET', url: target, headers: await t.auth(who) });
      expect([target, other.statusCode, other.json()]).toEqual([target, 404, notFound]);
    }
    const badId = await t.app.inject({ method: 'GET', url: `${URL}/x/attachments/y`, headers: await t.auth() });
    expect(badId.statusCode).toBe(400);
  });
});

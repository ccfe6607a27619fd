import { useTestApp } from '../../../../helpers/build-app';
import { countRows, err } from '../../../../helpers/fixtures';
import { bytes, file, postForm, queuedFormMails, queuedLeads, sentMails, type FormEntries } from './uploads';

const t = useTestApp({ env: () => ({ CONTACT_INBOX: 'equipo@seguros.uy' }) });

const URL = '/api/v1/solicitudes';
const send = (entries: FormEntries, headers: Record<string, string> = {}) => postForm(t, URL, entries, headers);

const auto: FormEntries = [
  ['producto', 'auto'],
  ['marca', 'Volkswagen'],
  ['anio', '2019'],
  ['modelo', 'Gol'],
  ['tipoDoc', 'CI'],
  ['doc', '1.234.567-8'],
  ['departamento', 'Paysandú'],
  ['uso', 'Particular'],
  ['email', 'ana@example.com'],
  ['celular', ''],
];

const recibos = (n: number) =>
  Array.from(
    { length: n },
    (_, i) =>
      ['recibosVariables', file(`recibo-${i + 1}.pdf`, bytes.pdf(300 + i))] as [string, ReturnType<typeof file>],
  );

const garantia = (situacion: string, files: FormEntries = []): FormEntries => [
  ['producto', 'garantia'],
  ['tipoDoc', 'CI'],
  ['doc', '4.567.890-1'],
  ['nombre', 'Lucía Fernández Silva'],
  ['nacionalidad', 'Uruguaya'],
  ['celular', '099 123 456'],
  ['email', 'lucia@example.com'],
  ['situacionLaboral', situacion],
  ['antiguedadLaboral', '36'],
  ...files,
];

/** A 4xx envelope with this message (a validation 400 also names the field in meta.field). */
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

async function expectNothingWritten() {
  expect(await countRows(t.db)).toMatchObject({
    solicitudes: 0,
    solicitud_files: 0,
    files: 0,
    outbox: 0,
    users: 0,
  });
}

describe('POST /api/v1/solicitudes', () => {
  it('stores an auto request from a visitor, mails the team in the spec format and forwards the lead', async () => {
    const res = await send(auto);
    expect(res.statusCode).toBe(201);
    const { _id: id } = res.json().data;
    expect(res.json()).toEqual({ data: { _id: expect.any(String), producto: 'auto' }, meta: { code: 0 } });
    expect(await countRows(t.db)).toMatchObject({ solicitudes: 1, files: 0, outbox: 2, users: 0 });

    const { rows } = await t.db.query<{ user_id: string | null; email: string; campos: unknown }>(
      'SELECT user_id, email, campos FROM solicitudes',
    );
    expect(rows[0]).toEqual({
      user_id: null,
      email: 'ana@example.com',
      campos: {
        marca: 'Volkswagen',
        anio: 2019,
        modelo: 'Gol',
        tipoDoc: 'CI',
        doc: '1.234.567-8',
        departamento: 'Paysandú',
        uso: 'Particular',
        email: 'ana@example.com',
      },
    });

    const text = [
      'Producto: Seguro de auto',
      'marca: Volkswagen',
      'anio: 2019',
      'modelo: Gol',
      'tipoDoc: CI',
      'doc: 1.234.567-8',
      'departamento: Paysandú',
      'uso: Particular',
      'email: ana@example.com',
      'celular: -',
      '',
      `Referencia: ${id}`,
      'Cuenta: sin sesión iniciada',
    ].join('\n');
    expect(await queuedFormMails(t)).toEqual([
      {
        to: 'equipo@seguros.uy',
        replyTo: '"ana@example.com" <ana@example.com>',
        subject: 'Solicitud · Seguro de Auto',
        text,
        files: [],
      },
    ]);
    expect(await queuedLeads(t)).toEqual([
      {
        leadId: id,
        firstName: '',
        lastName: '',
        phone: null,
        email: 'ana@example.com',
        birthDate: null,
        declaredValue: null,
        createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      },
    ]);

    expect(await t.app.outbox.drain()).toEqual({ delivered: 2, retried: 0, dead: 0 });
    const [mail] = sentMails(t);
    expect(mail!.subject).toBe('Solicitud · Seguro de Auto');
    expect(mail!.headers.to).toBe('equipo@seguros.uy');
    expect(mail!.headers['reply-to']).toContain('ana@example.com');
    expect(mail!.text).toBe(text);
    expect(mail!.attachments).toEqual([]);
  });

  it('links a signed-in sender and answers to the account e-mail when the form has none', async () => {
    const res = await send(
      [
        ['producto', 'soa'],
        ['tipoVehiculo', 'Moto'],
        ['lugarCirculacion', 'Montevideo'],
      ],
      await t.auth(),
    );
    expect(res.statusCode).toBe(201);
    const { rows } = await t.db.query<{ auth_sub: string; email: string }>(
      'SELECT u.auth_sub, s.email FROM solicitudes s JOIN users u ON u.id = s.user_id',
    );
    expect(rows).toEqual([{ auth_sub: 'auth0|demo-1', email: 'ana@example.com' }]);
    const [mail] = await queuedFormMails(t);
    expect(mail!.replyTo).toBe('"Ana Pérez" <ana@example.com>');
    expect(mail!.text).toBe(
      `Producto: SOA\ntipoVehiculo: Moto\nlugarCirculacion: Montevideo\nemail: -\n\nReferencia: ${res.json().data._id}\nCuenta: Ana Pérez <ana@example.com>`,
    );
    expect(await queuedLeads(t)).toEqual([
      expect.objectContaining({ firstName: 'Ana', lastName: 'Pérez', phone: null, email: 'ana@example.com' }),
    ]);
  });

  it('garantia for employees: stores the six variable-income receipts and attaches every file to the e-mail', async () => {
    const ci = bytes.jpeg(500);
    const res = await send(
      garantia('empleados', [
        ['ci', file('cédula frente.jpg', ci, 'image/jpeg')],
        ['reciboFijo', file('recibo-fijo.png', bytes.png(400))],
        ...recibos(6),
      ]),
    );
    expect(res.statusCode).toBe(201);
    const { _id: id } = res.json().data;
    expect(await countRows(t.db)).toMatchObject({ solicitudes: 1, files: 8, solicitud_files: 8, outbox: 2 });

    const { rows } = await t.db.query<{ field: string; name: string; content_type: string; size_bytes: number }>(
      `SELECT sf.field, sf.name, f.content_type, f.size_bytes FROM solicitud_files sf JOIN files f ON f.id = sf.file_id
       ORDER BY sf.position`,
    );
    expect(rows).toEqual([
      { field: 'ci', name: 'cédula frente.jpg', content_type: 'image/jpeg', size_bytes: 500 },
      { field: 'reciboFijo', name: 'recibo-fijo.png', content_type: 'image/png', size_bytes: 400 },
      ...Array.from({ length: 6 }, (_, i) => ({
        field: 'recibosVariables',
        name: `recibo-${i + 1}.pdf`,
        content_type: 'application/pdf',
        size_bytes: 300 + i,
      })),
    ]);

    const text = [
      'Producto: Garantía de Alquiler',
      'tipoDoc: CI',
      'doc: 4.567.890-1',
      'nombre: Lucía Fernández Silva',
      'nacionalidad: Uruguaya',
      'celular: 099 123 456',
      'email: lucia@example.com',
      'situacionLaboral: empleados',
      'antiguedadLaboral: 36',
      'ci: [archivo] cédula frente.jpg',
      'reciboFijo: [archivo] recibo-fijo.png',
      `recibosVariables: ${Array.from({ length: 6 }, (_, i) => `[archivo] recibo-${i + 1}.pdf`).join(', ')}`,
      '',
      `Referencia: ${id}`,
      'Cuenta: sin sesión iniciada',
    ].join('\n');
    const [queued] = await queuedFormMails(t);
    expect(queued).toMatchObject({ subject: 'Solicitud · Garantía de Alquiler', text });
    expect(queued!.files).toHaveLength(8);
    expect(await queuedLeads(t)).toEqual([
      expect.objectContaining({
        firstName: 'Lucía Fernández',
        lastName: 'Silva',
        phone: '099 123 456',
        email: 'lucia@example.com',
      }),
    ]);

    expect(await t.app.outbox.drain()).toEqual({ delivered: 2, retried: 0, dead: 0 });
    const [mail] = sentMails(t);
    expect(mail!.subject).toBe('Solicitud · Garantía de Alquiler');
    expect(mail!.text).toBe(text);
    expect(mail!.attachments.map((a) => [a.contentType, a.bytes.length])).toEqual([
      ['image/jpeg', 500],
      ['image/png', 400],
      ...Array.from({ length: 6 }, (_, i) => ['application/pdf', 300 + i]),
    ]);
    expect(mail!.attachments[0]!.bytes.equals(ci)).toBe(true);
    expect(mail!.attachments[1]!.filename).toBe('recibo-fijo.png');
  });

  it('garantia lists only the attachments of the work situation and refuses files of another', async () => {
    const ok = await send(
      garantia('profesionales', [
        ['rut', file('rut.pdf', bytes.pdf())],
        ['certIngresos', file('certificado.pdf', bytes.pdf())],
      ]),
    );
    expect(ok.statusCode).toBe(201);
    const [mail] = await queuedFormMails(t);
    expect(mail!.text).toContain(
      '\nantiguedadLaboral: 36\nci: -\nrut: [archivo] rut.pdf\ncertIngresos: [archivo] certificado.pdf\n\n',
    );

    await t.db.exec('TRUNCATE solicitudes, solicitud_files, files, outbox CASCADE');
    const cases: Array<[FormEntries, number, string]> = [
      [
        garantia('empresas', [['ci', file('ci.pdf', bytes.pdf())]]),
        400,
        'El campo ci no corresponde a la situación laboral empresas.',
      ],
      [
        garantia('jubilados', recibos(6)),
        400,
        'El campo recibosVariables no corresponde a la situación laboral jubilados.',
      ],
      [garantia('empleados'), 400, 'El campo recibosVariables es obligatorio.'],
      [garantia('empleados', recibos(5)), 400, 'El campo recibosVariables debe tener al menos 6 elementos.'],
      [garantia('empleados', recibos(7)), 400, 'El campo recibosVariables admite como máximo 6 archivos.'],
      [
        garantia('rentas').map(([k, v]) => (k === 'tipoDoc' ? [k, 'RUT'] : [k, v])) as FormEntries,
        400,
        'El campo tipoDoc debe ser uno de: CI, Pasaporte.',
      ],
      [garantia('desempleados'), 400, expect.stringContaining('El campo situacionLaboral debe ser uno de:')],
      [
        [
          ['producto', 'soa'],
          ['tipoVehiculo', 'Moto'],
          ['lugarCirculacion', 'Montevideo'],
          ['email', 'a@b.uy'],
          ['ci', file('ci.pdf', bytes.pdf())],
        ],
        400,
        'El campo ci no corresponde a SOA.',
      ],
    ];
    for (const [entries, status, message] of cases) {
      const res = await send(entries);
      expectRefusal(res, status, message);
    }
    await expectNothingWritten();
  });

  it('soa, movilidad and accidentes: their own fields, lines and subjects; the declared value reaches the lead', async () => {
    const soa = await send([
      ['producto', 'soa'],
      ['tipoVehiculo', 'Automóvil'],
      ['lugarCirculacion', 'Resto del País'],
      ['email', 'ana@example.com'],
      // Fields of another product are ignored.
      ['marca', 'Fiat'],
    ]);
    expect(soa.statusCode).toBe(201);
    const movilidad = await send([
      ['producto', 'movilidad'],
      ['valorDeclarado', '1500'],
      ['facturaOImagen', file('monopatin', bytes.png())],
      ['email', 'ana@example.com'],
    ]);
    expect(movilidad.statusCode).toBe(201);
    const accidentes = await send([
      ['producto', 'accidentes'],
      ['montoMuerte', '0'],
      ['montoInvalidez', ''],
      ['email', 'ana@example.com'],
    ]);
    expect(accidentes.statusCode).toBe(201);

    const mails = await queuedFormMails(t);
    const body = (text: string) => text.split('\n\n')[0];
    expect(mails.map((m) => [m.subject, body(m.text)])).toEqual([
      [
        'Solicitud · SOA',
        'Producto: SOA\ntipoVehiculo: Automóvil\nlugarCirculacion: Resto del País\nemail: ana@example.com',
      ],
      [
        'Solicitud · Movilidad Alternativa',
        // A name without extension gets the one of its content.
        'Producto: Movilidad Alternativa\nvalorDeclarado: 1500\nfacturaOImagen: [archivo] monopatin.png\nemail: ana@example.com',
      ],
      [
        'Solicitud · Accidentes Personales',
        'Producto: Accidentes Personales\nmontoMuerte: 0\nmontoInvalidez: -\nemail: ana@example.com',
      ],
    ]);
    expect(mails[1]!.files).toEqual([
      { fileId: expect.any(String), filename: 'monopatin.png', contentType: 'image/png' },
    ]);
    expect((await queuedLeads(t)).map((l) => l.declaredValue)).toEqual([null, 1500, null]);
    const { rows } = await t.db.query<{ campos: unknown }>('SELECT campos FROM solicitudes ORDER BY created_at');
    expect(rows.map((r) => r.campos)).toEqual([
      { tipoVehiculo: 'Automóvil', lugarCirculacion: 'Resto del País', email: 'ana@example.com' },
      { valorDeclarado: 1500, email: 'ana@example.com' },
      { montoMuerte: 0, email: 'ana@example.com' },
    ]);
    expect(await t.app.outbox.drain()).toEqual({ delivered: 6, retried: 0, dead: 0 });
    expect(sentMails(t).map((m) => m.subject)).toEqual(
      expect.arrayContaining([
        'Solicitud · SOA',
        'Solicitud · Movilidad Alternativa',
        'Solicitud · Accidentes Personales',
      ]),
    );
  });

  it('a visitor may ask for a garantía with a celular and no e-mail: the team answers by phone', async () => {
    const res = await send(garantia('jubilados').filter(([f]) => f !== 'email'));
    expect(res.statusCode).toBe(201);
    const { rows } = await t.db.query<{ email: string | null }>('SELECT email FROM solicitudes');
    expect(rows).toEqual([{ email: null }]);
    expect(await queuedLeads(t)).toEqual([expect.objectContaining({ phone: '099 123 456', email: null })]);
    expect(await t.app.outbox.drain()).toEqual({ delivered: 2, retried: 0, dead: 0 });
    const [mail] = sentMails(t);
    expect(mail!.subject).toBe('Solicitud · Garantía de Alquiler');
    expect(mail!.text).toContain('celular: 099 123 456');
    expect(Object.keys(mail!.headers).map((h) => h.toLowerCase())).not.toContain('reply-to');
  });

  it('refuses a missing or invalid field with a Spanish 400 naming it, and writes nothing', async () => {
    const without = (field: string) => auto.filter(([f]) => f !== field);
    const replace = (field: string, value: string) =>
      auto.map(([f, v]) => (f === field ? [f, value] : [f, v])) as FormEntries;
    const year = new Date().getUTCFullYear() + 1;
    const cases: Array<[FormEntries, string]> = [
      [without('producto'), 'El campo producto es obligatorio.'],
      [replace('producto', 'hogar'), 'El campo producto debe ser uno de: auto, garantia, soa, movilidad, accidentes.'],
      [without('marca'), 'El campo marca es obligatorio.'],
      [replace('marca', '   '), 'El campo marca es obligatorio.'],
      [without('email'), 'El campo email es obligatorio.'],
      [replace('anio', '1949'), 'El campo anio debe ser mayor o igual a 1950.'],
      [replace('anio', 'dos mil'), 'El campo anio debe ser un número entero.'],
      [replace('anio', String(year + 1)), `El campo anio debe ser menor o igual a ${year}.`],
      [replace('departamento', 'Mordor'), expect.stringContaining('El campo departamento debe ser uno de: Artigas,')],
      [replace('uso', 'Taxi'), 'El campo uso debe ser uno de: Particular, Comercial.'],
      [replace('email', 'ana'), 'El campo email no es válido.'],
      [[...auto, ['marca', 'Fiat']], 'El campo marca debe ser un texto.'],
      [
        [
          ['producto', 'soa'],
          ['tipoVehiculo', 'Moto'],
        ],
        'El campo lugarCirculacion es obligatorio.',
      ],
      [
        [
          ['producto', 'soa'],
          ['tipoVehiculo', 'Moto'],
          ['lugarCirculacion', 'Montevideo'],
        ],
        'Indicá un email para que podamos responderte.',
      ],
      [
        garantia('jubilados').filter(([f]) => f !== 'email' && f !== 'celular'),
        'Indicá un email o un celular para que podamos responderte.',
      ],
      [
        [
          ['producto', 'movilidad'],
          ['valorDeclarado', '100'],
          ['email', 'a@b.uy'],
        ],
        'El campo facturaOImagen es obligatorio.',
      ],
      [
        [
          ['producto', 'movilidad'],
          ['valorDeclarado', '-1'],
          ['facturaOImagen', file('f.pdf', bytes.pdf())],
          ['email', 'a@b.uy'],
        ],
        'El campo valorDeclarado debe ser mayor o igual a 0.',
      ],
      [
        [
          ['producto', 'accidentes'],
          ['montoMuerte', '-5'],
          ['email', 'a@b.uy'],
        ],
        'El campo montoMuerte debe ser mayor o igual a 0.',
      ],
      [[...auto, ['ci', 'un texto']], 'El campo ci tiene que ser un archivo.'],
      [[...auto, ['marca2', file('x.pdf', bytes.pdf())]], 'El campo marca2 no admite archivos.'],
    ];
    for (const [entries, message] of cases) {
      const res = await send(entries);
      expectRefusal(res, 400, message);
    }
    await expectNothingWritten();
  });

  it('checks files by their content, not their name (415 naming the file)', async () => {
    const movilidad = (name: string, content: Buffer): FormEntries => [
      ['producto', 'movilidad'],
      ['valorDeclarado', '900'],
      ['email', 'ana@example.com'],
      ['facturaOImagen', file(name, content, 'application/pdf')],
    ];
    const cases: Array<[FormEntries, string]> = [
      [movilidad('factura.pdf', bytes.png()), 'El archivo "factura.pdf" no es un PDF: su contenido es PNG.'],
      [
        movilidad('factura.pdf', bytes.text()),
        'El archivo "factura.pdf" no es un PDF, JPG o PNG (se revisa su contenido, no su nombre).',
      ],
      [movilidad('foto.jpg', bytes.png()), 'El archivo "foto.jpg" no es un JPG: su contenido es PNG.'],
      [
        movilidad('foto.heic', bytes.heic()),
        'El archivo "foto.heic" no es un PDF, JPG o PNG (se revisa su contenido, no su nombre).',
      ],
      [
        movilidad('vacio.pdf', Buffer.alloc(0)),
        'El archivo "vacio.pdf" no es un PDF, JPG o PNG (se revisa su contenido, no su nombre).',
      ],
    ];
    for (const [entries, message] of cases) {
      const res = await send(entries);
      expectRefusal(res, 415, message);
    }
    await expectNothingWritten();
  });

  it('refuses a file over 10 MB, more than 30 MB in all and more than 10 files (413), writing nothing', async () => {
    const big = await send([
      ['producto', 'movilidad'],
      ['valorDeclarado', '900'],
      ['email', 'ana@example.com'],
      ['facturaOImagen', file('grande.png', bytes.png(10 * 1024 * 1024 + 1))],
    ]);
    expect(big.statusCode).toBe(413);
    expect(big.json()).toMatchObject(err(413, 'El archivo "grande.png" supera los 10 MB.'));

    // Exactly 10 MB is accepted.
    const limit = await send([
      ['producto', 'movilidad'],
      ['valorDeclarado', '900'],
      ['email', 'ana@example.com'],
      ['facturaOImagen', file('justo.png', bytes.png(10 * 1024 * 1024))],
    ]);
    expect(limit.statusCode).toBe(201);
    await t.db.exec('TRUNCATE solicitudes, solicitud_files, files, outbox CASCADE');

    const total = await send(
      garantia('empleados', [
        ['ci', file('ci-1.png', bytes.png(8 * 1024 * 1024))],
        ['ci', file('ci-2.png', bytes.png(8 * 1024 * 1024))],
        ['reciboFijo', file('fijo-1.pdf', bytes.pdf(8 * 1024 * 1024))],
        ['reciboFijo', file('fijo-2.pdf', bytes.pdf(8 * 1024 * 1024))],
        ...recibos(6),
      ]),
    );
    expect(total.statusCode).toBe(413);
    expect(total.json()).toMatchObject(err(413, 'Los archivos superan los 30 MB en total.'));

    // Under the Content-Length allowance for form overhead, so the count while reading refuses it.
    const streamed = await send(
      garantia('empleados', [
        ['ci', file('ci-1.png', bytes.png(10 * 1024 * 1024))],
        ['ci', file('ci-2.png', bytes.png(10 * 1024 * 1024))],
        ['reciboFijo', file('fijo.pdf', bytes.pdf(10 * 1024 * 1024))],
        ...recibos(6),
      ]),
    );
    expect(streamed.statusCode).toBe(413);
    expect(streamed.json()).toMatchObject(err(413, 'Los archivos superan los 30 MB en total.'));

    const tooMany = await send(
      garantia('empleados', [
        ['ci', file('ci-1.png', bytes.png())],
        ['ci', file('ci-2.png', bytes.png())],
        ['reciboFijo', file('fijo-1.pdf', bytes.pdf())],
        ['reciboFijo', file('fijo-2.pdf', bytes.pdf())],
        ...recibos(6),
        ['rut', file('rut.pdf', bytes.pdf())],
      ]),
    );
    expect(tooMany.statusCode).toBe(413);
    expect(tooMany.json()).toMatchObject(err(413, 'Podés adjuntar como máximo 10 archivos.'));

    const perField = await send(
      garantia('empleados', [
        ['ci', file('ci-1.png', bytes.png())],
        ['ci', file('ci-2.png', bytes.png())],
        ['ci', file('ci-3.png', bytes.png())],
        ...recibos(6),
      ]),
    );
    expect(perField.statusCode).toBe(400);
    expect(perField.json()).toMatchObject(err(400, 'El campo ci admite como máximo 2 archivos.'));
    await expectNothingWritten();
    // Refused files stream into the store until the refusal (on PGlite about a second a megabyte).
  }, 150_000);

  it('ignores empty file inputs and sanitises file names', async () => {
    const res = await send([
      ['producto', 'movilidad'],
      ['valorDeclarado', '900'],
      ['email', 'ana@example.com'],
      ['facturaOImagen', file('', Buffer.alloc(0))],
      ['facturaOImagen', file('..\\..\\fotos/mi\u202e\u0007 "moto"  nueva.jpeg', bytes.jpeg())],
    ]);
    expect([res.statusCode, res.body]).toEqual([201, expect.any(String)]);
    const { rows } = await t.db.query<{ name: string }>('SELECT name FROM solicitud_files');
    expect(rows).toEqual([{ name: 'mi moto nueva.jpeg' }]);
  });

  it('accepts only multipart forms and answers a malformed one with a Spanish 400', async () => {
    const json = await t.app.inject({ method: 'POST', url: URL, payload: { producto: 'soa' } });
    expect(json.statusCode).toBe(415);
    expect(json.json()).toMatchObject(err(415, 'El formulario tiene que enviarse como multipart/form-data.'));

    const empty = await t.app.inject({ method: 'POST', url: URL });
    expect(empty.statusCode).toBe(415);

    for (const [contentType, payload] of [
      ['multipart/form-data', 'sin límite'],
      ['multipart/form-data; boundary=xyz', 'basura sin partes'],
      ['multipart/form-data; boundary=xyz', '--xyz\r\nContent-Disposition: form-data; name="producto"\r\n\r\nsoa'],
      [
        'multipart/form-data; boundary=xyz',
        '--xyz\r\nContent-Disposition: form-data; name="__proto__"\r\n\r\nx\r\n--xyz--',
      ],
    ] as const) {
      const res = await t.app.inject({ method: 'POST', url: URL, payload, headers: { 'content-type': contentType } });
      expect([payload, res.statusCode]).toEqual([payload, 400]);
      expect(res.json()).toMatchObject({ data: null, meta: { code: 400, message: expect.any(String) } });
    }
    await expectNothingWritten();
  });

  it('answers 401 to a bad token (a visitor sends no token)', async () => {
    const res = await send(auto, { authorization: 'Bearer nope' });
    expect(res.statusCode).toBe(401);
    await expectNothingWritten();
  });

  it('is documented in the OpenAPI document as a multipart body', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/v1/docs/json' })).json();
    const body = doc.paths['/api/v1/solicitudes'].post.requestBody.content['multipart/form-data'].schema;
    expect(body.properties.producto.enum).toEqual(['auto', 'garantia', 'soa', 'movilidad', 'accidentes']);
    expect(body.properties.recibosVariables).toMatchObject({
      type: 'array',
      items: { type: 'string', format: 'binary' },
    });
  });
});

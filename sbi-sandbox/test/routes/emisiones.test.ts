import { MAX_INVOICE_BYTES } from '../../src/lib/files';
import {
  PNG_BASE64,
  auth,
  bikeRequest,
  homeRequest,
  startReceiver,
  useTestApp,
  verifyBody,
} from '../helpers/build-app';

const t = useTestApp();

const emitir = (payload: unknown) =>
  t.app.inject({ method: 'POST', url: '/v1/emisiones', headers: auth, payload: payload as object });

async function expectRejected(payload: unknown, message: string | RegExp) {
  const res = await emitir(payload);
  expect(res.statusCode).toBe(400);
  const body = res.json();
  expect(body.error).toBe('validation');
  if (typeof message === 'string') expect(body.message).toBe(message);
  else expect(body.message).toMatch(message);
  expect(t.app.store.listEmisiones()).toHaveLength(0);
}

describe('POST /v1/emisiones: validation (400 in Spanish, nothing recorded)', () => {
  it('bad formaDePago', () =>
    expectRejected(
      homeRequest({ formaDePago: 'X' }),
      'La forma de pago debe ser T (tarjeta), L (link de pago) o R (red de cobranza).',
    ));

  it.each([11, -1, 2.5])('cantidadDeCuotas %p', (cuotas) =>
    expectRejected(
      homeRequest({ cantidadDeCuotas: cuotas }),
      'La cantidad de cuotas debe ser un número entero entre 0 y 10.',
    ),
  );

  it('missing bike fields', async () => {
    const req = bikeRequest();
    req.camposAdicionales = req.camposAdicionales.filter((c) => c.nombre === 'Modelo' || c.nombre === 'Archivo');
    await expectRejected(req, 'Faltan datos de la bicicleta en camposAdicionales: Marca, Serie.');
  });

  it('an invoice that is neither PDF nor image', () =>
    expectRejected(
      bikeRequest({}, [
        { fileName: 'factura.pdf', base64: Buffer.from('MZ\x90\x00 ejecutable disfrazado').toString('base64') },
      ]),
      'La factura debe ser un PDF o una imagen de hasta 5 MB.',
    ));

  it('an invoice over 5 MB', () => {
    const big = Buffer.alloc(MAX_INVOICE_BYTES + 1, 0x20);
    big.write('%PDF-1.7\n');
    return expectRejected(
      bikeRequest({}, [{ fileName: 'factura.pdf', base64: big.toString('base64') }]),
      'La factura debe ser un PDF o una imagen de hasta 5 MB.',
    );
  });

  it('an invoice that is not a JSON list of { fileName, base64 }', () =>
    expectRejected(
      bikeRequest({}, { fileName: 'factura.pdf' }),
      'El campo adicional Archivo debe ser un JSON con una lista de { fileName, base64 }.',
    ));

  it.each([
    ['not JSON', '{direccion: Bv. Artigas'],
    ['no map', JSON.stringify({ apartmentNumber: '1', aclaracion: '', pinChanged: false })],
    [
      'a marker',
      JSON.stringify({
        apartmentNumber: '1',
        aclaracion: '',
        map: { address: 'x', marker: { lat: 1, lng: 2 } },
        pinChanged: false,
      }),
    ],
    [
      'pinChanged true',
      JSON.stringify({ apartmentNumber: '1', aclaracion: '', map: { address: 'x', marker: null }, pinChanged: true }),
    ],
  ])('a home Ubicación de riesgo that is %s', (_label, valor) =>
    expectRejected(
      homeRequest({ camposAdicionales: [{ nombre: 'Ubicación de riesgo', valor }] }),
      "El campo adicional 'Ubicación de riesgo' debe ser un JSON con apartmentNumber, aclaracion, map { address, marker: null } y pinChanged false.",
    ),
  );

  it('a home without Ubicación de riesgo', () =>
    expectRejected(
      homeRequest({ camposAdicionales: [] }),
      "Falta el campo adicional 'Ubicación de riesgo' del seguro de hogar.",
    ));

  it('a package of another product', () =>
    expectRejected(
      homeRequest({ paqueteId: '201-REC-200000-MVD' }),
      'El paquete 201-REC-200000-MVD no corresponde al producto 202.',
    ));

  it('an unknown product', () => expectRejected(homeRequest({ productoId: '999' }), 'El producto 999 no existe.'));

  it('missing referencia, unknown fields, bad dates, bad e-mail, bad URL', async () => {
    const { referencia: _r, ...sinReferencia } = homeRequest();
    await expectRejected(sinReferencia, 'Falta la referencia de la emisión (el id de la póliza en el marketplace).');
    await expectRejected(homeRequest({ color: 'rojo' }), 'El campo color no está permitido.');
    await expectRejected(
      homeRequest({ inicioDeVigencia: '2026-02-30' }),
      'El inicio de vigencia debe ser una fecha ISO (AAAA-MM-DD).',
    );
    await expectRejected(
      homeRequest({ inicioDeVigencia: '2020-01-01' }),
      'El inicio de vigencia no puede ser anterior a hoy.',
    );
    await expectRejected(homeRequest({ correoElectronico: 'ana-at-example' }), 'El correo electrónico no es válido.');
    await expectRejected(homeRequest({ urlNotificacionNumeroDePoliza: 'ftp://x/y' }), /urlNotificacionNumeroDePoliza/);
    await expectRejected(homeRequest({ tipoDeDocumento: 'CI', numeroDeDocumentoODeRut: '12' }), /cédula/);
  });

  it('answers 400 validation for a body that is not JSON', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/emisiones',
      headers: { ...auth, 'content-type': 'application/json' },
      payload: '{"referencia": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'validation', message: 'El cuerpo de la solicitud no es un JSON válido.' });
  });
});

describe('POST /v1/emisiones: recording', () => {
  it('T: records the emission and returns a payment link', async () => {
    const res = await emitir(homeRequest());
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toEqual(
      expect.objectContaining({
        emisionId: expect.stringMatching(/^[0-9a-f-]{36}$/),
        estado: 'pendiente_pago',
        formaDePago: 'T',
        linkDePago: expect.stringMatching(/^http:\/\/localhost:8082\/pagar\/[\w-]{20,}$/),
        numeroPoliza: null,
        productoId: '202',
        paqueteId: '202-REC-200000-MVD',
        paquete: 'Recomendado',
        moneda: 'USD',
      }),
    );
    expect(body.precio).toBeGreaterThan(0);
    expect(t.app.store.listEmisiones()).toHaveLength(1);

    const again = await t.app.inject({ method: 'GET', url: `/v1/emisiones/${body.emisionId}`, headers: auth });
    expect(again.json()).toEqual(body);
  });

  it("defaults an empty numeroDePuerta to 's/n' and accepts an image invoice for a bike", async () => {
    const res = await emitir(
      bikeRequest({ numeroDePuerta: '', formaDePago: 'L' }, [{ fileName: 'factura.png', base64: PNG_BASE64 }]),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().linkDePago).toBeNull();
    const [stored] = t.app.store.listEmisiones();
    expect(stored!.tomador.domicilio.numeroDePuerta).toBe('s/n');
    expect(stored!.bicicleta!.factura).toEqual([
      expect.objectContaining({ fileName: 'factura.png', mime: 'image/png' }),
    ]);
    // The invoice bytes are not kept in the state.
    expect(JSON.stringify(stored)).not.toContain(PNG_BASE64);
  });

  it('is idempotent by referencia: a repeat returns the same emission', async () => {
    const request = homeRequest();
    const first = await emitir(request);
    const second = await emitir({ ...request, urlNotificacionNumeroDePoliza: 'http://localhost:1/otra?firma=nueva' });
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(200);
    expect(second.headers['x-idempotent-replay']).toBe('true');
    expect(second.json().emisionId).toBe(first.json().emisionId);
    expect(second.json().linkDePago).toBe(first.json().linkDePago);
    expect(t.app.store.listEmisiones()).toHaveLength(1);
    expect(t.app.store.listEmisiones()[0]!.urlNotificacionNumeroDePoliza).toBe('http://localhost:1/otra?firma=nueva');
  });

  it('answers 409 conflict for the same referencia with other data', async () => {
    const request = homeRequest();
    await emitir(request);
    const res = await emitir({ ...request, paqueteId: '202-PRE-200000-MVD' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: 'conflict', message: expect.stringContaining(request.referencia) });
    expect(t.app.store.listEmisiones()).toHaveLength(1);
  });

  it('GET of an unknown emission is 404 not_found', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/v1/emisiones/3f2b8c1e-0000-4000-8000-000000000000',
      headers: auth,
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'not_found', message: 'Emisión no encontrada.' });
  });
});

describe('POST /v1/emisiones/:id/pago-recibido (L and R)', () => {
  it.each(['L', 'R'])('%s: marks it paid, issues the policy and sends a signed notification once', async (forma) => {
    const receiver = await startReceiver();
    try {
      const created = await emitir(homeRequest({ formaDePago: forma, urlNotificacionNumeroDePoliza: receiver.url }));
      const { emisionId, referencia } = created.json();
      expect(receiver.received).toHaveLength(0);

      const res = await t.app.inject({
        method: 'POST',
        url: `/v1/emisiones/${emisionId}/pago-recibido`,
        headers: auth,
      });
      expect(res.statusCode).toBe(200);
      const paid = res.json();
      expect(paid).toEqual(
        expect.objectContaining({
          estado: 'emitida',
          numeroPoliza: expect.stringMatching(/^SBI-\d{8}$/),
          fechaEmision: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
          fechaVencimiento: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        }),
      );
      const [delivery] = await receiver.waitFor(1);
      const event = verifyBody(delivery!);
      expect(event).toEqual({
        emisionId,
        referencia,
        numeroPoliza: paid.numeroPoliza,
        fechaEmision: paid.fechaEmision,
        fechaVencimiento: paid.fechaVencimiento,
        estado: 'emitida',
      });
      expect(Number(paid.fechaVencimiento.slice(0, 4))).toBe(Number(paid.fechaEmision.slice(0, 4)) + 1);

      const again = await t.app.inject({
        method: 'POST',
        url: `/v1/emisiones/${emisionId}/pago-recibido`,
        headers: auth,
      });
      expect(again.json().numeroPoliza).toBe(paid.numeroPoliza);
      await new Promise((r) => setTimeout(r, 100));
      expect(receiver.received).toHaveLength(1);
    } finally {
      await receiver.close();
    }
  });

  it('is refused (409) for a card emission', async () => {
    const created = await emitir(homeRequest({ formaDePago: 'T' }));
    const res = await t.app.inject({
      method: 'POST',
      url: `/v1/emisiones/${created.json().emisionId}/pago-recibido`,
      headers: auth,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe('conflict');
  });
});

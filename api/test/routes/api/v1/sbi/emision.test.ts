import { buildApp } from '../../../../../src/app';
import { testConfig, useTestApp } from '../../../../helpers/build-app';
import { countRows, err, OTHER_USER, UNAUTHORIZED } from '../../../../helpers/fixtures';
import {
  bikeFields,
  createPendingPolicy,
  DEFAULT_NOTIFY_SECRET,
  emissionBody,
  emit,
  INVOICES,
  invoiceField,
  queuedMails,
  readPolicy,
} from '../../../../helpers/sbi-fixtures';
import { notificationUrlSignature } from '../../../../../src/modules/sbi/notification-signature';

const t = useTestApp({ fakeSbi: true, env: () => ({ API_PUBLIC_URL: 'http://api.test:8081' }) });

const FAILED = err(502, 'Error al emitir póliza');
const INVOICE = 'La factura debe ser un PDF o una imagen de hasta 5 MB.';

/** Requests the partner received for emissions. */
const emissionCalls = () => t.sbi.requests.filter((r) => r.method === 'POST' && r.url === '/v1/emisiones');

async function emissionRows() {
  const { rows } = await t.db.query<Record<string, unknown>>(
    'SELECT policy_id, estado, emision_id, forma_de_pago, cuotas, link_de_pago, request FROM emissions',
  );
  return rows;
}

describe('POST /api/v1/sbi/emision', () => {
  it('emits a card payment: sends the signed notification URL and returns the payment link; the policy stays pending', async () => {
    const policy = await createPendingPolicy(t);
    const res = await emit(t, emissionBody(policy));
    expect(res.statusCode).toBe(201);
    const sent = t.sbi.emissions.get(policy._id)!;
    expect(res.json()).toEqual({
      data: { emisionId: sent.emisionId, linkDePago: sent.linkDePago, estado: 'pendiente_pago' },
      meta: { code: 0 },
    });
    expect(sent.linkDePago).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/pagar\//);

    // What the partner got: our policy id as the idempotency key, our own notification URL, and the app's
    // result screen for this purchase as the payment page's way back (APP_PUBLIC_URL, default :8080).
    expect(sent.request).toMatchObject({
      referencia: policy._id,
      productoId: '101',
      paqueteId: policy.packageId,
      formaDePago: 'T',
      cantidadDeCuotas: 0,
      createdFromQuoteId: policy.createdFromQuoteId,
      urlNotificacionNumeroDePoliza: `http://api.test:8081/api/v1/sbi/notificaciones/${policy._id}?sig=${notificationUrlSignature(policy._id, DEFAULT_NOTIFY_SECRET)}`,
      urlRetorno: `http://localhost:8080/emission/result?policy=${policy._id}`,
    });
    expect(sent.request).not.toHaveProperty('policyId');

    const stored = await readPolicy(t, policy._id);
    expect(stored).toMatchObject({
      status: 'pendiente',
      numeroPoliza: null,
      metodoPago: 'Tarjeta de crédito',
      titular: 'Ana Pérez',
      userName: 'Ana Pérez',
    });
    // The invoice's bytes are not kept: its name, type, size and hash are.
    const [row] = await emissionRows();
    expect(row).toMatchObject({ estado: 'pendiente_pago', forma_de_pago: 'T', cuotas: 0, emision_id: sent.emisionId });
    const archivo = (
      row!.request as { camposAdicionales: Array<{ nombre: string; valor: string }> }
    ).camposAdicionales.find((c) => c.nombre === 'Archivo')!;
    expect(JSON.parse(archivo.valor)).toEqual([
      {
        fileName: 'factura.pdf',
        mime: 'application/pdf',
        bytes: INVOICES.pdf.length,
        sha256: expect.stringMatching(/^[0-9a-f]{64}$/),
      },
    ]);
    expect(await queuedMails(t)).toEqual([]);
  });

  it('applies the spec defaults: R forces 0 installments, an empty door number is s/n', async () => {
    const policy = await createPendingPolicy(t, { category: 'home' });
    const res = await emit(t, emissionBody(policy, { formaDePago: 'R', cantidadDeCuotas: 6, numeroDePuerta: '' }));
    expect(res.statusCode).toBe(201);
    expect(res.json().data.linkDePago).toBeNull();
    expect(t.sbi.emissions.get(policy._id)!.request).toMatchObject({
      formaDePago: 'R',
      cantidadDeCuotas: 0,
      numeroDePuerta: 's/n',
    });
  });

  it('queues the bank-transfer instructions for L in the same write', async () => {
    const policy = await createPendingPolicy(t, { category: 'home' });
    const res = await emit(t, emissionBody(policy, { formaDePago: 'L', correoElectronico: 'Ana.Perez@Example.com' }));
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ linkDePago: null, estado: 'pendiente_pago' });
    const mails = await queuedMails(t);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      to: 'ana.perez@example.com',
      subject: 'Cómo pagar tu Seguro de Hogar - Casas por transferencia bancaria',
    });
    const reference = policy._id.replace(/-/g, '').slice(0, 8).toUpperCase();
    expect(mails[0]!.text).toContain('BROU');
    expect(mails[0]!.text).toContain(`Referencia: ${reference}`);
    expect(mails[0]!.text).toContain('Importe: USD 260');
    expect(mails[0]!.text).not.toContain('USD 260,00');
    expect(mails[0]!.html).toContain('<table');
    expect(await readPolicy(t, policy._id)).toMatchObject({
      status: 'pendiente',
      metodoPago: 'Transferencia bancaria',
    });

    // Delivered as a file without SMTP.
    expect(await t.app.outbox.drain()).toEqual({ delivered: 1, retried: 0, dead: 0 });
  });

  it('queues the Abitab / RedPagos instructions for R', async () => {
    const policy = await createPendingPolicy(t);
    await emit(t, emissionBody(policy, { formaDePago: 'R', cantidadDeCuotas: 0 }));
    const [mail] = await queuedMails(t);
    expect(mail!.subject).toBe('Cómo pagar tu Seguro de Bicicleta en Abitab o RedPagos');
    expect(mail!.text).toContain('Abitab o RedPagos');
    expect(mail!.text).toContain(`Código de pago: ${policy._id.replace(/-/g, '').slice(0, 8).toUpperCase()}`);
    expect(mail!.text).toContain('Cuotas: 1 (pago contado)');
  });

  it('answers a repeat with the stored emission, without calling the partner again', async () => {
    const policy = await createPendingPolicy(t, { category: 'home' });
    const first = await emit(t, emissionBody(policy, { formaDePago: 'L' }));
    const again = await emit(t, emissionBody(policy, { formaDePago: 'L' }));
    const changed = await emit(t, emissionBody(policy, { formaDePago: 'T' }));
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(changed.json()).toEqual(first.json());
    expect(emissionCalls()).toHaveLength(1);
    expect(await queuedMails(t)).toHaveLength(1);
  });

  it('makes one partner call for a double submit', async () => {
    const policy = await createPendingPolicy(t, { category: 'home' });
    t.sbi.setEmissionDelay(300);
    const [a, b] = await Promise.all([
      emit(t, emissionBody(policy, { formaDePago: 'L' })),
      emit(t, emissionBody(policy, { formaDePago: 'L' })),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 201]);
    expect(a.json().data).toEqual(b.json().data);
    expect(emissionCalls()).toHaveLength(1);
    expect(await emissionRows()).toHaveLength(1);
    expect(await queuedMails(t)).toHaveLength(1);
  });

  it('answers 502 when the partner is down, keeps the policy pending, and a retry succeeds with no duplicate', async () => {
    const policy = await createPendingPolicy(t);
    const before = await countRows(t.db);
    t.sbi.setFault('error', 1);
    const res = await emit(t, emissionBody(policy));
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual(FAILED);
    // POST is not retried by the client.
    expect(emissionCalls()).toHaveLength(1);
    expect(await countRows(t.db)).toEqual(before);
    expect(await readPolicy(t, policy._id)).toMatchObject({ status: 'pendiente', metodoPago: null });

    const retry = await emit(t, emissionBody(policy));
    expect(retry.statusCode).toBe(201);
    expect(t.sbi.emissions.size).toBe(1);
    expect(await emissionRows()).toHaveLength(1);
  });

  it('answers 502 within the time limit when the partner is slow; a retry gets the emission the partner recorded', async () => {
    const policy = await createPendingPolicy(t);
    t.sbi.setFault('slow', 1);
    const started = Date.now();
    const res = await emit(t, emissionBody(policy));
    expect(res.json()).toEqual(FAILED);
    // SBI_TIMEOUT_MS is 1000 in tests; the fake answers after 2000.
    expect(Date.now() - started).toBeLessThan(1800);
    expect(await emissionRows()).toEqual([]);
    expect(await readPolicy(t, policy._id)).toMatchObject({ status: 'pendiente' });

    // The slow call did reach the partner: the retry is answered with that same emission (idempotent by referencia).
    await new Promise((resolve) => setTimeout(resolve, 1200));
    const retry = await emit(t, emissionBody(policy));
    expect(retry.statusCode).toBe(201);
    expect(retry.json().data.emisionId).toBe(t.sbi.emissions.get(policy._id)!.emisionId);
    expect(t.sbi.emissions.size).toBe(1);
  });

  it('answers 502 to an unreachable partner', async () => {
    const policy = await createPendingPolicy(t);
    // The same database, and an app whose partner is a closed port.
    const other = await buildApp({
      config: testConfig({ SBI_URL: 'http://127.0.0.1:9', MAIL_DIR: t.mailDir }),
      db: t.db,
      keys: t.keys.keys,
      logger: false,
    });
    try {
      const res = await other.inject({
        method: 'POST',
        url: '/api/v1/sbi/emision',
        headers: await t.auth(),
        payload: emissionBody(policy),
      });
      expect(res.statusCode).toBe(502);
      expect(res.json()).toEqual(FAILED);
    } finally {
      await other.close();
    }
    expect(await emissionRows()).toEqual([]);
  });

  it.each(['malformed', 'wrong_shape'] as const)('refuses a %s partner answer and stores nothing', async (fault) => {
    const policy = await createPendingPolicy(t);
    const before = await countRows(t.db);
    t.sbi.setFault(fault, 1);
    const res = await emit(t, emissionBody(policy));
    expect(res.json()).toEqual(FAILED);
    expect(await countRows(t.db)).toEqual(before);
  });

  it("passes on the partner's Spanish reason for a refusal", async () => {
    const policy = await createPendingPolicy(t);
    const res = await emit(t, emissionBody(policy, { numeroDeDocumentoODeRut: '9.999.999-9' }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(err(400, 'SBI no puede emitir pólizas para ese documento.'));
    expect(await emissionRows()).toEqual([]);
  });

  describe('refuses before anything is sent', () => {
    const cases: Array<
      [string, (p: Awaited<ReturnType<typeof createPendingPolicy>>) => Record<string, unknown>, string, string?]
    > = [
      [
        'a text file named .pdf',
        () => ({ camposAdicionales: bikeFields(Buffer.from('hola, soy un texto'), 'factura.pdf') }),
        INVOICE,
      ],
      [
        'an invoice over 5 MB',
        () => ({ camposAdicionales: bikeFields(Buffer.concat([INVOICES.pdf, Buffer.alloc(5 * 1024 * 1024)])) }),
        INVOICE,
      ],
      [
        'an invoice that is not base64',
        () => ({
          camposAdicionales: [...bikeFields().slice(0, 3), invoiceField([{ fileName: 'f.pdf', base64: '%%%' }])],
        }),
        INVOICE,
      ],
      [
        'no invoice',
        () => ({ camposAdicionales: [...bikeFields().slice(0, 3), invoiceField([])] }),
        'Falta la factura de la bicicleta (un PDF o una imagen de hasta 5 MB).',
      ],
      [
        'missing bike data',
        () => ({ camposAdicionales: bikeFields().filter((c) => c.nombre !== 'Serie') }),
        'Faltan datos de la bicicleta: Serie.',
      ],
      [
        'an unknown payment method',
        () => ({ formaDePago: 'X' }),
        'Revisá la forma de pago: elegí una de las opciones.',
        'formaDePago',
      ],
      [
        '11 installments',
        () => ({ cantidadDeCuotas: 11 }),
        'Revisá la cantidad de cuotas: debe ser menor o igual a 10.',
        'cantidadDeCuotas',
      ],
      [
        'a bad e-mail',
        () => ({ correoElectronico: 'ana' }),
        'Revisá el correo electrónico: no tiene un formato válido.',
        'correoElectronico',
      ],
      ['no e-mail', () => ({ correoElectronico: '' }), 'Completá el correo electrónico.', 'correoElectronico'],
      ['no street', () => ({ calle: '' }), 'Completá la calle.', 'calle'],
      [
        'no document number',
        () => ({ numeroDeDocumentoODeRut: '' }),
        'Completá el número de documento.',
        'numeroDeDocumentoODeRut',
      ],
      [
        'a document number that is not one',
        () => ({ numeroDeDocumentoODeRut: 'abc' }),
        'Revisá el número de documento: no tiene un formato válido.',
        'numeroDeDocumentoODeRut',
      ],
      [
        'a surname too long',
        () => ({ apellido: 'x'.repeat(121) }),
        'Revisá el apellido: debe tener como máximo 120 caracteres.',
        'apellido',
      ],
      [
        'a birth date in the future',
        () => ({ fechaDeNacimiento: '2999-01-01' }),
        'La fecha de nacimiento debe ser una fecha válida (AAAA-MM-DD) anterior a hoy.',
        'fechaDeNacimiento',
      ],
      [
        'an impossible start date',
        () => ({ inicioDeVigencia: '2026-02-30' }),
        'El inicio de vigencia debe ser una fecha válida (AAAA-MM-DD).',
        'inicioDeVigencia',
      ],
      [
        'another package than the policy',
        () => ({ paqueteId: '101-TOT-2000' }),
        'El paquete no corresponde a la póliza. Volvé a seleccionar el producto/paquete.',
      ],
      [
        'another product than the policy',
        () => ({ productoId: '201' }),
        'El producto no corresponde a la póliza. Volvé a seleccionar el producto/paquete.',
      ],
      ['no policy id', () => ({ policyId: undefined }), 'El campo policyId es obligatorio.', 'policyId'],
    ];
    // Rest parameters: a fourth named one would make jest pass `done` to the rows without a field.
    it.each(cases)('%s', async (...[, overrides, message, field]) => {
      const policy = await createPendingPolicy(t);
      const before = await countRows(t.db);
      const res = await emit(t, emissionBody(policy, overrides(policy)));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(err(400, message, field));
      expect(emissionCalls()).toHaveLength(0);
      expect(await countRows(t.db)).toEqual(before);
    });

    it('accepts every image type by its bytes', async () => {
      for (const [kind, bytes] of Object.entries(INVOICES)) {
        const policy = await createPendingPolicy(t);
        const res = await emit(t, emissionBody(policy, { camposAdicionales: bikeFields(bytes, `factura.${kind}`) }));
        expect([kind, res.statusCode]).toEqual([kind, 201]);
      }
    });

    it("checks the home's 'Ubicación de riesgo'", async () => {
      const policy = await createPendingPolicy(t, { category: 'home' });
      const res = await emit(
        t,
        emissionBody(policy, { camposAdicionales: [{ nombre: 'Ubicacion de riesgo', valor: '{"map":{}}' }] }),
      );
      expect(res.json().meta.message).toMatch(/^El campo adicional 'Ubicación de riesgo' debe ser un JSON/);
      expect(emissionCalls()).toHaveLength(0);
    });

    it('refuses a body over 8 MB with the invoice message', async () => {
      const policy = await createPendingPolicy(t);
      const huge = Buffer.concat([INVOICES.pdf, Buffer.alloc(7 * 1024 * 1024)]);
      const res = await emit(t, emissionBody(policy, { camposAdicionales: bikeFields(huge) }));
      expect(res.statusCode).toBe(413);
      expect(res.json()).toEqual(err(413, INVOICE));
    });
  });

  it("answers 404 for another user's policy and 401 signed out", async () => {
    const policy = await createPendingPolicy(t);
    const other = await emit(t, emissionBody(policy), OTHER_USER);
    expect(other.statusCode).toBe(404);
    expect(other.json()).toEqual(err(404, 'No encontramos la póliza.'));
    const signedOut = await t.app.inject({ method: 'POST', url: '/api/v1/sbi/emision', payload: emissionBody(policy) });
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.json()).toEqual(UNAUTHORIZED);
    expect(emissionCalls()).toHaveLength(0);
  });

  it('refuses a policy loaded by hand and one that is no longer pending', async () => {
    const policy = await createPendingPolicy(t);
    await t.db.query(`UPDATE policies SET externo = true WHERE id = $1`, [policy._id]);
    expect((await emit(t, emissionBody(policy))).json()).toEqual(
      err(409, 'Esta póliza la cargaste vos: no se emite con la aseguradora.'),
    );
    await t.db.query(`UPDATE policies SET externo = false, status = 'activa' WHERE id = $1`, [policy._id]);
    expect((await emit(t, emissionBody(policy))).json()).toEqual(err(409, 'Esta póliza ya no está pendiente de pago.'));
    expect(emissionCalls()).toHaveLength(0);
  });

  it('takes over the claim of an attempt that died mid-call', async () => {
    const policy = await createPendingPolicy(t);
    await t.db.query(
      `INSERT INTO emissions (policy_id, estado, claim_id, claimed_at) VALUES ($1, 'enviando', gen_random_uuid(), now() - interval '1 hour')`,
      [policy._id],
    );
    const res = await emit(t, emissionBody(policy));
    expect(res.statusCode).toBe(201);
    expect((await emissionRows())[0]).toMatchObject({ estado: 'pendiente_pago' });
  });
});

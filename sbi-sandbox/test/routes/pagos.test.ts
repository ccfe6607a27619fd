import { DECLINED_MESSAGE } from '../../src/views/pagar';
import { auth, homeRequest, startReceiver, tokenOf, useTestApp, verifyBody } from '../helpers/build-app';

const t = useTestApp();

async function cardEmission(url = 'http://localhost:1/api/v1/sbi/notificacion', extra: Record<string, unknown> = {}) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/v1/emisiones',
    headers: auth,
    payload: homeRequest({ formaDePago: 'T', urlNotificacionNumeroDePoliza: url, ...extra }),
  });
  expect(res.statusCode).toBe(201);
  const body = res.json();
  return { ...body, path: `/pagar/${tokenOf(body.linkDePago)}` } as {
    emisionId: string;
    referencia: string;
    path: string;
  };
}

const pay = (path: string, form: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url: path,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(form).toString(),
  });

const nextYear = String((new Date().getFullYear() + 1) % 100).padStart(2, '0');
const card = (numeroTarjeta: string) => ({ numeroTarjeta, vencimiento: `12/${nextYear}`, cvv: '123' });

describe('GET /pagar/:token', () => {
  it('shows a Spanish payment page with labelled card fields and a Pagar button, without the API key', async () => {
    const { path } = await cardEmission();
    const res = await t.app.inject({ method: 'GET', url: path });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['content-security-policy']).toContain("default-src 'none'");
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    const html = res.body;
    expect(html).toContain('<html lang="es-UY">');
    expect(html).toMatch(
      /<label for="numeroTarjeta">Número de tarjeta<\/label>\s*<input id="numeroTarjeta"[^>]*autocomplete="cc-number"/,
    );
    expect(html).toMatch(/<label for="vencimiento">Vencimiento \(MM\/AA\)<\/label>\s*<input id="vencimiento"/);
    expect(html).toMatch(/<label for="cvv">CVV<\/label>\s*<input id="cvv"/);
    expect(html).toContain('<button type="submit">Pagar</button>');
    expect(html).toContain('Seguro de Hogar - Apartamentos');
    expect(html).toMatch(/USD \d{3},\d{2}/);
  });

  it('answers an unknown token with a Spanish 404 page', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/pagar/no-existe' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.body).toContain('Link de pago no válido');
  });
});

describe('POST /pagar/:token', () => {
  it('4242 4242 4242 4242 pays: policy issued, signed notification delivered, approval page', async () => {
    const receiver = await startReceiver();
    try {
      const { path, emisionId, referencia } = await cardEmission(receiver.url);
      const res = await pay(path, card('4242 4242 4242 4242'));
      expect(res.statusCode).toBe(303);
      expect(res.headers.location).toBe(path);

      // Delivered before the payment answered (the receiver is quick).
      expect(receiver.received).toHaveLength(1);
      const delivery = receiver.received[0]!;
      expect(delivery.url).toBe('/api/v1/sbi/notificacion?firma=abc123');
      const event = verifyBody(delivery) as Record<string, string>;
      expect(event).toEqual({
        emisionId,
        referencia,
        numeroPoliza: expect.stringMatching(/^SBI-\d{8}$/),
        fechaEmision: expect.any(String),
        fechaVencimiento: expect.any(String),
        estado: 'emitida',
      });

      const page = await t.app.inject({ method: 'GET', url: path });
      expect(page.body).toContain('Pago aprobado');
      expect(page.body).toContain(event.numeroPoliza);
      expect(page.body).toContain('cerrar esta ventana');

      const emision = await t.app.inject({ method: 'GET', url: `/v1/emisiones/${emisionId}`, headers: auth });
      expect(emision.json()).toEqual(
        expect.objectContaining({
          estado: 'emitida',
          numeroPoliza: event.numeroPoliza,
          notificacion: expect.objectContaining({
            estado: 'entregada',
            intentos: 1,
            deliveryId: delivery.headers['x-sbi-delivery'],
          }),
        }),
      );

      // Paying again (reload, double click) changes nothing and notifies nobody.
      const again = await pay(path, card('4242424242424242'));
      expect(again.statusCode).toBe(303);
      expect(receiver.received).toHaveLength(1);
    } finally {
      await receiver.close();
    }
  });

  it('once paid, says the window can be closed and links back to the return URL the emission carried', async () => {
    const back = 'http://localhost:8080/emission/result?policy=6f1c1d2e-3b4a-4c5d-8e9f-0a1b2c3d4e5f';
    const { path } = await cardEmission(undefined, { urlRetorno: back });
    const before = await t.app.inject({ method: 'GET', url: path });
    expect(before.body).not.toContain('Volver a la app');
    await pay(path, card('4242 4242 4242 4242'));
    const page = await t.app.inject({ method: 'GET', url: path });
    expect(page.body).toContain('Ya podés cerrar esta ventana');
    expect(page.body).toContain(`<a class="back" href="${back.replace(/&/g, '&amp;')}">Volver a la app</a>`);
  });

  it('without a return URL the paid page has no link back; a return URL that is not http(s) is refused', async () => {
    const { path } = await cardEmission();
    await pay(path, card('4242 4242 4242 4242'));
    expect((await t.app.inject({ method: 'GET', url: path })).body).not.toContain('Volver a la app');

    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/emisiones',
      headers: auth,
      payload: homeRequest({ formaDePago: 'T', urlRetorno: 'javascript:alert(1)' }),
    });
    expect(res.statusCode).toBe(400);
  });

  it('4000 0000 0000 0002 is declined with a message and no notification', async () => {
    const receiver = await startReceiver();
    try {
      const { path, emisionId } = await cardEmission(receiver.url);
      const res = await pay(path, card('4000 0000 0000 0002'));
      expect(res.statusCode).toBe(402);
      expect(res.body).toContain(`<p class="alert" role="alert">${DECLINED_MESSAGE}</p>`);
      expect(res.body).toContain('<button type="submit">Pagar</button>');
      await new Promise((r) => setTimeout(r, 100));
      expect(receiver.received).toHaveLength(0);
      expect(t.app.store.getEmision(emisionId)!.estado).toBe('pendiente_pago');
    } finally {
      await receiver.close();
    }
  });

  it('invalid fields are re-rendered with Spanish errors tied to each field', async () => {
    const { path } = await cardEmission();
    const res = await pay(path, { numeroTarjeta: '4242 4242 4242 4241', vencimiento: '13/30', cvv: '12' });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('role="alert">Revisá los datos de la tarjeta.');
    expect(res.body).toMatch(/id="numeroTarjeta"[^>]*aria-invalid="true" aria-describedby="numeroTarjeta-error"/);
    expect(res.body).toContain(
      '<p class="field-error" id="numeroTarjeta-error">El número de tarjeta no es válido.</p>',
    );
    expect(res.body).toContain('Ingresá el vencimiento con el formato MM/AA.');
    expect(res.body).toContain('El CVV debe tener 3 o 4 dígitos.');

    const expired = await pay(path, { numeroTarjeta: '4242424242424242', vencimiento: '01/20', cvv: '123' });
    expect(expired.body).toContain('La tarjeta está vencida.');

    const empty = await pay(path, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.body).toContain('Ingresá el número de tarjeta.');

    const other = await pay(path, card('5555 5555 5555 4444'));
    expect(other.statusCode).toBe(400);
    expect(other.body).toContain('En el entorno de prueba usá la tarjeta 4242 4242 4242 4242.');
  });

  it('retries a failed notification with backoff until the product API takes it', async () => {
    const receiver = await startReceiver([500, 503]);
    try {
      const { path, emisionId } = await cardEmission(receiver.url);
      await pay(path, card('4242424242424242'));
      const deliveries = await receiver.waitFor(3);
      const ids = new Set(deliveries.map((d) => d.headers['x-sbi-delivery']));
      expect(ids.size).toBe(1);
      expect(deliveries.map((d) => d.headers['x-sbi-attempt'])).toEqual(['1', '2', '3']);
      deliveries.forEach(verifyBody);
      await new Promise((r) => setTimeout(r, 50));
      expect(t.app.store.getEmision(emisionId)!.notificacion).toEqual(
        expect.objectContaining({ estado: 'entregada', intentos: 3 }),
      );
    } finally {
      await receiver.close();
    }
  });

  it('does not hold the payment page more than ~2 s when the product API hangs', async () => {
    const { path, emisionId } = await cardEmission('http://10.255.255.1:9/no-responde');
    const started = Date.now();
    const res = await pay(path, card('4242424242424242'));
    expect(res.statusCode).toBe(303);
    expect(Date.now() - started).toBeLessThan(3000);
    expect(t.app.store.getEmision(emisionId)!.estado).toBe('emitida');
  });
});

import { PDFDocument } from '@cantoo/pdf-lib';
import { auth, bikeRequest, useTestApp } from '../helpers/build-app';

const t = useTestApp();

const get = (url: string) => t.app.inject({ method: 'GET', url, headers: auth });

describe('GET /v1/polizas/:numero (prefill)', () => {
  it("returns the spec's prefill shape for Ana's seeded home policy", async () => {
    const res = await get('/v1/polizas/SBI-10000001');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      insuredName: 'Ana Pérez',
      policyNumber: 'SBI-10000001',
      validityDate: '2026-03-01',
      validityDateEnd: '2027-03-01',
      isRenewal: true,
      paymentMethod: 'Tarjeta de crédito',
      currency: 'USD',
      price: expect.any(Number),
      brokerCardName: expect.any(String),
      productName: 'Seguro de Hogar - Apartamentos',
      packageName: 'Recomendado',
      insuredDocumentType: 'CI',
      insuredDocumentNumber: '1.234.567-2',
    });
  });

  it.each([
    ['SBI-10000002', 'Ana Pérez', 'Seguro de Bicicleta'],
    ['SBI-20000001', 'Bruno Silva', 'Seguro de Hogar - Casas'],
    ['sbi-20000001', 'Bruno Silva', 'Seguro de Hogar - Casas'],
    ['20000001', 'Bruno Silva', 'Seguro de Hogar - Casas'],
  ])('finds %s', async (numero, insuredName, productName) => {
    const res = await get(`/v1/polizas/${numero}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(expect.objectContaining({ insuredName, productName, currency: 'USD' }));
  });

  it('answers 404 not_found for a policy SBI does not know', async () => {
    for (const numero of ['SBI-99999999', 'ABC', '10000001-X']) {
      const res = await get(`/v1/polizas/${numero}`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: 'not_found', message: 'Póliza no encontrada en SBI.' });
    }
  });
});

describe('documents', () => {
  it('lists the certificate (name with poliza) and the invoice (numeric name)', async () => {
    const res = await get('/v1/polizas/SBI-10000001/documentos');
    expect(res.statusCode).toBe(200);
    const { documentos } = res.json() as { documentos: { nombre: string; mime: string; tipo: string }[] };
    expect(documentos).toHaveLength(2);
    expect(documentos.filter((d) => d.nombre.includes('poliza'))).toEqual([
      { nombre: 'poliza_SBI-10000001.pdf', mime: 'application/pdf', tipo: 'poliza' },
    ]);
    expect(documentos.filter((d) => /^\d+\.pdf$/.test(d.nombre))).toEqual([
      { nombre: '0012345.pdf', mime: 'application/pdf', tipo: 'factura' },
    ]);
  });

  it.each(['SBI-10000001', 'SBI-10000002', 'SBI-20000001'])(
    'serves real, deterministic PDFs for %s',
    async (numero) => {
      const list = (await get(`/v1/polizas/${numero}/documentos`)).json() as {
        documentos: { nombre: string; tipo: string }[];
      };
      for (const doc of list.documentos) {
        const res = await get(`/v1/polizas/${numero}/documentos/${doc.nombre}`);
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-type']).toBe('application/pdf');
        expect(res.headers['content-disposition']).toBe(`inline; filename="${doc.nombre}"`);
        expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
        const pdf = await PDFDocument.load(res.rawPayload);
        expect(pdf.getPageCount()).toBeGreaterThanOrEqual(1);
        expect(pdf.getTitle()).toContain(doc.tipo === 'poliza' ? `Certificado de póliza ${numero}` : 'e-Factura');
        const again = await get(`/v1/polizas/${numero}/documentos/${doc.nombre.replace(/\.pdf$/, '')}`);
        expect(again.rawPayload.equals(res.rawPayload)).toBe(true);
      }
    },
  );

  it('answers 404 for a document the policy does not have, or an unknown policy', async () => {
    const doc = await get('/v1/polizas/SBI-10000001/documentos/otro.pdf');
    expect(doc.statusCode).toBe(404);
    expect(doc.json()).toEqual({ error: 'not_found', message: 'Documento no encontrado.' });
    const pol = await get('/v1/polizas/SBI-99999999/documentos');
    expect(pol.statusCode).toBe(404);
    expect(pol.json().error).toBe('not_found');
  });

  it('an emitted and paid policy can be looked up and has its documents', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/v1/emisiones',
      headers: auth,
      payload: bikeRequest({ formaDePago: 'R', cantidadDeCuotas: 0 }),
    });
    const pending = created.json();
    expect((await get(`/v1/emisiones/${pending.emisionId}`)).json().numeroPoliza).toBeNull();
    const paid = (
      await t.app.inject({ method: 'POST', url: `/v1/emisiones/${pending.emisionId}/pago-recibido`, headers: auth })
    ).json();

    const prefill = await get(`/v1/polizas/${paid.numeroPoliza}`);
    expect(prefill.json()).toEqual(
      expect.objectContaining({
        insuredName: 'Ana Pérez',
        policyNumber: paid.numeroPoliza,
        validityDateEnd: paid.fechaVencimiento,
        paymentMethod: 'Efectivo',
        isRenewal: false,
        productName: 'Seguro de Bicicleta',
        packageName: 'Esencial',
        price: pending.precio,
      }),
    );
    const docs = (await get(`/v1/polizas/${paid.numeroPoliza}/documentos`)).json();
    expect(docs.documentos.map((d: { nombre: string }) => d.nombre)).toEqual([
      `poliza_${paid.numeroPoliza}.pdf`,
      expect.stringMatching(/^\d{7}\.pdf$/),
    ]);
    const pdf = await get(`/v1/polizas/${paid.numeroPoliza}/documentos/${docs.documentos[1].nombre}`);
    expect(pdf.rawPayload.subarray(0, 4).toString()).toBe('%PDF');
  });
});

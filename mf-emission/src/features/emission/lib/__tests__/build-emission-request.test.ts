import { bikePolicy, pendingPolicy } from '@/testing/fixtures';
import { buildEmissionRequest, composeAddress, resolveProductId, toIsoDate } from '../build-emission-request';
import { initialEmissionValues, type EmissionFormValues } from '../form-values';

const TODAY = new Date(2025, 2, 14, 10, 30); // 14 March 2025, local time

function values(overrides: Partial<EmissionFormValues> = {}): EmissionFormValues {
  return {
    ...initialEmissionValues({
      user: { name: 'Ana María Pérez', email: 'ana@example.com' },
      policy: pendingPolicy(),
      today: TODAY,
    }),
    birthDate: '1990-05-20',
    phone: '099 123 456',
    documentNumber: '1.234.567-2',
    address: 'Av. Italia',
    doorNumber: '1234',
    apartment: '501',
    city: 'Montevideo',
    region: 'Montevideo',
    zipCode: '11300',
    startDate: '2025-04-01',
    paymentMethod: 'tarjeta',
    ...overrides,
  };
}

describe('buildEmissionRequest', () => {
  it('builds a home request with the risk location as JSON and the composed address', () => {
    const policy = pendingPolicy();
    const body = buildEmissionRequest({
      values: values(),
      policy,
      productId: '202',
      invoice: null,
      userEmail: 'ana@example.com',
      today: TODAY,
    });

    expect(body).toEqual({
      productoId: '202',
      paqueteId: '202-REC-200000-MVD',
      tipoDeDocumento: 'CI',
      numeroDeDocumentoODeRut: '1.234.567-2',
      nombreORazonSocial: 'Ana María',
      apellido: 'Pérez',
      fechaDeNacimiento: '1990-05-20',
      correoElectronico: 'ana@example.com',
      celular: '099 123 456',
      calle: 'Av. Italia',
      numeroDePuerta: '1234',
      apartamento: '501',
      codigoPostal: '11300',
      departamento: 'Montevideo',
      inicioDeVigencia: '2025-04-01',
      formaDePago: 'T',
      cantidadDeCuotas: 1,
      camposAdicionales: [{ nombre: 'Ubicación de riesgo', valor: expect.any(String) }],
      emailTo: 'ana@example.com',
      emailCC: 'emisiones@seguros.uy',
      paymentCode: null,
      createdFromQuoteId: policy.createdFromQuoteId,
      policyId: policy._id,
    });
    expect(JSON.parse(body.camposAdicionales[0]!.valor)).toEqual({
      apartmentNumber: '501',
      aclaracion: '',
      map: { address: 'Av. Italia 1234, Apto 501, Montevideo, Montevideo, CP 11300, Uruguay', marker: null },
      pinChanged: false,
    });
  });

  it('builds a bike request with Marca, Modelo, Serie and the invoice as a JSON list in Archivo', () => {
    const body = buildEmissionRequest({
      values: values({ brand: 'Trek', model: 'Marlin 5', serialNumber: 'WTU123', paymentMethod: 'link' }),
      policy: bikePolicy(),
      productId: '101',
      invoice: { fileName: 'factura.pdf', base64: 'JVBERi0xLjQ=' },
      userEmail: 'ana@example.com',
      today: TODAY,
    });

    expect(body.productoId).toBe('101');
    expect(body.paqueteId).toBe('101-BASICO');
    expect(body.formaDePago).toBe('L');
    expect(body.camposAdicionales).toEqual([
      { nombre: 'Marca', valor: 'Trek' },
      { nombre: 'Modelo', valor: 'Marlin 5' },
      { nombre: 'Serie', valor: 'WTU123' },
      { nombre: 'Archivo', valor: JSON.stringify([{ fileName: 'factura.pdf', base64: 'JVBERi0xLjQ=' }]) },
    ]);
    expect(JSON.parse(body.camposAdicionales[3]!.valor)).toEqual([{ fileName: 'factura.pdf', base64: 'JVBERi0xLjQ=' }]);
  });

  it("sends 's/n' when the door number is empty, in the request and in the composed address", () => {
    const body = buildEmissionRequest({
      values: values({ doorNumber: '  ', apartment: '', zipCode: '' }),
      policy: pendingPolicy(),
      productId: '202',
      invoice: null,
      userEmail: null,
      today: TODAY,
    });
    expect(body.numeroDePuerta).toBe('s/n');
    expect(JSON.parse(body.camposAdicionales[0]!.valor)).toMatchObject({
      apartmentNumber: '',
      map: { address: 'Av. Italia s/n, Montevideo, Montevideo, Uruguay', marker: null },
    });
  });

  it('sends the start date as an ISO date, today when empty', () => {
    const base = { policy: pendingPolicy(), productId: '202', invoice: null, userEmail: null, today: TODAY };
    expect(buildEmissionRequest({ ...base, values: values({ startDate: '2025-04-01' }) }).inicioDeVigencia).toBe(
      '2025-04-01',
    );
    expect(buildEmissionRequest({ ...base, values: values({ startDate: '' }) }).inicioDeVigencia).toBe('2025-03-14');
  });

  it('forces the installments to 0 for the collection network', () => {
    const body = buildEmissionRequest({
      values: values({ paymentMethod: 'red_cobranza', installments: '6' }),
      policy: pendingPolicy(),
      productId: '202',
      invoice: null,
      userEmail: null,
      today: TODAY,
    });
    expect(body).toMatchObject({ formaDePago: 'R', cantidadDeCuotas: 0 });
  });

  it('keeps the chosen collection-network installments as an additional field', () => {
    const build = (paymentMethod: 'red_cobranza' | 'link' | 'tarjeta') =>
      buildEmissionRequest({
        values: values({ paymentMethod, installments: '6' }),
        policy: pendingPolicy(),
        productId: '202',
        invoice: null,
        userEmail: null,
        today: TODAY,
      }).camposAdicionales;
    expect(build('red_cobranza')).toContainEqual({ nombre: 'Cuotas red de cobranza', valor: '6' });
    expect(build('link').map((c) => c.nombre)).not.toContain('Cuotas red de cobranza');
    expect(build('tarjeta').map((c) => c.nombre)).not.toContain('Cuotas red de cobranza');
  });

  it("uses the form's e-mail for emailTo when the session has none", () => {
    const body = buildEmissionRequest({
      values: values({ email: 'otra@example.com' }),
      policy: pendingPolicy(),
      productId: '202',
      invoice: null,
      userEmail: null,
      today: TODAY,
    });
    expect(body.emailTo).toBe('otra@example.com');
  });

  it('puts the company name as razón social when the document is a RUT', () => {
    const body = buildEmissionRequest({
      values: values({ documentType: 'RUT', documentNumber: '211234560018', company: 'Bicis del Sur S.A.' }),
      policy: pendingPolicy(),
      productId: '202',
      invoice: null,
      userEmail: null,
      today: TODAY,
    });
    expect(body).toMatchObject({ tipoDeDocumento: 'RUT', nombreORazonSocial: 'Bicis del Sur S.A.' });
  });
});

describe('resolveProductId', () => {
  it('uses the fixed bike product whatever the policy says', () => {
    expect(resolveProductId(bikePolicy({ productId: null }))).toBe('101');
    expect(resolveProductId(bikePolicy({ productId: '999' }))).toBe('101');
  });

  it("uses a home policy's product, or null when missing", () => {
    expect(resolveProductId(pendingPolicy({ productId: '203' }))).toBe('203');
    expect(resolveProductId(pendingPolicy({ productId: null }))).toBeNull();
    expect(resolveProductId(pendingPolicy({ productId: ' ' }))).toBeNull();
  });
});

describe('composeAddress', () => {
  it('joins street and door, Apto, city, department, CP and country', () => {
    expect(
      composeAddress({
        address: 'Rambla Gandhi',
        doorNumber: '500',
        apartment: '3B',
        city: 'Punta del Este',
        region: 'Maldonado',
        zipCode: '20100',
        country: 'Uruguay',
      }),
    ).toBe('Rambla Gandhi 500, Apto 3B, Punta del Este, Maldonado, CP 20100, Uruguay');
  });
});

describe('toIsoDate', () => {
  it('keeps YYYY-MM-DD, converts dates, falls back to today', () => {
    expect(toIsoDate('2025-12-31', TODAY)).toBe('2025-12-31');
    expect(toIsoDate(new Date(2025, 0, 5), TODAY)).toBe('2025-01-05');
    expect(toIsoDate('', TODAY)).toBe('2025-03-14');
    expect(toIsoDate('no es una fecha', TODAY)).toBe('2025-03-14');
  });
});

import {
  decodeBase64,
  emissionMessages,
  prepareEmission,
  sniffInvoice,
} from '../../../src/modules/sbi/emission-request';
import { INVOICES, bikeFields, emissionBody, homeFields, type PendingPolicy } from '../../helpers/sbi-fixtures';

const policy: PendingPolicy = {
  _id: '6f1c2e0a-3d4b-4f7e-9a51-0c2d8e7b9a10',
  productId: '101',
  packageId: '101-ESE-2000',
  createdFromQuoteId: '9b1e0000-0000-4000-8000-000000000001',
  status: 'pendiente',
};
const row = {
  id: policy._id,
  category: 'bike',
  product_id: '101',
  package_id: '101-ESE-2000',
  created_from_quote_id: policy.createdFromQuoteId,
};

// Sniffing and base64 decoding themselves are tested once, in server-kit/test/file-types.test.ts.
describe('invoice checks', () => {
  it('takes a PDF or an image told by its bytes, not a GIF', () => {
    expect(Object.fromEntries(Object.entries(INVOICES).map(([k, b]) => [k, sniffInvoice(b)]))).toEqual({
      pdf: 'application/pdf',
      png: 'image/png',
      jpeg: 'image/jpeg',
      webp: 'image/webp',
      heic: 'image/heic',
    });
    expect(sniffInvoice(Buffer.from('<html>'))).toBeNull();
    expect(sniffInvoice(Buffer.from('GIF89a'))).toBeNull();
  });

  it('decodes base64 (server-kit) and refuses oversize before decoding', () => {
    const b64 = INVOICES.png.toString('base64');
    expect(decodeBase64(`data:image/png;base64,${b64}`, 100)).toEqual(INVOICES.png);
    expect(decodeBase64(b64, 11)).toBeNull();
  });
});

describe('prepareEmission', () => {
  it('sends referencia = policy id, trims, lower-cases the e-mail, empties to null, and keeps the invoice description only', () => {
    const body = emissionBody(policy, {
      correoElectronico: ' Ana@Example.COM ',
      celular: '',
      apartamento: '  ',
      fechaDeNacimiento: '',
      inicioDeVigencia: '2030-01-02T10:00:00Z',
      emailTo: '',
      camposAdicionales: bikeFields(INVOICES.jpeg, 'foto.jpg'),
    });
    const { request, stored, isBike } = prepareEmission(body as never, row, '101', '2029-12-31');
    expect(isBike).toBe(true);
    expect(request).toMatchObject({
      referencia: policy._id,
      correoElectronico: 'ana@example.com',
      celular: null,
      apartamento: null,
      fechaDeNacimiento: null,
      inicioDeVigencia: '2030-01-02',
      emailTo: null,
    });
    expect(JSON.stringify(request)).toContain(INVOICES.jpeg.toString('base64'));
    expect(JSON.stringify(stored)).not.toContain(INVOICES.jpeg.toString('base64'));
    expect(JSON.stringify(stored)).toContain('"mime\\":\\"image/jpeg\\"');
  });

  it('refuses a NUL character in an additional field', () => {
    const body = emissionBody(policy, {
      camposAdicionales: [...bikeFields().slice(1), { nombre: 'Marca', valor: 'Tr\u0000ek' }],
    });
    expect(() => prepareEmission(body as never, row, '101', '2029-12-31')).toThrow(
      'El campo camposAdicionales no es válido.',
    );
  });

  it('checks the home location and not an invoice', () => {
    const home = { ...row, category: 'home', product_id: '201', package_id: '201-REC-200000-MVD' };
    const body = emissionBody(
      { ...policy, productId: '201', packageId: '201-REC-200000-MVD' },
      { camposAdicionales: homeFields() },
    );
    expect(prepareEmission(body as never, home, '101', '2029-12-31').isBike).toBe(false);
  });

  describe("the home's 'Ubicación de riesgo'", () => {
    const home = { ...row, category: 'home', product_id: '201', package_id: '201-REC-200000-MVD' };
    const prepare = (valor: string | null) =>
      prepareEmission(
        emissionBody(
          { ...policy, productId: '201', packageId: '201-REC-200000-MVD' },
          { camposAdicionales: valor === null ? [] : [{ nombre: 'Ubicacion de riesgo', valor }] },
        ) as never,
        home,
        '101',
        '2029-12-31',
      );
    const address = { address: 'Bv. Artigas 1234, Montevideo', marker: null };

    it('takes the JSON the emission form sends (apartment as text, number or null)', () => {
      for (const apartmentNumber of ['502', '', 502, null]) {
        const valor = JSON.stringify({ apartmentNumber, aclaracion: ' Fondo ', map: address, pinChanged: false });
        expect(prepare(valor).isBike).toBe(false);
      }
    });

    it.each([
      ['not JSON', '{map: x}'],
      ['not an object', '["x"]'],
      ['without apartmentNumber', JSON.stringify({ aclaracion: '', map: address, pinChanged: false })],
      ['an apartment object', JSON.stringify({ apartmentNumber: {}, aclaracion: '', map: address, pinChanged: false })],
      ['without aclaracion', JSON.stringify({ apartmentNumber: '1', map: address, pinChanged: false })],
      ['without map', JSON.stringify({ apartmentNumber: '1', aclaracion: '', pinChanged: false })],
      [
        'a blank address',
        JSON.stringify({
          apartmentNumber: '1',
          aclaracion: '',
          map: { address: ' ', marker: null },
          pinChanged: false,
        }),
      ],
      [
        'a marker',
        JSON.stringify({
          apartmentNumber: '1',
          aclaracion: '',
          map: { ...address, marker: { lat: 1 } },
          pinChanged: false,
        }),
      ],
      ['no marker', JSON.stringify({ apartmentNumber: '1', aclaracion: '', map: { address: 'x' }, pinChanged: false })],
      ['pinChanged true', JSON.stringify({ apartmentNumber: '1', aclaracion: '', map: address, pinChanged: true })],
    ])('refuses one that is %s with a 400', (_label, valor) => {
      let error: unknown;
      try {
        prepare(valor);
      } catch (e) {
        error = e;
      }
      expect(error).toMatchObject({ statusCode: 400, message: emissionMessages.ubicacion });
    });

    it('refuses a home without it', () => {
      expect(() => prepare(null)).toThrow("Falta el campo adicional 'Ubicación de riesgo' del seguro de hogar.");
    });
  });
});

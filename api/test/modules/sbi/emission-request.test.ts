import { decodeBase64, prepareEmission, sniffInvoice } from '../../../src/modules/sbi/emission-request';
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

describe('invoice checks', () => {
  it('tells PDF and images by their bytes', () => {
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

  it('decodes base64 with a data: prefix, whitespace or the URL alphabet, and refuses oversize before decoding', () => {
    const b64 = INVOICES.png.toString('base64');
    expect(decodeBase64(`data:image/png;base64,${b64}`, 100)).toEqual(INVOICES.png);
    expect(decodeBase64(`${b64.slice(0, 4)}\n${b64.slice(4)}`, 100)).toEqual(INVOICES.png);
    expect(decodeBase64(INVOICES.png.toString('base64url'), 100)).toEqual(INVOICES.png);
    expect(decodeBase64(b64, 11)).toBeNull();
    expect(decodeBase64('no es base64!', 100)).toBeNull();
    expect(decodeBase64('', 100)).toBeNull();
    expect(decodeBase64('QQ===', 100)).toBeNull();
    expect(decodeBase64('====', 100)).toBeNull();
  });

  it('handles megabytes without a quantified regular expression over them (no stack overflow)', () => {
    const five = Buffer.alloc(5 * 1024 * 1024, 7).toString('base64');
    for (let i = 0; i < 3; i++) {
      expect(decodeBase64(five, 5 * 1024 * 1024)?.length).toBe(5 * 1024 * 1024);
      expect(decodeBase64(`${five}AAAA`, 5 * 1024 * 1024)).toBeNull();
      expect(decodeBase64(' '.repeat(7_000_000), 5 * 1024 * 1024)).toBeNull();
      expect(decodeBase64('='.repeat(7_000_000), 5 * 1024 * 1024)).toBeNull();
    }
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
});

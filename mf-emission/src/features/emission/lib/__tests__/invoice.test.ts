import { isAcceptedInvoice, readInvoice } from '../invoice';

describe('isAcceptedInvoice', () => {
  it.each([
    ['factura.pdf', 'application/pdf', true],
    ['foto.jpg', 'image/jpeg', true],
    ['foto.png', 'image/png', true],
    ['foto.heic', '', true],
    ['notas.txt', 'text/plain', false],
    ['planilla.xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', false],
    ['sin-tipo.docx', '', false],
  ])('%s (%s) → %s', (name, type, accepted) => {
    expect(isAcceptedInvoice({ name, type })).toBe(accepted);
  });
});

describe('readInvoice', () => {
  it('reads the file as raw base64 with its name', async () => {
    const file = new File(['%PDF-1.4'], 'factura.pdf', { type: 'application/pdf' });
    await expect(readInvoice(file)).resolves.toEqual({ fileName: 'factura.pdf', base64: 'JVBERi0xLjQ=' });
  });
});

import { pickDocuments } from '../pick-documents';

const names = (docs: ReturnType<typeof pickDocuments>) => docs.map((d) => [d.label, d.document.fileName]);

describe('pickDocuments', () => {
  it('puts the numeric-name invoice first, then the policy file', () => {
    const docs = pickDocuments([
      { fileName: 'poliza_SBI-12345678.pdf', mime: 'application/pdf' },
      { fileName: '1234567.pdf', mime: 'application/pdf' },
    ]);
    expect(names(docs)).toEqual([
      ['Factura', '1234567.pdf'],
      ['Póliza', 'poliza_SBI-12345678.pdf'],
    ]);
  });

  it('prefers a numeric-name pdf over another invoice-looking file and keeps the rest by name', () => {
    const docs = pickDocuments([
      { fileName: 'factura_vieja.pdf' },
      { fileName: 'Póliza firmada.pdf' },
      { fileName: '7654321.pdf' },
    ]);
    expect(names(docs)).toEqual([
      ['Factura', '7654321.pdf'],
      ['Póliza', 'Póliza firmada.pdf'],
      ['factura_vieja.pdf', 'factura_vieja.pdf'],
    ]);
  });

  it('falls back to a file called factura, and to nothing', () => {
    expect(names(pickDocuments([{ fileName: 'Factura-2025.pdf' }]))).toEqual([['Factura', 'Factura-2025.pdf']]);
    expect(pickDocuments([])).toEqual([]);
  });
});

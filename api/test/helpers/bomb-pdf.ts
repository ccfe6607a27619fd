import { deflateSync } from 'node:zlib';

/*
 * A PDF bomb as an attacker sends it to 'Cargar póliza en PDF': one page whose content stream is a short
 * text-drawing operation repeated until it inflates to `inflatedBytes` (default 20 MB), compressed with
 * zlib at test time, so the file itself is small (~60 KB for 20 MB). Read on the event loop, pdf.js spent
 * ~4 s and ~450 MB on one of these (five at once: 21 s, the loop stalled up to 4.7 s).
 */
export function bombPdf({ inflatedBytes = 20 * 1024 * 1024 } = {}): Buffer {
  const op = 'BT /F1 9 Tf 72 700 Td (Suma asegurada USD 1.000) Tj ET\n';
  const content = Buffer.from(op.repeat(Math.ceil(inflatedBytes / op.length)), 'latin1');
  return buildPdf(deflateSync(content, { level: 9 }));
}

/** A one-page PDF with a correct cross-reference table around the given FlateDecode content stream. */
function buildPdf(stream: Buffer): Buffer {
  const objects: Buffer[] = [
    Buffer.from('<< /Type /Catalog /Pages 2 0 R >>'),
    Buffer.from('<< /Type /Pages /Kids [3 0 R] /Count 1 >>'),
    Buffer.from(
      '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    ),
    Buffer.concat([
      Buffer.from(`<< /Length ${stream.length} /Filter /FlateDecode >>\nstream\n`),
      stream,
      Buffer.from('\nendstream'),
    ]),
    Buffer.from('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>'),
  ];
  const parts: Buffer[] = [Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  let offset = parts[0]!.length;
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(offset);
    const obj = Buffer.concat([Buffer.from(`${i + 1} 0 obj\n`), body, Buffer.from('\nendobj\n')]);
    parts.push(obj);
    offset += obj.length;
  });
  const xref = [
    'xref',
    `0 ${objects.length + 1}`,
    '0000000000 65535 f ',
    ...offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n `),
    'trailer',
    `<< /Size ${objects.length + 1} /Root 1 0 R >>`,
    'startxref',
    String(offset),
    '%%EOF',
    '',
  ].join('\n');
  parts.push(Buffer.from(xref));
  return Buffer.concat(parts);
}

import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from '@cantoo/pdf-lib';
import { formatDate, formatUsd } from 'contracts/runtime';
import type { FormaDePago, Poliza } from './store';

/*
 * The two documents of a policy, drawn with pdf-lib (the maintained fork @cantoo/pdf-lib) from the policy alone (no clock, no randomness, fixed
 * metadata dates), so the same policy always gives the same bytes:
 *   poliza_<numeroPoliza>.pdf  policy certificate
 *   <numeroFactura>.pdf        invoice (e-Factura), 7-digit numeric name
 */

export const SBI_LEGAL_NAME = 'SBI Seguros S.A.';
export const SBI_RUT = '219999990019';
const SBI_ADDRESS = 'Av. 18 de Julio 1000, Montevideo, Uruguay';
const IVA_RATE = 0.22;

export interface DocumentoInfo {
  nombre: string;
  mime: 'application/pdf';
  tipo: 'poliza' | 'factura';
}

export function documentosDe(poliza: Poliza): DocumentoInfo[] {
  return [
    { nombre: `poliza_${poliza.numeroPoliza}.pdf`, mime: 'application/pdf', tipo: 'poliza' },
    { nombre: `${poliza.numeroFactura}.pdf`, mime: 'application/pdf', tipo: 'factura' },
  ];
}

/** The PDF of one of the policy's documents by file name ('.pdf' optional), or null if it has none by that name. */
export async function renderDocumento(
  poliza: Poliza,
  nombre: string,
): Promise<{ info: DocumentoInfo; bytes: Uint8Array } | null> {
  const wanted = nombre.toLowerCase().endsWith('.pdf') ? nombre : `${nombre}.pdf`;
  const info = documentosDe(poliza).find((d) => d.nombre.toLowerCase() === wanted.toLowerCase());
  if (!info) return null;
  const bytes = info.tipo === 'poliza' ? await certificatePdf(poliza) : await invoicePdf(poliza);
  return { info, bytes };
}

export const PAYMENT_METHOD_LABEL: Record<FormaDePago, string> = {
  T: 'Tarjeta de crédito',
  L: 'Transferencia',
  R: 'Efectivo',
};

const PAYMENT_METHOD_DETAIL: Record<FormaDePago, string> = {
  T: 'Tarjeta de crédito',
  L: 'Transferencia bancaria (link de pago)',
  R: 'Red de cobranza (Abitab / RedPagos)',
};

const BRAND = rgb(0.039, 0.31, 0.541); // #0a4f8a, as on the payment page
const TEXT = rgb(0.106, 0.122, 0.141);
const MUTED = rgb(0.294, 0.333, 0.388);
const ROW = rgb(0.957, 0.965, 0.984);
const PAGE = { width: 595.28, height: 841.89, margin: 50 };

export async function certificatePdf(poliza: Poliza): Promise<Uint8Array> {
  const doc = await newDocument(poliza, `Certificado de póliza ${poliza.numeroPoliza}`);
  const w = await Writer.start(doc);
  w.header('Certificado de póliza', `Póliza N.º ${poliza.numeroPoliza}`);

  const { asegurado } = poliza;
  w.fields([
    ['Asegurado', `${asegurado.nombre} ${asegurado.apellido}`.trim()],
    ['Documento', `${asegurado.tipoDeDocumento} ${asegurado.numeroDeDocumento}`],
    ['Producto', poliza.producto.nombre],
    ['Paquete', poliza.paquete.nombre],
    ['Vigencia', `desde ${formatDate(poliza.vigenciaDesde)} hasta ${formatDate(poliza.vigenciaHasta)}`],
    ['Fecha de emisión', formatDate(poliza.fechaEmision)],
    [
      'Forma de pago',
      PAYMENT_METHOD_DETAIL[poliza.formaDePago] +
        (poliza.cantidadDeCuotas > 1 ? ` en ${poliza.cantidadDeCuotas} cuotas` : ''),
    ],
    ['Renovación', poliza.renovacionAutomatica ? 'Automática' : 'Manual'],
    ['Corredor', poliza.corredor],
  ]);

  if (poliza.bienAsegurado.length > 0) {
    w.section('Bien asegurado');
    for (const line of poliza.bienAsegurado) w.paragraph(line);
  }

  w.section('Coberturas');
  w.table(
    ['Cobertura', 'Suma asegurada'],
    poliza.paquete.coberturas.map((c) => [c.nombreCobertura, formatUsd(c.sumaAsegurada)]),
  );
  w.total('Premio anual (IVA incluido)', formatUsd(poliza.paquete.precio));
  if (poliza.producto.categoria === 'bike') {
    w.paragraph(
      'Sin deducible. Denunciá el siniestro dentro de los 5 días por WhatsApp o la línea gratuita de siniestros.',
      MUTED,
    );
  } else {
    w.paragraph(
      'Gastos por alojamiento hasta el 5% de la suma asegurada. Servicios de emergencia hasta USD 50 por evento en Montevideo y Canelones.',
      MUTED,
    );
  }
  w.footer(
    `${SBI_LEGAL_NAME} · RUT ${SBI_RUT} · Documento del entorno de pruebas de SBI (sandbox): sin validez contractual.`,
  );
  return doc.save();
}

export async function invoicePdf(poliza: Poliza): Promise<Uint8Array> {
  const doc = await newDocument(poliza, `e-Factura ${poliza.numeroFactura}`);
  const w = await Writer.start(doc);
  w.header('e-Factura', `Serie A N.º ${poliza.numeroFactura}`);

  const total = poliza.paquete.precio;
  const neto = Math.round((total / (1 + IVA_RATE)) * 100) / 100;
  const iva = Math.round((total - neto) * 100) / 100;
  const { asegurado } = poliza;

  w.fields([
    ['Fecha', formatDate(poliza.fechaEmision)],
    ['Emisor', SBI_LEGAL_NAME],
    ['RUT emisor', SBI_RUT],
    ['Domicilio fiscal', SBI_ADDRESS],
    ['Cliente', `${asegurado.nombre} ${asegurado.apellido}`.trim()],
    ['Documento', `${asegurado.tipoDeDocumento} ${asegurado.numeroDeDocumento}`],
    ['Moneda', 'Dólares estadounidenses (USD)'],
    ['Forma de pago', PAYMENT_METHOD_DETAIL[poliza.formaDePago]],
  ]);
  w.section('Detalle');
  w.table(
    ['Descripción', 'Importe'],
    [
      [
        `Premio anual póliza ${poliza.numeroPoliza} – ${poliza.producto.nombre} (${poliza.paquete.nombre}), vigencia ${formatDate(poliza.vigenciaDesde)} – ${formatDate(poliza.vigenciaHasta)}`,
        formatUsd(neto),
      ],
      ['IVA 22%', formatUsd(iva)],
    ],
  );
  w.total('Total', formatUsd(total));
  w.footer(
    `Representación impresa de un comprobante fiscal electrónico simulado (entorno de pruebas de SBI). ${SBI_LEGAL_NAME} · RUT ${SBI_RUT}`,
  );
  return doc.save();
}

async function newDocument(poliza: Poliza, title: string): Promise<PDFDocument> {
  const doc = await PDFDocument.create({ updateMetadata: false });
  const date = new Date(`${poliza.fechaEmision}T12:00:00-03:00`);
  doc.setTitle(title);
  doc.setAuthor(SBI_LEGAL_NAME);
  doc.setSubject(`Póliza ${poliza.numeroPoliza}`);
  doc.setCreator('SBI sandbox');
  doc.setProducer('pdf-lib');
  doc.setLanguage('es-UY');
  doc.setCreationDate(date);
  doc.setModificationDate(date);
  return doc;
}

/** Top-to-bottom layout on A4 pages; adds a page when the next block does not fit. */
class Writer {
  private page!: PDFPage;
  private y = 0;

  private constructor(
    private readonly doc: PDFDocument,
    private readonly regular: PDFFont,
    private readonly bold: PDFFont,
  ) {
    this.newPage();
  }

  static async start(doc: PDFDocument): Promise<Writer> {
    return new Writer(
      doc,
      await doc.embedFont(StandardFonts.Helvetica),
      await doc.embedFont(StandardFonts.HelveticaBold),
    );
  }

  header(title: string, subtitle: string) {
    const { width, height, margin } = PAGE;
    this.page.drawRectangle({ x: 0, y: height - 70, width, height: 70, color: BRAND });
    this.text('SBI Seguros', margin, height - 44, 20, this.bold, rgb(1, 1, 1));
    const tag = 'Aseguradora · Uruguay';
    this.text(
      tag,
      width - margin - this.regular.widthOfTextAtSize(tag, 10),
      height - 40,
      10,
      this.regular,
      rgb(1, 1, 1),
    );
    this.y = height - 110;
    this.text(title, margin, this.y, 20, this.bold);
    this.y -= 22;
    this.text(subtitle, margin, this.y, 12, this.regular, MUTED);
    this.y -= 26;
  }

  fields(rows: [string, string][]) {
    for (const [label, value] of rows) {
      const lines = this.wrap(value, this.regular, 10.5, PAGE.width - PAGE.margin * 2 - 130);
      this.ensure(lines.length * 14 + 4);
      this.text(label, PAGE.margin, this.y, 10.5, this.bold, MUTED);
      for (const line of lines) {
        this.text(line, PAGE.margin + 130, this.y, 10.5, this.regular);
        this.y -= 14;
      }
      this.y -= 4;
    }
  }

  section(title: string) {
    this.ensure(60);
    this.y -= 10;
    this.text(title, PAGE.margin, this.y, 13, this.bold, BRAND);
    this.y -= 8;
    this.page.drawLine({
      start: { x: PAGE.margin, y: this.y },
      end: { x: PAGE.width - PAGE.margin, y: this.y },
      thickness: 0.75,
      color: rgb(0.85, 0.87, 0.9),
    });
    this.y -= 16;
  }

  paragraph(text: string, color = TEXT) {
    for (const line of this.wrap(text, this.regular, 10.5, PAGE.width - PAGE.margin * 2)) {
      this.ensure(14);
      this.text(line, PAGE.margin, this.y, 10.5, this.regular, color);
      this.y -= 14;
    }
    this.y -= 4;
  }

  table(head: [string, string], rows: string[][]) {
    const right = PAGE.width - PAGE.margin;
    const nameWidth = PAGE.width - PAGE.margin * 2 - 140;
    this.ensure(24);
    this.text(head[0], PAGE.margin + 6, this.y, 10, this.bold, MUTED);
    this.text(head[1], right - 6 - this.bold.widthOfTextAtSize(head[1], 10), this.y, 10, this.bold, MUTED);
    this.y -= 8;
    rows.forEach(([name = '', amount = ''], i) => {
      const lines = this.wrap(name, this.regular, 10.5, nameWidth);
      const h = lines.length * 14 + 8;
      this.ensure(h);
      if (i % 2 === 0)
        this.page.drawRectangle({ x: PAGE.margin, y: this.y - h, width: right - PAGE.margin, height: h, color: ROW });
      let lineY = this.y - 14;
      for (const line of lines) {
        this.text(line, PAGE.margin + 6, lineY, 10.5, this.regular);
        lineY -= 14;
      }
      this.text(amount, right - 6 - this.regular.widthOfTextAtSize(amount, 10.5), this.y - 14, 10.5, this.regular);
      this.y -= h;
    });
    this.y -= 6;
  }

  total(label: string, amount: string) {
    this.ensure(30);
    const right = PAGE.width - PAGE.margin;
    this.y -= 8;
    this.text(label, PAGE.margin + 6, this.y, 12, this.bold);
    this.text(amount, right - 6 - this.bold.widthOfTextAtSize(amount, 12), this.y, 12, this.bold);
    this.y -= 26;
  }

  footer(text: string) {
    const pages = this.doc.getPages();
    pages.forEach((page, i) => {
      const lines = this.wrap(text, this.regular, 8, PAGE.width - PAGE.margin * 2);
      lines.forEach((line, j) => {
        page.drawText(line, { x: PAGE.margin, y: 40 - j * 10, size: 8, font: this.regular, color: MUTED });
      });
      const n = `${i + 1} / ${pages.length}`;
      page.drawText(n, {
        x: PAGE.width - PAGE.margin - this.regular.widthOfTextAtSize(n, 8),
        y: 20,
        size: 8,
        font: this.regular,
        color: MUTED,
      });
    });
  }

  private newPage() {
    this.page = this.doc.addPage([PAGE.width, PAGE.height]);
    this.y = PAGE.height - PAGE.margin;
  }

  private ensure(height: number) {
    if (this.y - height < 70) this.newPage();
  }

  private text(text: string, x: number, y: number, size: number, font: PDFFont, color = TEXT) {
    this.page.drawText(winAnsi(text), { x, y, size, font, color });
  }

  private wrap(text: string, font: PDFFont, size: number, maxWidth: number): string[] {
    const words = winAnsi(text).split(/\s+/);
    const lines: string[] = [];
    let line = '';
    for (const word of words) {
      const candidate = line ? `${line} ${word}` : word;
      if (line && font.widthOfTextAtSize(candidate, size) > maxWidth) {
        lines.push(line);
        line = word;
      } else {
        line = candidate;
      }
    }
    if (line) lines.push(line);
    return lines.length > 0 ? lines : [''];
  }
}

/** The standard fonts only encode WinAnsi (Latin-1 plus a few signs): anything else becomes '?'. */
function winAnsi(text: string): string {
  return text
    .replace(/[\u00a0\u202f]/g, ' ')
    .replace(/[^\u0020-\u007e\u00a1-\u00ff\u2013\u2014\u2018\u2019\u201c\u201d\u2022\u2026\u20ac]/g, '?');
}

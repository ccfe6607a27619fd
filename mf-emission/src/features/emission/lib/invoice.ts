import type { InvoiceFile } from './build-emission-request';

/** The file input's accept attribute: the invoice is a PDF or an image (spec §5). */
export const INVOICE_ACCEPT = 'application/pdf,image/*';

/** Invented: the spec only says the invoice is a PDF or an image. */
export const INVOICE_TYPE_ERROR = 'La factura tiene que ser un PDF o una imagen (JPG, PNG…).';

const EXTENSIONS = /\.(pdf|jpe?g|png|gif|webp|heic|heif|bmp|tiff?)$/i;

export function isAcceptedInvoice(file: Pick<File, 'name' | 'type'>): boolean {
  if (file.type) return file.type === 'application/pdf' || file.type.startsWith('image/');
  // Some systems report no type (HEIC photos, for one): fall back on the extension.
  return EXTENSIONS.test(file.name);
}

/** Invented: the chosen invoice could not be read (moved, deleted or unreadable). */
export const INVOICE_READ_ERROR = 'No pudimos leer la factura. Elegila de nuevo.';

export class InvoiceReadError extends Error {
  constructor() {
    super(INVOICE_READ_ERROR);
    this.name = 'InvoiceReadError';
  }
}

/** Reads the file as raw base64 (no data: prefix). */
export function readInvoice(file: File): Promise<InvoiceFile> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      const result = typeof reader.result === 'string' ? reader.result : '';
      resolve({ fileName: file.name, base64: result.slice(result.indexOf(',') + 1) });
    };
    reader.onerror = () => reject(new InvoiceReadError());
    reader.readAsDataURL(file);
  });
}

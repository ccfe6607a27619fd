import type { PolicyDocument } from '../api/get-policy-documents';

export interface LabelledDocument {
  document: PolicyDocument;
  /** 'Factura', 'Póliza', or the file name for anything else. */
  label: string;
  kind: 'invoice' | 'policy' | 'other';
}

function plain(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

const NUMERIC_PDF = /^\d+\.pdf$/i;

/**
 * Spec §4: the invoice is preferably a numeric-name pdf ('1234567.pdf'), else a file called 'factura…';
 * the policy file is the one whose name contains 'poliza'. Invoice first, then the policy, then the rest.
 */
export function pickDocuments(documents: PolicyDocument[]): LabelledDocument[] {
  const policy = documents.find((d) => plain(d.fileName).includes('poliza')) ?? null;
  const rest = documents.filter((d) => d !== policy);
  const invoice =
    rest.find((d) => NUMERIC_PDF.test(d.fileName.trim())) ??
    rest.find((d) => plain(d.fileName).includes('factura')) ??
    null;
  const result: LabelledDocument[] = [];
  if (invoice) result.push({ document: invoice, label: 'Factura', kind: 'invoice' });
  if (policy) result.push({ document: policy, label: 'Póliza', kind: 'policy' });
  for (const document of documents) {
    if (document !== invoice && document !== policy) result.push({ document, label: document.fileName, kind: 'other' });
  }
  return result;
}

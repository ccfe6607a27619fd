import { useId, useState } from 'react';
import type { PolicyDocumentInfo } from 'contracts';
import { errorMessage, Spinner } from 'shared-ui';
import { buttons } from '@/components/buttons';
import { FILE_ERROR, getPolicyFile, usePolicyDocuments } from '../api/get-policy-documents';
import { saveFile } from '../lib/save-file';
import styles from './emission-result-view.module.css';

/** 'poliza_SBI-10000001.pdf' → 'Póliza'; '1234567.pdf' (spec: the invoice has a numeric name) → 'Factura'. */
export function documentLabel(fileName: string): string {
  const base = fileName.replace(/\.pdf$/i, '');
  if (/poliza/i.test(base)) return 'Póliza';
  if (/^\d+$/.test(base)) return 'Factura';
  return fileName;
}

/** The issued policy's documents, each one downloadable right here. */
export function PolicyDocumentList({ policyNumber }: { policyNumber: string | null }) {
  const titleId = useId();
  const documents = usePolicyDocuments(policyNumber);
  if (!policyNumber) return null;

  let content;
  if (documents.status === 'error') {
    content = (
      <div role="alert" className={styles.error}>
        <p className={styles.message}>{documents.error}</p>
        <button type="button" className={`${buttons.button} ${buttons.secondary}`} onClick={documents.reload}>
          Reintentar
        </button>
      </div>
    );
  } else if (documents.status !== 'success') {
    content = <Spinner label="Cargando documentos…" showLabel />;
  } else if (documents.data.length === 0) {
    content = <p className={styles.message}>No hay documentos disponibles.</p>;
  } else {
    content = (
      <ul className={styles.documentList}>
        {documents.data.map((doc) => (
          <DocumentItem key={doc.fileName} policyNumber={policyNumber} document={doc} />
        ))}
      </ul>
    );
  }
  return (
    <section aria-labelledby={titleId} className={styles.documents}>
      <h3 id={titleId} className={styles.documentsTitle}>
        Documentos de tu póliza
      </h3>
      {content}
    </section>
  );
}

function DocumentItem({ policyNumber, document }: { policyNumber: string; document: PolicyDocumentInfo }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const label = documentLabel(document.fileName);

  async function download() {
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      saveFile(await getPolicyFile(policyNumber, document.fileName));
    } catch (cause) {
      setError(errorMessage(cause, FILE_ERROR));
    } finally {
      setBusy(false);
    }
  }

  return (
    <li className={styles.document}>
      <span>
        {label} <span className={styles.waiting}>({document.fileName})</span>
      </span>
      <button
        type="button"
        className={`${buttons.button} ${buttons.secondary}`}
        onClick={() => void download()}
        disabled={busy}
      >
        {busy ? 'Descargando…' : `Descargar ${label.toLowerCase()}`}
      </button>
      {error ? (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      ) : null}
    </li>
  );
}

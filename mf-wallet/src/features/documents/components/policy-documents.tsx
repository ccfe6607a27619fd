import { useRef, useState } from 'react';
import { Spinner } from 'shared-ui';
import { Disclosure } from '@/components/disclosure';
import { Icon } from '@/components/icon';
import { buttons } from '@/components/buttons';
import { usePolicyDocuments, type PolicyDocument } from '../api/get-policy-documents';
import { FILE_ERROR, getPolicyFile } from '../api/get-policy-file';
import { downloadFile, fileObjectUrl, openPendingTab, showInTab } from '../lib/file-urls';
import { pickDocuments, type LabelledDocument } from '../lib/pick-documents';
import styles from './policy-documents.module.css';

export const DOCUMENTS_LOCKED = 'Completa la compra para ver los documentos';
export const NO_DOCUMENTS = 'No hay documentos disponibles.';

interface PolicyDocumentsProps {
  /** The partner's policy number; without one there is nothing to ask for. */
  policyNumber: string | null;
  /** A pending purchase: the documents do not exist yet. */
  locked: boolean;
}

/** The collapsible 'Documentos de la póliza' section (spec §4): loads by itself, then Ver / Descargar. */
export function PolicyDocuments({ policyNumber, locked }: PolicyDocumentsProps) {
  return (
    <Disclosure title="Documentos de la póliza" defaultOpen>
      {locked ? (
        <p className={styles.locked}>
          <Icon name="lock" size={20} />
          {DOCUMENTS_LOCKED}
        </p>
      ) : (
        <DocumentList policyNumber={policyNumber} />
      )}
    </Disclosure>
  );
}

type FileAction = 'view' | 'download';

function DocumentList({ policyNumber }: { policyNumber: string | null }) {
  const query = usePolicyDocuments(policyNumber);
  const [busy, setBusy] = useState<{ fileName: string; action: FileAction } | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const running = useRef(false);

  if (!policyNumber || query.status === 'idle') return <p className={styles.note}>{NO_DOCUMENTS}</p>;
  if (query.status === 'loading') {
    return <Spinner label="Cargando documentos…" showLabel className={styles.loading} />;
  }
  if (query.status === 'error') {
    return (
      <div role="alert" className={styles.error}>
        <p>{query.error}</p>
        <button
          type="button"
          className={`${buttons.button} ${buttons.secondary} ${buttons.small}`}
          onClick={query.reload}
        >
          Reintentar
        </button>
      </div>
    );
  }
  const items = pickDocuments(query.data);
  if (items.length === 0) return <p className={styles.note}>{NO_DOCUMENTS}</p>;

  const run = async (document: PolicyDocument, action: FileAction) => {
    if (running.current) return;
    running.current = true;
    setBusy({ fileName: document.fileName, action });
    setFileError(null);
    // Before any await: a tab opened later would be blocked as a popup.
    const tab = action === 'view' ? openPendingTab() : null;
    try {
      const file = await getPolicyFile(policyNumber, document.fileName);
      const url = fileObjectUrl(file);
      if (action === 'view') showInTab(url, tab);
      else downloadFile(url, file.fileName || document.fileName);
    } catch {
      tab?.close();
      setFileError(FILE_ERROR);
    } finally {
      running.current = false;
      setBusy(null);
    }
  };

  return (
    <>
      <ul className={styles.list}>
        {items.map((item) => (
          <DocumentRow
            key={item.document.fileName}
            item={item}
            busy={busy?.fileName === item.document.fileName ? busy.action : null}
            disabled={busy !== null}
            onAction={(action) => void run(item.document, action)}
          />
        ))}
      </ul>
      {fileError ? (
        <p role="alert" className={styles.fileError}>
          {fileError}
        </p>
      ) : null}
    </>
  );
}

interface DocumentRowProps {
  item: LabelledDocument;
  busy: FileAction | null;
  disabled: boolean;
  onAction: (action: FileAction) => void;
}

function DocumentRow({ item, busy, disabled, onAction }: DocumentRowProps) {
  const small = `${buttons.button} ${buttons.small}`;
  // Each button names its file for screen readers: 'Ver factura', 'Descargar póliza'.
  const what = item.kind === 'other' ? item.label : item.label.toLowerCase();
  return (
    <li className={styles.item}>
      <span className={styles.fileIcon}>
        <Icon name="file" size={22} />
      </span>
      <span className={styles.name}>
        <span className={styles.label}>{item.label}</span>
        {item.kind !== 'other' ? <span className={styles.fileName}>{item.document.fileName}</span> : null}
      </span>
      <span className={styles.buttons}>
        <button
          type="button"
          className={`${small} ${buttons.secondary}`}
          disabled={disabled}
          onClick={() => onAction('view')}
        >
          {busy === 'view' ? 'Abriendo…' : 'Ver'}
          <span className="visually-hidden"> {what}</span>
        </button>
        <button
          type="button"
          className={`${small} ${buttons.primary}`}
          disabled={disabled}
          onClick={() => onAction('download')}
        >
          {busy === 'download' ? 'Descargando…' : 'Descargar'}
          <span className="visually-hidden"> {what}</span>
        </button>
      </span>
    </li>
  );
}

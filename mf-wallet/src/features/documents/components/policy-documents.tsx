import { useRef, useState } from 'react';
import { Spinner, type ApiQuery } from 'shared-ui';
import { Disclosure } from '@/components/disclosure';
import { Icon } from '@/components/icon';
import { buttons } from '@/components/buttons';
import { getExternalDocumentFile } from '../api/get-external-document-file';
import { useExternalDocuments } from '../api/get-external-documents';
import { usePolicyDocuments } from '../api/get-policy-documents';
import { FILE_ERROR, getPolicyFile, type PolicyFile } from '../api/get-policy-file';
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

/** A file of the list: how it is labelled and how its content is fetched. */
interface FileItem {
  key: string;
  fileName: string;
  /** 'Factura', 'Póliza', or the file name. */
  label: string;
  kind: LabelledDocument['kind'];
  load: () => Promise<PolicyFile>;
}

function DocumentList({ policyNumber }: { policyNumber: string | null }) {
  const query = usePolicyDocuments(policyNumber);
  if (!policyNumber || query.status === 'idle') return <p className={styles.note}>{NO_DOCUMENTS}</p>;
  if (query.status !== 'success') return <ListState query={query} />;
  const items = pickDocuments(query.data).map(({ document, label, kind }): FileItem => ({
    key: document.fileName,
    fileName: document.fileName,
    label,
    kind,
    load: () => getPolicyFile(policyNumber, document.fileName),
  }));
  return <FileList items={items} />;
}

/**
 * The documents of a policy loaded by hand (the PDF imported with 'Cargar póliza en PDF'), from
 * GET /policy/{id}/documents, with the same Ver / Descargar.
 */
export function ExternalPolicyDocuments({ policyId }: { policyId: string }) {
  return (
    <Disclosure title="Documentos de la póliza" defaultOpen>
      <ExternalDocumentList policyId={policyId} />
    </Disclosure>
  );
}

function ExternalDocumentList({ policyId }: { policyId: string }) {
  const query = useExternalDocuments(policyId);
  if (query.status !== 'success') return <ListState query={query} />;
  const items = query.data.map((document): FileItem => ({
    key: document._id,
    fileName: document.name,
    label: document.name,
    kind: 'other',
    load: () => getExternalDocumentFile({ policyId, fileId: document._id }),
  }));
  return <FileList items={items} />;
}

/** Loading, or the failure with a retry. */
function ListState({ query }: { query: ApiQuery<unknown> }) {
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
  return <Spinner label="Cargando documentos…" showLabel className={styles.loading} />;
}

function FileList({ items }: { items: FileItem[] }) {
  const [busy, setBusy] = useState<{ key: string; action: FileAction } | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const running = useRef(false);

  if (items.length === 0) return <p className={styles.note}>{NO_DOCUMENTS}</p>;

  const run = async (item: FileItem, action: FileAction) => {
    if (running.current) return;
    running.current = true;
    setBusy({ key: item.key, action });
    setFileError(null);
    // Before any await: a tab opened later would be blocked as a popup.
    const tab = action === 'view' ? openPendingTab() : null;
    try {
      const file = await item.load();
      const url = fileObjectUrl(file);
      if (action === 'view') showInTab(url, tab);
      else downloadFile(url, file.fileName || item.fileName);
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
            key={item.key}
            item={item}
            busy={busy?.key === item.key ? busy.action : null}
            disabled={busy !== null}
            onAction={(action) => void run(item, action)}
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
  item: FileItem;
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
        {item.kind !== 'other' ? <span className={styles.fileName}>{item.fileName}</span> : null}
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

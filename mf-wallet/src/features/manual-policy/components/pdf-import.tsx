import { forwardRef, useImperativeHandle, useRef, useState, type ChangeEvent } from 'react';
import { useFormikContext } from 'formik';
import type { PolicyImport } from 'contracts';
import { errorMessage, Spinner } from 'shared-ui';
import { buttons } from '@/components/buttons';
import { Icon } from '@/components/icon';
import { importMessages, importPolicyPdf, localImportProblem } from '../api/import-policy-pdf';
import { applyPdfImport, type ManualPolicyValues } from '../lib/form-values';
import styles from './pdf-import.module.css';

export const PDF_BUTTON = 'Cargar póliza en PDF';

export interface PdfImportHandle {
  /** Opens the file chooser (the not-found warning offers it too). */
  choose: () => void;
}

interface PdfImportProps {
  /** The upload's fileId, sent as documentFileId when the policy is saved. */
  onUploaded: (upload: Pick<PolicyImport, 'fileId' | 'fileName'>) => void;
  disabled?: boolean;
}

type ImportState =
  | { status: 'idle' }
  | { status: 'busy'; fileName: string }
  | { status: 'done'; fileName: string; filled: string[] }
  | { status: 'error'; message: string };

/**
 * 'Cargar póliza en PDF': uploads the PDF, fills the fields the api recognised in it and says which, so the
 * person reviews them before saving. The file becomes the policy's document when it is saved.
 */
export const PdfImport = forwardRef<PdfImportHandle, PdfImportProps>(function PdfImport({ onUploaded, disabled }, ref) {
  const formik = useFormikContext<ManualPolicyValues>();
  const input = useRef<HTMLInputElement>(null);
  const running = useRef(false);
  const [state, setState] = useState<ImportState>({ status: 'idle' });

  useImperativeHandle(ref, () => ({ choose: () => input.current?.click() }), []);

  const onChange = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // The same file may be chosen again after a failure.
    event.target.value = '';
    if (!file || running.current) return;
    const problem = localImportProblem(file);
    if (problem) {
      setState({ status: 'error', message: problem });
      return;
    }
    running.current = true;
    setState({ status: 'busy', fileName: file.name });
    try {
      const result = await importPolicyPdf(file);
      const { values, filled } = applyPdfImport(formik.values, result);
      await formik.setValues(values, false);
      onUploaded({ fileId: result.fileId, fileName: result.fileName || file.name });
      setState({ status: 'done', fileName: result.fileName || file.name, filled });
    } catch (error) {
      setState({ status: 'error', message: errorMessage(error, importMessages.failed) });
    } finally {
      running.current = false;
    }
  };

  const busy = state.status === 'busy';
  return (
    <div className={styles.import}>
      <div className={styles.row}>
        <button
          type="button"
          className={`${buttons.button} ${buttons.secondary}`}
          onClick={() => input.current?.click()}
          disabled={busy || disabled}
          aria-busy={busy}
        >
          <Icon name="file" size={20} />
          {busy ? 'Leyendo el PDF…' : PDF_BUTTON}
        </button>
        <input
          ref={input}
          type="file"
          accept="application/pdf,.pdf"
          aria-label="Archivo PDF de la póliza"
          className="visually-hidden"
          tabIndex={-1}
          onChange={(event) => void onChange(event)}
        />
        <p className={styles.hint}>Leemos tu póliza y completamos los datos que reconocemos. PDF de hasta 10 MB.</p>
      </div>
      <div aria-live="polite">
        {busy ? <Spinner label={`Leyendo ${state.fileName}…`} showLabel className={styles.spinner} /> : null}
        {state.status === 'done' ? (
          <div className={styles.result} role="status">
            {state.filled.length > 0 ? (
              <>
                <p className={styles.resultTitle}>
                  Completamos estos datos desde {state.fileName}. Revisalos antes de guardar:
                </p>
                <ul className={styles.filled} aria-label="Datos reconocidos en el PDF">
                  {state.filled.map((label) => (
                    <li key={label}>{label}</li>
                  ))}
                </ul>
              </>
            ) : (
              <p className={styles.resultTitle}>No reconocimos datos en {state.fileName}: completalos a mano.</p>
            )}
            <p className={styles.hint}>Guardamos el PDF como documento de la póliza cuando la guardes.</p>
          </div>
        ) : null}
      </div>
      {state.status === 'error' ? (
        <p role="alert" className={styles.error}>
          {state.message}
        </p>
      ) : null}
    </div>
  );
});

import { CONTACT_DIALOG_TITLE, Dialog, useContactDialog } from 'shared-ui';
import styles from './contact-fallback-dialog.module.css';

export const CONTACT_FALLBACK_MESSAGE = 'No pudimos cargar el formulario de contacto. Probá de nuevo en unos minutos.';

/** The shell's own contact dialog, shown when mf_forms is not available. */
export function ContactFallbackDialog() {
  const title = useContactDialog((s) => s.title) ?? CONTACT_DIALOG_TITLE;
  const close = useContactDialog((s) => s.close);
  return (
    <Dialog open title={title} onClose={close}>
      <p className={styles.message}>{CONTACT_FALLBACK_MESSAGE}</p>
      <div className={styles.actions}>
        <button type="button" className={styles.button} onClick={close}>
          Cerrar
        </button>
      </div>
    </Dialog>
  );
}

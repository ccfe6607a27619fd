import type { ReactNode } from 'react';
import { useFormikContext } from 'formik';
import { buttonStyles } from 'shared-ui';
import styles from './form.module.css';

interface SubmitActionsProps {
  /** The submit button's words, e.g. 'Cotizar'. */
  label: string;
  /** Its words while the form submits, e.g. 'Cotizando…'. */
  busyLabel: string;
  /** More actions after the submit (a 'Cancelar'). */
  children?: ReactNode;
  /** Also disabled when true, e.g. while the data the form edits is loading (saving it would clear it). */
  disabled?: boolean;
}

/**
 * The form's actions row: the primary submit, disabled and saying `busyLabel` while Formik submits (with
 * GuardedForm's aria-busy, the busy cursor), then `children`.
 */
export function SubmitActions({ label, busyLabel, children, disabled = false }: SubmitActionsProps) {
  const { isSubmitting } = useFormikContext();
  return (
    <div className={styles.actions}>
      <button
        type="submit"
        className={`${buttonStyles.button} ${buttonStyles.primary}`}
        disabled={isSubmitting || disabled}
      >
        {isSubmitting ? busyLabel : label}
      </button>
      {children}
    </div>
  );
}

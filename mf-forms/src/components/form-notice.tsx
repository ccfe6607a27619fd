import { formStyles } from 'shared-ui/formik';
import styles from './form.module.css';

export type Notice = { kind: 'error' | 'success'; text: string; detail?: string | null } | null;

/** The form's outcome: an alert for a failure, a status for a success. */
export function FormNotice({ notice }: { notice: Notice }) {
  if (!notice) return null;
  const detail = notice.detail ? <span className={styles.detail}>{notice.detail}</span> : null;
  return notice.kind === 'error' ? (
    <p role="alert" className={formStyles.formError}>
      {notice.text}
      {detail}
    </p>
  ) : (
    <p role="status" className={formStyles.formStatus}>
      {notice.text}
      {detail}
    </p>
  );
}

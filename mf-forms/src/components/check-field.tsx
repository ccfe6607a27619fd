import type { ReactNode } from 'react';
import { useField } from 'formik';
import { fieldStyles } from 'shared-ui';
import { formStyles, useFieldId } from 'shared-ui/formik';
import styles from './form.module.css';

/** A required Formik checkbox with its error tied to it. */
export function CheckField({ name, label }: { name: string; label: ReactNode }) {
  const [field, meta] = useField<boolean>(name);
  const id = useFieldId(name);
  const errorId = `${id}-error`;
  const error = meta.touched && meta.error ? meta.error : null;
  return (
    <div className={formStyles.field}>
      <label htmlFor={id} className={styles.check}>
        <input
          name={field.name}
          checked={Boolean(field.value)}
          onChange={field.onChange}
          onBlur={field.onBlur}
          id={id}
          type="checkbox"
          aria-required
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
        <span>{label}</span>
      </label>
      {error ? (
        <p id={errorId} className={fieldStyles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

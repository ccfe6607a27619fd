import { useId, type ReactNode } from 'react';
import { useField } from 'formik';
import { fieldStyles } from 'shared-ui';
import styles from './form.module.css';

interface TextFieldProps {
  name: string;
  label: ReactNode;
  type?: 'text' | 'email' | 'tel';
  autoComplete?: string;
  hint?: ReactNode;
  optional?: boolean;
  multiline?: boolean;
  className?: string;
}

/** A labelled Formik text input; its hint and error are tied to it with aria-describedby. */
export function TextField({
  name,
  label,
  type = 'text',
  autoComplete,
  hint,
  optional = false,
  multiline = false,
  className,
}: TextFieldProps) {
  const [field, meta] = useField<string>(name);
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const error = meta.touched && meta.error ? meta.error : null;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  const common = {
    ...field,
    value: field.value ?? '',
    id,
    className: `${fieldStyles.control} ${styles.input}`,
    'aria-invalid': error ? true : undefined,
    'aria-required': optional ? undefined : true,
    'aria-describedby': describedBy,
  };
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {optional ? <span className={fieldStyles.optional}> (opcional)</span> : null}
      </label>
      {multiline ? <textarea {...common} rows={4} /> : <input {...common} type={type} autoComplete={autoComplete} />}
      {hint ? (
        <p id={hintId} className={fieldStyles.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className={fieldStyles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

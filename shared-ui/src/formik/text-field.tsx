import { useId, type ReactNode } from 'react';
import { useField } from 'formik';
import { fieldStyles, FormField } from 'shared-ui';
import styles from './form.module.css';

interface TextFieldProps {
  name: string;
  label: ReactNode;
  type?: 'text' | 'email' | 'tel' | 'number' | 'date';
  autoComplete?: string;
  inputMode?: 'numeric' | 'decimal' | 'tel' | 'email' | 'text';
  min?: number;
  max?: number;
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
  inputMode,
  min,
  max,
  hint,
  optional = false,
  multiline = false,
  className,
}: TextFieldProps) {
  const [field, meta] = useField<string>(name);
  const id = useId();
  return (
    <FormField
      id={id}
      label={label}
      optional={optional}
      hint={hint}
      error={meta.touched && meta.error ? meta.error : null}
      className={[styles.field, className].filter(Boolean).join(' ')}
      labelClassName={styles.label}
    >
      {(control) => {
        const common = {
          ...field,
          ...control,
          value: field.value ?? '',
          className: `${fieldStyles.control} ${styles.input}`,
          'aria-required': optional ? undefined : true,
        };
        return multiline ? (
          <textarea {...common} rows={4} />
        ) : (
          <input {...common} type={type} autoComplete={autoComplete} inputMode={inputMode} min={min} max={max} />
        );
      }}
    </FormField>
  );
}

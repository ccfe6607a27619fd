import type { HTMLInputTypeAttribute, ReactNode } from 'react';
import { useField } from 'formik';
import { fieldStyles, FormField } from 'shared-ui';
import { useFieldId, type FieldIdOptions } from './field-id';
import styles from './form.module.css';

interface TextFieldProps extends FieldIdOptions {
  /** Formik path, also the control's `name` (a server error focuses the control by it). */
  name: string;
  label: ReactNode;
  type?: HTMLInputTypeAttribute;
  autoComplete?: string;
  inputMode?: 'numeric' | 'decimal' | 'tel' | 'email' | 'text';
  min?: number;
  max?: number;
  placeholder?: string;
  hint?: ReactNode;
  optional?: boolean;
  /** A <textarea> of `rows` lines (default 4) instead of an <input>. */
  multiline?: boolean;
  rows?: number;
  /** More classes on the field (its place in the form's grid: `formStyles.wide`, `string | undefined` to the type checker). */
  className?: string | undefined;
}

/** A labelled Formik text input; its hint and error (once touched) are tied to it with aria-describedby. */
export function TextField({
  name,
  label,
  type = 'text',
  autoComplete,
  inputMode,
  min,
  max,
  placeholder,
  hint,
  optional = false,
  multiline = false,
  rows = 4,
  className,
  ...ids
}: TextFieldProps) {
  const [field, meta] = useField<string>(name);
  const id = useFieldId(name, ids);
  return (
    <FormField
      id={id}
      label={label}
      optional={optional}
      hint={hint}
      error={meta.touched && typeof meta.error === 'string' ? meta.error : null}
      className={[styles.field, className].filter(Boolean).join(' ')}
      labelClassName={styles.label}
    >
      {(control) => {
        const common = {
          ...field,
          ...control,
          value: field.value ?? '',
          placeholder,
          className: `${fieldStyles.control} ${styles.input}`,
          'aria-required': optional ? undefined : true,
        };
        return multiline ? (
          <textarea {...common} rows={rows} />
        ) : (
          <input {...common} type={type} autoComplete={autoComplete} inputMode={inputMode} min={min} max={max} />
        );
      }}
    </FormField>
  );
}

import type { HTMLInputTypeAttribute, ReactNode } from 'react';
import { useField } from 'formik';
import { fieldStyles, FormField } from 'shared-ui';
import styles from './form-fields.module.css';

// This remote's Formik fields: shared-ui's FormField (label, '(opcional)', hint, error, ARIA) with the
// value wiring. The error shows once the field was touched (or the form was sent).

interface BaseFieldProps {
  /** Formik path, also the control's `name` (a server error focuses the control by it). */
  name: string;
  label: string;
  optional?: boolean;
  hint?: ReactNode;
  autoComplete?: string;
  className?: string;
}

/** `manual-benefits-0-nombreCobertura` for `benefits.0.nombreCobertura`. */
export function fieldId(name: string, prefix = 'field'): string {
  return `${prefix}-${name.replace(/[^a-zA-Z0-9_-]/g, '-')}`;
}

function useControl(name: string) {
  const [field, meta] = useField<string>(name);
  return { field, error: meta.touched && typeof meta.error === 'string' ? meta.error : undefined };
}

interface TextFieldProps extends BaseFieldProps {
  type?: HTMLInputTypeAttribute;
  inputMode?: 'text' | 'numeric' | 'decimal' | 'tel' | 'email';
  placeholder?: string;
  idPrefix?: string;
}

export function TextField({
  name,
  label,
  optional,
  hint,
  autoComplete,
  className,
  idPrefix,
  ...input
}: TextFieldProps) {
  const { field, error } = useControl(name);
  return (
    <FormField
      id={fieldId(name, idPrefix)}
      label={label}
      optional={optional}
      hint={hint}
      error={error}
      className={[styles.field, className].filter(Boolean).join(' ')}
      labelClassName={styles.label}
    >
      {(control) => (
        <input
          {...field}
          {...control}
          type={input.type ?? 'text'}
          inputMode={input.inputMode}
          placeholder={input.placeholder}
          autoComplete={autoComplete}
          className={fieldStyles.control}
        />
      )}
    </FormField>
  );
}

export function TextAreaField({
  name,
  label,
  optional,
  hint,
  className,
  idPrefix,
}: BaseFieldProps & { idPrefix?: string }) {
  const { field, error } = useControl(name);
  return (
    <FormField
      id={fieldId(name, idPrefix)}
      label={label}
      optional={optional}
      hint={hint}
      error={error}
      className={[styles.field, className].filter(Boolean).join(' ')}
      labelClassName={styles.label}
    >
      {(control) => <textarea {...field} {...control} rows={3} className={fieldStyles.control} />}
    </FormField>
  );
}

interface SelectFieldProps extends BaseFieldProps {
  options: readonly string[];
  /** The empty first option. */
  placeholder: string;
  idPrefix?: string;
}

export function SelectField({
  name,
  label,
  optional,
  hint,
  className,
  options,
  placeholder,
  idPrefix,
}: SelectFieldProps) {
  const { field, error } = useControl(name);
  return (
    <FormField
      id={fieldId(name, idPrefix)}
      label={label}
      optional={optional}
      hint={hint}
      error={error}
      className={[styles.field, className].filter(Boolean).join(' ')}
      labelClassName={styles.label}
    >
      {(control) => (
        <select {...field} {...control} className={fieldStyles.control}>
          <option value="">{placeholder}</option>
          {options.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}

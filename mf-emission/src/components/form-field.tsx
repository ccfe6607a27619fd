import type { HTMLInputTypeAttribute, ReactNode } from 'react';
import { useField } from 'formik';
import { fieldStyles as sharedFieldStyles, FormField } from 'shared-ui';
import styles from './form-field.module.css';

/** Class names of this remote's fields: its own layout and label, shared-ui's control, hint and error. */
export const fieldStyles = { ...sharedFieldStyles, field: styles.field, label: styles.label };

interface BaseFieldProps {
  name: string;
  label: string;
  /** Shows '(opcional)' after the label. */
  optional?: boolean;
  hint?: ReactNode;
  autoComplete?: string;
  className?: string;
}

/** Ids of a field's input, hint and error: `emission-<name>`, `…-hint`, `…-error`. */
export function fieldIds(name: string) {
  const id = `emission-${name}`;
  return { id, hint: `${id}-hint`, error: `${id}-error` };
}

interface TextFieldProps extends BaseFieldProps {
  type?: HTMLInputTypeAttribute;
  inputMode?: 'text' | 'numeric' | 'tel' | 'email';
  placeholder?: string;
}

export function TextField({
  name,
  label,
  optional,
  hint,
  autoComplete,
  className,
  type = 'text',
  inputMode,
  placeholder,
}: TextFieldProps) {
  const [field, meta] = useField<string>(name);
  return (
    <FormField
      id={fieldIds(name).id}
      label={label}
      optional={optional}
      hint={hint}
      error={meta.touched ? meta.error : undefined}
      className={[fieldStyles.field, className].filter(Boolean).join(' ')}
      labelClassName={fieldStyles.label}
    >
      {(control) => (
        <input
          {...field}
          {...control}
          type={type}
          inputMode={inputMode}
          placeholder={placeholder}
          autoComplete={autoComplete}
          className={fieldStyles.control}
        />
      )}
    </FormField>
  );
}

interface SelectFieldProps extends BaseFieldProps {
  options: readonly { value: string; label: string }[];
  /** A first, empty option ('Elegí…'). */
  placeholder?: string;
}

export function SelectField({
  name,
  label,
  optional,
  hint,
  autoComplete,
  className,
  options,
  placeholder,
}: SelectFieldProps) {
  const [field, meta] = useField<string>(name);
  return (
    <FormField
      id={fieldIds(name).id}
      label={label}
      optional={optional}
      hint={hint}
      error={meta.touched ? meta.error : undefined}
      className={[fieldStyles.field, className].filter(Boolean).join(' ')}
      labelClassName={fieldStyles.label}
    >
      {(control) => (
        <select {...field} {...control} autoComplete={autoComplete} className={fieldStyles.control}>
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}

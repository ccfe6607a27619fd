import type { HTMLInputTypeAttribute, ReactNode } from 'react';
import { useField } from 'formik';
import { fieldStyles as sharedFieldStyles } from 'shared-ui';
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

function describedBy(...ids: (string | null)[]): string | undefined {
  const list = ids.filter(Boolean).join(' ');
  return list || undefined;
}

function Label({ id, label, optional }: { id: string; label: string; optional?: boolean }) {
  return (
    <label htmlFor={id} className={fieldStyles.label}>
      {label}
      {optional ? <span className={fieldStyles.optional}> (opcional)</span> : null}
    </label>
  );
}

function FieldMessages({ name, hint, error }: { name: string; hint?: ReactNode; error?: string }) {
  const ids = fieldIds(name);
  return (
    <>
      {hint ? (
        <p id={ids.hint} className={fieldStyles.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={ids.error} className={fieldStyles.error}>
          {error}
        </p>
      ) : null}
    </>
  );
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
  const ids = fieldIds(name);
  const error = meta.touched ? meta.error : undefined;
  return (
    <div className={[fieldStyles.field, className].filter(Boolean).join(' ')}>
      <Label id={ids.id} label={label} optional={optional} />
      <input
        {...field}
        id={ids.id}
        type={type}
        inputMode={inputMode}
        placeholder={placeholder}
        autoComplete={autoComplete}
        className={fieldStyles.control}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(hint ? ids.hint : null, error ? ids.error : null)}
      />
      <FieldMessages name={name} hint={hint} error={error} />
    </div>
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
  const ids = fieldIds(name);
  const error = meta.touched ? meta.error : undefined;
  return (
    <div className={[fieldStyles.field, className].filter(Boolean).join(' ')}>
      <Label id={ids.id} label={label} optional={optional} />
      <select
        {...field}
        id={ids.id}
        autoComplete={autoComplete}
        className={fieldStyles.control}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(hint ? ids.hint : null, error ? ids.error : null)}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <FieldMessages name={name} hint={hint} error={error} />
    </div>
  );
}

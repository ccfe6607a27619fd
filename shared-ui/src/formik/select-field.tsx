import type { ReactNode } from 'react';
import { useField } from 'formik';
import { fieldStyles, FormField } from 'shared-ui';
import { useFieldId, type FieldIdOptions } from './field-id';
import styles from './form.module.css';

export interface SelectOption {
  value: string;
  label: string;
}

interface SelectFieldProps extends FieldIdOptions {
  name: string;
  label: ReactNode;
  options: readonly SelectOption[];
  /** The empty first option; none when the field always has a value. */
  placeholder?: string | null;
  autoComplete?: string;
  hint?: ReactNode;
  optional?: boolean;
  /** A CSS module's class, `string | undefined` to the type checker. */
  className?: string | undefined;
}

/** A labelled Formik <select>. */
export function SelectField({
  name,
  label,
  options,
  placeholder = 'Elegí una opción',
  autoComplete,
  hint,
  optional = false,
  className,
  ...ids
}: SelectFieldProps) {
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
      {(control) => (
        <select
          {...field}
          {...control}
          value={field.value ?? ''}
          autoComplete={autoComplete}
          className={fieldStyles.control}
          aria-required={optional ? undefined : true}
        >
          {placeholder !== null ? <option value="">{placeholder}</option> : null}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}

/** Options whose label is their value. */
export function plainOptions(values: readonly string[]): SelectOption[] {
  return values.map((value) => ({ value, label: value }));
}

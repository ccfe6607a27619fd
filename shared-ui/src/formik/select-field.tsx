import { useId, type ReactNode } from 'react';
import { useField } from 'formik';
import { fieldStyles, FormField } from 'shared-ui';
import styles from './form.module.css';

export interface SelectOption {
  value: string;
  label: string;
}

interface SelectFieldProps {
  name: string;
  label: ReactNode;
  options: readonly SelectOption[];
  /** The empty first option; none when the field always has a value. */
  placeholder?: string | null;
  hint?: ReactNode;
  optional?: boolean;
  className?: string;
}

/** A labelled Formik <select>. */
export function SelectField({
  name,
  label,
  options,
  placeholder = 'Elegí una opción',
  hint,
  optional = false,
  className,
}: SelectFieldProps) {
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
      {(control) => (
        <select
          {...field}
          {...control}
          value={field.value ?? ''}
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

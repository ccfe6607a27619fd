import type { ReactNode } from 'react';
import { useField } from 'formik';
import { fieldStyles, FormField } from 'shared-ui';
import { formStyles, useFieldId } from 'shared-ui/formik';
import { AmountInput } from './amount-input';
import styles from './form.module.css';

interface AmountFieldProps {
  name: string;
  label: ReactNode;
  /** Help under the field (guidance, the maximum). */
  hint?: ReactNode;
  /** A CSS module's class, `string | undefined` to the type checker. */
  className?: string | undefined;
}

/** A labelled Formik field for an amount in USD (a number or null). */
export function AmountField({ name, label, hint, className }: AmountFieldProps) {
  const [field, meta, helpers] = useField<number | null>(name);
  const id = useFieldId(name);
  return (
    <FormField
      id={id}
      label={label}
      hint={hint}
      error={meta.touched && meta.error ? meta.error : null}
      className={[formStyles.field, className].filter(Boolean).join(' ')}
      labelClassName={formStyles.label}
    >
      {(control) => (
        <div className={styles.affix}>
          <span className={styles.affixText} aria-hidden="true">
            USD
          </span>
          <AmountInput
            {...control}
            name={name}
            className={`${fieldStyles.control} ${styles.input}`}
            value={field.value ?? null}
            onValueChange={(value) => void helpers.setValue(value)}
            onBlur={field.onBlur}
            autoComplete="off"
            aria-required
          />
        </div>
      )}
    </FormField>
  );
}

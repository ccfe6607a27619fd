import { useId, type ReactNode } from 'react';
import { useField } from 'formik';
import { fieldStyles } from 'shared-ui';
import { AmountInput } from './amount-input';
import styles from './form.module.css';

interface AmountFieldProps {
  name: string;
  label: ReactNode;
  /** Help under the field (guidance, the maximum). */
  hint?: ReactNode;
  className?: string;
}

/** A labelled Formik field for an amount in USD (a number or null). */
export function AmountField({ name, label, hint, className }: AmountFieldProps) {
  const [field, meta, helpers] = useField<number | null>(name);
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const error = meta.touched && meta.error ? meta.error : null;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <div className={styles.affix}>
        <span className={styles.affixText} aria-hidden="true">
          USD
        </span>
        <AmountInput
          id={id}
          name={name}
          className={`${fieldStyles.control} ${styles.input}`}
          value={field.value ?? null}
          onValueChange={(value) => void helpers.setValue(value)}
          onBlur={field.onBlur}
          autoComplete="off"
          aria-invalid={error ? true : undefined}
          aria-required
          aria-describedby={describedBy}
        />
      </div>
      {hint ? (
        <div id={hintId} className={fieldStyles.hint}>
          {hint}
        </div>
      ) : null}
      {error ? (
        <p id={errorId} className={fieldStyles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

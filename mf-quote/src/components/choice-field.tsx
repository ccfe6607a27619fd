import type { ReactNode } from 'react';
import { useField } from 'formik';
import { fieldStyles } from 'shared-ui';
import { useFieldId } from 'shared-ui/formik';
import type { ChoiceOption } from '@/config/home-options';
import styles from './form.module.css';

interface ChoiceFieldProps<V extends string> {
  name: string;
  legend: ReactNode;
  options: ChoiceOption<V>[];
  /** A warning shown under the choices (and read with the group). */
  warning?: ReactNode;
  className?: string;
}

/** A required single choice as a group of radio cards. */
export function ChoiceField<V extends string>({ name, legend, options, warning, className }: ChoiceFieldProps<V>) {
  const [field, meta, helpers] = useField<V | ''>(name);
  const id = useFieldId(name);
  const warningId = `${id}-warning`;
  const errorId = `${id}-error`;
  const error = meta.touched && meta.error ? meta.error : null;
  const describedBy = [warning ? warningId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <fieldset
      className={[styles.choices, className].filter(Boolean).join(' ')}
      aria-describedby={describedBy}
      aria-invalid={error ? true : undefined}
    >
      <legend className={styles.legend}>{legend}</legend>
      <div className={styles.choiceList}>
        {options.map((option) => {
          const optionId = `${id}-${option.value}`;
          return (
            <label key={option.value} htmlFor={optionId} className={styles.choice}>
              <input
                id={optionId}
                type="radio"
                name={name}
                value={option.value}
                checked={field.value === option.value}
                onChange={() => void helpers.setValue(option.value)}
                onBlur={() => void helpers.setTouched(true)}
                aria-labelledby={`${optionId}-label`}
                aria-describedby={option.description ? `${optionId}-description` : undefined}
              />
              <span className={styles.choiceText}>
                <span id={`${optionId}-label`} className={styles.choiceLabel}>
                  {option.label}
                </span>
                {option.description ? (
                  <span id={`${optionId}-description`} className={styles.choiceDescription}>
                    {option.description}
                  </span>
                ) : null}
              </span>
            </label>
          );
        })}
      </div>
      {warning ? (
        <p id={warningId} className={styles.warning}>
          <span aria-hidden="true">⚠</span>
          <span>{warning}</span>
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className={fieldStyles.error}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

import type { ReactNode } from 'react';
import { fieldStyles } from '../styles/field-styles';

/** What the control inside a FormField spreads on itself: its id and the ARIA that ties the messages to it. */
export interface FormFieldControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

export interface FormFieldProps {
  /** The control's id; the hint and the error get `${id}-hint` and `${id}-error`. */
  id: string;
  label: ReactNode;
  /** Shows ' (opcional)' after the label. */
  optional?: boolean;
  hint?: ReactNode;
  /** The message to show now (the form decides when: usually once the field was touched). */
  error?: string | null;
  /**
   * The field's layout and the label's look stay with each form. `undefined` is allowed: a CSS module's class
   * (`styles.label`) is `string | undefined` to the type checker.
   */
  className?: string | undefined;
  labelClassName?: string | undefined;
  /** Renders the control (input, select, textarea, or a custom one) with the props it must carry. */
  children: (control: FormFieldControlProps) => ReactNode;
}

/**
 * A labelled form control with its hint and error: the label points at the control, and the control is
 * described by the hint and the error and marked aria-invalid while there is one. Form-library agnostic:
 * a remote's Formik field passes its value handlers to the control and its error here.
 */
export function FormField({ id, label, optional, hint, error, className, labelClassName, children }: FormFieldProps) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className={labelClassName}>
        {label}
        {optional ? <span className={fieldStyles.optional}> (opcional)</span> : null}
      </label>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
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

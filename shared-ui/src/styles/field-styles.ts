import styles from './field.module.css';

/**
 * Class names of the shared form-field pieces. The field's layout (label, spacing, columns) stays with
 * each form; these are the parts every form draws the same way.
 */
export const fieldStyles = {
  /** <input>, <select> or <textarea>; red border when aria-invalid. */
  control: styles.control,
  /** The " (opcional)" mark inside a label. */
  optional: styles.optional,
  hint: styles.hint,
  error: styles.error,
} as const;

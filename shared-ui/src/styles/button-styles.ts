import styles from './button.module.css';

/**
 * Class names of the shared button look, for <button> and for links styled as buttons:
 * `${buttonStyles.button} ${buttonStyles.primary}`. The disabled look (and the busy cursor, with
 * aria-busy on the button or its form) comes with `button`. A remote that needs more (a variant or a size
 * only it uses) keeps those rules in its own stylesheet and adds its classes next to these: this stylesheet
 * is injected with shared-ui, before any remote's, so a remote rule of equal specificity wins.
 */
export const buttonStyles = {
  /** Base: pill shape, 44 px target, focus ring. Combine with a variant. */
  button: styles.button,
  primary: styles.primary,
  secondary: styles.secondary,
  /** Full width. */
  block: styles.block,
  /** Looks like a text link (use alone, without `button`). */
  link: styles.link,
} as const;

import { buttonStyles } from 'shared-ui';
import own from './button.module.css';

/** shared-ui's button classes with this remote's padding, danger variants and small size. */
export const buttons = {
  ...buttonStyles,
  button: `${buttonStyles.button} ${own.button}`,
  danger: own.danger,
  dangerOutline: own.dangerOutline,
  small: own.small,
};

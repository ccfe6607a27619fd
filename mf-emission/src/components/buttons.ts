import { buttonStyles } from 'shared-ui';
import own from './button.module.css';

/** shared-ui's button classes with this remote's disabled look; `block` is full width on phones only. */
export const buttons = {
  ...buttonStyles,
  button: `${buttonStyles.button} ${own.button}`,
  block: `${buttonStyles.block} ${own.block}`,
};

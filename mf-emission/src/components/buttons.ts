import { buttonStyles } from 'shared-ui';
import own from './button.module.css';

/** shared-ui's button classes; `block` is full width on phones only. */
export const buttons = {
  ...buttonStyles,
  block: `${buttonStyles.block} ${own.block}`,
};

import { buttonStyles } from 'shared-ui';
import own from './button.module.css';

/** shared-ui's button classes plus this remote's variants for a dark hero. */
export const buttons = {
  ...buttonStyles,
  link: `${buttonStyles.link} ${own.link}`,
  light: own.light,
  outlineLight: own.outlineLight,
};

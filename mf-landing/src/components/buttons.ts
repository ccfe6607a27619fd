import { buttonStyles } from 'shared-ui';
import own from './button.module.css';

/** shared-ui's button classes plus this remote's variants for a dark hero. */
export const buttons = {
  ...buttonStyles,
  light: own.light,
  outlineLight: own.outlineLight,
};

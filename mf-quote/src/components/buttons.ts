import { buttonStyles } from 'shared-ui';
import own from './button.module.css';

/** shared-ui's button classes with this remote's disabled look and 44px text links. */
export const buttons = {
  ...buttonStyles,
  button: `${buttonStyles.button} ${own.button}`,
  link: `${buttonStyles.link} ${own.link}`,
};

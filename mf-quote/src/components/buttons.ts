import { buttonStyles } from 'shared-ui';
import own from './button.module.css';

/** shared-ui's button classes with 44px text links. */
export const buttons = {
  ...buttonStyles,
  link: `${buttonStyles.link} ${own.link}`,
};

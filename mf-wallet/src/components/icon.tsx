import { LineIcon, type LineIconProps } from 'shared-ui';

/**
 * This remote's line icons (24×24 paths), drawn by shared-ui's LineIcon: inline, so no image requests.
 * Always decorative: the text beside them carries the meaning.
 */
const PATHS = {
  car: 'M5 16h14M3 16v-3l2.2-5.1A2 2 0 0 1 7 6.7h10a2 2 0 0 1 1.8 1.2L21 13v3M3 13h18M7 16v2M17 16v2M7 13h.01M17 13h.01',
  key: 'M3 11l9-7 9 7M5 9.5V20h14V9.5M10.5 15.5a1.8 1.8 0 1 0 0-.01M12.3 15.5H16M14.5 15.5v1.8',
  home: 'M3 11l9-7 9 7M5 9.5V20h5v-6h4v6h5V9.5',
  bike: 'M5.5 18a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7zM18.5 18a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7zM5.5 14.5L9 8h6l3.5 6.5M9 8l3.5 6.5L15 8M8 5.5h3M15 8l-1-2.5h2',
  tooth:
    'M7 3c-2.2 0-4 1.8-4 4.5 0 3 1.5 4.5 2 7.5.5 3 1 6 2.5 6S9 18 10 16c.6-1.2 1.4-1.2 2 0 1 2 1 5 2.5 5s2-3 2.5-6c.5-3 2-4.5 2-7.5C21 4.8 19.2 3 17 3c-2 0-3 1-5 1S9 3 7 3z',
  plane: 'M2 13l7 2 4 6h2l-2-7 5 1 2 2h2l-1-4 1-4h-2l-2 2-5 1 2-7h-2l-4 6-7 2z',
  heart:
    'M12 20s-7-4.4-9-9.1C1.8 7.7 3.9 4 7.4 4c2 0 3.5 1.1 4.6 2.6C13.1 5.1 14.6 4 16.6 4c3.5 0 5.6 3.7 4.4 6.9C19 15.6 12 20 12 20zM8 11h2.5l1-2 2 4 1-2H16',
  grid: 'M4 4h6v6H4zM14 4h6v6h-6zM4 14h6v6H4zM14 14h6v6h-6z',
  shield: 'M12 3l8 3v6c0 4.5-3.4 8.2-8 9-4.6-.8-8-4.5-8-9V6l8-3zM12 9v6M9 12h6',
  wallet: 'M4 7h14a2 2 0 0 1 2 2v9a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V7zM4 7l11-3v3M16 13.5h.01',
  chat: 'M4 5h16v11H9l-5 4V5zM8 9.5h8M8 12.5h5',
  compass: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM15.5 8.5l-2 5-5 2 2-5 5-2z',
  alert: 'M12 3l9.5 17h-19L12 3zM12 10v4.5M12 17.5h.01',
  mail: 'M3 6h18v12H3zM3 7l9 6 9-6',
  file: 'M6 3h8l4 4v14H6zM14 3v4h4M9 12h6M9 16h6',
  lock: 'M6 11h12v10H6zM8.5 11V8a3.5 3.5 0 0 1 7 0v3M12 15v2',
  plus: 'M12 5v14M5 12h14',
  arrow: 'M5 12h14M13 6l6 6-6 6',
  back: 'M19 12H5M11 6l-6 6 6 6',
  chevron: 'M6 9l6 6 6-6',
} as const;

export type IconName = keyof typeof PATHS;

interface IconProps extends Omit<LineIconProps, 'd' | 'name'> {
  name: IconName;
}

export function Icon({ name, ...rest }: IconProps) {
  return <LineIcon d={PATHS[name]} {...rest} />;
}

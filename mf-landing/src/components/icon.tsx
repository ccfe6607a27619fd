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
  shield: 'M12 3l8 3v6c0 4.5-3.4 8.2-8 9-4.6-.8-8-4.5-8-9V6l8-3zM12 9v6M9 12h6',
  refresh: 'M20 11a8 8 0 0 0-14.3-4.9L4 8M4 4v4h4M4 13a8 8 0 0 0 14.3 4.9L20 16M20 20v-4h-4',
  wallet: 'M4 7h14a2 2 0 0 1 2 2v9a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V7zM4 7l11-3v3M16 13.5h.01',
  user: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21a8 8 0 0 1 16 0',
  chat: 'M4 5h16v11H9l-5 4V5zM8 9.5h8M8 12.5h5',
  check: 'M5 12.5l4.5 4.5L19 7.5',
  cross: 'M6 6l12 12M18 6L6 18',
  clock: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM12 7v5l3 2',
  external: 'M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5',
  arrow: 'M5 12h14M13 6l6 6-6 6',
  sparkle:
    'M12 3l1.8 5.2L19 10l-5.2 1.8L12 17l-1.8-5.2L5 10l5.2-1.8L12 3zM19 16l.8 2.2L22 19l-2.2.8L19 22l-.8-2.2L16 19l2.2-.8L19 16z',
} as const;

export type IconName = keyof typeof PATHS;

interface IconProps extends Omit<LineIconProps, 'd' | 'name'> {
  name: IconName;
}

export function Icon({ name, ...rest }: IconProps) {
  return <LineIcon d={PATHS[name]} {...rest} />;
}

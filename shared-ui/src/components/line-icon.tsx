import type { SVGProps } from 'react';

export interface LineIconProps extends Omit<SVGProps<SVGSVGElement>, 'd'> {
  /** Path data on a 24×24 grid. */
  d: string;
  /** Width and height in px. */
  size?: number;
}

/**
 * A line icon drawn inline (24×24, stroke = currentColor), so no image request. Always decorative: the
 * text beside it carries the meaning. Each remote keeps its own set of paths and names.
 */
export function LineIcon({ d, size = 24, ...rest }: LineIconProps) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...rest}
    >
      <path d={d} />
    </svg>
  );
}

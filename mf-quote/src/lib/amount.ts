import { formatNumber } from 'shared-ui';

/** More digits than any sum the product handles; keeps the number exact. */
const MAX_DIGITS = 12;

/**
 * What the value input keeps of a keystroke (spec §5): dots and commas are only thousands separators and
 * are stripped; the rest must be digits. Empty gives null; anything else is refused (undefined) and the
 * input keeps its previous value.
 */
export function parseAmountInput(text: string): number | null | undefined {
  const digits = text.replace(/[.,]/g, '');
  if (digits === '') return null;
  if (!/^\d+$/.test(digits) || digits.length > MAX_DIGITS) return undefined;
  return Number(digits);
}

/** 200000 → '200.000' (es-UY thousands separators); null → ''. */
export function formatAmountInput(value: number | null | undefined): string {
  return value === null || value === undefined ? '' : formatNumber(value);
}

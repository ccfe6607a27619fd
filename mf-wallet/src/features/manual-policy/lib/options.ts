import type { MANUAL_PAYMENT_METHODS, RENEWAL_TYPES } from 'contracts';

// The manual form's select options (spec §5), spelled as contracts' RENEWAL_TYPES and
// MANUAL_PAYMENT_METHODS (checked by the compiler; contracts' values stay on the server).
export const RENEWAL_OPTIONS = ['Automática', 'Manual', 'No renueva'] as const satisfies typeof RENEWAL_TYPES;
export const PAYMENT_OPTIONS = [
  'Débito',
  'Tarjeta de crédito',
  'Transferencia',
  'Efectivo',
] as const satisfies typeof MANUAL_PAYMENT_METHODS;

function plain(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/** Other ways the partner and the emission name a payment method. */
const PAYMENT_ALIASES: Record<string, (typeof PAYMENT_OPTIONS)[number]> = {
  t: 'Tarjeta de crédito',
  tarjeta: 'Tarjeta de crédito',
  'tarjeta de debito': 'Débito',
  debito: 'Débito',
  'debito automatico': 'Débito',
  l: 'Transferencia',
  link: 'Transferencia',
  'transferencia bancaria': 'Transferencia',
  r: 'Efectivo',
  red_cobranza: 'Efectivo',
  'abitab o redpagos': 'Efectivo',
};

/** One of the options whatever its case and accents ('tarjeta de credito' → 'Tarjeta de crédito'), else ''. */
export function matchOption<T extends string>(options: readonly T[], value: string | null | undefined): T | '' {
  if (!value) return '';
  const key = plain(value);
  return options.find((option) => plain(option) === key) ?? '';
}

export function matchPaymentMethod(value: string | null | undefined): (typeof PAYMENT_OPTIONS)[number] | '' {
  return matchOption(PAYMENT_OPTIONS, value) || (value ? (PAYMENT_ALIASES[plain(value)] ?? '') : '');
}

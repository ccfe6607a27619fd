import type { Policy } from 'shared-ui';

// Policies bought through the product and policies loaded by hand fill different fields for the same
// fact (titular / asegurado, fechaEmision / vigenciaDesde…): each getter reads the first one present.

type Value = string | number | null | undefined;

function first(...values: unknown[]): Value {
  for (const value of values) {
    if (typeof value === 'number' && Number.isFinite(value)) return value;
    if (typeof value === 'string' && value.trim()) return value.trim();
  }
  return null;
}

function text(...values: unknown[]): string | null {
  const value = first(...values);
  return value === null || value === undefined ? null : String(value);
}

export const policyFields = {
  number: (p: Policy) => text(p.numeroPoliza),
  holder: (p: Policy) => text(p.titular, p.asegurado, p.userName),
  validFrom: (p: Policy) => text(p.fechaEmision, p.vigenciaDesde),
  validTo: (p: Policy) => text(p.fechaVencimiento, p.vigenciaHasta),
  annualPrice: (p: Policy) => first(p.price, p.premioTotal, p.prima) ?? null,
  declaredValue: (p: Policy) => first(p.declaredValue) ?? null,
  paymentMethod: (p: Policy) => text(p.metodoPago, p.medioPago),
};

/** Payment codes of the emission (spec: tarjeta T, link L, red_cobranza R) in words; anything else as received. */
const PAYMENT_METHODS: Record<string, string> = {
  tarjeta: 'Tarjeta de crédito',
  t: 'Tarjeta de crédito',
  link: 'Transferencia bancaria',
  l: 'Transferencia bancaria',
  red_cobranza: 'Abitab o RedPagos',
  r: 'Abitab o RedPagos',
};

export function paymentMethodLabel(value: string | null): string | null {
  if (!value) return null;
  return PAYMENT_METHODS[value.toLowerCase()] ?? value;
}

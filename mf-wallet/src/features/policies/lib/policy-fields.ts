import type { Policy } from 'shared-ui';

// Policies bought through the product and policies loaded by hand fill different fields for the same
// fact (titular / asegurado, fechaEmision / vigenciaDesde…): each getter reads the first one present.

function first(...values: Array<string | number | null>): string | number | null {
  for (const value of values) {
    if (typeof value === 'number' && Number.isFinite(value)) return value;
    if (typeof value === 'string' && value.trim()) return value.trim();
  }
  return null;
}

function text(...values: Array<string | null>): string | null {
  const value = first(...values);
  return value === null ? null : String(value);
}

function amount(...values: Array<number | null>): number | null {
  const value = first(...values);
  return typeof value === 'number' ? value : null;
}

export const policyFields = {
  number: (p: Policy) => text(p.numeroPoliza),
  holder: (p: Policy) => text(p.titular, p.asegurado, p.userName),
  validFrom: (p: Policy) => text(p.fechaEmision, p.vigenciaDesde),
  /**
   * What the dates are: the issue and expiry of a policy bought here, or the validity typed in the manual
   * form (the api mirrors vigenciaDesde into fechaEmision, so the source is told by the policy's kind).
   */
  validitySource: (p: Policy): 'issued' | 'manual' =>
    p.externo || text(p.vigenciaDesde, p.vigenciaHasta) !== null ? 'manual' : 'issued',
  validTo: (p: Policy) => text(p.fechaVencimiento, p.vigenciaHasta),
  annualPrice: (p: Policy) => amount(p.price, p.premioTotal, p.prima),
  declaredValue: (p: Policy) => amount(p.declaredValue),
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

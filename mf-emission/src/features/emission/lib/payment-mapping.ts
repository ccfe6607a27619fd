import { MAX_INSTALLMENTS } from '@/config/emission';
import type { FormaDePago } from '../api/create-emission';

export interface PaymentTerms {
  formaDePago: FormaDePago;
  cantidadDeCuotas: number;
}

/**
 * Spec §4: tarjeta → T, link → L, red_cobranza → R with the installments forced to 0, anything else → T.
 * For T and L the installments are a whole number from 1 to 10 (1 when missing).
 */
export function mapPayment(method: string, installments: number | string | null | undefined): PaymentTerms {
  switch (method) {
    case 'red_cobranza':
      return { formaDePago: 'R', cantidadDeCuotas: 0 };
    case 'link':
      return { formaDePago: 'L', cantidadDeCuotas: installmentCount(installments) };
    case 'tarjeta':
    default:
      return { formaDePago: 'T', cantidadDeCuotas: installmentCount(installments) };
  }
}

/** A whole number of installments from 1 to 10 (1 when missing). */
export function installmentCount(value: number | string | null | undefined): number {
  const n = typeof value === 'number' ? value : Number.parseInt(String(value ?? ''), 10);
  if (!Number.isFinite(n)) return 1;
  return Math.min(MAX_INSTALLMENTS, Math.max(1, Math.trunc(n)));
}

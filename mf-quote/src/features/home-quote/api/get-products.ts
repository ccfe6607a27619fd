import type { SbiProduct } from 'contracts';
import { api } from 'shared-ui';

/** A product of the partner insurer (GET /sbi/productos): contracts' shape. */
export type { SbiProduct };

export const PRODUCTS_ERROR = 'No se pudieron cargar los planes';

/** GET /sbi/productos: the partner's catalogue; the questionnaire looks its product up by name. */
export function getProducts(signal?: AbortSignal): Promise<SbiProduct[]> {
  return api.get<SbiProduct[]>('/sbi/productos', { fallbackMessage: PRODUCTS_ERROR, signal });
}

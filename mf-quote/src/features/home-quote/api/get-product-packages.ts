import { api, useApiQuery } from 'shared-ui';
import type { Construccion, Ubicacion } from '@/config/home-options';

export interface SbiCoverage {
  nombreCobertura: string;
  sumaAsegurada: number;
  descripcion?: string;
}

export interface SbiPackage {
  id: string;
  nombre: string;
  /** Annual price in USD. */
  precio: number;
  coberturas: SbiCoverage[];
}

export interface SbiProductPackages {
  id: string;
  nombre: string;
  paquetes: SbiPackage[];
}

export interface GetProductPackagesInput {
  productId: string;
  valorDeclarado: number;
  ubicacion: Ubicacion;
  construccion: Construccion;
}

export const PLANS_ERROR = 'No se pudieron cargar los planes';

/** GET /sbi/productos/{id}?valorDeclarado=&ubicacion=&construccion=: the product's packages, rated. */
export function getProductPackages(input: GetProductPackagesInput, signal?: AbortSignal): Promise<SbiProductPackages> {
  return api.get<SbiProductPackages>(`/sbi/productos/${encodeURIComponent(input.productId)}`, {
    query: { valorDeclarado: input.valorDeclarado, ubicacion: input.ubicacion, construccion: input.construccion },
    fallbackMessage: PLANS_ERROR,
    signal,
  });
}

/** The packages for these answers, loaded again when any of them changes. */
export function useProductPackages(input: GetProductPackagesInput) {
  const key = `${input.productId}|${input.valorDeclarado}|${input.ubicacion}|${input.construccion}`;
  return useApiQuery(key, (signal) => getProductPackages(input, signal), { errorMessage: PLANS_ERROR });
}

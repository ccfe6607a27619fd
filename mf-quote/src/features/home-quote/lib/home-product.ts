import type { Construccion, Propiedad, Ubicacion } from '@/config/home-options';

export const HOME_PRODUCT_NAMES = {
  casas: 'Seguro de Hogar - Casas',
  apartamentos: 'Seguro de Hogar - Apartamentos',
  interior: 'Seguro de Hogar Casas/Aptos',
  alternativa: 'Seguro de Hogar Construcción Alternativa',
} as const;

export const UNSUPPORTED_PROPERTY = 'No podemos asegurar esta propiedad según los datos ingresados.';

export interface HomeProductAnswers {
  propiedad: Propiedad | '' | null;
  construccion: Construccion | '' | null;
  ubicacion: Ubicacion | '' | null;
}

/**
 * The partner's home product for the questionnaire's answers (spec §5): alternative construction first,
 * then Montevideo houses, Montevideo otherwise (apartments), and the rest of the country. Null when the
 * answers lead to no product.
 */
export function homeProductName({ propiedad, construccion, ubicacion }: HomeProductAnswers): string | null {
  if (construccion === 'alternativa') return HOME_PRODUCT_NAMES.alternativa;
  if (construccion !== 'tradicional') return null;
  if (ubicacion === 'montevideo')
    return propiedad === 'casa' ? HOME_PRODUCT_NAMES.casas : HOME_PRODUCT_NAMES.apartamentos;
  if (ubicacion === 'interior') return HOME_PRODUCT_NAMES.interior;
  return null;
}

/** The catalogue entry with that name (the id is what the packages call needs), else null. */
export function findProductByName<P extends { id: string; nombre: string }>(
  products: readonly P[],
  name: string | null,
): P | null {
  if (!name) return null;
  const wanted = name.trim().toLocaleLowerCase('es');
  return products.find((p) => p.nombre.trim().toLocaleLowerCase('es') === wanted) ?? null;
}

// Policy categories (spec §3): home, bike, car and the request-only ones.

/** The three categories with their own title; every other one reads 'Seguro de <label>'. */
const OWN_TITLES: Record<string, string> = {
  home: 'Seguro de Hogar',
  bike: 'Seguro de Bicicleta',
  car: 'Seguro de Auto',
};

const LABELS: Record<string, string> = {
  garantia: 'Garantía de Alquiler',
  dental: 'Dental',
  travel: 'Viajes',
  accidentes: 'Accidentes Personales',
  soa: 'SOA',
  movilidad: 'Movilidad Alternativa',
  other: 'Otros',
};

function normalizedCategory(category: string | null | undefined): string {
  return category?.trim().toLowerCase() ?? '';
}

/** 'Seguro de Hogar', 'Seguro de Garantía de Alquiler', 'Seguro de Mascotas' (unknown: as received); '' without one. */
export function categoryTitle(category: string | null | undefined): string {
  const key = normalizedCategory(category);
  if (!key) return '';
  const own = OWN_TITLES[key];
  if (own) return own;
  const raw = category!.trim();
  return `Seguro de ${LABELS[key] ?? raw.charAt(0).toUpperCase() + raw.slice(1)}`;
}

/** The category's own name: 'Hogar', 'Garantía de Alquiler', 'Mascotas' (unknown: as received); '' without one. */
export function categoryLabel(category: string | null | undefined): string {
  const title = categoryTitle(category);
  return title.replace(/^Seguro de /, '');
}

export function isCategory(category: string | null | undefined, id: 'home' | 'bike' | 'car'): boolean {
  return normalizedCategory(category) === id;
}

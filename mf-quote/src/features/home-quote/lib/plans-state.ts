import type { Construccion, Propiedad, Ubicacion } from '@/config/home-options';

export interface HomeUserData {
  name: string;
  surname: string;
  email: string;
  phoneNumber: string;
  birthDate: string;
}

/** Navigation state of /quote/home/form (spec §2), set by the questionnaire. */
export interface HomePlansState {
  declaredValue: number;
  productId: string;
  productName: string;
  userData: HomeUserData;
  propiedad: Propiedad;
  construccion: Construccion;
  ubicacion: Ubicacion;
}

const isString = (v: unknown): v is string => typeof v === 'string';

/** The state when it is complete (a reload or a typed address brings none), else null. */
export function parsePlansState(state: unknown): HomePlansState | null {
  if (!state || typeof state !== 'object') return null;
  const s = state as Record<string, unknown>;
  const user = s.userData as Record<string, unknown> | null | undefined;
  if (typeof s.declaredValue !== 'number' || !Number.isFinite(s.declaredValue) || s.declaredValue <= 0) return null;
  if (!isString(s.productId) || !s.productId || !isString(s.productName)) return null;
  if (s.propiedad !== 'casa' && s.propiedad !== 'apartamento') return null;
  if (s.construccion !== 'tradicional' && s.construccion !== 'alternativa') return null;
  if (s.ubicacion !== 'montevideo' && s.ubicacion !== 'interior') return null;
  if (!user || !isString(user.name) || !isString(user.surname) || !isString(user.email)) return null;
  return {
    declaredValue: s.declaredValue,
    productId: s.productId,
    productName: s.productName,
    propiedad: s.propiedad,
    construccion: s.construccion,
    ubicacion: s.ubicacion,
    userData: {
      name: user.name,
      surname: user.surname,
      email: user.email,
      phoneNumber: isString(user.phoneNumber) ? user.phoneNumber : '',
      birthDate: isString(user.birthDate) ? user.birthDate : '',
    },
  };
}

import { api } from 'shared-ui';
import type { Quote } from 'contracts';
import type { Construccion, Ubicacion } from '@/config/home-options';
import { birthDateOrNull } from '@/lib/birth-date';

export const CREATE_QUOTE_ERROR = 'No se pudo crear la cotizacion';

export interface CreateHomeQuoteInput {
  productId: string;
  packageId: string;
  /** The chosen package's name. */
  selectedPackage: string;
  declaredValue: number;
  ubicacion: Ubicacion;
  construccion: Construccion;
  name: string;
  surname: string;
  email: string;
  phoneNumber: string;
  /** yyyy-mm-dd, or empty. */
  birthDate: string;
}

/**
 * POST /quote/create for a home package (payload shape b of spec §3). The location and construction go
 * along so the server prices the same rating the carousel showed.
 */
export function createHomeQuote(input: CreateHomeQuoteInput): Promise<Quote> {
  return api.post<Quote>(
    '/quote/create',
    {
      category: 'home',
      productId: input.productId,
      packageId: input.packageId,
      selectedPackage: input.selectedPackage,
      value: input.declaredValue,
      ubicacion: input.ubicacion,
      construccion: input.construccion,
      name: input.name.trim(),
      surname: input.surname.trim(),
      email: input.email.trim(),
      phoneNumber: input.phoneNumber.trim() || null,
      birthDate: birthDateOrNull(input.birthDate),
    },
    { fallbackMessage: CREATE_QUOTE_ERROR },
  );
}

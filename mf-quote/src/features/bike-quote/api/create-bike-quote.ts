import { api } from 'shared-ui';
import type { Quote } from 'contracts';
import { SBI_BIKE_PRODUCT_ID } from '@/config/sbi';
import { birthDateOrNull } from '@/lib/birth-date';

export const CREATE_QUOTE_ERROR = 'No se pudo crear la cotizacion';

export interface CreateBikeQuoteInput {
  name: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  /** yyyy-mm-dd, or empty. */
  birthDate: string;
  /** The bike's value in USD. */
  declaredValue: number;
}

/**
 * POST /quote/create for a bike (payload shape b of spec §3). The API client only resolves when
 * meta.code is 0; the quote's `_id` is what the result page loads.
 */
export function createBikeQuote(input: CreateBikeQuoteInput): Promise<Quote> {
  return api.post<Quote>(
    '/quote/create',
    {
      category: 'bike',
      productId: SBI_BIKE_PRODUCT_ID,
      value: input.declaredValue,
      name: input.name.trim(),
      surname: input.lastName.trim(),
      email: input.email.trim(),
      phoneNumber: input.phoneNumber.trim() || null,
      birthDate: birthDateOrNull(input.birthDate),
    },
    { fallbackMessage: CREATE_QUOTE_ERROR },
  );
}

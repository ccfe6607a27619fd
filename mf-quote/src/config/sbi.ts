/** The partner insurer's bicycle product: fixed (spec §5), not looked up. */
export const SBI_BIKE_PRODUCT_ID = '101';

/**
 * The bike values the partner insures, in USD (its tariff: sbi-sandbox's data/tariff.json, `bicicleta`). Said
 * before the quote is asked for; the partner still checks them.
 */
export const BIKE_VALUE_RANGE = { min: 200, max: 15_000 } as const;

/** The partner insurer's bicycle product: fixed (spec §5), not looked up. */
export const SBI_BIKE_PRODUCT_ID = '101';

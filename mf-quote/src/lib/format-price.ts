// Made on first use, not at import: the first Intl object of a page costs Chromium 10-15 ms.
let formats: { withCents: Intl.NumberFormat; whole: Intl.NumberFormat } | undefined;
const priceFormats = () =>
  (formats ??= {
    withCents: new Intl.NumberFormat('es-UY', { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
    whole: new Intl.NumberFormat('es-UY', { maximumFractionDigits: 0 }),
  });

/** An annual premium: 'USD 345,60', or 'USD 1.200' when it has no cents. */
export function formatPrice(value: number | string | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const n = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(n)) return '';
  const { whole, withCents } = priceFormats();
  return `USD ${Number.isInteger(n) ? whole.format(n) : withCents.format(n)}`;
}

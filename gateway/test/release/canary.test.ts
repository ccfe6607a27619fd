import { bucketOf, inCanary, isBucketId, newBucketId } from '../../src/release/canary';

describe('canary bucketing', () => {
  // Fixed ids so the figures are reproducible (random ids from newBucketId behave the same, give or take noise).
  const browsers = Array.from({ length: 10_000 }, (_, i) => `browser-${String(i).padStart(10, '0')}`);

  it.each([1, 5, 10, 25, 50])('gives %i %% of 10,000 browsers the candidate, within ±1 point', (percent) => {
    const share = (browsers.filter((id) => inCanary(id, 'mf-quote', percent)).length / browsers.length) * 100;
    expect(Math.abs(share - percent)).toBeLessThanOrEqual(1);
  });

  it('is sticky: the same browser gets the same bucket every time (any gateway: no server state)', () => {
    for (const id of browsers.slice(0, 100)) expect(bucketOf(id, 'mf-quote')).toBe(bucketOf(id, 'mf-quote'));
    const bucket = bucketOf('browser-0000000001', 'mf-quote');
    expect(bucket).toBeGreaterThanOrEqual(0);
    expect(bucket).toBeLessThan(100);
  });

  it('nests cohorts: everyone in at 5 % is still in at 10 % and 50 %', () => {
    const at5 = browsers.filter((id) => inCanary(id, 'mf-quote', 5));
    expect(at5.length).toBeGreaterThan(0);
    for (const id of at5) {
      expect(inCanary(id, 'mf-quote', 10)).toBe(true);
      expect(inCanary(id, 'mf-quote', 50)).toBe(true);
    }
  });

  it('draws a different cohort for each remote', () => {
    const quote = new Set(browsers.filter((id) => inCanary(id, 'mf-quote', 10)));
    const landing = browsers.filter((id) => inCanary(id, 'mf-landing', 10));
    const both = landing.filter((id) => quote.has(id)).length;
    // Independent 10 % cohorts overlap on about 1 %.
    expect(both / browsers.length).toBeLessThan(0.03);
  });

  it('accepts only ids it could have issued', () => {
    expect(isBucketId(newBucketId())).toBe(true);
    for (const bad of [undefined, '', 'short', 'a;b=c'.repeat(5), 'x'.repeat(65)]) expect(isBucketId(bad)).toBe(false);
  });
});

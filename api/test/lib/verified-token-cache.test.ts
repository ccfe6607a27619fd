import { VerifiedTokenCache } from '../../src/lib/verified-token-cache';

function cacheAt(start: number, options: { maxEntries?: number; maxAgeMs?: number } = {}) {
  const clock = { now: start };
  const cache = new VerifiedTokenCache<string>({
    maxEntries: options.maxEntries ?? 10,
    maxAgeMs: options.maxAgeMs ?? 60_000,
    now: () => clock.now,
  });
  return { cache, clock };
}

describe('VerifiedTokenCache', () => {
  it('answers a stored token until its exp, never at or after it', () => {
    const { cache, clock } = cacheAt(1_000_000);
    cache.set('token-a', 1_000 + 30, 'ana'); // exp 30 s from now
    expect(cache.get('token-a')).toBe('ana');
    clock.now = 1_029_999;
    expect(cache.get('token-a')).toBe('ana');
    clock.now = 1_030_000;
    expect(cache.get('token-a')).toBeUndefined();
    // Gone for good: going back in time does not revive it.
    clock.now = 1_000_000;
    expect(cache.get('token-a')).toBeUndefined();
  });

  it('answers at most maxAgeMs after verification, even when exp is later', () => {
    const { cache, clock } = cacheAt(0, { maxAgeMs: 5_000 });
    cache.set('token-a', 3_600, 'ana');
    clock.now = 4_999;
    expect(cache.get('token-a')).toBe('ana');
    clock.now = 5_000;
    expect(cache.get('token-a')).toBeUndefined();
  });

  it('does not store a token that has already expired', () => {
    const { cache } = cacheAt(100_000);
    cache.set('token-a', 100, 'ana'); // exp == now
    cache.set('token-b', 50, 'bea');
    expect(cache.get('token-a')).toBeUndefined();
    expect(cache.get('token-b')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('keys by the whole token: another token, even of the same user, is a miss', () => {
    const { cache } = cacheAt(0);
    cache.set('header.payload.signature', 60, 'ana');
    expect(cache.get('header.payload.signaturf')).toBeUndefined();
    expect(cache.get('header.payload.')).toBeUndefined();
    expect(cache.get('header.payload.signature')).toBe('ana');
  });

  it('holds at most maxEntries, dropping the one verified longest ago', () => {
    const { cache } = cacheAt(0, { maxEntries: 2 });
    cache.set('a', 60, 'ana');
    cache.set('b', 60, 'bea');
    cache.set('c', 60, 'carla');
    expect(cache.size).toBe(2);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('b')).toBe('bea');
    expect(cache.get('c')).toBe('carla');
  });
});

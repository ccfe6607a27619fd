/**
 * Access tokens that passed verification, keyed by the token string, so a browser's next requests with the
 * same token skip the RS256 check (a signature verification and a trip through WebCrypto on every call of
 * the wallet). Only `set` after a successful verification: a token that failed is never stored, so it
 * fails again on its next use. An entry answers until the token's `exp` (never past it, even within the
 * verifier's clock tolerance: after `exp` the full check decides) and at most `maxAgeMs` after it was
 * verified, so a signing key the issuer withdraws stops being trusted within that time.
 * Bounded: past `maxEntries` the entry verified longest ago goes first.
 */
export class VerifiedTokenCache<T> {
  private readonly entries = new Map<string, { value: T; until: number }>();

  constructor(private readonly options: { maxEntries: number; maxAgeMs: number; now?: () => number }) {}

  private now(): number {
    return this.options.now ? this.options.now() : Date.now();
  }

  /** The value stored for this token, or undefined when absent or no longer valid. */
  get(token: string): T | undefined {
    const entry = this.entries.get(token);
    if (!entry) return undefined;
    if (this.now() >= entry.until) {
      this.entries.delete(token);
      return undefined;
    }
    return entry.value;
  }

  /** Stores what a verified token gave; `expSeconds` is its `exp` claim. */
  set(token: string, expSeconds: number, value: T): void {
    const now = this.now();
    const until = Math.min(expSeconds * 1000, now + this.options.maxAgeMs);
    if (!(until > now)) return;
    this.entries.delete(token);
    if (this.entries.size >= this.options.maxEntries) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    this.entries.set(token, { value, until });
  }

  get size(): number {
    return this.entries.size;
  }
}

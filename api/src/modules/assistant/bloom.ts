/**
 * A Bloom filter over folded words: the compact form of the Spanish lexicon (lexicon.ts). A false positive
 * makes a typo look like a word, which only leaves it uncorrected (the safe side); a word is never missed.
 *
 * File layout: 'ESLX', then m (bits), k (hashes) and n (words) as uint32 little-endian, then the m bits.
 */
const MAGIC = 'ESLX';
const HEADER = 16;

function fnv1a(text: string, seed: number): number {
  let hash = seed >>> 0;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash >>> 0;
}

export class Bloom {
  constructor(
    readonly bits: Uint8Array,
    readonly m: number,
    readonly k: number,
    readonly n: number,
  ) {}

  /** A filter for `n` words with false-positive rate `p`. */
  static sized(n: number, p: number): Bloom {
    const m = Math.ceil((-n * Math.log(p)) / Math.LN2 ** 2);
    const k = Math.max(1, Math.round((m / n) * Math.LN2));
    return new Bloom(new Uint8Array(Math.ceil(m / 8)), m, k, n);
  }

  static decode(buffer: Uint8Array): Bloom {
    const view = new DataView(buffer.buffer, buffer.byteOffset, buffer.byteLength);
    const magic = String.fromCharCode(...buffer.subarray(0, 4));
    if (magic !== MAGIC) throw new Error('Not a lexicon filter');
    const m = view.getUint32(4, true);
    const k = view.getUint32(8, true);
    const n = view.getUint32(12, true);
    return new Bloom(buffer.subarray(HEADER, HEADER + Math.ceil(m / 8)), m, k, n);
  }

  encode(): Uint8Array {
    const out = new Uint8Array(HEADER + this.bits.length);
    out.set([...MAGIC].map((c) => c.charCodeAt(0)));
    const view = new DataView(out.buffer);
    view.setUint32(4, this.m, true);
    view.setUint32(8, this.k, true);
    view.setUint32(12, this.n, true);
    out.set(this.bits, HEADER);
    return out;
  }

  private *positions(word: string): Generator<number> {
    const h1 = fnv1a(word, 0x811c9dc5);
    const h2 = fnv1a(word, 0x2b8b6f3d) | 1;
    for (let i = 0; i < this.k; i++) yield (h1 + Math.imul(i, h2)) >>> 0;
  }

  add(word: string): void {
    for (const position of this.positions(word)) {
      const bit = position % this.m;
      this.bits[bit >> 3]! |= 1 << (bit & 7);
    }
  }

  has(word: string): boolean {
    for (const position of this.positions(word)) {
      const bit = position % this.m;
      if ((this.bits[bit >> 3]! & (1 << (bit & 7))) === 0) return false;
    }
    return true;
  }
}

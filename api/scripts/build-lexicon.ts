/**
 * Builds src/modules/assistant/lexicon/es.bloom, the Spanish lexicon the assistant's typo corrector asks
 * "is this a word?": every form of an-array-of-spanish-words (~636,000 inflected forms from the hunspell
 * Spanish dictionary), folded as the engine folds questions (accents and ñ off), in a Bloom filter at 0.1 %
 * false positives. Why a filter: the list as a Set costs ~76 MB of heap and ~1.3 s to parse at start; the
 * filter is ~1.1 MB, read in about a millisecond, and its only error is leaving a rare typo uncorrected.
 *
 *   pnpm --filter api exec tsx scripts/build-lexicon.ts
 */
import fs from 'node:fs';
import path from 'node:path';
import { Bloom } from '../src/modules/assistant/bloom';
import { fold } from '../src/modules/assistant/text';

const list = JSON.parse(fs.readFileSync(require.resolve('an-array-of-spanish-words/index.json'), 'utf8')) as string[];
const words = new Set<string>();
for (const word of list) {
  const folded = fold(word);
  if (/^[a-z]+$/.test(folded)) words.add(folded);
}
const bloom = Bloom.sized(words.size, 0.001);
for (const word of words) bloom.add(word);
const out = path.join(__dirname, '../src/modules/assistant/lexicon/es.bloom');
fs.mkdirSync(path.dirname(out), { recursive: true });
fs.writeFileSync(out, bloom.encode());
console.log(`${words.size} folded words → ${out} (${bloom.encode().length} bytes, k=${bloom.k})`);

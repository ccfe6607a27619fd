import fs from 'node:fs';
import path from 'node:path';
import { Bloom } from './bloom';

/**
 * Is a folded token a Spanish word? The hunspell Spanish forms (lexicon/es.bloom, built by
 * scripts/build-lexicon.ts from an-array-of-spanish-words), the rioplatense and everyday words that list
 * lacks, and the voseo forms built from a word of it (tenés ← tener, decime ← decir + me). A word is never
 * 'corrected' into another word: only tokens outside the lexicon are.
 */

// Everyday Uruguayan/Argentinian speech and loanwords the dictionary lacks or may lack (folded); and the
// diminutives that are words of their own (a 'cochecito' is a pram, a 'carrito' a cart), not their word made small.
const RIOPLATENSE =
  `afanar afano afanaron afanan afanen afanado afanada laburo laburos laburar labure depto deptos apto aptos
calefon calefones termotanque auxilio pibe piba pibes pibas chorro chorros choro choros chorear choreo chorearon
chorean choreado choreada celu celus bondi bondis nafta guita mango mangos quilombo boliche bici bicis compu compus
tele teles finde cumple porfa dale che bo ta gurí guri gurises botija botijas garage garages whatsapp wpp wsp
notebook notebooks laptop laptops smart tv play iphone ipad mail email mails online app apps web ok okey lavarropas
secarropas monopatin monopatines living placard parrillero barbacoa uber taxi moto motos rayon rayones bollo bollos
trancazo trancaron tranca rapiña rapina rapinaron rapiñaron birlaron hdi sura mapfre bse sbi porto sancor soa
heladera heladeras microondas freezer smartwatch airpods tablet tablets cel ups laburando auto autos mutualista
emergencia emergencias mutual cuota cuotas deducible franquicia vencimiento cochecito cochecitos carrito carritos`
    .split(/\s+/)
    .filter(Boolean);

let bloom: Bloom | null | undefined;
function dictionary(): Bloom | null {
  if (bloom === undefined) {
    try {
      bloom = Bloom.decode(fs.readFileSync(path.join(__dirname, 'lexicon', 'es.bloom')));
    } catch {
      // Without its file the lexicon knows only the words below: the corrector then corrects less, never more.
      bloom = null;
    }
  }
  return bloom;
}

const EXTRA = new Set(RIOPLATENSE);
const ENCLITIC = /(me|te|se|lo|la|le|los|las|les|nos)$/;

function inDictionary(word: string): boolean {
  return EXTRA.has(word) || (dictionary()?.has(word) ?? false);
}

/** Voseo present (tenes ← tener, podes ← poder) and imperative (deci ← decir, pasa ← pasar). */
function voseo(word: string): boolean {
  if (/[aei]s$/.test(word) && inDictionary(`${word.slice(0, -1)}r`)) return true;
  return /[aei]$/.test(word) && inDictionary(`${word}r`);
}

/** `word` is folded (fold() in text.ts): lower case, no accents, ñ as n. */
export function isSpanishWord(word: string): boolean {
  if (word.length <= 2 || /\d/.test(word)) return true;
  if (inDictionary(word) || voseo(word)) return true;
  // Up to two enclitic pronouns: decime, pasamelo, fijate, avisanos.
  let base = word;
  for (let i = 0; i < 2; i++) {
    const match = ENCLITIC.exec(base);
    if (!match || base.length - match[1]!.length < 4) break;
    base = base.slice(0, -match[1]!.length);
    // Pronouns join infinitives (hacerlo), gerunds (diciendome) and imperatives (pasa-me, deci-me).
    if (!/(r|ndo|[aei])$/.test(base)) break;
    if (inDictionary(base) || voseo(base)) return true;
  }
  return false;
}

/** Loaded when the api starts (about a millisecond) so that no question pays for it. */
export function warmLexicon(): void {
  dictionary();
}

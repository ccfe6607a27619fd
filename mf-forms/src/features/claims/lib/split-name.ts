/** 'Ana María Pérez' → Ana María / Pérez: the last word is the last name (spec §2, claims form). */
export function splitName(name: string | null | undefined): { nombre: string; apellido: string } {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean);
  if (words.length < 2) return { nombre: words[0] ?? '', apellido: '' };
  return { nombre: words.slice(0, -1).join(' '), apellido: words.at(-1) ?? '' };
}

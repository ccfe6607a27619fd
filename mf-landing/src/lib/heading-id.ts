import type { ReactNode } from 'react';

/**
 * The id a region's heading carries (for `aria-labelledby`), from the heading's own text: the same on the
 * server that prerenders the page and in the browser that hydrates it, wherever the page sits in the
 * shell's tree (React's useId depends on that position, which a page rendered alone at publish time does
 * not share with the composed app).
 */
export function headingId(title: ReactNode, prefix = 'titulo'): string {
  const text = typeof title === 'string' || typeof title === 'number' ? String(title) : '';
  const slug = text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return slug ? `${prefix}-${slug}` : prefix;
}

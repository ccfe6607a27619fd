import { pageHead } from 'contracts/runtime';

// What a previous page's head may have left that this page's head does not set again.
const OWNED = [
  'meta[name="robots"]',
  'meta[name="description"]',
  'meta[name^="twitter:"]',
  'meta[property^="og:"]',
  'link[rel="canonical"]',
  'script[type="application/ld+json"]',
].join(',');

/**
 * Puts the head of `pathname` (contracts' table, the one the gateway wrote into the served page) into
 * `doc` after a client-side navigation: title, robots, description, canonical, preview tags and schema.org
 * data, replacing the previous page's. The site's icons and manifest stay as the page came.
 */
export function applyPageHead(pathname: string, doc = document, origin = window.location.origin): void {
  const head = pageHead(pathname, origin);
  doc.title = head.title;
  for (const element of doc.head.querySelectorAll(OWNED)) element.remove();
  const add = (tag: string, attributes: Record<string, string>, text?: string) => {
    const element = doc.createElement(tag);
    for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
    if (text !== undefined) element.textContent = text;
    doc.head.append(element);
  };
  if (head.robots) add('meta', { name: 'robots', content: head.robots });
  for (const { attr, key, value } of head.meta) add('meta', { [attr]: key, content: value });
  if (head.canonical) add('link', { rel: 'canonical', href: head.canonical });
  // textContent of a data block: never parsed as markup, never run (the CSP allows no inline script).
  for (const data of head.jsonLd) add('script', { type: 'application/ld+json' }, JSON.stringify(data));
}

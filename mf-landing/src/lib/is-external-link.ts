/** The articles' rule: a link starting with http leaves the app (new tab); anything else is an in-app route. */
export function isExternalLink(link: string): boolean {
  return link.startsWith('http');
}

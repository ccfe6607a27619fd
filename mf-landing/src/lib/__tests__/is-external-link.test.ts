import { isExternalLink } from '../is-external-link';

describe('isExternalLink', () => {
  it.each([
    ['https://www.gub.uy/unidad-nacional-seguridad-vial', true],
    ['http://example.com', true],
    ['/insurance/home', false],
    ['insurance/bike', false],
    ['#solicitud', false],
  ])('%s → %s', (link, expected) => {
    expect(isExternalLink(link)).toBe(expected);
  });
});

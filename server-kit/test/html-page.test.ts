import { escapeHtml, htmlPage, newNonce } from '../src/html-page';

describe('htmlPage', () => {
  it('is a Spanish page whose only inline style and script carry the nonce, with the title escaped', () => {
    const page = htmlPage({
      title: 'Pagar <póliza> · SBI',
      nonce: 'abc+/=',
      styles: 'main{margin:0}',
      body: '<h1>Hola</h1>',
      script: 'void 0;',
      head: '<link rel="icon" href="data:,">',
    });
    expect(page).toMatch(/^<!DOCTYPE html>\n<html lang="es-UY">/);
    expect(page).toContain('<meta name="robots" content="noindex">\n<link rel="icon" href="data:,">\n<title>');
    expect(page).toContain('<title>Pagar &#60;póliza&#62; · SBI</title>');
    expect(page).toContain('<style nonce="abc+/=">main{margin:0}</style>');
    expect(page).toContain('<main>\n<h1>Hola</h1>\n</main>\n<script nonce="abc+/=">void 0;</script>\n</body>');
  });

  it('has no script element without a script', () => {
    expect(htmlPage({ title: 't', nonce: 'n', styles: '', body: '' })).not.toContain('<script');
  });
});

it('escapes what could end an attribute or open a tag', () => {
  expect(escapeHtml(`<a href="x" onclick='y'>&\``)).toBe('&#60;a href=&#34;x&#34; onclick=&#39;y&#39;&#62;&#38;&#96;');
  expect(escapeHtml(null)).toBe('');
});

it('makes a different nonce each time', () => {
  expect(newNonce()).not.toBe(newNonce());
  expect(newNonce()).toMatch(/^[A-Za-z0-9+/]{22}==$/);
});

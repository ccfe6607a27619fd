import { base64ToBytes, base64UrlEncode } from '../base64url';

describe('base64UrlEncode', () => {
  it('encodes plain ASCII file names', () => {
    expect(base64UrlEncode('poliza_SBI-12345678')).toBe('cG9saXphX1NCSS0xMjM0NTY3OA');
    expect(base64UrlEncode('1234567')).toBe('MTIzNDU2Nw');
  });

  it('encodes the UTF-8 bytes of accents and ñ (btoa alone would throw)', () => {
    expect(base64UrlEncode('póliza')).toBe('cMOzbGl6YQ');
    expect(base64UrlEncode('Año ñandú ?>')).toBe('QcOxbyDDsWFuZMO6ID8-');
  });

  it('uses the URL alphabet and no padding', () => {
    const encoded = base64UrlEncode('Año ñandú ?>?');
    expect(encoded).not.toMatch(/[+/=]/);
    expect(Buffer.from(encoded, 'base64url').toString('utf8')).toBe('Año ñandú ?>?');
  });
});

describe('base64ToBytes', () => {
  it('decodes standard base64', () => {
    expect(Array.from(base64ToBytes('JVBERi0='))).toEqual(Array.from(Buffer.from('%PDF-')));
  });
});

import { decodeBase64 } from '../../src/lib/files';

describe('decodeBase64', () => {
  it('decodes standard and URL alphabets, with or without padding and a data: prefix', () => {
    expect(decodeBase64('aGk=')?.toString()).toBe('hi');
    expect(decodeBase64('aGk')?.toString()).toBe('hi');
    expect(decodeBase64('data:application/pdf;base64,aGk=')?.toString()).toBe('hi');
    expect(decodeBase64('-_8')).toEqual(Buffer.from([0xfb, 0xff]));
  });

  it('rejects text that is not base64', () => {
    expect(decodeBase64('')).toBeNull();
    expect(decodeBase64('no es base64!')).toBeNull();
    expect(decodeBase64('aGk===')).toBeNull();
  });

  it('handles a body of several megabytes without overflowing the regex stack', () => {
    const big = Buffer.alloc(7 * 1024 * 1024, 7).toString('base64');
    expect(decodeBase64(big)?.length).toBe(7 * 1024 * 1024);
    expect(decodeBase64(`${big.slice(0, -4)}$$$$`)).toBeNull();
  });
});

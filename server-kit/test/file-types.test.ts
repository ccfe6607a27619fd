import { decodeBase64, sniffFileType } from '../src/file-types';

const FILES = {
  pdf: Buffer.from('%PDF-1.7\n%âãÏÓ\n'),
  png: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]),
  jpeg: Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46]),
  webp: Buffer.concat([Buffer.from('RIFF'), Buffer.from([0x24, 0, 0, 0]), Buffer.from('WEBPVP8 ')]),
  gif87: Buffer.from('GIF87a\x01\x00'),
  gif89: Buffer.from('GIF89a\x01\x00'),
  heic: Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypheic'), Buffer.from([0, 0, 0, 0])]),
  mif1: Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypmif1'), Buffer.from([0, 0, 0, 0])]),
};

describe('sniffFileType', () => {
  it('tells PDF, PNG, JPEG, WebP, GIF and HEIC by their first bytes', () => {
    expect(Object.fromEntries(Object.entries(FILES).map(([k, b]) => [k, sniffFileType(b)]))).toEqual({
      pdf: 'application/pdf',
      png: 'image/png',
      jpeg: 'image/jpeg',
      webp: 'image/webp',
      gif87: 'image/gif',
      gif89: 'image/gif',
      heic: 'image/heic',
      mif1: 'image/heic',
    });
  });

  it('keeps to the accepted types when given them', () => {
    const noGif = ['application/pdf', 'image/png'] as const;
    expect(sniffFileType(FILES.pdf, noGif)).toBe('application/pdf');
    expect(sniffFileType(FILES.gif89, noGif)).toBeNull();
    expect(sniffFileType(FILES.jpeg, [])).toBeNull();
    expect(sniffFileType(Buffer.from('<html>'), noGif)).toBeNull();
  });

  it('is null for anything else, short or empty input included', () => {
    for (const bytes of [
      Buffer.from('<html>'),
      Buffer.from('GIF88a'),
      Buffer.from('%PDF'),
      Buffer.from('RIFF\0\0\0\0WAVE'),
      Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypisom')]),
      Buffer.from([0xff, 0xd8]),
      Buffer.alloc(0),
    ]) {
      expect(sniffFileType(bytes)).toBeNull();
    }
  });
});

describe('decodeBase64', () => {
  it('decodes standard and URL alphabets, with or without padding, whitespace or a data: prefix', () => {
    const b64 = FILES.png.toString('base64');
    expect(decodeBase64('aGk=')?.toString()).toBe('hi');
    expect(decodeBase64('aGk')?.toString()).toBe('hi');
    expect(decodeBase64('data:application/pdf;base64,aGk=')?.toString()).toBe('hi');
    expect(decodeBase64('-_8')).toEqual(Buffer.from([0xfb, 0xff]));
    expect(decodeBase64(`data:image/png;base64,${b64}`, 100)).toEqual(FILES.png);
    expect(decodeBase64(`${b64.slice(0, 4)}\n ${b64.slice(4)}\r\n`, 100)).toEqual(FILES.png);
    expect(decodeBase64(FILES.png.toString('base64url'), 100)).toEqual(FILES.png);
  });

  it('rejects text that is not base64', () => {
    for (const text of ['', '   ', 'no es base64!', 'aGk===', 'QQ===', '====', 'a=b', 'data:;base64,']) {
      expect(decodeBase64(text)).toBeNull();
    }
  });

  it('refuses more than maxBytes before decoding', () => {
    const b64 = FILES.png.toString('base64');
    expect(decodeBase64(b64, 12)).toEqual(FILES.png);
    expect(decodeBase64(b64, 11)).toBeNull();
  });

  it('handles bodies of several megabytes without overflowing the regex stack', () => {
    const five = Buffer.alloc(5 * 1024 * 1024, 7).toString('base64');
    const seven = Buffer.alloc(7 * 1024 * 1024, 7).toString('base64');
    for (let i = 0; i < 3; i++) {
      expect(decodeBase64(five, 5 * 1024 * 1024)?.length).toBe(5 * 1024 * 1024);
      expect(decodeBase64(`${five}AAAA`, 5 * 1024 * 1024)).toBeNull();
      expect(decodeBase64(' '.repeat(7_000_000), 5 * 1024 * 1024)).toBeNull();
      expect(decodeBase64('='.repeat(7_000_000), 5 * 1024 * 1024)).toBeNull();
    }
    expect(decodeBase64(seven)?.length).toBe(7 * 1024 * 1024);
    expect(decodeBase64(`${seven.slice(0, -4)}$$$$`)).toBeNull();
  });
});

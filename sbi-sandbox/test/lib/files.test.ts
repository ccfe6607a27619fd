import { MAX_INVOICE_BYTES, decodeBase64, sniffMime } from '../../src/lib/files';

// Sniffing and base64 decoding themselves are tested once, in server-kit/test/file-types.test.ts.
describe('invoice files', () => {
  it('takes a PDF or any image SBI knows, GIF included', () => {
    expect(sniffMime(Buffer.from('%PDF-1.4\n'))).toBe('application/pdf');
    expect(sniffMime(Buffer.from([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
    expect(sniffMime(Buffer.from('GIF89a\x01\x00'))).toBe('image/gif');
    expect(sniffMime(Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypheic')]))).toBe('image/heic');
    expect(sniffMime(Buffer.from('<html>'))).toBeNull();
  });

  it('decodes base64 (server-kit), up to a size when given one', () => {
    expect(decodeBase64('data:application/pdf;base64,aGk=')?.toString()).toBe('hi');
    expect(decodeBase64('no es base64!')).toBeNull();
    const big = Buffer.alloc(MAX_INVOICE_BYTES + 1, 7).toString('base64');
    expect(decodeBase64(big)?.length).toBe(MAX_INVOICE_BYTES + 1);
    expect(decodeBase64(big, MAX_INVOICE_BYTES)).toBeNull();
  });
});

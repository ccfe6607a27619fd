import { aFile } from '@/testing/render';
import { addAttachments, attachmentMessages } from '../attachments';

describe('addAttachments', () => {
  it('adds PDF, JPG, JPEG, PNG and HEIC files in order', () => {
    const files = ['a.pdf', 'b.JPG', 'c.jpeg', 'd.png', 'e.heic'].map((n) => aFile(n));
    expect(addAttachments([], files)).toEqual({ files, refused: [] });
  });

  it('drops a file already in the list (same name, size and last-modified time), silently', () => {
    const first = aFile('denuncia.pdf', { bytes: 100, lastModified: 1 });
    const again = aFile('denuncia.pdf', { bytes: 100, lastModified: 1 });
    const edited = aFile('denuncia.pdf', { bytes: 100, lastModified: 2 });
    const bigger = aFile('denuncia.pdf', { bytes: 101, lastModified: 1 });
    expect(addAttachments([first], [again, edited, bigger, again]).files).toEqual([first, edited, bigger]);
    expect(addAttachments([first], [again]).refused).toEqual([]);
  });

  it('leaves out other types, saying which', () => {
    const result = addAttachments(
      [],
      [aFile('foto.gif', { type: 'image/gif' }), aFile('ok.pdf'), aFile('sin-extension')],
    );
    expect(result.files.map((f) => f.name)).toEqual(['ok.pdf']);
    expect(result.refused).toEqual([attachmentMessages.type('foto.gif'), attachmentMessages.type('sin-extension')]);
    expect(result.refused[0]).toBe('No agregamos foto.gif: solo se aceptan archivos PDF, JPG, JPEG, PNG o HEIC.');
  });

  it('leaves out a file over 10 MB and any beyond the tenth', () => {
    const ten = Array.from({ length: 10 }, (_, i) => aFile(`f${i}.pdf`, { lastModified: i }));
    const result = addAttachments(ten, [aFile('otro.pdf')]);
    expect(result.files).toHaveLength(10);
    expect(result.refused).toEqual([attachmentMessages.count('otro.pdf')]);
    const big = aFile('grande.pdf', { bytes: 10 * 1024 * 1024 + 1 });
    expect(addAttachments([], [big]).refused).toEqual([
      'No agregamos grande.pdf: cada archivo puede pesar hasta 10 MB.',
    ]);
  });
});

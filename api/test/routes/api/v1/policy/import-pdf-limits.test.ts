import { useTestApp } from '../../../../helpers/build-app';
import { bombPdf } from '../../../../helpers/bomb-pdf';
import { countRows, err } from '../../../../helpers/fixtures';
import { generatePolicyPdf } from '../../../../helpers/policy-pdfs';
import { file, postForm } from '../solicitudes/uploads';

/*
 * 'Cargar póliza en PDF' against a PDF bomb: a 60 KB file whose content stream inflates to 20 MB. Read on the
 * event loop it was accepted (201) after seconds of work while every other request waited. Now PDFs are read
 * in worker threads with limits: the bomb is refused (422) with nothing stored, and the api keeps answering.
 */
const URL = '/api/v1/policy/import-pdf';
const TOO_COMPLEX =
  'No pudimos leer el PDF: es demasiado grande o complejo para leerlo. Probá con otro archivo o cargá los datos a mano.';

describe('POST /api/v1/policy/import-pdf with a PDF bomb', () => {
  const t = useTestApp();

  it('refuses a PDF whose stream inflates to 20 MB (422) and stores nothing', async () => {
    const bomb = bombPdf();
    expect(bomb.length).toBeLessThan(100_000);
    const before = await countRows(t.db);
    const res = await postForm(t, URL, [['file', file('poliza.pdf', bomb, 'application/pdf')]], await t.auth());
    expect(res.json()).toEqual(err(422, TOO_COMPLEX, 'file'));
    expect(await countRows(t.db)).toEqual(before);
  });

  it('answers GET /healthz while bombs are being imported', async () => {
    // The bombs are refused in milliseconds (the inflate check runs first), so which answer comes first is the
    // scheduler's choice; that reading never holds the event loop is pdf-pool.test.ts's, with a PDF that takes
    // a worker about a second.
    const headers = await t.auth();
    const imports = Array.from({ length: 3 }, () =>
      postForm(t, URL, [['file', file('poliza.pdf', bombPdf(), 'application/pdf')]], headers),
    );
    const health = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(health.statusCode).toBe(200);
    for (const res of await Promise.all(imports)) expect(res.statusCode).toBe(422);
  });

  it('still reads a real policy after refusing bombs', async () => {
    const pdf = await generatePolicyPdf('label-colon', 3);
    const res = await postForm(t, URL, [['file', file('poliza.pdf', Buffer.from(pdf.bytes))]], await t.auth());
    expect(res.statusCode).toBe(201);
    expect(res.json().data.prefill).toEqual(pdf.expected);
  });
});

describe('POST /api/v1/policy/import-pdf with every PDF worker busy', () => {
  const t = useTestApp({ env: () => ({ PDF_IMPORT_WORKERS: '1', PDF_IMPORT_QUEUE: '0' }) });

  it('refuses what does not fit in the queue (503, Retry-After) and stores nothing for it', async () => {
    const headers = await t.auth();
    const pdf = Buffer.from((await generatePolicyPdf('stacked', 1)).bytes);
    const results = await Promise.all(
      [pdf, pdf].map((bytes) => postForm(t, URL, [['file', file('poliza.pdf', bytes)]], headers)),
    );
    const statuses = results.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([201, 503]);
    const busy = results.find((r) => r.statusCode === 503)!;
    expect(busy.json()).toEqual(
      err(503, 'Estamos leyendo muchos PDF en este momento. Probá de nuevo en unos segundos.'),
    );
    expect(busy.headers['retry-after']).toBe('5');
    const { rows } = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM pending_uploads');
    expect(rows[0]!.n).toBe(1);
  });
});

import fs from 'node:fs';
import { useTestApp } from '../../../../helpers/build-app';
import { countRows, err } from '../../../../helpers/fixtures';
import { queuedMails } from '../../../../helpers/sbi-fixtures';
import { queuedFormMails, sentMails } from '../solicitudes/uploads';

const t = useTestApp({ env: () => ({ CONTACT_INBOX: 'equipo@seguros.uy' }) });

const message = {
  name: 'Ana Pérez',
  email: 'ana@example.com',
  phoneNumber: '099 123 456',
  subject: 'Solicitud · Propuesta a medida',
  text: 'propiedad: Casa\nconstruccion: Tradicional\nincendioEdificio: 250000',
};

const send = (payload: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/v1/email/send', payload: payload as object });

describe('POST /api/v1/email/send', () => {
  it('stores the message and queues it for the contact inbox, reply-to the sender, in one write', async () => {
    const res = await send({ ...message, plan: 'Recomendado' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ data: { _id: expect.any(String) }, meta: { code: 0 } });
    expect(await countRows(t.db)).toMatchObject({ contact_messages: 1, outbox: 1 });
    const [mail] = await queuedMails(t);
    expect(mail).toMatchObject({
      to: 'equipo@seguros.uy',
      replyTo: '"Ana Pérez" <ana@example.com>',
      subject: '[Web] Solicitud · Propuesta a medida',
    });
    expect(mail!.text).toBe(
      'Nombre: Ana Pérez\nCorreo: ana@example.com\nTeléfono: 099 123 456\nPlan: Recomendado\n\npropiedad: Casa\nconstruccion: Tradicional\nincendioEdificio: 250000',
    );

    expect(await t.app.outbox.drain()).toEqual({ delivered: 1, retried: 0, dead: 0 });
    const [file] = fs.readdirSync(t.mailDir);
    const eml = fs.readFileSync(`${t.mailDir}/${file}`, 'utf8');
    expect(eml).toMatch(/^To: equipo@seguros\.uy$/m);
    expect(eml).toMatch(/^Reply-To: /m);
  });

  it('delivers attachments and keeps only their description', async () => {
    const pdf = Buffer.from('%PDF-1.4\n%%EOF\n');
    const res = await send({
      ...message,
      attachments: [
        { filename: 'plano.pdf', content: pdf.toString('base64'), encoding: 'base64', contentType: 'application/pdf' },
      ],
    });
    expect(res.statusCode).toBe(201);
    const { rows } = await t.db.query<{ attachments: unknown }>('SELECT attachments FROM contact_messages');
    expect(rows[0]!.attachments).toEqual([
      { filename: 'plano.pdf', contentType: 'application/pdf', bytes: pdf.length, sha256: expect.any(String) },
    ]);
    // The outbox row names the stored file; the e-mail carries its bytes.
    const [queued] = await queuedFormMails(t);
    expect(queued!.files).toEqual([
      { fileId: expect.any(String), filename: 'plano.pdf', contentType: 'application/pdf' },
    ]);
    expect(JSON.stringify(queued)).not.toContain(pdf.toString('base64'));
    expect(await countRows(t.db)).toMatchObject({ files: 1, contact_message_files: 1 });
    expect(await t.app.outbox.drain()).toEqual({ delivered: 1, retried: 0, dead: 0 });
    expect(sentMails(t)[0]!.attachments).toEqual([
      { filename: 'plano.pdf', contentType: 'application/pdf', bytes: pdf },
    ]);
  });

  it('sends the type found in the bytes, never the declared one, and a sanitised name', async () => {
    const pdf = Buffer.from('%PDF-1.4\n%%EOF\n');
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
    const res = await send({
      ...message,
      attachments: [
        { filename: '../../plano.pdf', content: pdf.toString('base64'), encoding: 'base64', contentType: 'text/html' },
        { filename: 'foto', content: png.toString('base64'), encoding: 'base64' },
      ],
    });
    expect(res.statusCode).toBe(201);
    expect(await t.app.outbox.drain()).toEqual({ delivered: 1, retried: 0, dead: 0 });
    expect(sentMails(t)[0]!.attachments).toEqual([
      { filename: 'plano.pdf', contentType: 'application/pdf', bytes: pdf },
      { filename: 'foto.png', contentType: 'image/png', bytes: png },
    ]);
  });

  it('refuses an attachment that is not a PDF, JPG, PNG or HEIC by its bytes, or named as another type (415), writing nothing', async () => {
    const html = Buffer.from('<!doctype html><script>alert(1)</script>');
    const pdf = Buffer.from('%PDF-1.4\n%%EOF\n');
    const cases: Array<[{ filename: string; content: Buffer; contentType?: string }, string]> = [
      [
        { filename: 'factura.html', content: html, contentType: 'text/html' },
        'El archivo "factura.html" no es un PDF, JPG, PNG o HEIC (se revisa su contenido, no su nombre).',
      ],
      [
        { filename: 'factura.pdf', content: html, contentType: 'application/pdf' },
        'El archivo "factura.pdf" no es un PDF, JPG, PNG o HEIC (se revisa su contenido, no su nombre).',
      ],
      [
        { filename: 'pagina.html', content: pdf, contentType: 'application/pdf' },
        'El archivo "pagina.html" no es un HTML: su contenido es PDF.',
      ],
    ];
    for (const [a, text] of cases) {
      const res = await send({
        ...message,
        attachments: [
          {
            filename: a.filename,
            content: a.content.toString('base64'),
            encoding: 'base64',
            contentType: a.contentType,
          },
        ],
      });
      expect(res.json()).toEqual(err(415, text));
    }
    expect(await countRows(t.db)).toMatchObject({ contact_messages: 0, outbox: 0 });
  });

  it('sends with only name, e-mail and phone', async () => {
    const res = await send({ name: 'Ana', email: 'ana@example.com', phoneNumber: '099' });
    expect(res.statusCode).toBe(201);
    expect((await queuedMails(t))[0]!.subject).toBe('[Web] Consulta desde la web');
  });

  it('sends a custom proposal without a phone (optional in the home questionnaire): Teléfono -', async () => {
    for (const phoneNumber of [undefined, '', '   ']) {
      const res = await send({ name: 'Ana', email: 'ana@example.com', phoneNumber, subject: 'Propuesta a medida' });
      expect(res.statusCode).toBe(201);
    }
    const mails = await queuedMails(t);
    expect(mails).toHaveLength(3);
    for (const mail of mails) expect(mail.text).toContain('Teléfono: -');
    const { rows } = await t.db.query<{ phone: string | null }>('SELECT phone FROM contact_messages');
    expect(rows.map((r) => r.phone)).toEqual([null, null, null]);
  });

  it('refuses bad input and writes nothing', async () => {
    const big = Buffer.alloc(5 * 1024 * 1024 + 1).toString('base64');
    const attachment = { filename: 'a.pdf', content: 'JVBERi0=', encoding: 'base64', contentType: 'application/pdf' };
    const cases: Array<[unknown, string, string?]> = [
      [{ ...message, name: undefined }, 'Completá el nombre.', 'name'],
      [{ ...message, email: 'ana' }, 'Revisá el correo electrónico: no tiene un formato válido.', 'email'],
      // Blank, found by the contact service after the schema, worded and marked the same way.
      [{ ...message, name: '  ' }, 'Completá el nombre.', 'name'],
      [
        { ...message, attachments: Array(6).fill(attachment) },
        'El campo attachments debe tener como máximo 5 elementos.',
        'attachments',
      ],
      [
        { ...message, attachments: [{ ...attachment, content: big }] },
        'Cada adjunto tiene que estar en base64 y pesar como máximo 5 MB.',
      ],
      [
        { ...message, attachments: [{ ...attachment, content: '%%%' }] },
        'Cada adjunto tiene que estar en base64 y pesar como máximo 5 MB.',
      ],
      [
        { ...message, attachments: [{ ...attachment, encoding: 'utf8' }] },
        'El campo attachments[0].encoding debe ser uno de: base64.',
        'attachments[0].encoding',
      ],
    ];
    for (const [payload, text, field] of cases) {
      const res = await send(payload);
      expect([text, res.statusCode, res.json()]).toEqual([text, 400, err(400, text, field)]);
    }
    expect(await countRows(t.db)).toMatchObject({ contact_messages: 0, outbox: 0 });
  });
});

import { layoutMail } from '../../../src/modules/outbox/mail-layout';

describe('layoutMail', () => {
  it('writes a person’s mail: greeting, paragraphs, rows, closing paragraphs and the signature', () => {
    const { text, html } = layoutMail({
      greeting: 'Hola Ana:',
      paragraphs: ['Tu póliza vence pronto.'],
      rows: [['Importe', 'USD 1.500']],
      after: ['Gracias.'],
    });
    expect(text).toBe(
      'Hola Ana:\n\nTu póliza vence pronto.\n\nImporte: USD 1.500\n\nGracias.\n\nSaludos,\nEl equipo de Seguros',
    );
    expect(html).toContain('<p>Saludos,<br>El equipo de Seguros</p>');
  });

  it('escapes every value in the HTML version', () => {
    const { html } = layoutMail({
      greeting: 'Hola <b>Ana</b>:',
      rows: [['Nombre', `O'Neil & "Hijos" <script>`]],
      after: ['<img src=x>'],
    });
    expect(html).not.toMatch(/<b>|<script>|<img/);
    expect(html).toContain('Hola &#60;b&#62;Ana&#60;/b&#62;:');
    expect(html).toContain('O&#39;Neil &#38; &#34;Hijos&#34; &#60;script&#62;');
  });

  it('ends a mail to the team on its last paragraph, unsigned and without a greeting', () => {
    const { text, html } = layoutMail({ rows: [['Nombre', 'Ana']], after: ['línea 1\nlínea 2'], signed: false });
    expect(text).toBe('Nombre: Ana\n\nlínea 1\nlínea 2');
    expect(html).not.toContain('Saludos');
    expect(html).toContain('<p style="white-space: pre-wrap">línea 1\nlínea 2</p>');
  });
});

import userEvent from '@testing-library/user-event';
import { fail, installFetch, jsonResponse, ok } from 'shared-ui/testing/http';
import { aFile, entriesOf, formDataOf, render, screen, waitFor, within } from '@/testing/render';
import { CI_AGAIN, VISITOR_EMAIL_OR_CELULAR_WHY, VISITOR_EMAIL_WHY } from '../product-fields';
import { InsuranceRequestForm } from '../insurance-request-form';

const URL = 'POST /api/v1/solicitudes';
const created = (producto: string) => ok({ _id: '7f0c2d9e-4b1a-4c55-9a39-1f6e2b3c4d5e', producto });

function renderForm(options: { state?: unknown; defaultType?: string; session?: 'signed-in' | 'visitor' } = {}) {
  return render(<InsuranceRequestForm defaultType={options.defaultType} />, {
    route: { pathname: '/insurance/other', state: options.state },
    path: '/insurance/other',
    session: options.session,
  });
}

const typeSelect = () => screen.getByRole('combobox', { name: 'Elegí un tipo' });
const submit = () => userEvent.click(screen.getByRole('button', { name: 'Enviar solicitud' }));
const field = (name: string) => screen.getByLabelText(name, { exact: false, selector: 'input, select, textarea' });

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => jest.restoreAllMocks());

describe('an insurance outside the five types (Dental, Viajes, Otros tiles)', () => {
  it.each([
    ['dental', 'Seguro Dental', '¿A quiénes querés asegurar?'],
    ['viajes', 'Seguro de Viaje', 'Destino, fechas y cantidad de viajeros'],
    ['otros', 'Otro seguro', '¿Qué querés asegurar?'],
  ])('opens on what the %s tile asked for, never on Seguro de auto', (defaultType, label, question) => {
    installFetch();
    renderForm({ state: { defaultType } });
    const select = typeSelect();
    expect(within(select).getByRole('option', { selected: true })).toHaveTextContent(label);
    expect(within(select).getAllByRole('option')).toHaveLength(6);
    expect(screen.getByLabelText(question, { exact: false, selector: 'textarea' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Marca', { exact: false })).not.toBeInTheDocument();
  });

  it('sends it to the team as «Solicitud · Seguro Dental» with what the person wrote', async () => {
    const fetchMock = installFetch({ 'POST /api/v1/email/send': ok({ _id: '7f0c2d9e-4b1a-4c55-9a39-1f6e2b3c4d5e' }) });
    renderForm({ state: { defaultType: 'dental' } });
    expect(field('Nombre y apellido')).toHaveValue('Ana María Pérez');
    await userEvent.type(field('Celular'), '099 123 456');
    await userEvent.type(field('¿A quiénes querés asegurar?'), 'A mí y a mis dos hijos.');
    await submit();
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Solicitud enviada. Te contactaremos en menos de 24 horas.',
    );
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({
      name: 'Ana María Pérez',
      email: 'ana@example.com',
      phoneNumber: '099 123 456',
      subject: 'Solicitud · Seguro Dental',
      plan: 'Seguro Dental',
      text: 'Producto: Seguro Dental\nnombre: Ana María Pérez\nemail: ana@example.com\ncelular: 099 123 456\nmensaje: A mí y a mis dos hijos.',
    });
  });

  it('asks what to insure for «Otros» and marks every missing field at once', async () => {
    const fetchMock = installFetch();
    renderForm({ state: { defaultType: 'otros' }, session: 'visitor' });
    await submit();
    await waitFor(() => expect(field('Nombre y apellido')).toHaveAttribute('aria-invalid', 'true'));
    for (const label of ['Email', 'Celular', '¿Qué querés asegurar?']) {
      expect(field(label)).toHaveAttribute('aria-invalid', 'true');
    }
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('switches to one of the five types’ forms from the same select, with the focus on it', async () => {
    installFetch();
    renderForm({ state: { defaultType: 'viajes' } });
    await userEvent.selectOptions(typeSelect(), 'soa');
    expect(typeSelect()).toHaveValue('soa');
    expect(typeSelect()).toHaveFocus();
    expect(within(typeSelect()).getAllByRole('option')).toHaveLength(5);
  });
});

describe('the type', () => {
  it('lists the five types with their labels, auto first by default, each with its description', async () => {
    installFetch();
    renderForm();
    expect(typeSelect()).toHaveValue('auto');
    expect(
      within(typeSelect())
        .getAllByRole('option')
        .map((o) => [o.getAttribute('value'), o.textContent]),
    ).toEqual([
      ['auto', 'Seguro de auto'],
      ['garantia', 'Garantía de Alquiler'],
      ['soa', 'SOA'],
      ['movilidad', 'Movilidad Alternativa'],
      ['accidentes', 'Accidentes Personales'],
    ]);
    await userEvent.selectOptions(typeSelect(), 'accidentes');
    expect(typeSelect()).toHaveAccessibleDescription(/menores de 65 años/);
    await userEvent.selectOptions(typeSelect(), 'soa');
    expect(typeSelect()).toHaveAccessibleDescription(/obligatorio para autos y motos empadronados/);
  });

  it('comes from the navigation state before the input', () => {
    installFetch();
    renderForm({ state: { defaultType: 'garantia' }, defaultType: 'soa' });
    expect(typeSelect()).toHaveValue('garantia');
  });

  it('comes from the input when the state names none (or one the form lacks)', () => {
    installFetch();
    renderForm({ state: { defaultType: 'mascotas' }, defaultType: 'movilidad' });
    expect(typeSelect()).toHaveValue('movilidad');
  });
});

describe('auto', () => {
  it('requires marca, año, modelo, document, departamento, uso and email; celular is optional', async () => {
    const fetchMock = installFetch();
    renderForm({ session: 'visitor' });
    await submit();
    for (const label of [
      'Marca',
      'Año',
      'Modelo',
      'Tipo de documento',
      'Número de documento',
      'Departamento',
      'Uso',
      'Email',
    ]) {
      await waitFor(() => expect(field(label)).toHaveAttribute('aria-invalid', 'true'));
    }
    expect(field('Celular')).not.toHaveAttribute('aria-invalid');
    expect(fetchMock).not.toHaveBeenCalled();
    await waitFor(() => expect(field('Marca')).toHaveFocus());
  });

  it('takes a year from 1950 on', async () => {
    installFetch();
    renderForm();
    await userEvent.type(field('Año'), '1949');
    await userEvent.tab();
    expect(await screen.findByText('El año tiene que ser 1950 o posterior.')).toBeInTheDocument();
    await userEvent.clear(field('Año'));
    await userEvent.type(field('Año'), '1950');
    await userEvent.tab();
    await waitFor(() => expect(screen.queryByText('El año tiene que ser 1950 o posterior.')).not.toBeInTheDocument());
  });

  it('sends the request as multipart and starts again with the spec’s confirmation', async () => {
    const fetchMock = installFetch({ [URL]: created('auto') });
    renderForm();
    await userEvent.type(field('Marca'), 'Volkswagen');
    await userEvent.type(field('Año'), '2019');
    await userEvent.type(field('Modelo'), 'Gol');
    await userEvent.selectOptions(field('Tipo de documento'), 'CI');
    await userEvent.type(field('Número de documento'), '1.234.567-8');
    await userEvent.selectOptions(field('Departamento'), 'Paysandú');
    await userEvent.selectOptions(field('Uso'), 'Particular');
    expect(field('Email')).toHaveValue('ana@example.com');
    await submit();

    expect(await screen.findByRole('status')).toHaveTextContent(
      'Solicitud enviada. Te contactaremos en menos de 24 horas.',
    );
    const [url, init] = fetchMock.mock.calls[0]!;
    expect([String(url), (init as RequestInit).method]).toEqual(['/api/v1/solicitudes', 'POST']);
    expect(((init as RequestInit).headers as Record<string, string>).authorization).toBe('Bearer test-token');
    expect(entriesOf(formDataOf(fetchMock))).toEqual({
      producto: 'auto',
      marca: 'Volkswagen',
      anio: '2019',
      modelo: 'Gol',
      tipoDoc: 'CI',
      doc: '1.234.567-8',
      departamento: 'Paysandú',
      uso: 'Particular',
      email: 'ana@example.com',
    });
    expect(field('Marca')).toHaveValue('');
    expect(typeSelect()).toHaveValue('auto');
  });

  it('changes the label while sending and ignores a second submit', async () => {
    let release!: () => void;
    const fetchMock = installFetch({
      [URL]: () =>
        new Promise((resolve) => {
          release = () => resolve(created('soa'));
        }),
    });
    renderForm({ state: { defaultType: 'soa' } });
    await userEvent.selectOptions(field('Tipo de vehículo'), 'Moto');
    await userEvent.selectOptions(field('Lugar de circulación'), 'Montevideo');
    await submit();
    const busy = await screen.findByRole('button', { name: 'Enviando…' });
    expect(busy).toBeDisabled();
    await userEvent.click(busy);
    release();
    expect(await screen.findByRole('button', { name: 'Enviar solicitud' })).toBeEnabled();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

describe('garantía', () => {
  it('shows the attachments of each work situation', async () => {
    installFetch();
    renderForm({ state: { defaultType: 'garantia' } });
    const attachments = () =>
      screen.queryByRole('group', { name: 'Documentación' })
        ? within(screen.getByRole('group', { name: 'Documentación' }))
            .getAllByLabelText(/./, { selector: 'input[type=file]' })
            .map((input) => input.getAttribute('name'))
        : [];
    expect(attachments()).toEqual([]);
    const cases: Array<[string, string[]]> = [
      ['empleados', ['ci', 'reciboFijo', 'recibosVariables']],
      ['profesionales', ['ci', 'rut', 'certIngresos']],
      ['empresas', ['rut', 'certIngresos']],
      ['jubilados', ['ci', 'reciboJubilacion']],
      ['rentas', ['ci', 'rut', 'certIngresos']],
    ];
    for (const [situacion, fields] of cases) {
      await userEvent.selectOptions(field('Situación laboral'), situacion);
      expect(attachments()).toEqual(fields);
    }
  });

  it('requires tipo de documento, documento, nombre and situación; employees attach the 6 variable receipts', async () => {
    const fetchMock = installFetch({ [URL]: created('garantia') });
    renderForm({ state: { defaultType: 'garantia' } });
    await submit();
    for (const label of ['Tipo de documento', 'Número de documento', 'Nombre completo', 'Situación laboral']) {
      await waitFor(() => expect(field(label)).toHaveAttribute('aria-invalid', 'true'));
    }
    for (const label of ['Nacionalidad', 'Celular', 'Email', 'Antigüedad laboral (meses)']) {
      expect(field(label)).not.toHaveAttribute('aria-invalid');
    }

    await userEvent.selectOptions(field('Tipo de documento'), 'CI');
    await userEvent.type(field('Número de documento'), '4.567.890-1');
    await userEvent.type(field('Nombre completo'), 'Lucía Fernández');
    await userEvent.selectOptions(field('Situación laboral'), 'empleados');
    const receipts = field('Recibos de sueldo variables');
    await userEvent.upload(
      receipts,
      [1, 2, 3].map((n) => aFile(`recibo-${n}.pdf`)),
    );
    expect(receipts).toHaveAccessibleDescription(/3 archivos elegidos: recibo-1.pdf, recibo-2.pdf, recibo-3.pdf/);
    expect(receipts).toHaveAccessibleDescription(/Adjuntá los 6 recibos de sueldo variables\./);
    await submit();
    expect(fetchMock).not.toHaveBeenCalled();

    await userEvent.upload(
      receipts,
      [1, 2, 3, 4, 5, 6].map((n) => aFile(`recibo-${n}.pdf`)),
    );
    await userEvent.upload(field('Cédula de identidad'), aFile('cedula.png', { type: 'image/png' }));
    await submit();
    expect(await screen.findByRole('status')).toHaveTextContent('Solicitud enviada.');
    expect(entriesOf(formDataOf(fetchMock))).toMatchObject({
      producto: 'garantia',
      situacionLaboral: 'empleados',
      ci: '[archivo] cedula.png',
      recibosVariables: [1, 2, 3, 4, 5, 6].map((n) => `[archivo] recibo-${n}.pdf`),
    });
    // The form starts again, its file inputs too.
    expect(field('Número de documento')).toHaveValue('');
  });

  it('clears the attached cédula whenever a value changes (spec §2), and asks for it again', async () => {
    installFetch();
    renderForm({ state: { defaultType: 'garantia' } });
    await userEvent.selectOptions(field('Situación laboral'), 'empleados');
    const ci = field('Cédula de identidad');
    await userEvent.upload(ci, aFile('cedula.pdf'));
    expect(ci).toHaveAccessibleDescription(/Archivo elegido: cedula.pdf/);

    // Choosing another attachment is not a value change: the copy stays.
    await userEvent.upload(field('Recibo de sueldo'), aFile('recibo.pdf'));
    expect(ci).toHaveAccessibleDescription(/Archivo elegido: cedula.pdf/);

    // Any value, even one the copy does not prove (the celular), clears it.
    await userEvent.type(field('Celular'), '0');
    expect(ci).not.toHaveAccessibleDescription(/cedula.pdf/);
    expect(ci).toHaveAccessibleDescription(CI_AGAIN);
    expect((ci as HTMLInputElement).value).toBe('');

    for (const change of [
      () => userEvent.type(field('Número de documento'), '4'),
      () => userEvent.selectOptions(field('Tipo de documento'), 'Pasaporte'),
      () => userEvent.type(field('Nombre completo'), 'L'),
      () => userEvent.type(field('Nacionalidad'), 'u'),
      () => userEvent.type(field('Email'), 'a'),
      () => userEvent.type(field('Antigüedad laboral'), '1'),
      () => userEvent.selectOptions(field('Situación laboral'), 'rentas'),
    ]) {
      await userEvent.upload(field('Cédula de identidad'), aFile('cedula.pdf'));
      expect(field('Cédula de identidad')).toHaveAccessibleDescription(/Archivo elegido: cedula.pdf/);
      await change();
      expect(field('Cédula de identidad')).toHaveAccessibleDescription(CI_AGAIN);
    }
  });

  it('refuses a file type the api does not take', async () => {
    installFetch();
    renderForm({ state: { defaultType: 'garantia' } });
    await userEvent.selectOptions(field('Situación laboral'), 'profesionales');
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(field('Constancia de RUT'), aFile('rut.docx', { type: 'application/msword' }));
    expect(await screen.findByText('Solo se aceptan archivos PDF, JPG, JPEG o PNG.')).toBeInTheDocument();
  });
});

describe('soa, movilidad and accidentes', () => {
  it('soa requires tipo de vehículo and lugar de circulación; a visitor gives an e-mail to answer', async () => {
    const fetchMock = installFetch({ [URL]: created('soa') });
    renderForm({ state: { defaultType: 'soa' }, session: 'visitor' });
    await submit();
    for (const label of ['Tipo de vehículo', 'Lugar de circulación', 'Email']) {
      await waitFor(() => expect(field(label)).toHaveAttribute('aria-invalid', 'true'));
    }
    await userEvent.selectOptions(field('Tipo de vehículo'), 'Trailer');
    await userEvent.selectOptions(field('Lugar de circulación'), 'Resto del País');
    await userEvent.type(field('Email'), 'visita@example.com');
    await submit();
    await screen.findByRole('status');
    expect(entriesOf(formDataOf(fetchMock))).toEqual({
      producto: 'soa',
      tipoVehiculo: 'Trailer',
      lugarCirculacion: 'Resto del País',
      email: 'visita@example.com',
    });
  });

  it.each(['soa', 'movilidad', 'accidentes'])(
    '%s: a visitor is told why the e-mail is asked (the only way to send the proposal)',
    (type) => {
      installFetch();
      renderForm({ state: { defaultType: type }, session: 'visitor' });
      expect(field('Email')).toHaveAccessibleDescription(VISITOR_EMAIL_WHY);
      expect(field('Email')).not.toHaveAccessibleName(/opcional/);
    },
  );

  it('garantía: a visitor gives an e-mail or a celular, and is told so; neither is refused', async () => {
    const fetchMock = installFetch({ [URL]: created('garantia') });
    renderForm({ state: { defaultType: 'garantia' }, session: 'visitor' });
    expect(field('Email')).toHaveAccessibleDescription(VISITOR_EMAIL_OR_CELULAR_WHY);
    await userEvent.selectOptions(field('Tipo de documento'), 'CI');
    await userEvent.type(field('Número de documento'), '4.567.890-1');
    await userEvent.type(field('Nombre completo'), 'Lucía Fernández');
    await userEvent.selectOptions(field('Situación laboral'), 'jubilados');
    await submit();
    await waitFor(() => expect(field('Email')).toHaveAttribute('aria-invalid', 'true'));
    expect(field('Email')).toHaveAccessibleDescription(
      expect.stringContaining('Indicá un email o un celular para que podamos responderte.'),
    );
    expect(fetchMock).not.toHaveBeenCalled();

    await userEvent.type(field('Celular'), '099 123 456');
    await submit();
    await screen.findByRole('status');
    const sent = entriesOf(formDataOf(fetchMock));
    expect(sent).toMatchObject({ producto: 'garantia', celular: '099 123 456' });
    expect(sent).not.toHaveProperty('email');
  });

  it('auto: the e-mail is required for everyone, as the spec says, with no explanation needed', () => {
    installFetch();
    renderForm({ state: { defaultType: 'auto' }, session: 'visitor' });
    expect(field('Email')).not.toHaveAccessibleDescription(VISITOR_EMAIL_WHY);
  });

  it('a signed-in person may leave the e-mail empty: the answer goes to the account', async () => {
    const fetchMock = installFetch({ [URL]: created('soa') });
    renderForm({ state: { defaultType: 'soa' } });
    expect(field('Email')).toHaveAccessibleDescription('Si lo dejás vacío, te respondemos a ana@example.com.');
    await userEvent.clear(field('Email'));
    await userEvent.selectOptions(field('Tipo de vehículo'), 'Moto');
    await userEvent.selectOptions(field('Lugar de circulación'), 'Montevideo');
    await submit();
    await screen.findByRole('status');
    expect(entriesOf(formDataOf(fetchMock))).not.toHaveProperty('email');
  });

  it('movilidad requires the declared value (not negative) and the invoice or photo', async () => {
    const fetchMock = installFetch({ [URL]: created('movilidad') });
    renderForm({ state: { defaultType: 'movilidad' } });
    await submit();
    expect(await screen.findByText('Adjuntá la factura o una foto del vehículo.')).toBeInTheDocument();
    await waitFor(() => expect(field('Valor declarado (USD)')).toHaveAttribute('aria-invalid', 'true'));
    await userEvent.type(field('Valor declarado (USD)'), '-5');
    await userEvent.tab();
    expect(await screen.findByText('El monto no puede ser negativo.')).toBeInTheDocument();
    await userEvent.clear(field('Valor declarado (USD)'));
    await userEvent.type(field('Valor declarado (USD)'), '1500');
    await userEvent.upload(field('Factura o foto del vehículo'), aFile('monopatin.jpg', { type: 'image/jpeg' }));
    await submit();
    await screen.findByRole('status');
    expect(entriesOf(formDataOf(fetchMock))).toEqual({
      producto: 'movilidad',
      valorDeclarado: '1500',
      email: 'ana@example.com',
      facturaOImagen: '[archivo] monopatin.jpg',
    });
  });

  it('accidentes is for people under 65; the amounts are optional', async () => {
    const fetchMock = installFetch({ [URL]: created('accidentes') });
    renderForm({ state: { defaultType: 'accidentes' } });
    await submit();
    expect(await screen.findByText('Este seguro es para personas menores de 65 años.')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Tengo menos de 65 años' }));
    await userEvent.type(field('Suma por muerte accidental (USD)'), '20000');
    await submit();
    await screen.findByRole('status');
    expect(entriesOf(formDataOf(fetchMock))).toEqual({
      producto: 'accidentes',
      montoMuerte: '20000',
      email: 'ana@example.com',
    });
  });
});

describe('failures', () => {
  it('says the spec’s failure text and keeps what was typed', async () => {
    installFetch({ [URL]: fail(500) });
    renderForm({ state: { defaultType: 'soa' } });
    await userEvent.selectOptions(field('Tipo de vehículo'), 'Moto');
    await userEvent.selectOptions(field('Lugar de circulación'), 'Montevideo');
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent('No pudimos enviar tu solicitud. Probá de nuevo.');
    expect(field('Tipo de vehículo')).toHaveValue('Moto');
  });

  it('marks the field a 400 names, with the server’s message', async () => {
    const message = 'El campo anio debe ser menor o igual a 2027.';
    installFetch({ [URL]: jsonResponse(400, { data: null, meta: { code: 400, message, field: 'anio' } }) });
    renderForm();
    await userEvent.type(field('Marca'), 'Fiat');
    await userEvent.type(field('Año'), '2020');
    await userEvent.type(field('Modelo'), 'Uno');
    await userEvent.selectOptions(field('Tipo de documento'), 'RUT');
    await userEvent.type(field('Número de documento'), '211234560018');
    await userEvent.selectOptions(field('Departamento'), 'Salto');
    await userEvent.selectOptions(field('Uso'), 'Comercial');
    await submit();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('No pudimos enviar tu solicitud. Probá de nuevo.');
    expect(alert).toHaveTextContent(message);
    await waitFor(() => expect(field('Año')).toHaveAttribute('aria-invalid', 'true'));
    expect(field('Año')).toHaveAccessibleDescription(message);
    await waitFor(() => expect(field('Año')).toHaveFocus());
  });
});

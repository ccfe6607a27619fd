import userEvent from '@testing-library/user-event';
import { bodyOf, deferred, fail, installFetch, ok } from 'shared-ui/testing/http';
import { useHomeQuoteStore } from '@/features/home-quote/stores/home-quote-store';
import { silenceConsoleError } from '@/testing/fixtures';
import { act, fireEvent, render, screen, waitFor } from '@/testing/render';
import HomeCustomPage from '../home-custom-page';

const REQUIRED = 'Por favor completá todos los campos obligatorios.';
const SUCCESS = 'Solicitud enviada con éxito. Nos pondremos en contacto.';
const FAILURE = 'Ocurrió un error al enviar la solicitud.';

const SUMS: [string, string][] = [
  ['Incendio Edificio y Riesgos Aliados', '200000'],
  ['Incendio Contenido', '30000'],
  ['Hurto de Contenido General', '5000'],
  ['Hurto de Equipos Electrónicos y Aparatos Electrodomésticos', '4000'],
  ['Responsabilidad Civil Extracontractual', '200000'],
  ['Daños por acción directa del Agua', '5000'],
  ['Cristales', '2500'],
  ['Remoción de Escombros y Limpieza de Restos', '24000'],
  ['Gastos por Alojamiento', '3000'],
  ['Inundación', '2500'],
];

function renderPage() {
  return render(<HomeCustomPage />, { route: '/quote/home/custom', path: '/quote/home/custom' });
}

function change(label: string, value: string) {
  fireEvent.change(screen.getByRole('textbox', { name: label }), { target: { value } });
}

function fillAll() {
  change('Nombre', 'Ana');
  change('Apellido', 'Pérez');
  change('Email', 'ana@example.com');
  fireEvent.click(screen.getByRole('radio', { name: 'Casa' }));
  fireEvent.click(screen.getByRole('radio', { name: 'Tradicional' }));
  fireEvent.click(screen.getByRole('radio', { name: 'Montevideo / Ciudad de la Costa / Costa de Oro' }));
  for (const [label, value] of SUMS) change(label, value);
  change('Comentario (opcional)', 'Tengo paneles solares.');
}

afterEach(() => {
  jest.restoreAllMocks();
});

beforeEach(() => {
  sessionStorage.clear();
  useHomeQuoteStore.getState().reset();
});

afterEach(() => {
  jest.useRealTimers();
});

describe('HomeCustomPage', () => {
  it('is the "Propuesta a medida" form with the coverage names, their maximums and the guidance', () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Propuesta a medida' })).toBeInTheDocument();
    for (const [label] of SUMS) expect(screen.getByRole('textbox', { name: label })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Incendio Edificio y Riesgos Aliados' })).toHaveAccessibleDescription(
      expect.stringContaining('Máximo USD 800.000.'),
    );
    expect(screen.getByRole('textbox', { name: 'Incendio Contenido' })).toHaveAccessibleDescription(
      'Recomendado: entre el 10 % y el 20 % del valor del edificio. Máximo USD 400.000.',
    );
    expect(
      screen.getByRole('textbox', { name: 'Remoción de Escombros y Limpieza de Restos' }),
    ).toHaveAccessibleDescription(expect.stringContaining('entre el 10 % y el 15 %'));
    expect(screen.getByRole('textbox', { name: 'Responsabilidad Civil Extracontractual' })).toHaveAccessibleDescription(
      expect.stringContaining('al menos USD 100.000; lo ideal, USD 200.000'),
    );
    expect(screen.getByRole('textbox', { name: 'Gastos por Alojamiento' })).toHaveAccessibleDescription(
      expect.stringContaining('un mes de alojamiento'),
    );
    expect(screen.getByRole('radio', { name: 'Resto del país' })).toBeInTheDocument();
  });

  it('asks for every field but the comment', async () => {
    const fetchMock = installFetch();
    renderPage();
    fillAll();
    change('Comentario (opcional)', '');
    change('Cristales', '');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar solicitud' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(REQUIRED);
    expect(screen.getByRole('textbox', { name: 'Cristales' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('textbox', { name: 'Comentario (opcional)' })).not.toHaveAttribute('aria-invalid');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the required message on an empty form', async () => {
    installFetch();
    renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'Enviar solicitud' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(REQUIRED);
  });

  it.each([
    ['Incendio Edificio y Riesgos Aliados', '800001', 'El máximo para esta cobertura es USD 800.000.'],
    ['Incendio Contenido', '400001', 'El máximo para esta cobertura es USD 400.000.'],
    ['Hurto de Contenido General', '10001', 'El máximo para esta cobertura es USD 10.000.'],
    [
      'Hurto de Equipos Electrónicos y Aparatos Electrodomésticos',
      '10001',
      'El máximo para esta cobertura es USD 10.000.',
    ],
    ['Responsabilidad Civil Extracontractual', '250001', 'El máximo para esta cobertura es USD 250.000.'],
    ['Daños por acción directa del Agua', '10001', 'El máximo para esta cobertura es USD 10.000.'],
    ['Cristales', '5001', 'El máximo para esta cobertura es USD 5.000.'],
    ['Remoción de Escombros y Limpieza de Restos', '80001', 'El máximo para esta cobertura es USD 80.000.'],
    ['Gastos por Alojamiento', '50001', 'El máximo para esta cobertura es USD 50.000.'],
    ['Inundación', '5001', 'El máximo para esta cobertura es USD 5.000.'],
  ])('enforces the maximum of %s', async (label, value, message) => {
    const fetchMock = installFetch();
    renderPage();
    fillAll();
    change(label, value);
    await userEvent.click(screen.getByRole('button', { name: 'Enviar solicitud' }));
    const field = screen.getByRole('textbox', { name: label });
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
    expect(field).toHaveAccessibleDescription(expect.stringContaining(message));
    expect(screen.queryByText(REQUIRED)).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('accepts a sum equal to its maximum', async () => {
    const fetchMock = installFetch({ 'POST /api/v1/email/send': ok({ queued: true }) });
    renderPage();
    fillAll();
    change('Incendio Edificio y Riesgos Aliados', '800000');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar solicitud' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
  });

  it('sends the request, resets the form and returns home after 2 seconds', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const answer = deferred<ReturnType<typeof ok>>();
    const fetchMock = installFetch({ 'POST /api/v1/email/send': () => answer.promise });
    const { location } = renderPage();
    fillAll();
    await user.dblClick(screen.getByRole('button', { name: 'Enviar solicitud' }));
    expect(await screen.findByRole('button', { name: 'Enviando…' })).toBeDisabled();
    await act(async () => {
      answer.resolve(ok({ queued: true }));
    });
    expect(await screen.findByRole('status')).toHaveTextContent(SUCCESS);

    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/v1/email/send');
    expect(bodyOf(fetchMock)).toEqual({
      name: 'Ana Pérez',
      email: 'ana@example.com',
      phoneNumber: '',
      subject: 'Solicitud · Propuesta a medida',
      text: [
        'name: Ana',
        'surname: Pérez',
        'email: ana@example.com',
        'propiedad: Casa',
        'construccion: Tradicional',
        'ubicacion: Montevideo / Ciudad de la Costa / Costa de Oro',
        'incendioEdificio: 200000',
        'incendioContenido: 30000',
        'hurtoContenido: 5000',
        'hurtoEquipos: 4000',
        'rcExtracontractual: 200000',
        'danosAgua: 5000',
        'cristales: 2500',
        'escombros: 24000',
        'alojamiento: 3000',
        'inundacion: 2500',
        'comentario: Tengo paneles solares.',
      ].join('\n'),
    });

    // Reset.
    expect(screen.getByRole('textbox', { name: 'Nombre' })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: 'Cristales' })).toHaveValue('');
    expect(screen.getByRole('radio', { name: 'Casa' })).not.toBeChecked();

    // Home after 2 s, not before.
    act(() => {
      jest.advanceTimersByTime(1900);
    });
    expect(location().pathname).toBe('/quote/home/custom');
    act(() => {
      jest.advanceTimersByTime(100);
    });
    expect(location().pathname).toBe('/');
  });

  it('says the request could not be sent, keeps the answers and stays', async () => {
    silenceConsoleError();
    installFetch({ 'POST /api/v1/email/send': fail(500) });
    const { location } = renderPage();
    fillAll();
    await userEvent.click(screen.getByRole('button', { name: 'Enviar solicitud' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(FAILURE);
    expect(screen.getByRole('textbox', { name: 'Nombre' })).toHaveValue('Ana');
    expect(location().pathname).toBe('/quote/home/custom');
    expect(screen.getByRole('button', { name: 'Enviar solicitud' })).toBeEnabled();
  });

  it('starts from the questionnaire answers', () => {
    useHomeQuoteStore.getState().setAnswers({ name: 'Ana', propiedad: 'apartamento', valorDeclarado: 250000 });
    renderPage();
    expect(screen.getByRole('textbox', { name: 'Nombre' })).toHaveValue('Ana');
    expect(screen.getByRole('radio', { name: 'Apartamento' })).toBeChecked();
    expect(screen.getByRole('textbox', { name: 'Incendio Edificio y Riesgos Aliados' })).toHaveValue('250.000');
  });
});

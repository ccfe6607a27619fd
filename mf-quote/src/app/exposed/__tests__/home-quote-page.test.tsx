import userEvent from '@testing-library/user-event';
import { deferred, fail, installFetch, ok } from 'shared-ui/testing/http';
import { HOME_QUOTE_STORAGE_KEY, useHomeQuoteStore } from '@/features/home-quote/stores/home-quote-store';
import { products, silenceConsoleError } from '@/testing/fixtures';
import { render, screen, waitFor, within } from '@/testing/render';
import HomeQuotePage from '../home-quote-page';

const INCOMPLETE = 'Completá todos los campos para continuar.';
const UNSUPPORTED = 'No podemos asegurar esta propiedad según los datos ingresados.';
const MVD = 'Montevideo / Ciudad de la Costa / Costa de Oro';

function renderPage() {
  return render(<HomeQuotePage />, { route: '/quote/home', path: '/quote/home' });
}

function radio(name: string) {
  return screen.getByRole('radio', { name });
}

async function answer({
  propiedad = 'Casa',
  construccion = 'Tradicional',
  ubicacion = MVD,
}: { propiedad?: string; construccion?: string; ubicacion?: string } = {}) {
  await userEvent.click(radio(propiedad));
  await userEvent.click(radio(construccion));
  await userEvent.click(radio(ubicacion));
  await userEvent.type(screen.getByLabelText('Nombre'), 'Ana');
  await userEvent.type(screen.getByLabelText('Apellido'), 'Pérez');
  await userEvent.type(screen.getByLabelText('Email'), 'ana@example.com');
}

afterEach(() => {
  jest.restoreAllMocks();
});

beforeEach(() => {
  sessionStorage.clear();
  useHomeQuoteStore.getState().reset();
});

describe('HomeQuotePage', () => {
  it('asks property type, construction and location with the spec warnings', () => {
    renderPage();
    const property = screen.getByRole('group', { name: 'Tipo de propiedad' });
    expect(
      within(property)
        .getAllByRole('radio')
        .map((r) => r.getAttribute('value')),
    ).toEqual(['casa', 'apartamento']);
    expect(property).toHaveAccessibleDescription(
      'Si vivís en planta baja o en primer piso de un edificio, elegí Casa.',
    );
    const construction = screen.getByRole('group', { name: 'Tipo de construcción' });
    expect(within(construction).getByRole('radio', { name: 'Alternativa' })).toHaveAccessibleDescription(
      'Steel framing, isopanel, wood framing',
    );
    expect(construction).toHaveAccessibleDescription(
      'Las aseguradoras con las que trabajamos no aseguran construcciones de madera ni techos de paja.',
    );
    const location = screen.getByRole('group', { name: 'Ubicación' });
    expect(within(location).getByRole('radio', { name: MVD })).toBeInTheDocument();
    expect(within(location).getByRole('radio', { name: 'Resto del país' })).toBeInTheDocument();
  });

  it('starts the rebuild cost at USD 200.000 with the tips', () => {
    renderPage();
    const value = screen.getByRole('textbox', { name: 'Costo estimado de reconstrucción (USD)' });
    expect(value).toHaveValue('200.000');
    expect(value).toHaveAccessibleDescription(
      expect.stringContaining('No incluyas el valor del terreno ni los gastos de compra.'),
    );
    expect(value).toHaveAccessibleDescription(expect.stringContaining('entre el 60 % y el 70 % del valor de mercado'));
    expect(value).toHaveAccessibleDescription(expect.stringContaining('USD 300.000'));
    expect(value).toHaveAccessibleDescription(expect.stringContaining('USD 180.000 a 210.000'));
    expect(value).toHaveAccessibleDescription(expect.stringContaining('es mejor estimar de más'));
  });

  it('toasts "Completá todos los campos para continuar." when something is missing, and does not go on', async () => {
    const fetchMock = installFetch({ 'GET /api/v1/sbi/productos': ok(products) });
    const { location } = renderPage();
    await userEvent.click(radio('Casa'));
    await userEvent.click(screen.getByRole('button', { name: 'Ver opciones de seguro' }));
    expect(await screen.findByText(INCOMPLETE)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(location().pathname).toBe('/quote/home');
    expect(screen.getByRole('group', { name: 'Tipo de construcción' })).toHaveAttribute('aria-invalid', 'true');
  });

  it('counts an emptied value as missing', async () => {
    const fetchMock = installFetch({ 'GET /api/v1/sbi/productos': ok(products) });
    renderPage();
    await answer();
    await userEvent.clear(screen.getByRole('textbox', { name: 'Costo estimado de reconstrucción (USD)' }));
    await userEvent.click(screen.getByRole('button', { name: 'Ver opciones de seguro' }));
    expect(await screen.findByText(INCOMPLETE)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it.each([
    ['Casa', 'Tradicional', MVD, '201', 'Seguro de Hogar - Casas'],
    ['Apartamento', 'Tradicional', MVD, '202', 'Seguro de Hogar - Apartamentos'],
    ['Casa', 'Tradicional', 'Resto del país', '203', 'Seguro de Hogar Casas/Aptos'],
    ['Apartamento', 'Alternativa', MVD, '204', 'Seguro de Hogar Construcción Alternativa'],
  ])(
    '%s + %s + %s opens the plans of product %s',
    async (propiedad, construccion, ubicacion, productId, productName) => {
      installFetch({ 'GET /api/v1/sbi/productos': ok(products) });
      const { location } = renderPage();
      await answer({ propiedad, construccion, ubicacion });
      const value = screen.getByRole('textbox', { name: 'Costo estimado de reconstrucción (USD)' });
      await userEvent.clear(value);
      await userEvent.type(value, '250000');
      await userEvent.click(screen.getByRole('button', { name: 'Ver opciones de seguro' }));
      await waitFor(() => expect(location().pathname).toBe('/quote/home/form'));
      expect(location().state).toEqual({
        declaredValue: 250000,
        productId,
        productName,
        userData: { name: 'Ana', surname: 'Pérez', email: 'ana@example.com', phoneNumber: '', birthDate: '' },
        propiedad: propiedad.toLowerCase(),
        construccion: construccion.toLowerCase(),
        ubicacion: ubicacion === MVD ? 'montevideo' : 'interior',
      });
    },
  );

  it('is busy while it looks the product up, asks once on a double click, and passes the birth date on', async () => {
    const answered = deferred<ReturnType<typeof ok>>();
    const fetchMock = installFetch({ 'GET /api/v1/sbi/productos': () => answered.promise });
    const { location } = renderPage();
    await answer();
    const birth = screen.getByLabelText('Fecha de nacimiento (opcional)');
    expect(birth).toHaveAttribute('type', 'date');
    await userEvent.type(birth, '1990-05-10');
    await userEvent.dblClick(screen.getByRole('button', { name: 'Ver opciones de seguro' }));
    expect(await screen.findByRole('button', { name: 'Buscando opciones…' })).toBeDisabled();
    answered.resolve(ok(products));
    await waitFor(() => expect(location().pathname).toBe('/quote/home/form'));
    expect(location().state).toMatchObject({ userData: expect.objectContaining({ birthDate: '1990-05-10' }) });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('toasts that the property cannot be insured when the product is not in the catalogue', async () => {
    installFetch({ 'GET /api/v1/sbi/productos': ok(products.filter((p) => p.id !== '201')) });
    const { location } = renderPage();
    await answer();
    await userEvent.click(screen.getByRole('button', { name: 'Ver opciones de seguro' }));
    expect(await screen.findByText(UNSUPPORTED)).toBeInTheDocument();
    expect(location().pathname).toBe('/quote/home');
    expect(screen.getByRole('button', { name: 'Ver opciones de seguro' })).toBeEnabled();
  });

  it('says so when the catalogue cannot be loaded', async () => {
    silenceConsoleError();
    installFetch({
      'GET /api/v1/sbi/productos': fail(502, 'La aseguradora no responde. Probá de nuevo en unos minutos.'),
    });
    renderPage();
    await answer();
    await userEvent.click(screen.getByRole('button', { name: 'Ver opciones de seguro' }));
    expect(await screen.findByText('La aseguradora no responde. Probá de nuevo en unos minutos.')).toBeInTheDocument();
  });

  it('keeps the answers in the store so a reload brings them back', async () => {
    const first = renderPage();
    await userEvent.click(radio('Apartamento'));
    await userEvent.type(screen.getByLabelText('Nombre'), 'Ana');
    const value = screen.getByRole('textbox', { name: 'Costo estimado de reconstrucción (USD)' });
    await userEvent.clear(value);
    await userEvent.type(value, '180000');
    expect(JSON.parse(sessionStorage.getItem(HOME_QUOTE_STORAGE_KEY) ?? '{}').state).toMatchObject({
      propiedad: 'apartamento',
      name: 'Ana',
      valorDeclarado: 180000,
    });
    first.unmount();

    renderPage();
    expect(radio('Apartamento')).toBeChecked();
    expect(screen.getByLabelText('Nombre')).toHaveValue('Ana');
    expect(screen.getByRole('textbox', { name: 'Costo estimado de reconstrucción (USD)' })).toHaveValue('180.000');
  });
});

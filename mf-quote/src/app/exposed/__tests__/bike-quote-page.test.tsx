import userEvent from '@testing-library/user-event';
import { bodyOf, deferred, fail, installFetch, ok } from 'shared-ui/testing/http';
import { bikeQuote, QUOTE_ID, silenceConsoleError } from '@/testing/fixtures';
import { render, screen, waitFor } from '@/testing/render';
import BikeQuotePage from '../bike-quote-page';

function renderPage() {
  return render(<BikeQuotePage />, { route: '/quote/bike', path: '/quote/bike' });
}

async function fillForm({ phone = '', birthDate = '' } = {}) {
  await userEvent.type(screen.getByLabelText('Nombre'), 'Ana');
  await userEvent.type(screen.getByLabelText('Apellido'), 'Pérez');
  await userEvent.type(screen.getByLabelText('Email'), 'ana@example.com');
  if (phone) await userEvent.type(screen.getByLabelText(/Celular/), phone);
  if (birthDate) await userEvent.type(screen.getByLabelText(/Fecha de nacimiento/), birthDate);
  await userEvent.type(screen.getByLabelText('Valor de tu bici (USD)'), '1500');
}

afterEach(() => {
  jest.restoreAllMocks();
});

beforeEach(() => {
  localStorage.clear();
});

describe('BikeQuotePage', () => {
  it('is titled "Cotizá tu bici" and labels every field', () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Cotizá tu bici' })).toBeInTheDocument();
    for (const label of ['Nombre', 'Apellido', 'Email', 'Celular (opcional)', 'Valor de tu bici (USD)']) {
      expect(screen.getByRole('textbox', { name: label })).toBeInTheDocument();
    }
  });

  it('requires name, last name, e-mail and value (not the phone), in Spanish, tied to each field', async () => {
    const fetchMock = installFetch();
    renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'Cotizar' }));
    const expectations: [string, string][] = [
      ['Nombre', 'Ingresá tu nombre.'],
      ['Apellido', 'Ingresá tu apellido.'],
      ['Email', 'Ingresá tu email.'],
      ['Valor de tu bici (USD)', 'Ingresá el valor de tu bici en USD.'],
    ];
    for (const [label, message] of expectations) {
      const field = screen.getByRole('textbox', { name: label });
      await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
      expect(field).toHaveAccessibleDescription(expect.stringContaining(message));
    }
    expect(screen.getByRole('textbox', { name: 'Celular (opcional)' })).not.toHaveAttribute('aria-invalid');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('checks the e-mail format', async () => {
    installFetch();
    renderPage();
    await userEvent.type(screen.getByLabelText('Email'), 'ana@');
    await userEvent.click(screen.getByRole('button', { name: 'Cotizar' }));
    expect(await screen.findByText('Ingresá un email válido.')).toBeInTheDocument();
  });

  it('says the valid range (USD 200–15.000) before anything is sent, and refuses a value outside it', async () => {
    const fetchMock = installFetch();
    renderPage();
    const value = screen.getByRole('textbox', { name: 'Valor de tu bici (USD)' });
    expect(value).toHaveAccessibleDescription(expect.stringContaining('Entre USD 200 y USD 15.000.'));
    for (const typed of ['150', '20000']) {
      await userEvent.clear(value);
      await userEvent.type(value, typed);
      await userEvent.click(screen.getByRole('button', { name: 'Cotizar' }));
      await waitFor(() => expect(value).toHaveAttribute('aria-invalid', 'true'));
      expect(value).toHaveAccessibleDescription(expect.stringContaining('Aseguramos bicis de USD 200 a USD 15.000.'));
    }
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('creates a bike quote for the fixed product, stores its id and goes to the bike result', async () => {
    const fetchMock = installFetch({ 'POST /api/v1/quote/create': ok(bikeQuote()) });
    const { location } = renderPage();
    await fillForm({ phone: '099123456', birthDate: '1990-05-17' });
    await userEvent.click(screen.getByRole('button', { name: 'Cotizar' }));

    await waitFor(() => expect(location().pathname).toBe('/insurance/bike/compare'));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/v1/quote/create');
    expect(bodyOf(fetchMock)).toEqual({
      category: 'bike',
      productId: '101',
      value: 1500,
      name: 'Ana',
      surname: 'Pérez',
      email: 'ana@example.com',
      phoneNumber: '099123456',
      birthDate: '1990-05-17',
    });
    expect(localStorage.getItem('quoteId')).toBe(QUOTE_ID);
    expect(localStorage.getItem('quoteCreatedAt')).toBe('2025-03-01T12:00:00.000Z');
  });

  it('sends a null phone when none was given', async () => {
    const fetchMock = installFetch({ 'POST /api/v1/quote/create': ok(bikeQuote()) });
    renderPage();
    await fillForm();
    await userEvent.click(screen.getByRole('button', { name: 'Cotizar' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(bodyOf(fetchMock)).toMatchObject({ phoneNumber: null, birthDate: null });
  });

  it('asks the birth date (optional, spec §3 quote payload) and refuses one in the future', async () => {
    const fetchMock = installFetch();
    renderPage();
    const birth = screen.getByLabelText('Fecha de nacimiento (opcional)');
    expect(birth).toHaveAttribute('type', 'date');
    await fillForm({ birthDate: '2999-01-01' });
    await userEvent.click(screen.getByRole('button', { name: 'Cotizar' }));
    await waitFor(() => expect(birth).toHaveAttribute('aria-invalid', 'true'));
    expect(birth).toHaveAccessibleDescription(expect.stringContaining('Ingresá una fecha de nacimiento válida.'));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('is busy while quoting and sends once on a double click', async () => {
    const answer = deferred<ReturnType<typeof ok>>();
    const fetchMock = installFetch({ 'POST /api/v1/quote/create': () => answer.promise });
    const { location } = renderPage();
    await fillForm();
    await userEvent.dblClick(screen.getByRole('button', { name: 'Cotizar' }));
    expect(await screen.findByRole('button', { name: 'Cotizando…' })).toBeDisabled();
    answer.resolve(ok(bikeQuote()));
    await waitFor(() => expect(location().pathname).toBe('/insurance/bike/compare'));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('says "No se pudo crear la cotizacion" when the quote fails, and stays', async () => {
    silenceConsoleError();
    installFetch({ 'POST /api/v1/quote/create': fail(502) });
    const { location } = renderPage();
    await fillForm();
    await userEvent.click(screen.getByRole('button', { name: 'Cotizar' }));
    expect(await screen.findByText('No se pudo crear la cotizacion')).toBeInTheDocument();
    expect(location().pathname).toBe('/quote/bike');
    expect(localStorage.getItem('quoteId')).toBeNull();
    expect(screen.getByRole('button', { name: 'Cotizar' })).toBeEnabled();
  });
});

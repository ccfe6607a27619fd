import userEvent from '@testing-library/user-event';
import { bodyOf, deferred, fail, installFetch, ok } from 'shared-ui/testing/http';
import { makePolicy } from 'shared-ui/testing/policy-fixture';
import { useAuthStore, useContactDialog, usePoliciesStore } from 'shared-ui';
import { bikeQuote, homeQuote, QUOTE_ID, silenceConsoleError } from '@/testing/fixtures';
import { act, render, screen, waitFor, within } from '@/testing/render';
import ComparePage from '../compare-page';

const QUOTE_URL = `GET /api/v1/quote/${QUOTE_ID}`;
const LATEST_URL = 'GET /api/v1/quote/latest';

function renderPage(type: 'bike' | 'home' = 'bike') {
  return render(<ComparePage />, { route: `/insurance/${type}/compare`, path: '/insurance/:type/compare' });
}

function signIn() {
  useAuthStore.setState({
    status: 'authenticated',
    user: { name: 'Ana', email: 'ana@example.com' },
    getAccessToken: async () => 'token-de-prueba',
  });
}

function signOut(login = jest.fn().mockResolvedValue(undefined)) {
  useAuthStore.setState({ status: 'not-authenticated', user: null, login, getAccessToken: async () => null });
  return login;
}

function calledPaths(fetchMock: jest.Mock): string[] {
  return fetchMock.mock.calls.map(
    ([url, init]) => `${(init as RequestInit | undefined)?.method ?? 'GET'} ${String(url)}`,
  );
}

afterEach(() => {
  jest.restoreAllMocks();
});

beforeEach(() => {
  localStorage.clear();
  usePoliciesStore.getState().reset();
  signOut();
});

describe('ComparePage', () => {
  describe('loading the quote', () => {
    it('shows a spinner that says the process takes 2 minutes', async () => {
      const answer = deferred<ReturnType<typeof ok>>();
      localStorage.setItem('quoteId', QUOTE_ID);
      installFetch({ [QUOTE_URL]: () => answer.promise });
      renderPage();
      expect(screen.getByRole('status', { name: /El proceso toma 2 minutos\./ })).toBeInTheDocument();
      answer.resolve(ok(bikeQuote()));
      expect(await screen.findByRole('button', { name: 'Contratar' })).toBeInTheDocument();
      expect(screen.queryByText(/El proceso toma 2 minutos/)).not.toBeInTheDocument();
    });

    it('loads the stored quote id and then removes it from storage', async () => {
      localStorage.setItem('quoteId', QUOTE_ID);
      localStorage.setItem('quoteCreatedAt', '2025-03-01T12:00:00.000Z');
      const fetchMock = installFetch({ [QUOTE_URL]: ok(bikeQuote()) });
      renderPage();
      const card = await screen.findByRole('article');
      expect(within(card).getByText('Seguro de Bicicleta')).toBeInTheDocument();
      expect(calledPaths(fetchMock)).toEqual([`GET /api/v1/quote/${QUOTE_ID}`]);
      expect(localStorage.getItem('quoteId')).toBeNull();
    });

    it('falls back to the latest quote created since the last one quoted here (quoteCreatedAt) when signed in', async () => {
      signIn();
      localStorage.setItem('quoteCreatedAt', '2025-03-01T12:00:00.000Z');
      const fetchMock = installFetch({ [LATEST_URL]: ok(homeQuote()) });
      renderPage('home');
      const card = await screen.findByRole('article');
      expect(within(card).getByText('Seguro de Hogar')).toBeInTheDocument();
      // A minute of slack: the stored time may come from the browser's clock.
      expect(calledPaths(fetchMock)).toEqual([
        `GET /api/v1/quote/latest?createdAfter=${encodeURIComponent('2025-03-01T11:59:00.000Z')}`,
      ]);
      const init = fetchMock.mock.calls[0]?.[1] as RequestInit;
      expect((init.headers as Record<string, string>).authorization).toBe('Bearer token-de-prueba');
    });

    it('does not show an old quote of another category: the latest one of another category leaves the page empty', async () => {
      signIn();
      localStorage.setItem('quoteCreatedAt', '2025-03-01T12:00:00.000Z');
      installFetch({ [LATEST_URL]: ok(bikeQuote()) });
      renderPage('home');
      expect(await screen.findByRole('heading', { name: 'Todavía no tenés una cotización' })).toBeInTheDocument();
      expect(screen.queryByText('Seguro de Bicicleta')).not.toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Cotizar seguro de hogar' })).toHaveAttribute('href', '/quote/home');
    });

    it('asks for no latest quote when nothing was quoted in this browser', async () => {
      signIn();
      const fetchMock = installFetch({ [LATEST_URL]: ok(bikeQuote()) });
      renderPage();
      expect(await screen.findByRole('heading', { name: 'Todavía no tenés una cotización' })).toBeInTheDocument();
      expect(fetchMock).not.toHaveBeenCalled();
    });

    it('leaves a stored quote of the other category for its own page', async () => {
      localStorage.setItem('quoteId', QUOTE_ID);
      installFetch({ [QUOTE_URL]: ok(bikeQuote()) });
      renderPage('home');
      expect(await screen.findByRole('heading', { name: 'Todavía no tenés una cotización' })).toBeInTheDocument();
      expect(localStorage.getItem('quoteId')).toBe(QUOTE_ID);
    });

    it('waits for the session check before asking for the latest quote', async () => {
      localStorage.setItem('quoteCreatedAt', '2025-03-01T12:00:00.000Z');
      useAuthStore.setState({ status: 'checking' });
      const fetchMock = installFetch({ [LATEST_URL]: ok(bikeQuote()) });
      renderPage();
      expect(screen.getByRole('status', { name: /2 minutos/ })).toBeInTheDocument();
      expect(fetchMock).not.toHaveBeenCalled();
      act(() => signIn());
      expect(await screen.findByRole('article')).toBeInTheDocument();
      expect(fetchMock).toHaveBeenCalledTimes(1);
    });

    it('invites to quote when signed out with nothing stored', async () => {
      const fetchMock = installFetch();
      const { location } = renderPage('home');
      expect(await screen.findByRole('heading', { name: 'Todavía no tenés una cotización' })).toBeInTheDocument();
      expect(fetchMock).not.toHaveBeenCalled();
      await userEvent.click(screen.getByRole('link', { name: 'Cotizar seguro de hogar' }));
      expect(location().pathname).toBe('/quote/home');
    });

    it('invites to quote when the signed-in person has no quote yet', async () => {
      signIn();
      installFetch({ [LATEST_URL]: fail(404, 'No hay cotizaciones.') });
      renderPage();
      expect(await screen.findByRole('heading', { name: 'Todavía no tenés una cotización' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Cotizar seguro de bici' })).toHaveAttribute('href', '/quote/bike');
    });

    it('forgets a stored id the server does not know and falls back to the latest quote', async () => {
      signIn();
      localStorage.setItem('quoteId', QUOTE_ID);
      localStorage.setItem('quoteCreatedAt', '2025-03-01T12:00:00.000Z');
      installFetch({ [QUOTE_URL]: fail(404, 'No encontramos la cotización.'), [LATEST_URL]: ok(homeQuote()) });
      renderPage('home');
      expect(await screen.findByText('Seguro de Hogar')).toBeInTheDocument();
      expect(localStorage.getItem('quoteId')).toBeNull();
    });

    it('shows the error with a retry and keeps the stored id', async () => {
      silenceConsoleError();
      localStorage.setItem('quoteId', QUOTE_ID);
      let calls = 0;
      installFetch({ [QUOTE_URL]: () => (++calls === 1 ? fail(500) : ok(bikeQuote())) });
      renderPage();
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent('No se pudo cargar la cotización.');
      expect(localStorage.getItem('quoteId')).toBe(QUOTE_ID);
      await userEvent.click(within(alert).getByRole('button', { name: 'Reintentar' }));
      expect(await screen.findByRole('button', { name: 'Contratar' })).toBeInTheDocument();
      expect(localStorage.getItem('quoteId')).toBeNull();
    });
  });

  describe('the quote', () => {
    it('shows a bike quote: category, declared value, annual price and coverages', async () => {
      localStorage.setItem('quoteId', QUOTE_ID);
      installFetch({ [QUOTE_URL]: ok(bikeQuote()) });
      renderPage();
      const card = await screen.findByRole('article');
      expect(within(card).getByText('Seguro de Bicicleta')).toBeInTheDocument();
      expect(within(card).getByRole('heading', { level: 2, name: 'Plan Esencial' })).toBeInTheDocument();
      expect(within(card).getByText('Valor de la bici').nextSibling).toHaveTextContent('USD 1.500');
      expect(within(card).getByText('Precio anual').nextSibling).toHaveTextContent('USD 96,50');
      const rows = within(card).getAllByRole('listitem');
      expect(rows.map((r) => r.textContent)).toEqual(['Robo totalUSD 1.500', 'Responsabilidad CivilUSD 10.000']);
      expect(within(card).getByRole('button', { name: 'Quiero que me llamen' })).toBeInTheDocument();
    });

    it('shows a home quote', async () => {
      localStorage.setItem('quoteId', QUOTE_ID);
      installFetch({ [QUOTE_URL]: ok(homeQuote()) });
      renderPage('home');
      const card = await screen.findByRole('article');
      expect(within(card).getByText('Seguro de Hogar')).toBeInTheDocument();
      expect(within(card).getByText('Valor declarado').nextSibling).toHaveTextContent('USD 200.000');
      expect(within(card).getByText('Precio anual').nextSibling).toHaveTextContent('USD 345,60');
      expect(within(card).getByText('Incendio Edificio y Riesgos Aliados')).toBeInTheDocument();
    });

    it('warns when the home plan insures the building for less than the declared value (infraseguro)', async () => {
      localStorage.setItem('quoteId', QUOTE_ID);
      installFetch({
        [QUOTE_URL]: ok(
          homeQuote({
            declaredValue: 200000,
            coberturas: [{ nombreCobertura: 'Incendio Edificio y Riesgos Aliados', sumaAsegurada: 160000 }],
          }),
        ),
      });
      renderPage('home');
      expect(await screen.findByRole('note')).toHaveTextContent(
        /^Infraseguro: este plan asegura tu vivienda por USD 160\.000/,
      );
    });

    it('says "Tipo de seguro no soportado aún." for any other category, without actions', async () => {
      localStorage.setItem('quoteId', QUOTE_ID);
      installFetch({ [QUOTE_URL]: ok(bikeQuote({ category: 'car' as never })) });
      renderPage();
      expect(await screen.findByText('Tipo de seguro no soportado aún.')).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Contratar' })).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Quiero que me llamen' })).not.toBeInTheDocument();
    });
  });

  describe('contact about the chosen plan', () => {
    it("opens the contact dialog about the quote's plan with the subject 'Poliza eleccionada'", async () => {
      localStorage.setItem('quoteId', QUOTE_ID);
      installFetch({ [QUOTE_URL]: ok(homeQuote()) });
      renderPage('home');
      await userEvent.click(await screen.findByRole('button', { name: 'Escribinos sobre este plan' }));
      expect(useContactDialog.getState()).toMatchObject({
        isOpen: true,
        about: { plan: homeQuote().selectedPackage, subject: 'Poliza eleccionada' },
      });
    });
  });

  describe('Contratar', () => {
    async function showQuote(quote = bikeQuote(), routes = {}) {
      localStorage.setItem('quoteId', QUOTE_ID);
      const fetchMock = installFetch({ [QUOTE_URL]: ok(quote), ...routes });
      const result = renderPage();
      await screen.findByRole('button', { name: 'Contratar' });
      return { fetchMock, ...result };
    }

    it('signed in: creates the policy from the quote once (even on a double click), reloads the policies and goes to /app', async () => {
      signIn();
      const bought = makePolicy({ category: 'bike', status: 'pendiente', numeroPoliza: null });
      const created = deferred<ReturnType<typeof ok>>();
      const { fetchMock, location } = await showQuote(bikeQuote(), {
        'POST /api/v1/user/policy-from-quote': () => created.promise,
        'GET /api/v1/user/policy': ok([bought]),
      });
      await userEvent.dblClick(screen.getByRole('button', { name: 'Contratar' }));
      expect(screen.getByRole('button', { name: 'Contratando…' })).toBeDisabled();
      created.resolve(ok(bought));
      await waitFor(() => expect(location().pathname).toBe('/app'));

      const posts = calledPaths(fetchMock).filter((p) => p === 'POST /api/v1/user/policy-from-quote');
      expect(posts).toHaveLength(1);
      const index = calledPaths(fetchMock).indexOf('POST /api/v1/user/policy-from-quote');
      expect(bodyOf(fetchMock, index)).toEqual({ quoteId: QUOTE_ID });
      expect(calledPaths(fetchMock)).toContain('GET /api/v1/user/policy');
      expect(usePoliciesStore.getState().policies).toEqual([bought]);
    });

    it('signed in: shows the server message, else "Error al crear la póliza", and stays', async () => {
      silenceConsoleError();
      signIn();
      let calls = 0;
      const { location } = await showQuote(bikeQuote(), {
        'POST /api/v1/user/policy-from-quote': () =>
          ++calls === 1 ? fail(409, 'La cotización ya no está disponible.') : fail(500),
      });
      await userEvent.click(screen.getByRole('button', { name: 'Contratar' }));
      expect(await screen.findByText('La cotización ya no está disponible.')).toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: 'Contratar' }));
      expect(await screen.findByText('Error al crear la póliza')).toBeInTheDocument();
      expect(location().pathname).toBe('/insurance/bike/compare');
    });

    it('signed out: starts sign-in with the quote id and a return to /app', async () => {
      const login = signOut();
      const { fetchMock } = await showQuote();
      await userEvent.click(screen.getByRole('button', { name: 'Contratar' }));
      expect(login).toHaveBeenCalledTimes(1);
      expect(login).toHaveBeenCalledWith({ quoteId: QUOTE_ID, returnTo: '/app' });
      expect(calledPaths(fetchMock)).not.toContain('POST /api/v1/user/policy-from-quote');
    });

    it('without a contact e-mail toasts "Falta el correo de contacto" and does nothing else', async () => {
      signIn();
      const { fetchMock, location } = await showQuote(bikeQuote({ contactEmail: null }));
      await userEvent.click(screen.getByRole('button', { name: 'Contratar' }));
      expect(await screen.findByText('Falta el correo de contacto')).toBeInTheDocument();
      expect(calledPaths(fetchMock)).toEqual([`GET /api/v1/quote/${QUOTE_ID}`]);
      expect(location().pathname).toBe('/insurance/bike/compare');
    });
  });

  describe('Quiero que me llamen', () => {
    it('sends a lead with the quote contact data, birth date included, and confirms', async () => {
      localStorage.setItem('quoteId', QUOTE_ID);
      const lead = deferred<ReturnType<typeof ok>>();
      const fetchMock = installFetch({
        [QUOTE_URL]: ok(bikeQuote({ birthDate: '1990-05-17' })),
        'POST /api/v1/leads': () => lead.promise,
      });
      renderPage();
      await userEvent.dblClick(await screen.findByRole('button', { name: 'Quiero que me llamen' }));
      expect(screen.getByRole('button', { name: 'Enviando…' })).toBeDisabled();
      lead.resolve(ok({ _id: 'l1' }));
      expect(await screen.findByText('¡Nos pondremos en contacto a la brevedad!')).toBeInTheDocument();
      const leads = calledPaths(fetchMock).filter((p) => p === 'POST /api/v1/leads');
      expect(leads).toHaveLength(1);
      expect(bodyOf(fetchMock, calledPaths(fetchMock).indexOf('POST /api/v1/leads'))).toEqual({
        firstName: 'Ana',
        lastName: 'Pérez',
        email: 'ana@example.com',
        phone: '099123456',
        birthDate: '1990-05-17',
        declaredValue: 1500,
      });
    });

    it('asks for a celular when the quote has none, and sends the lead only with one', async () => {
      localStorage.setItem('quoteId', QUOTE_ID);
      const fetchMock = installFetch({
        [QUOTE_URL]: ok(bikeQuote({ phoneNumber: null })),
        'POST /api/v1/leads': ok({ _id: 'l1' }),
      });
      renderPage();
      await userEvent.click(await screen.findByRole('button', { name: 'Quiero que me llamen' }));
      const phone = screen.getByRole('textbox', { name: '¿A qué celular te llamamos?' });
      expect(phone).toHaveFocus();
      expect(screen.queryByText('¡Nos pondremos en contacto a la brevedad!')).not.toBeInTheDocument();

      await userEvent.click(screen.getByRole('button', { name: 'Pedir que me llamen' }));
      expect(phone).toHaveAttribute('aria-invalid', 'true');
      expect(phone).toHaveAccessibleDescription('Ingresá tu celular para que te llamemos.');
      expect(calledPaths(fetchMock)).not.toContain('POST /api/v1/leads');

      await userEvent.type(phone, '099 765 432');
      await userEvent.click(screen.getByRole('button', { name: 'Pedir que me llamen' }));
      expect(await screen.findByText('¡Nos pondremos en contacto a la brevedad!')).toBeInTheDocument();
      expect(bodyOf(fetchMock, calledPaths(fetchMock).indexOf('POST /api/v1/leads'))).toMatchObject({
        phone: '099 765 432',
      });
    });

    it('says so when the lead fails', async () => {
      silenceConsoleError();
      localStorage.setItem('quoteId', QUOTE_ID);
      installFetch({ [QUOTE_URL]: ok(bikeQuote()), 'POST /api/v1/leads': fail(500) });
      renderPage();
      await userEvent.click(await screen.findByRole('button', { name: 'Quiero que me llamen' }));
      expect(await screen.findByText('No pudimos registrar tu pedido. Probá de nuevo.')).toBeInTheDocument();
    });
  });
});

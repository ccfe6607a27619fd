import { StrictMode } from 'react';
import userEvent from '@testing-library/user-event';
import { Link } from 'react-router';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { useContactDialog, type Policy } from 'shared-ui';
import { deferred, fail, installFetch, ok, type FakeResponse } from 'shared-ui/testing/http';
import { fakeRemotes, registerFakeRemotes } from 'shared-ui/testing/federation';
import { makePolicy } from 'shared-ui/testing/policy-fixture';
import { act, render, screen, waitFor, within } from '@/testing/render';
import { setViewport } from '@/testing/viewport';
import { todayInUruguay } from '@/features/policies/lib/expiry';
import AppPage from '../app-page';

const REMOTES = {
  'mf_assistant/ConsultasTab': () => <form aria-label="Consultas al asistente" />,
  'mf_forms/ClaimsForm': ({ policyNumber }: { policyNumber?: string | null }) => (
    <form aria-label="Formulario de reclamo" data-policy-number={policyNumber ?? ''} />
  ),
  'mf_forms/InsuranceRequestForm': () => <form aria-label="Formulario de solicitud" />,
};

function registerAll() {
  fakeRemotes(['mf_assistant', 'mf_forms'], REMOTES);
}

beforeAll(async () => {
  // Like a shell that already fetched the remotes: RemoteMount keeps each loaded module's component, so
  // later renders show them synchronously (and no test ends with a load still pending).
  registerAll();
  installFetch({ 'GET /api/v1/user/policy': ok([]) });
  setViewport('mobile');
  for (const [tab, form] of [
    ['consultas', 'Consultas al asistente'],
    ['reclamos', 'Formulario de reclamo'],
    ['explorar', 'Formulario de solicitud'],
  ] as const) {
    const { unmount } = render(<AppPage />, { route: { pathname: '/app', state: { tab } }, path: '/app' });
    await screen.findByRole('form', { name: form });
    unmount();
  }
});

beforeEach(() => {
  registerAll();
  setViewport('desktop');
});

/** yyyy-mm-dd, n days from today in Uruguay. */
function inDays(n: number): string {
  const [y, m, d] = todayInUruguay().split('-').map(Number);
  return new Date(Date.UTC(y!, m! - 1, d! + n)).toISOString().slice(0, 10);
}

function renderApp(state?: unknown, policies?: Policy[]) {
  return render(<AppPage />, { route: { pathname: '/app', state }, path: '/app', policies });
}

describe('AppPage tabs (desktop)', () => {
  beforeEach(() => {
    installFetch({ 'GET /api/v1/user/policy': ok([]) });
  });

  it('shows a vertical tablist with the four tabs, "Tus seguros" first', async () => {
    renderApp();
    const tablist = screen.getByRole('tablist', { name: 'Mi cuenta' });
    expect(tablist).toHaveAttribute('aria-orientation', 'vertical');
    expect(
      within(tablist)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Tus seguros', 'Consultas', 'Explorar nuevos', 'Reclamos de Siniestros']);
    const selected = screen.getByRole('tab', { selected: true });
    expect(selected).toHaveTextContent('Tus seguros');
    expect(screen.getByRole('tabpanel', { name: 'Tus seguros' })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Sección' })).not.toBeInTheDocument();
    await screen.findByText('Aún no tienes ningún seguro en tu wallet');
  });

  it('moves between tabs with the arrow keys, Home and End (one tab stop)', async () => {
    renderApp();
    const user = userEvent.setup();
    await screen.findByText('Aún no tienes ningún seguro en tu wallet');
    await user.tab();
    expect(screen.getByRole('tab', { name: 'Tus seguros' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('tab', { name: 'Consultas' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Consultas' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Consultas' })).toContainElement(
      screen.getByRole('form', { name: 'Consultas al asistente' }),
    );
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Reclamos de Siniestros' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('tab', { name: 'Tus seguros' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('tab', { name: 'Reclamos de Siniestros' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'Tus seguros' })).toHaveFocus();
    for (const tab of screen.getAllByRole('tab')) {
      expect(tab).toHaveAttribute('tabindex', tab.getAttribute('aria-selected') === 'true' ? '0' : '-1');
    }
  });

  it('embeds the claims form of mf_forms in "Reclamos de Siniestros"', async () => {
    renderApp();
    await userEvent.click(screen.getByRole('tab', { name: 'Reclamos de Siniestros' }));
    const panel = screen.getByRole('tabpanel', { name: 'Reclamos de Siniestros' });
    expect(within(panel).getByRole('form', { name: 'Formulario de reclamo' })).toBeInTheDocument();
    expect(loadRemote).toHaveBeenCalledWith('mf_forms/ClaimsForm');
  });

  it("shows the shared fallback while a tab's remote is not deployed", async () => {
    registerFakeRemotes([]);
    renderApp();
    await userEvent.click(screen.getByRole('tab', { name: 'Consultas' }));
    expect(screen.getByText('Esta sección todavía no está disponible.')).toBeInTheDocument();
  });

  it('preselects the tab from navigation state, then moves it into the address', async () => {
    const { location } = renderApp({ tab: 'reclamos' });
    expect(screen.getByRole('tab', { name: 'Reclamos de Siniestros' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('form', { name: 'Formulario de reclamo' })).toBeInTheDocument();
    await waitFor(() => expect(location().state).toBeNull());
    expect(location().pathname).toBe('/app');
    expect(location().search).toBe('?tab=reclamos');
    expect(screen.getByRole('tab', { name: 'Reclamos de Siniestros' })).toHaveAttribute('aria-selected', 'true');
  });

  it('keeps the chosen tab in the address, so a reload or Back shows it again', async () => {
    const { location, unmount } = renderApp();
    await userEvent.click(screen.getByRole('tab', { name: 'Consultas' }));
    expect(location().search).toBe('?tab=consultas');
    await userEvent.click(screen.getByRole('tab', { name: 'Tus seguros' }));
    expect(location().search).toBe('');
    await userEvent.click(screen.getByRole('tab', { name: 'Explorar nuevos' }));
    expect(location().search).toBe('?tab=explorar');
    unmount();

    // The same address again (a reload, or Back from a policy).
    render(<AppPage />, { route: '/app?tab=explorar', path: '/app' });
    expect(screen.getByRole('tab', { name: 'Explorar nuevos' })).toHaveAttribute('aria-selected', 'true');
  });

  it('shows the first tab for an unknown ?tab=', () => {
    render(<AppPage />, { route: '/app?tab=nada', path: '/app' });
    expect(screen.getByRole('tab', { name: 'Tus seguros' })).toHaveAttribute('aria-selected', 'true');
  });

  it('hands the policy number of "Denunciar tu Siniestro" to the claims form, after clearing the state', async () => {
    const { location } = renderApp({ tab: 'reclamos', policyNumber: 'SBI-12345678' });
    await waitFor(() => expect(location().state).toBeNull());
    expect(screen.getByRole('form', { name: 'Formulario de reclamo' })).toHaveAttribute(
      'data-policy-number',
      'SBI-12345678',
    );
  });

  it('follows navigation state that arrives while already on /app (the shell\'s "Consultas" link)', async () => {
    const { location } = render(
      <>
        <AppPage />
        <Link to="/app" state={{ tab: 'consultas' }}>
          Ir a Consultas
        </Link>
      </>,
      { route: '/app', path: '/app' },
    );
    expect(screen.getByRole('tab', { name: 'Tus seguros' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(screen.getByRole('link', { name: 'Ir a Consultas' }));
    expect(screen.getByRole('tab', { name: 'Consultas' })).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(location().state).toBeNull());
  });

  it('a plain navigation to /app afterwards (the shell\'s "Mis seguros") shows "Tus seguros" again', async () => {
    render(
      <>
        <AppPage />
        <Link to="/app">Mis seguros</Link>
      </>,
      { route: { pathname: '/app', state: { tab: 'consultas' } }, path: '/app' },
    );
    expect(screen.getByRole('tab', { name: 'Consultas' })).toHaveAttribute('aria-selected', 'true');
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: 'Consultas' })).toHaveAttribute('aria-selected', 'true'),
    );
    await userEvent.click(screen.getByRole('link', { name: 'Mis seguros' }));
    expect(screen.getByRole('tab', { name: 'Tus seguros' })).toHaveAttribute('aria-selected', 'true');
    await screen.findByText('Aún no tienes ningún seguro en tu wallet');
  });

  it('keeps the preselected tab under StrictMode (effects run twice)', async () => {
    const { location } = render(
      <StrictMode>
        <AppPage />
      </StrictMode>,
      { route: { pathname: '/app', state: { tab: 'reclamos' } }, path: '/app' },
    );
    await waitFor(() => expect(location().state).toBeNull());
    expect(screen.getByRole('tab', { name: 'Reclamos de Siniestros' })).toHaveAttribute('aria-selected', 'true');
  });

  it('ignores state that is not one of its tabs', async () => {
    const { location } = renderApp({ tab: 'perfil', returnTo: '/x' });
    expect(screen.getByRole('tab', { name: 'Tus seguros' })).toHaveAttribute('aria-selected', 'true');
    await screen.findByText('Aún no tienes ningún seguro en tu wallet');
    expect(location().state).toEqual({ tab: 'perfil', returnTo: '/x' });
  });

  it('"Contactanos" opens the contact dialog instead of a tab', async () => {
    renderApp();
    await userEvent.click(screen.getByRole('button', { name: 'Contactanos' }));
    expect(useContactDialog.getState()).toMatchObject({ isOpen: true, title: null });
    expect(screen.getByRole('tab', { name: 'Tus seguros' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.queryByRole('tab', { name: 'Contactanos' })).not.toBeInTheDocument();
  });
});

describe('AppPage tabs (mobile)', () => {
  beforeEach(() => {
    setViewport('mobile');
    installFetch({ 'GET /api/v1/user/policy': ok([]) });
  });

  it('switches sections with the labelled select "Sección"', async () => {
    renderApp();
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
    const select = screen.getByRole('combobox', { name: 'Sección' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Tus seguros', 'Consultas', 'Explorar nuevos', 'Reclamos de Siniestros']);
    expect(select).toHaveValue('seguros');
    await userEvent.selectOptions(select, 'Explorar nuevos');
    expect(screen.getByRole('region', { name: 'Explorar nuevos' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Explorar nuevos' })).toBeInTheDocument();
    await userEvent.selectOptions(select, 'Reclamos de Siniestros');
    expect(screen.getByRole('form', { name: 'Formulario de reclamo' })).toBeInTheDocument();
  });

  it('preselects from navigation state in the select too', () => {
    renderApp({ tab: 'consultas' });
    expect(screen.getByRole('combobox', { name: 'Sección' })).toHaveValue('consultas');
    expect(screen.getByRole('form', { name: 'Consultas al asistente' })).toBeInTheDocument();
  });

  it('keeps "Contactanos" as a button beside the select', async () => {
    renderApp();
    await userEvent.click(screen.getByRole('button', { name: 'Contactanos' }));
    expect(useContactDialog.getState().isOpen).toBe(true);
  });
});

describe('Explorar nuevos', () => {
  beforeEach(() => {
    installFetch({ 'GET /api/v1/user/policy': ok([]) });
  });

  it('lists the eight tiles and mounts the request form of mf_forms below', () => {
    renderApp({ tab: 'explorar' });
    const tiles = screen.getByRole('region', { name: '¿Qué querés asegurar?' });
    expect(within(tiles).getAllByRole('link')).toHaveLength(8);
    const request = screen.getByRole('region', { name: '¿Buscás otro seguro?' });
    expect(within(request).getByRole('form', { name: 'Formulario de solicitud' })).toBeInTheDocument();
    expect(loadRemote).toHaveBeenCalledWith('mf_forms/InsuranceRequestForm');
  });

  it.each([
    ['Auto', '/insurance/other', { defaultType: 'auto' }],
    ['Hogar', '/insurance/home', null],
    ['Garantía de alquiler', '/insurance/other', { defaultType: 'garantia' }],
    ['Bicicleta', '/insurance/bike', null],
    ['Dental', '/insurance/other', { defaultType: 'dental' }],
    ['Viajes', '/insurance/other', { defaultType: 'viajes' }],
    ['Accidentes Personales', '/insurance/other', { defaultType: 'accidentes' }],
    ['Otros', '/insurance/other', { defaultType: 'otros' }],
  ])('the %s tile goes to %s with state %j', async (title, pathname, state) => {
    const { location } = renderApp({ tab: 'explorar' });
    await waitFor(() => expect(location().state).toBeNull());
    const tiles = screen.getByRole('region', { name: '¿Qué querés asegurar?' });
    await userEvent.click(within(tiles).getByRole('link', { name: new RegExp(`^${title}\\b`) }));
    expect(location().pathname).toBe(pathname);
    expect(location().state ?? null).toEqual(state);
  });
});

describe('Tus seguros', () => {
  it('loads the wallet when nobody did yet, with a spinner meanwhile, then shows the empty state', async () => {
    let answer: (value: unknown) => void = () => {};
    const fetchMock = installFetch({
      'GET /api/v1/user/policy': () => new Promise((resolve) => (answer = resolve as typeof answer)),
    });
    renderApp();
    expect(await screen.findByRole('status', { name: 'Cargando tus seguros…' })).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect((fetchMock.mock.calls[0]![1] as RequestInit).headers).toMatchObject({ authorization: 'Bearer test-token' });
    await act(async () => answer(ok([])));
    expect(await screen.findByText('Aún no tienes ningún seguro en tu wallet')).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Cargando tus seguros…' })).not.toBeInTheDocument();
  });

  it('empty: "Explorar nuevos" switches to that tab and "Agregá seguros a tu wallet" goes to /service/new', async () => {
    installFetch({ 'GET /api/v1/user/policy': ok([]) });
    const { location } = renderApp();
    await screen.findByText('Aún no tienes ningún seguro en tu wallet');
    await userEvent.click(screen.getByRole('button', { name: 'Explorar nuevos' }));
    expect(screen.getByRole('tab', { name: 'Explorar nuevos' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(screen.getByRole('tab', { name: 'Tus seguros' }));
    await userEvent.click(screen.getByRole('link', { name: 'Agregá seguros a tu wallet' }));
    expect(location().pathname).toBe('/service/new');
  });

  it('shows the promo cards: home insurance "Ver más" and "Agregá tus seguros a tu wallet"', async () => {
    installFetch({ 'GET /api/v1/user/policy': ok([]) });
    const { location } = renderApp();
    await screen.findByText('Aún no tienes ningún seguro en tu wallet');
    expect(screen.getByRole('link', { name: 'Agregá tus seguros a tu wallet' })).toHaveAttribute(
      'href',
      '/service/new',
    );
    await userEvent.click(screen.getByRole('link', { name: 'Ver más' }));
    expect(location().pathname).toBe('/insurance/home');
  });

  it('draws the suggestions with the cards, not under the spinner (they would jump down)', async () => {
    const answer = deferred<FakeResponse>();
    installFetch({ 'GET /api/v1/user/policy': () => answer.promise });
    renderApp();
    expect(await screen.findByRole('status', { name: 'Cargando tus seguros…' })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Sugerencias' })).not.toBeInTheDocument();
    await act(async () => answer.resolve(ok([makePolicy()])));
    expect(await screen.findByRole('list', { name: 'Tus pólizas' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Sugerencias' })).toBeInTheDocument();
  });

  it("marks 'Vence pronto' a policy expiring within the reminders' 30 days, and no other", async () => {
    installFetch({
      'GET /api/v1/user/policy': ok([
        makePolicy({ plan: 'Pronto', fechaVencimiento: inDays(12) }),
        makePolicy({ _id: 'b0b0b0b0-0000-4000-8000-000000000002', plan: 'Hoy', fechaVencimiento: inDays(0) }),
        makePolicy({ _id: 'c0c0c0c0-0000-4000-8000-000000000003', plan: 'Lejos', fechaVencimiento: inDays(31) }),
        makePolicy({ _id: 'd0d0d0d0-0000-4000-8000-000000000004', plan: 'Vencida', fechaVencimiento: inDays(-1) }),
        makePolicy({
          _id: 'e0e0e0e0-0000-4000-8000-000000000005',
          plan: 'Impaga',
          status: 'pendiente',
          fechaVencimiento: inDays(5),
        }),
      ]),
    });
    renderApp();
    await screen.findByRole('list', { name: 'Tus pólizas' });
    const card = (plan: string) => screen.getByRole('article', { name: `Seguro de Hogar · SBI Seguros · ${plan}` });
    expect(within(card('Pronto')).getByText('Vence pronto')).toHaveTextContent('Vence pronto: faltan 12 días');
    expect(within(card('Hoy')).getByText('Vence pronto')).toHaveTextContent('Vence pronto: vence hoy');
    for (const plan of ['Lejos', 'Vencida', 'Impaga']) {
      expect(within(card(plan)).queryByText('Vence pronto')).not.toBeInTheDocument();
    }
  });

  it('lists the policy cards with title, insurer, number, validity, annual price and status', async () => {
    installFetch({
      'GET /api/v1/user/policy': ok([
        makePolicy(),
        makePolicy({
          _id: 'b0b0b0b0-0000-4000-8000-000000000002',
          category: 'bike',
          plan: 'Total',
          status: 'pendiente',
          numeroPoliza: null,
          fechaEmision: null,
          fechaVencimiento: null,
          price: 1234.5,
        }),
        makePolicy({
          _id: 'c0c0c0c0-0000-4000-8000-000000000003',
          category: 'car',
          insurer: 'bse',
          plan: 'Automóviles Total',
          status: 'Faltan completar datos',
          externo: true,
        }),
      ]),
    });
    renderApp();
    const list = await screen.findByRole('list', { name: 'Tus pólizas' });
    const cards = within(list).getAllByRole('article');
    expect(cards).toHaveLength(3);

    const home = screen.getByRole('article', { name: 'Seguro de Hogar · SBI Seguros · Recomendado' });
    expect(within(home).getByRole('link', { name: 'Seguro de Hogar · SBI Seguros · Recomendado' })).toHaveAttribute(
      'href',
      '/policy/3f1c2b9e-8a4d-4c1e-9b7a-1d2e3f4a5b6c',
    );
    expect(within(home).getByText('SBI Seguros')).toBeInTheDocument();
    expect(within(home).getByText('SBI-12345678')).toBeInTheDocument();
    expect(within(home).getByText('01/01/2025 - 01/01/2026')).toBeInTheDocument();
    expect(within(home).getByText('USD 250')).toBeInTheDocument();
    expect(within(home).getByText('Activa')).toHaveAttribute('data-tone', 'active');

    const bike = screen.getByRole('article', { name: 'Seguro de Bicicleta · SBI Seguros · Total' });
    expect(within(bike).queryByText('Póliza N.º')).not.toBeInTheDocument();
    expect(within(bike).queryByText('Vigencia')).not.toBeInTheDocument();
    expect(within(bike).getByText('USD 1.234,50')).toBeInTheDocument();
    expect(within(bike).getByText('Pendiente de pago')).toHaveAttribute('data-tone', 'pending');

    const car = screen.getByRole('article', {
      name: 'Seguro de Auto · Banco de Seguros del Estado · Automóviles Total',
    });
    expect(within(car).getByText('Faltan completar datos')).toHaveAttribute('data-tone', 'missing-data');
    expect(screen.queryByText('Aún no tienes ningún seguro en tu wallet')).not.toBeInTheDocument();
  });

  it('after Contratar: the new pending purchase comes first, says it waits for payment and offers "Completar compra"', async () => {
    const PENDING_ID = 'b0b0b0b0-0000-4000-8000-000000000002';
    installFetch({
      'GET /api/v1/user/policy': ok([
        makePolicy({ createdAt: '2026-01-02T10:00:00.000Z' }),
        makePolicy({
          _id: 'c0c0c0c0-0000-4000-8000-000000000003',
          category: 'bike',
          plan: 'Básico',
          status: 'pendiente',
          numeroPoliza: null,
          createdAt: '2026-01-01T10:00:00.000Z',
        }),
        makePolicy({
          _id: PENDING_ID,
          category: 'bike',
          plan: 'Total',
          status: 'pendiente',
          numeroPoliza: null,
          createdAt: '2026-01-03T10:00:00.000Z',
        }),
      ]),
    });
    const { location } = renderApp();
    const list = await screen.findByRole('list', { name: 'Tus pólizas' });
    const cards = within(list).getAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Seguro de Bicicleta · SBI Seguros · Total',
      'Seguro de Bicicleta · SBI Seguros · Básico',
      'Seguro de Hogar · SBI Seguros · Recomendado',
    ]);
    const first = cards[0]!;
    expect(within(first).getByText('Pendiente de pago')).toHaveAttribute('data-tone', 'pending');
    expect(within(first).getByText('Tu seguro se activa cuando completes el pago.')).toBeInTheDocument();
    // The active policy offers no purchase.
    expect(within(cards[2]!).queryByRole('link', { name: 'Completar compra' })).not.toBeInTheDocument();
    const complete = within(first).getByRole('link', { name: 'Completar compra' });
    expect(complete).toHaveAccessibleDescription('Seguro de Bicicleta · SBI Seguros · Total');
    await userEvent.click(complete);
    expect(location().pathname).toBe(`/policy/${PENDING_ID}/emission`);
  });

  it('opens the policy detail from its card', async () => {
    installFetch({ 'GET /api/v1/user/policy': ok([makePolicy()]) });
    const { location } = renderApp();
    await userEvent.click(await screen.findByRole('link', { name: /^Seguro de Hogar/ }));
    expect(location().pathname).toBe('/policy/3f1c2b9e-8a4d-4c1e-9b7a-1d2e3f4a5b6c');
  });

  it('does not ask again when the shell already loaded the wallet', () => {
    const fetchMock = installFetch({});
    renderApp(undefined, [makePolicy()]);
    expect(screen.getByRole('article', { name: /^Seguro de Hogar/ })).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('offers a retry when the wallet could not be loaded', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const fetchMock = installFetch({ 'GET /api/v1/user/policy': fail(500, 'Servicio no disponible') });
    renderApp();
    expect(await screen.findByText('Servicio no disponible')).toBeInTheDocument();
    fetchMock.mockImplementation(async () => ok([makePolicy()]));
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('article', { name: /^Seguro de Hogar/ })).toBeInTheDocument();
    (console.error as jest.Mock).mockRestore();
  });
});

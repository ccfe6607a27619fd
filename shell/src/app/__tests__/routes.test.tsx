import { screen, waitFor } from '@testing-library/react';
import { installFetch } from 'shared-ui/testing/http';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { fakeRemotes } from 'shared-ui/testing/federation';
import userEvent from '@testing-library/user-event';
import { currentLocation, renderApp } from '@/testing/render';
import { remoteRoutes, routePattern } from '../routes';

// The session is faked through shared-ui's store; the Auth0 SDK stays out of these tests.
jest.mock('@/features/auth/components/auth-session', () => ({ AuthSession: () => null }));

const ALL_REMOTES = ['mf_landing', 'mf_quote', 'mf_emission', 'mf_wallet', 'mf_assistant', 'mf_forms'];

beforeEach(() => {
  installFetch();
  fakeRemotes(ALL_REMOTES);
  jest.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => jest.restoreAllMocks());

const cases: Array<[url: string, id: string, guarded: boolean]> = [
  ['/', 'mf_landing/LandingPage', false],
  ['/quienes-somos', 'mf_landing/AboutPage', false],
  ['/privacy', 'mf_landing/PrivacyPage', false],
  ['/insurance/bike', 'mf_landing/InsurancePage', false],
  ['/insurance/home', 'mf_landing/InsurancePage', false],
  ['/insurance/other', 'mf_forms/OtherInsurancePage', false],
  ['/insurance/bike/compare', 'mf_quote/ComparePage', false],
  ['/insurance/home/compare', 'mf_quote/ComparePage', false],
  ['/quote/bike', 'mf_quote/BikeQuotePage', false],
  ['/quote/home', 'mf_quote/HomeQuotePage', false],
  ['/quote/home/form', 'mf_quote/HomePlansPage', false],
  ['/quote/home/custom', 'mf_quote/HomeCustomPage', false],
  ['/app', 'mf_wallet/AppPage', true],
  ['/policy/4a1c', 'mf_wallet/PolicyPage', true],
  ['/service/new', 'mf_wallet/ServiceNewPage', true],
  ['/profile', 'mf_wallet/ProfilePage', true],
  ['/policy/4a1c/emission', 'mf_emission/EmissionPage', true],
  ['/emission/result', 'mf_emission/EmissionResultPage', true],
  ['/emision/resultado', 'mf_emission/EmissionResultPage', true],
  ['/chat', 'mf_assistant/ChatPage', true],
  ['/chat/c-42', 'mf_assistant/ChatPage', true],
];

describe('route table', () => {
  // Runs first: RemoteMount caches each loaded module for the whole page, as in the browser.
  it('keeps navigating after a remote failed to load', async () => {
    const working = (loadRemote as jest.Mock).getMockImplementation()!;
    (loadRemote as jest.Mock).mockImplementation(async (id: string) => {
      if (id === 'mf_landing/AboutPage') throw new Error('ScriptNetworkError');
      return working(id);
    });
    renderApp({ route: '/quienes-somos' });
    expect(await screen.findByText('No pudimos cargar esta sección.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Menú' }));
    await userEvent.click(screen.getByRole('link', { name: 'Home' }));
    expect(await screen.findByText('remote:mf_landing/LandingPage')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('No pudimos cargar esta sección.')).not.toBeInTheDocument());
  });

  it.each(cases)('%s mounts %s', async (url, id, guarded) => {
    renderApp({ route: url, auth: { status: 'authenticated' } });
    expect(await screen.findByText(`remote:${id}`)).toBeInTheDocument();
    expect(remoteRoutes.some((r) => r.guarded === guarded && `${r.remote}/${r.module.slice(2)}` === id)).toBe(true);
  });

  it('has a case above for every route', () => {
    expect(remoteRoutes).toHaveLength(19);
    const screens = new Set(cases.map(([, id]) => id));
    expect(new Set(remoteRoutes.map((r) => `${r.remote}/${r.module.slice(2)}`))).toEqual(screens);
  });

  // Screens whose module does not exist yet are not routes: their addresses lead home like unknown ones.
  it.each(['/login', '/register', '/no-existe', '/insurance/bike/compare/extra'])(
    '%s redirects to / (replace)',
    async (url) => {
      renderApp({ route: url });
      expect(await screen.findByText('remote:mf_landing/LandingPage')).toBeInTheDocument();
      expect(currentLocation()).toMatchObject({ pathname: '/', action: 'REPLACE' });
    },
  );

  it('keeps guarded screens behind the session check', async () => {
    renderApp({ route: '/policy/4a1c', auth: { status: 'checking' } });
    expect(screen.getByRole('status', { name: 'Cargando…' })).toBeInTheDocument();
    expect(screen.queryByText('remote:mf_wallet/PolicyPage')).not.toBeInTheDocument();
  });

  it('names monitoring views by route pattern', () => {
    expect(routePattern('/policy/123')).toBe('/policy/:id');
    expect(routePattern('/insurance/other')).toBe('/insurance/other');
    expect(routePattern('/insurance/home')).toBe('/insurance/:type');
    expect(routePattern('/emision/resultado')).toBe('/emision/resultado');
    expect(routePattern('/nada')).toBe('/nada');
  });

  it('says a screen is not available yet when its remote is not registered', async () => {
    fakeRemotes(['mf_landing']);
    renderApp({ route: '/quote/bike' });
    expect(await screen.findByText('Esta sección todavía no está disponible.')).toBeInTheDocument();
  });
});

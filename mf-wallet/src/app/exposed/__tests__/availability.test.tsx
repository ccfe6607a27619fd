// Tabs, tiles and links that lead to a screen or module the shell does not serve are not shown.
import { clearAvailability, paths, publishAvailability, remoteModules, type Policy } from 'shared-ui';
import { installFetch, ok } from 'shared-ui/testing/http';
import { PolicyActions } from '@/features/policies/components/policy-actions';
import { render, screen, within } from '@/testing/render';
import { setViewport } from '@/testing/viewport';
import AppPage from '../app-page';

const ALL_ROUTES = Object.values(paths).map((p) => p.path);
const NOT_BUILT_YET = [paths.insuranceOther, paths.serviceNew, paths.profile, paths.chat, paths.chatConversation];

/** As a shell without mf_forms and mf_assistant, and without the profile and add-service screens, publishes it. */
function publishToday() {
  const missing = new Set<string>(NOT_BUILT_YET.map((p) => p.path));
  publishAvailability({ routes: ALL_ROUTES.filter((r) => !missing.has(r)), modules: [] });
}

function publishEverything() {
  publishAvailability({ routes: ALL_ROUTES, modules: Object.values(remoteModules) });
}

function renderApp(state?: unknown) {
  return render(<AppPage />, { route: { pathname: '/app', state }, path: '/app', policies: [] });
}

/** Only the fields the actions read. */
function policy(fields: { status: string; category: string; externo?: boolean }): Policy {
  return { _id: 'p-1', insurer: 'sbi', externo: false, ...fields } as unknown as Policy;
}

function actionNames() {
  return screen.queryAllByRole('link').map((link) => link.textContent);
}

beforeEach(() => {
  installFetch({ 'GET /api/v1/user/policy': ok([]) });
  setViewport('desktop');
});

afterEach(() => clearAvailability());

describe('/app while mf_forms and mf_assistant do not exist', () => {
  it('lists only the tabs of its own, without Contactanos', async () => {
    publishToday();
    renderApp();
    const tablist = screen.getByRole('tablist', { name: 'Mi cuenta' });
    expect(
      within(tablist)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Tus seguros', 'Explorar nuevos']);
    expect(screen.queryByRole('button', { name: 'Contactanos' })).not.toBeInTheDocument();
    await screen.findByText('Aún no tienes ningún seguro en tu wallet');
  });

  it('the mobile section selector lacks them too', () => {
    publishToday();
    setViewport('mobile');
    renderApp();
    const select = screen.getByRole('combobox', { name: 'Sección' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Tus seguros', 'Explorar nuevos']);
  });

  it('a link to a missing tab opens "Tus seguros"', () => {
    publishToday();
    renderApp({ tab: 'reclamos' });
    expect(screen.getByRole('tab', { selected: true })).toHaveTextContent('Tus seguros');
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });

  it('the empty wallet and the suggestions leave out the add-service links', async () => {
    publishToday();
    renderApp();
    const hint = (await screen.findByText('Aún no tienes ningún seguro en tu wallet')).nextElementSibling!;
    expect(hint).toHaveTextContent(/^Contratá uno nuevo desde Explorar nuevos\.$/);
    expect(screen.queryByRole('link', { name: 'Agregá seguros a tu wallet' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Agregá tus seguros a tu wallet' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver más' })).toHaveAttribute('href', '/insurance/home');
  });

  it('"Explorar nuevos" shows the Hogar and Bicicleta tiles and no request section', () => {
    publishToday();
    renderApp({ tab: 'explorar' });
    const tiles = screen.getByRole('region', { name: '¿Qué querés asegurar?' });
    expect(
      within(tiles)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/insurance/home', '/insurance/bike']);
    expect(screen.queryByRole('region', { name: '¿Buscás otro seguro?' })).not.toBeInTheDocument();
  });
});

describe('/app once every module exists', () => {
  it('lists the four tabs and Contactanos, and every add link', async () => {
    publishEverything();
    renderApp();
    const tablist = screen.getByRole('tablist', { name: 'Mi cuenta' });
    expect(within(tablist).getAllByRole('tab')).toHaveLength(4);
    expect(screen.getByRole('button', { name: 'Contactanos' })).toBeInTheDocument();
    await screen.findByText('Aún no tienes ningún seguro en tu wallet');
    expect(screen.getByRole('link', { name: 'Agregá seguros a tu wallet' })).toHaveAttribute('href', '/service/new');
    expect(screen.getByRole('link', { name: 'Agregá tus seguros a tu wallet' })).toBeInTheDocument();
  });

  it('"Explorar nuevos" shows all eight tiles and the request section', () => {
    publishEverything();
    renderApp({ tab: 'explorar' });
    expect(within(screen.getByRole('region', { name: '¿Qué querés asegurar?' })).getAllByRole('link')).toHaveLength(8);
    expect(screen.getByRole('region', { name: '¿Buscás otro seguro?' })).toBeInTheDocument();
  });
});

describe('policy detail actions', () => {
  it('an active bike policy: no claim button without the claims tab, "Volver a cotizar" to the bike quote', () => {
    publishToday();
    render(<PolicyActions policy={policy({ status: 'activa', category: 'bike' })} />);
    expect(actionNames()).toEqual(['Volver a cotizar']);
    expect(screen.getByRole('link', { name: 'Volver a cotizar' })).toHaveAttribute('href', '/quote/bike');
  });

  it('a car policy missing data: nothing that leads to the add-service page or the request form', () => {
    publishToday();
    render(<PolicyActions policy={policy({ status: 'Faltan completar datos', category: 'car' })} />);
    expect(actionNames()).toEqual([]);
  });

  it('a pending policy still offers "Completar compra"', () => {
    publishToday();
    render(<PolicyActions policy={policy({ status: 'pendiente', category: 'home' })} />);
    expect(actionNames()).toEqual(['Completar compra', 'Volver a cotizar']);
  });

  it('shows every action that applies once the screens exist', () => {
    publishEverything();
    render(<PolicyActions policy={policy({ status: 'Faltan completar datos', category: 'car' })} />);
    expect(actionNames()).toEqual(['Completar datos de la póliza', 'Denunciar tu Siniestro', 'Volver a cotizar']);
  });
});

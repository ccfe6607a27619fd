// Links and sections that lead to a screen or module the shell does not serve are not shown.
import { clearAvailability, paths, publishAvailability, remoteModules } from 'shared-ui';
import { render, screen, within } from '@/testing/render';
import AboutPage from '../about-page';
import InsurancePage from '../insurance-page';
import LandingPage from '../landing-page';

const ALL_ROUTES = Object.values(paths).map((p) => p.path);
const NOT_BUILT_YET = [paths.insuranceOther, paths.serviceNew, paths.profile, paths.chat, paths.chatConversation];

/** As the shell publishes it today: no mf_forms, no mf_assistant, no profile or add-service screens. */
function publishToday(options: { without?: string[] } = {}) {
  const missing = new Set([...NOT_BUILT_YET.map((p) => p.path), ...(options.without ?? [])]);
  publishAvailability({ routes: ALL_ROUTES.filter((r) => !missing.has(r)), modules: [] });
}

function publishEverything() {
  publishAvailability({ routes: ALL_ROUTES, modules: Object.values(remoteModules) });
}

afterEach(() => clearAvailability());

describe('landing, while the request form and the contact dialog do not exist', () => {
  it('shows only the Hogar and Bicicleta tiles, each to its own page', () => {
    publishToday();
    render(<LandingPage />);
    const grid = screen.getByRole('region', { name: 'Explorá nuestros seguros' });
    const links = within(grid).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/insurance/home', '/insurance/bike']);
    expect(within(grid).getByRole('link', { name: /^Hogar/ })).toBeInTheDocument();
    expect(within(grid).getByRole('link', { name: /^Bicicleta/ })).toBeInTheDocument();
    expect(grid).not.toHaveTextContent('propuesta personalizada');
  });

  it('leaves out the #solicitud section', () => {
    publishToday();
    const { container } = render(<LandingPage />);
    expect(screen.queryByRole('region', { name: '¿Buscás otro seguro?' })).not.toBeInTheDocument();
    expect(container.querySelector('#solicitud')).toBeNull();
  });

  it('hides "Registrate gratis" while the wallet (where sign-up ends) is switched off', () => {
    publishToday({ without: [paths.app.path] });
    render(<LandingPage />);
    expect(screen.queryByRole('button', { name: 'Registrate gratis' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Explorá seguros' })).toBeInTheDocument();
  });

  it('shows all five tiles and the request section once they exist', () => {
    publishEverything();
    render(<LandingPage />);
    const grid = screen.getByRole('region', { name: 'Explorá nuestros seguros' });
    expect(within(grid).getAllByRole('link')).toHaveLength(5);
    expect(grid).toHaveTextContent('Para el resto, pedí una propuesta personalizada.');
    expect(screen.getByRole('region', { name: '¿Buscás otro seguro?' })).toHaveAttribute('id', 'solicitud');
    expect(screen.getByRole('button', { name: 'Registrate gratis' })).toBeInTheDocument();
  });
});

describe('marketing and about pages', () => {
  it('hide the quote buttons while mf-quote is switched off', () => {
    publishToday({ without: [paths.quoteBike.path, paths.quoteHome.path] });
    render(<InsurancePage />, { route: '/insurance/bike', path: '/insurance/:type' });
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Cotizá tu bici/ })).not.toBeInTheDocument();
  });

  it('show the quote buttons when the quote screens exist', () => {
    publishToday();
    render(<InsurancePage />, { route: '/insurance/bike', path: '/insurance/:type' });
    expect(screen.getAllByRole('link', { name: /Cotizá tu bici/ }).length).toBeGreaterThan(0);
  });

  it('the about page offers contact only with the contact dialog', () => {
    publishToday();
    const { unmount } = render(<AboutPage />, { route: '/quienes-somos', path: '/quienes-somos' });
    expect(screen.queryByRole('button', { name: 'Contactanos' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Creá tu cuenta gratis' })).toBeInTheDocument();
    unmount();
    publishEverything();
    render(<AboutPage />, { route: '/quienes-somos', path: '/quienes-somos' });
    expect(screen.getByRole('button', { name: 'Contactanos' })).toBeInTheDocument();
  });
});

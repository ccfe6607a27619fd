import userEvent from '@testing-library/user-event';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { useAuthStore } from 'shared-ui';
import { fakeRemotes, registerFakeRemotes } from 'shared-ui/testing/federation';
import { act, render, screen, within } from '@/testing/render';
import LandingPage from '../landing-page';

function FakeInsuranceRequestForm() {
  return <form aria-label="Formulario de solicitud" />;
}

beforeAll(async () => {
  // Like a shell that already fetched mf_forms: RemoteMount keeps one lazy component per remote module,
  // so later renders show the form synchronously (and no test ends with a load still pending).
  fakeRemotes(['mf_forms'], { 'mf_forms/InsuranceRequestForm': FakeInsuranceRequestForm });
  const { unmount } = render(<LandingPage />);
  await screen.findByRole('form', { name: 'Formulario de solicitud' });
  unmount();
});

beforeEach(() => {
  registerFakeRemotes(['mf_forms']);
});

describe('LandingPage', () => {
  describe('hero', () => {
    it('has the page title as its only h1', () => {
      render(<LandingPage />);
      const h1 = screen.getAllByRole('heading', { level: 1 });
      expect(h1).toHaveLength(1);
      expect(h1[0]).toHaveTextContent('Tus seguros, simples y a la mano.');
    });

    it('"Registrate gratis" opens the provider’s sign-up screen and returns to the wallet', async () => {
      const login = jest.fn().mockResolvedValue(undefined);
      useAuthStore.getState().registerActions({ login });
      render(<LandingPage />);
      await userEvent.click(screen.getByRole('button', { name: 'Registrate gratis' }));
      expect(login).toHaveBeenCalledWith({ returnTo: '/app', signup: true });
    });

    it('"Explorá seguros" scrolls smoothly to the product grid and moves focus there', async () => {
      const scroll = jest.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(() => {});
      render(<LandingPage />);
      await userEvent.click(screen.getByRole('button', { name: 'Explorá seguros' }));
      const grid = screen.getByRole('region', { name: 'Explorá nuestros seguros' });
      expect(scroll).toHaveBeenCalledTimes(1);
      expect(scroll.mock.contexts[0]).toBe(grid);
      expect(scroll).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' });
      expect(screen.getByRole('heading', { name: 'Explorá nuestros seguros' })).toHaveFocus();
      scroll.mockRestore();
    });
  });

  it('shows the three feature blocks', () => {
    render(<LandingPage />);
    for (const name of ['Venta y renovación', 'Organización y gestión', 'Gestioná todo desde tu perfil']) {
      expect(screen.getByRole('heading', { level: 3, name })).toBeInTheDocument();
    }
    expect(screen.getByText('Cotizá y comprá online en 5 minutos.')).toBeInTheDocument();
  });

  describe('product grid', () => {
    it('lists the five tiles', () => {
      render(<LandingPage />);
      const grid = screen.getByRole('region', { name: 'Explorá nuestros seguros' });
      expect(within(grid).getAllByRole('link')).toHaveLength(5);
    });

    it.each([
      ['Auto', '/insurance/other', { defaultType: 'auto' }],
      ['Garantía de Alquiler', '/insurance/other', { defaultType: 'garantia' }],
      ['Hogar', '/insurance/home', null],
      ['Bicicleta', '/insurance/bike', null],
      ['Otros', '/insurance/other', { defaultType: 'otros' }],
    ])('the %s tile goes to %s with state %j', async (title, pathname, state) => {
      const { location } = render(<LandingPage />);
      const grid = screen.getByRole('region', { name: 'Explorá nuestros seguros' });
      await userEvent.click(within(grid).getByRole('link', { name: new RegExp(`^${title}\\b`) }));
      expect(location().pathname).toBe(pathname);
      expect(location().state ?? null).toEqual(state);
    });
  });

  it('shows three testimonials, each rated 5 of 5 stars', () => {
    render(<LandingPage />);
    const region = screen.getByRole('region', { name: 'Lo que dicen quienes ya usan la beta' });
    const ratings = within(region).getAllByRole('img', { name: 'Calificación: 5 de 5 estrellas' });
    expect(ratings).toHaveLength(3);
    for (const rating of ratings) {
      expect(rating.querySelectorAll('svg[data-star="on"]')).toHaveLength(5);
    }
    expect(within(region).getAllByRole('figure')).toHaveLength(3);
  });

  describe('insurance request section', () => {
    it('is anchored at #solicitud, promises an answer within 24 h and mounts the request form of mf_forms', async () => {
      render(<LandingPage />);
      const section = screen.getByRole('region', { name: '¿Buscás otro seguro?' });
      expect(section).toHaveAttribute('id', 'solicitud');
      expect(within(section).getByText('Te respondemos en < 24 h')).toBeInTheDocument();
      expect(within(section).getByRole('form', { name: 'Formulario de solicitud' })).toBeInTheDocument();
      expect(loadRemote).toHaveBeenCalledWith('mf_forms/InsuranceRequestForm');
    });

    it('loads mf_forms only when the section comes near the viewport', async () => {
      let notify: (entries: Array<{ isIntersecting: boolean }>) => void = () => {};
      (window as { IntersectionObserver?: unknown }).IntersectionObserver = class {
        constructor(callback: typeof notify) {
          notify = callback;
        }
        observe() {}
        disconnect() {}
      };
      try {
        jest.mocked(loadRemote).mockClear();
        render(<LandingPage />);
        const section = screen.getByRole('region', { name: '¿Buscás otro seguro?' });
        expect(within(section).queryByRole('form', { name: 'Formulario de solicitud' })).not.toBeInTheDocument();
        expect(loadRemote).not.toHaveBeenCalledWith('mf_forms/InsuranceRequestForm');
        act(() => notify([{ isIntersecting: true }]));
        expect(await within(section).findByRole('form', { name: 'Formulario de solicitud' })).toBeInTheDocument();
      } finally {
        delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
      }
    });

    it('shows the Spanish fallback while mf_forms is not deployed', () => {
      registerFakeRemotes([]);
      render(<LandingPage />);
      const section = screen.getByRole('region', { name: '¿Buscás otro seguro?' });
      expect(within(section).getByText('Esta sección todavía no está disponible.')).toBeInTheDocument();
      expect(within(section).queryByRole('form')).not.toBeInTheDocument();
    });
  });

  describe('articles', () => {
    it('opens links starting with http in a new tab and says so', () => {
      render(<LandingPage />);
      const region = screen.getByRole('region', { name: 'Artículos para decidir mejor' });
      const external = within(region).getByRole('link', { name: /se abre en una pestaña nueva/ });
      expect(external).toHaveAttribute('href', expect.stringMatching(/^http/));
      expect(external).toHaveAttribute('target', '_blank');
      expect(external).toHaveAttribute('rel', 'noopener noreferrer');
      expect(within(region).getAllByRole('link')).toHaveLength(3);
    });

    it('keeps other links inside the app', async () => {
      const { location } = render(<LandingPage />);
      const region = screen.getByRole('region', { name: 'Artículos para decidir mejor' });
      const internal = within(region)
        .getAllByRole('link')
        .filter((link) => !link.getAttribute('href')?.startsWith('http'));
      expect(internal.map((link) => link.getAttribute('href'))).toEqual(['/insurance/home', '/insurance/bike']);
      for (const link of internal) expect(link).not.toHaveAttribute('target');
      await userEvent.click(internal[1]!);
      expect(location().pathname).toBe('/insurance/bike');
    });
  });
});

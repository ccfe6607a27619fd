import userEvent from '@testing-library/user-event';
import { bodyOf, deferred, fail, installFetch, ok } from 'shared-ui/testing/http';
import { fakeMatchMedia } from 'shared-ui/testing/media';
import { homeQuote, plansState, productPackages, QUOTE_ID, silenceConsoleError } from '@/testing/fixtures';
import { useContactDialog } from 'shared-ui';
import { act, render, screen, waitFor, within } from '@/testing/render';
import HomePlansPage from '../home-plans-page';

const PACKAGES_URL = 'GET /api/v1/sbi/productos/202';

function renderPage(state: unknown = plansState) {
  return render(<HomePlansPage />, { route: '/quote/home/form', path: '/quote/home/form', state });
}

/** The slide on view. */
function currentSlide() {
  const carousel = screen.getByRole('region', { name: 'Planes disponibles' });
  const slides = within(carousel).getAllByRole('group', { name: /^Plan \d de \d$/ });
  expect(slides).toHaveLength(1);
  return slides[0]!;
}

function currentPlanName() {
  return within(currentSlide()).getByRole('heading', { level: 2 }).textContent;
}

afterEach(() => {
  jest.restoreAllMocks();
});

beforeEach(() => {
  localStorage.clear();
});

describe('HomePlansPage', () => {
  describe('infraseguro, the counter and plans side by side', () => {
    afterEach(() => fakeMatchMedia(() => false));

    it('warns on a plan that insures less than the declared reconstruction cost, and says what it means', async () => {
      installFetch({ [PACKAGES_URL]: ok(productPackages) });
      renderPage();
      await screen.findByRole('region', { name: 'Planes disponibles' });
      expect(within(currentSlide()).queryByRole('note')).not.toBeInTheDocument(); // Recomendado: 200.000
      await userEvent.click(screen.getByRole('button', { name: 'Plan anterior' }));
      expect(currentPlanName()).toBe('Básico');
      expect(within(currentSlide()).getByRole('note')).toHaveTextContent(
        'Infraseguro: este plan asegura tu vivienda por USD 160.000, menos que los USD 200.000 que declaraste como costo de reconstrucción. Ante un siniestro te pagarían en proporción: alrededor del 80 % de cada daño',
      );
    });

    it('shows "Plan 2 de 3" and the arrows above the plan (seen on a phone before its rows)', async () => {
      installFetch({ [PACKAGES_URL]: ok(productPackages) });
      renderPage();
      const carousel = await screen.findByRole('region', { name: 'Planes disponibles' });
      const counter = within(carousel).getByText('Plan 2 de 3');
      expect(counter).toBeVisible();
      const next = within(carousel).getByRole('button', { name: 'Plan siguiente' });
      await userEvent.click(next);
      expect(within(carousel).getByText('Plan 3 de 3')).toBeInTheDocument();
    });

    it('shows the three plans side by side where they fit, without arrows', async () => {
      fakeMatchMedia((query) => query === '(min-width: 1100px)');
      installFetch({ [PACKAGES_URL]: ok(productPackages) });
      renderPage();
      const plans = await screen.findByRole('region', { name: 'Planes disponibles' });
      const columns = within(plans).getAllByRole('group');
      expect(columns.map((c) => within(c).getByRole('heading', { level: 2 }).textContent)).toEqual([
        'Básico',
        'Recomendado',
        'Premium',
      ]);
      for (const column of columns) expect(column).toBeVisible();
      expect(within(plans).queryByRole('button', { name: 'Plan siguiente' })).not.toBeInTheDocument();
      expect(within(plans).getAllByRole('button', { name: 'Seleccionar Plan' })).toHaveLength(3);
      expect(within(columns[0]!).getByRole('note')).toHaveTextContent(/^Infraseguro/);
    });
  });

  it('goes back to the questionnaire when opened without navigation state', () => {
    const { location } = renderPage(null);
    expect(location().pathname).toBe('/quote/home');
  });

  it('shows the loading overlay while the packages load, with the rating in the query', async () => {
    const answer = deferred<ReturnType<typeof ok>>();
    const fetchMock = installFetch({ [PACKAGES_URL]: () => answer.promise });
    renderPage();
    expect(screen.getByRole('status', { name: 'Buscando la mejor opción...' })).toBeInTheDocument();
    expect(screen.getByText('Buscando la mejor opción...')).toBeInTheDocument();
    await waitFor(() =>
      expect(String(fetchMock.mock.calls[0]?.[0])).toBe(
        '/api/v1/sbi/productos/202?valorDeclarado=200000&ubicacion=montevideo&construccion=tradicional',
      ),
    );
    answer.resolve(ok(productPackages));
    expect(await screen.findByRole('region', { name: 'Planes disponibles' })).toBeInTheDocument();
    expect(screen.queryByText('Buscando la mejor opción...')).not.toBeInTheDocument();
  });

  it('says the plans could not be loaded and retries', async () => {
    silenceConsoleError();
    let calls = 0;
    installFetch({ [PACKAGES_URL]: () => (++calls === 1 ? fail(500) : ok(productPackages)) });
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('No se pudieron cargar los planes');
    await userEvent.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('region', { name: 'Planes disponibles' })).toBeInTheDocument();
  });

  it('shows the reference value and links to the custom proposal', async () => {
    installFetch({ [PACKAGES_URL]: ok(productPackages) });
    const { location } = renderPage();
    await screen.findByRole('region', { name: 'Planes disponibles' });
    expect(screen.getByText(/Valor de referencia/)).toHaveTextContent('Valor de referencia: USD 200.000');
    await userEvent.click(screen.getByRole('link', { name: /propuesta a medida/ }));
    expect(location().pathname).toBe('/quote/home/custom');
  });

  it('starts on the package whose fire-building sum is closest to the declared value and marks it ready', async () => {
    // jsdom has no User Timing API: stand in for the browser's.
    const mark = jest.fn();
    Object.defineProperty(performance, 'mark', { value: mark, configurable: true, writable: true });
    installFetch({ [PACKAGES_URL]: ok(productPackages) });
    renderPage();
    await screen.findByRole('region', { name: 'Planes disponibles' });
    expect(currentSlide()).toHaveAccessibleName('Plan 2 de 3');
    expect(currentPlanName()).toBe('Recomendado');
    expect(mark).toHaveBeenCalledTimes(1);
    expect(mark).toHaveBeenCalledWith('carousel-ready');
    delete (performance as { mark?: unknown }).mark;
  });

  it('shows the annual price and the coverages with their sums; the fire-building row is highlighted', async () => {
    installFetch({ [PACKAGES_URL]: ok(productPackages) });
    renderPage();
    await screen.findByRole('region', { name: 'Planes disponibles' });
    const slide = currentSlide();
    expect(within(slide).getByText('USD 345,60')).toBeInTheDocument();
    expect(within(slide).getByText('por año', { exact: false })).toBeInTheDocument();
    const rows = within(slide).getAllByRole('listitem');
    expect(rows).toHaveLength(3);
    expect(rows[0]).toHaveTextContent('Incendio Edificio y Riesgos Aliados');
    expect(rows[0]).toHaveTextContent('USD 200.000');
    expect(rows[0]).toHaveTextContent('Esta suma debe reflejar el costo de reconstrucción de tu vivienda.');
    expect(rows[0]!.className).toMatch(/highlight/);
    expect(rows[2]).toHaveTextContent('Cristales');
    expect(rows[2]).toHaveTextContent('USD 2.500');
    expect(rows[2]!.className).not.toMatch(/highlight/);
  });

  it('describes each coverage in a tooltip shown on focus and hover, hidden with Escape', async () => {
    installFetch({ [PACKAGES_URL]: ok(productPackages) });
    renderPage();
    await screen.findByRole('region', { name: 'Planes disponibles' });
    const slide = currentSlide();
    const contents = within(slide).getByRole('button', { name: 'Qué cubre Incendio Contenido' });
    // The partner's description when it sends one, ours otherwise.
    expect(contents).toHaveAccessibleDescription('Tus muebles y objetos, ante un incendio.');
    const glass = within(slide).getByRole('button', { name: 'Qué cubre Cristales' });
    expect(glass).toHaveAccessibleDescription(expect.stringContaining('rotura accidental de vidrios'));

    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    act(() => glass.focus());
    expect(await screen.findByRole('tooltip')).toHaveTextContent(/rotura accidental de vidrios/);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    act(() => glass.blur());

    await userEvent.hover(contents);
    expect(screen.getByRole('tooltip')).toHaveTextContent('Tus muebles y objetos, ante un incendio.');
    await userEvent.unhover(contents);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it("offers the contact dialog from each plan, about that plan with the subject 'Preguntas'", async () => {
    installFetch({ [PACKAGES_URL]: ok(productPackages) });
    renderPage();
    await screen.findByRole('region', { name: 'Planes disponibles' });
    const plan = within(currentSlide()).getByRole('heading', { level: 2 }).textContent;
    await userEvent.click(within(currentSlide()).getByRole('button', { name: 'Tengo preguntas sobre este plan' }));
    expect(useContactDialog.getState()).toMatchObject({ isOpen: true, about: { plan, subject: 'Preguntas' } });
    act(() => useContactDialog.getState().close());
  });

  describe('carousel', () => {
    beforeEach(() => {
      installFetch({ [PACKAGES_URL]: ok(productPackages) });
    });

    it('wraps around forwards', async () => {
      renderPage();
      await screen.findByRole('region', { name: 'Planes disponibles' });
      await userEvent.click(screen.getByRole('button', { name: 'Plan siguiente' }));
      expect(currentPlanName()).toBe('Premium');
      await userEvent.click(screen.getByRole('button', { name: 'Plan siguiente' }));
      expect(currentPlanName()).toBe('Básico');
      expect(currentSlide()).toHaveAccessibleName('Plan 1 de 3');
    });

    it('wraps around backwards', async () => {
      renderPage();
      await screen.findByRole('region', { name: 'Planes disponibles' });
      await userEvent.click(screen.getByRole('button', { name: 'Plan anterior' }));
      expect(currentPlanName()).toBe('Básico');
      await userEvent.click(screen.getByRole('button', { name: 'Plan anterior' }));
      expect(currentPlanName()).toBe('Premium');
      expect(currentSlide()).toHaveAccessibleName('Plan 3 de 3');
    });

    it('has a dot per package; the current one is marked and a dot jumps to its plan', async () => {
      renderPage();
      const carousel = await screen.findByRole('region', { name: 'Planes disponibles' });
      expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
      const dots = within(carousel).getAllByRole('button', { name: /^Plan \d de 3: / });
      expect(dots.map((d) => d.getAttribute('aria-label'))).toEqual([
        'Plan 1 de 3: Básico',
        'Plan 2 de 3: Recomendado',
        'Plan 3 de 3: Premium',
      ]);
      expect(dots[1]).toHaveAttribute('aria-current', 'true');
      expect(dots[0]).not.toHaveAttribute('aria-current');
      await userEvent.click(dots[2]!);
      expect(currentPlanName()).toBe('Premium');
      expect(dots[2]).toHaveAttribute('aria-current', 'true');
      expect(dots[1]).not.toHaveAttribute('aria-current');
    });

    it('moves with the Left and Right keys, wrapping around', async () => {
      renderPage();
      await screen.findByRole('region', { name: 'Planes disponibles' });
      screen.getByRole('button', { name: 'Plan siguiente' }).focus();
      await userEvent.keyboard('{ArrowRight}');
      expect(currentPlanName()).toBe('Premium');
      await userEvent.keyboard('{ArrowRight}');
      expect(currentPlanName()).toBe('Básico');
      await userEvent.keyboard('{ArrowLeft}');
      expect(currentPlanName()).toBe('Premium');
    });

    it('keeps the focus in the carousel when a key moves away from the focused slide', async () => {
      renderPage();
      await screen.findByRole('region', { name: 'Planes disponibles' });
      within(currentSlide()).getByRole('button', { name: 'Seleccionar Plan' }).focus();
      await userEvent.keyboard('{ArrowLeft}');
      expect(currentPlanName()).toBe('Básico');
      expect(currentSlide()).toHaveFocus();
    });
  });

  it('"Seleccionar Plan" creates the home quote once, even on a double click, and opens the home result', async () => {
    const answer = deferred<ReturnType<typeof ok>>();
    const fetchMock = installFetch({
      [PACKAGES_URL]: ok(productPackages),
      'POST /api/v1/quote/create': () => answer.promise,
    });
    const { location } = renderPage();
    await screen.findByRole('region', { name: 'Planes disponibles' });
    await userEvent.dblClick(within(currentSlide()).getByRole('button', { name: 'Seleccionar Plan' }));
    expect(within(currentSlide()).getByRole('button', { name: 'Seleccionando…' })).toBeDisabled();
    answer.resolve(ok(homeQuote()));
    await waitFor(() => expect(location().pathname).toBe('/insurance/home/compare'));

    const creates = fetchMock.mock.calls.filter(([url]) => String(url) === '/api/v1/quote/create');
    expect(creates).toHaveLength(1);
    expect(
      bodyOf(
        fetchMock,
        fetchMock.mock.calls.findIndex(([url]) => String(url) === '/api/v1/quote/create'),
      ),
    ).toEqual({
      category: 'home',
      productId: '202',
      packageId: '202-REC-200000-MVD',
      selectedPackage: 'Recomendado',
      value: 200000,
      ubicacion: 'montevideo',
      construccion: 'tradicional',
      name: 'Ana',
      surname: 'Pérez',
      email: 'ana@example.com',
      phoneNumber: null,
      // Asked by the questionnaire, sent as spec §3's quote payload has it.
      birthDate: '1990-05-17',
    });
    expect(localStorage.getItem('quoteId')).toBe(QUOTE_ID);
  });

  it('says "No se pudo crear la cotizacion" when the quote fails and lets the person try again', async () => {
    silenceConsoleError();
    installFetch({ [PACKAGES_URL]: ok(productPackages), 'POST /api/v1/quote/create': fail(502) });
    const { location } = renderPage();
    await screen.findByRole('region', { name: 'Planes disponibles' });
    await userEvent.click(within(currentSlide()).getByRole('button', { name: 'Seleccionar Plan' }));
    expect(await screen.findByText('No se pudo crear la cotizacion')).toBeInTheDocument();
    expect(location().pathname).toBe('/quote/home/form');
    expect(within(currentSlide()).getByRole('button', { name: 'Seleccionar Plan' })).toBeEnabled();
  });
});

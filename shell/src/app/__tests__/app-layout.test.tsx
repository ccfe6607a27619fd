import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearAvailability, useContactDialog } from 'shared-ui';
import { installFetch, ok } from 'shared-ui/testing/http';
import { fakeRemotes } from 'shared-ui/testing/federation';
import { publishRegisteredRemotes } from '@/testing/availability';
import { currentLocation, renderApp } from '@/testing/render';

jest.mock('@/features/auth/components/auth-session', () => ({ AuthSession: () => null }));

beforeEach(() => {
  installFetch();
  jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  jest.restoreAllMocks();
  clearAvailability();
});

describe('layout', () => {
  it('shows the beta banner with the feedback link', async () => {
    fakeRemotes(['mf_landing']);
    renderApp({ route: '/' });
    expect(screen.getByText('Estás usando la versión beta.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Dejanos tu opinión' })).toHaveAttribute('href', 'mailto:beta@seguros.uy');
    await screen.findByText('remote:mf_landing/LandingPage');
  });

  it('opens an https feedback link in a new tab', () => {
    fakeRemotes([]);
    renderApp({
      route: '/',
      config: {
        auth: { domain: 'http://localhost:8083', clientId: 'c', audience: 'https://api' },
        apiBaseUrl: '/api/v1',
        feedbackUrl: 'https://forms.example/beta',
        environment: 'dev',
        monitoring: null,
        analytics: null,
      },
    });
    const link = screen.getByRole('link', { name: 'Dejanos tu opinión' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('shows the public header outside the app area', async () => {
    fakeRemotes(['mf_landing']);
    renderApp({ route: '/quienes-somos', auth: { status: 'authenticated' } });
    expect(screen.getByRole('button', { name: 'Menú' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Mi cuenta' })).not.toBeInTheDocument();
  });

  it.each([
    '/app',
    '/policy/1',
    '/policy/1/emission',
    '/profile',
    '/service/new',
    '/emission/result',
    '/emision/resultado',
  ])('in the app area (%s) hides the public header and adds the account navigation', async (route) => {
    fakeRemotes(['mf_wallet', 'mf_emission', 'mf_assistant']);
    renderApp({ route, auth: { status: 'authenticated' } });
    expect(screen.queryByRole('button', { name: 'Menú' })).not.toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Mi cuenta' })).toBeInTheDocument();
  });

  it.each(['/', '/quienes-somos', '/app', '/policy/1'])(
    'puts the footer with the privacy policy and Contacto on every screen (%s)',
    async (route) => {
      fakeRemotes(['mf_landing', 'mf_wallet', 'mf_forms']);
      renderApp({ route, auth: { status: 'authenticated' } });
      const footer = await screen.findByRole('navigation', { name: 'Enlaces del pie de página' });
      expect(
        screen.getByText(new RegExp(`© ${new Date().getFullYear()} Seguros Digitales S\\.A\\.S\\.`)),
      ).toBeInTheDocument();
      await userEvent.click(within(footer).getByRole('button', { name: 'Contacto' }));
      expect(useContactDialog.getState()).toMatchObject({ isOpen: true, title: null });
      act(() => useContactDialog.getState().close());
      await userEvent.click(within(footer).getByRole('link', { name: 'Política de privacidad' }));
      expect(currentLocation().pathname).toBe('/privacy');
    },
  );

  it('leaves Contacto out of the footer while the contact dialog does not exist', async () => {
    fakeRemotes(['mf_landing']);
    publishRegisteredRemotes({ off: ['mf_forms'] });
    renderApp({ route: '/' });
    const footer = await screen.findByRole('navigation', { name: 'Enlaces del pie de página' });
    expect(within(footer).queryByRole('button', { name: 'Contacto' })).not.toBeInTheDocument();
  });

  it('in the app area without a session shows neither header', () => {
    fakeRemotes(['mf_wallet']);
    renderApp({ route: '/app', auth: { status: 'checking' } });
    expect(screen.queryByRole('button', { name: 'Menú' })).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Mi cuenta' })).not.toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Cargando…' })).toBeInTheDocument();
  });

  it('keeps the account bar’s place, hidden and inert, while the session is checked', () => {
    fakeRemotes(['mf_wallet']);
    const { container } = renderApp({ route: '/app', auth: { status: 'checking' } });
    const reserved = container.querySelector('header[aria-hidden="true"]');
    expect(reserved).not.toBeNull();
    expect(reserved).toHaveAttribute('inert');
  });

  it('mounts the assistant launcher once the signed-in person’s policies have answered', async () => {
    fakeRemotes(['mf_landing', 'mf_assistant']);
    let answerPolicies: (response: ReturnType<typeof ok>) => void = () => {};
    installFetch({
      'POST /api/v1/user/sync': ok({ _id: 'u1', email: null, name: null, nickname: null }),
      'GET /api/v1/user/policy': () => new Promise((resolve) => (answerPolicies = resolve)),
    });
    renderApp({ route: '/', auth: { status: 'authenticated' } });
    await screen.findByText('remote:mf_landing/LandingPage');
    expect(screen.queryByText(/AssistantLauncher/)).not.toBeInTheDocument();
    await act(async () => answerPolicies(ok([])));
    expect(await screen.findByText('remote:mf_assistant/AssistantLauncher')).toBeInTheDocument();
  });

  it('mounts the launcher for a signed-out person on a public page, but not on the landing', async () => {
    fakeRemotes(['mf_landing', 'mf_assistant']);
    const about = renderApp({ route: '/quienes-somos', auth: { status: 'not-authenticated' } });
    expect(await screen.findByText('remote:mf_assistant/AssistantLauncher')).toBeInTheDocument();
    about.unmount();
    renderApp({ route: '/', auth: { status: 'not-authenticated' } });
    await screen.findByText('remote:mf_landing/LandingPage');
    expect(screen.queryByText(/AssistantLauncher/)).not.toBeInTheDocument();
  });

  it('mounts the assistant launcher for a signed-in person, and nothing when mf_assistant is missing', async () => {
    fakeRemotes(['mf_landing', 'mf_assistant']);
    const first = renderApp({ route: '/', auth: { status: 'authenticated' } });
    const launcher = await screen.findByText('remote:mf_assistant/AssistantLauncher');
    // Early in the tab order: before the page's content, not after the footer.
    expect(launcher.compareDocumentPosition(screen.getByRole('main')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    first.unmount();

    fakeRemotes(['mf_landing']);
    renderApp({ route: '/', auth: { status: 'authenticated' } });
    await screen.findByText('remote:mf_landing/LandingPage');
    expect(screen.queryByText(/AssistantLauncher/)).not.toBeInTheDocument();
    expect(screen.queryByText('Esta sección todavía no está disponible.')).not.toBeInTheDocument();
  });
});

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearAvailability, publishAvailability, paths, remoteModules } from 'shared-ui';
import { publishRegisteredRemotes } from '@/testing/availability';
import { renderWithProviders, currentLocation } from '@/testing/render';
import { AppNav } from '../app-nav';

afterEach(() => clearAvailability());

describe('app-area navigation', () => {
  it('links the account screens, the Consultas tab in the address', async () => {
    const user = userEvent.setup();
    const { auth } = renderWithProviders(<AppNav />, { route: '/profile', auth: { status: 'authenticated' } });
    const nav = screen.getByRole('navigation', { name: 'Mi cuenta' });
    expect(nav).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Mis seguros' })).toHaveAttribute('href', '/app');
    expect(screen.getByRole('link', { name: 'Mi Perfil' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByText('Ana Pérez')).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Consultas' }));
    expect(currentLocation()).toMatchObject({ pathname: '/app', search: '?tab=consultas' });

    await user.click(screen.getByRole('button', { name: 'Cerrar sesión' }));
    expect(auth.logout).toHaveBeenCalled();
  });

  it.each([
    ['/app', 'Mis seguros'],
    ['/app?tab=explorar', 'Mis seguros'],
    ['/app?tab=consultas', 'Consultas'],
    ['/profile', 'Mi Perfil'],
    ['/service/new', null],
  ])('on %s lights only %s', (route, lit) => {
    renderWithProviders(<AppNav />, { route, auth: { status: 'authenticated' } });
    const nav = screen.getByRole('navigation', { name: 'Mi cuenta' });
    const current = within(nav)
      .getAllByRole('link')
      .filter((link) => link.getAttribute('aria-current') === 'page')
      .map((link) => link.textContent);
    expect(current).toEqual(lit ? [lit] : []);
  });

  it('leaves out Mi Perfil while its screen does not exist', () => {
    publishAvailability({ routes: [paths.app.path], modules: [remoteModules.consultasTab] });
    renderWithProviders(<AppNav />, { route: '/app', auth: { status: 'authenticated' } });
    const nav = screen.getByRole('navigation', { name: 'Mi cuenta' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Mis seguros', 'Consultas']);
  });

  it('leaves out Consultas while the assistant is off', () => {
    publishRegisteredRemotes({ off: ['mf_assistant'] });
    renderWithProviders(<AppNav />, { route: '/app', auth: { status: 'authenticated' } });
    const nav = screen.getByRole('navigation', { name: 'Mi cuenta' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Mis seguros', 'Mi Perfil']);
  });

  it('shows Consultas and Mi Perfil once they exist', () => {
    publishAvailability({
      routes: [paths.app.path, paths.profile.path],
      modules: [remoteModules.consultasTab],
    });
    renderWithProviders(<AppNav />, { route: '/app', auth: { status: 'authenticated' } });
    const nav = screen.getByRole('navigation', { name: 'Mi cuenta' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Mis seguros', 'Consultas', 'Mi Perfil']);
  });

  it('is not shown without a session', () => {
    renderWithProviders(<AppNav />, { route: '/app', auth: { status: 'checking' } });
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });
});

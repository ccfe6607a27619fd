import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders, currentLocation } from '@/testing/render';
import { AppNav } from '../app-nav';

describe('app-area navigation', () => {
  it('links the account screens and carries the Consultas tab in navigation state', async () => {
    const user = userEvent.setup();
    const { auth } = renderWithProviders(<AppNav />, { route: '/profile', auth: { status: 'authenticated' } });
    const nav = screen.getByRole('navigation', { name: 'Mi cuenta' });
    expect(nav).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Mis seguros' })).toHaveAttribute('href', '/app');
    expect(screen.getByRole('link', { name: 'Mi Perfil' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByText('Ana Pérez')).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Consultas' }));
    expect(currentLocation()).toMatchObject({ pathname: '/app', state: { tab: 'consultas' } });

    await user.click(screen.getByRole('button', { name: 'Cerrar sesión' }));
    expect(auth.logout).toHaveBeenCalled();
  });

  it('is not shown without a session', () => {
    renderWithProviders(<AppNav />, { route: '/app', auth: { status: 'checking' } });
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });
});

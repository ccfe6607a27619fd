import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearAvailability, useContactDialog } from 'shared-ui';
import { fakeMatchMedia } from 'shared-ui/testing/media';
import { publishRegisteredRemotes } from '@/testing/availability';
import { renderWithProviders, currentLocation } from '@/testing/render';
import { TopNav } from '../top-nav';

function setViewport(mobile: boolean) {
  fakeMatchMedia((query) => mobile && query.includes('max-width'));
}

async function openMenu() {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Menú' }));
  const menu = screen.getByRole('navigation', { name: 'Menú principal' });
  const items = within(menu)
    .getAllByRole('listitem')
    .map((li) => li.textContent);
  return { user, menu, items };
}

afterEach(() => {
  setViewport(false);
  clearAvailability();
});

describe('top navigation', () => {
  it('has a logo that leads home', () => {
    renderWithProviders(<TopNav />, { route: '/quienes-somos' });
    expect(screen.getByRole('link', { name: 'Seguros, ir al inicio' })).toHaveAttribute('href', '/');
  });

  it('desktop, signed out: Home, Quiénes somos, Iniciar sesión', async () => {
    const { auth } = renderWithProviders(<TopNav />);
    const { user, items } = await openMenu();
    expect(items).toEqual(['Home', 'Quiénes somos', 'Iniciar sesión']);
    await user.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    expect(auth.login).toHaveBeenCalledWith({ returnTo: '/app' });
    expect(screen.queryByRole('navigation', { name: 'Menú principal' })).not.toBeInTheDocument();
  });

  it('desktop, signed in: Home, Quiénes somos, Mi cuenta, Cerrar sesión, and the name in the bar', async () => {
    const longName = 'María Fernanda de los Ángeles Rodríguez Pérez';
    const { auth } = renderWithProviders(<TopNav />, {
      auth: { status: 'authenticated', user: { name: longName, email: 'mf@example.com' } },
    });
    const name = screen.getByTestId('user-name');
    expect(name).toHaveTextContent(longName);
    expect(name).toHaveAttribute('title', longName);
    expect(name).toHaveClass('userName');

    const { user, items } = await openMenu();
    expect(items).toEqual(['Home', 'Quiénes somos', 'Mi cuenta', 'Cerrar sesión']);
    expect(screen.getByRole('link', { name: 'Mi cuenta' })).toHaveAttribute('href', '/app');
    await user.click(screen.getByRole('button', { name: 'Cerrar sesión' }));
    expect(auth.logout).toHaveBeenCalled();
  });

  it('mobile, signed out: Home, Contacto, Quiénes somos, Mi cuenta', async () => {
    setViewport(true);
    const { auth } = renderWithProviders(<TopNav />);
    const { user, items } = await openMenu();
    expect(items).toEqual(['Home', 'Contacto', 'Quiénes somos', 'Mi cuenta']);

    await user.click(screen.getByRole('button', { name: 'Contacto' }));
    expect(useContactDialog.getState()).toMatchObject({ isOpen: true, title: null });

    await user.click(screen.getByRole('button', { name: 'Menú' }));
    await user.click(screen.getByRole('button', { name: 'Mi cuenta' }));
    expect(auth.login).toHaveBeenCalledWith({ returnTo: '/app' });
  });

  it('mobile, signed in: Home, Mi Perfil, Quiénes somos, Cerrar sesión', async () => {
    setViewport(true);
    renderWithProviders(<TopNav />, { auth: { status: 'authenticated' } });
    const { user, items } = await openMenu();
    expect(items).toEqual(['Home', 'Mi Perfil', 'Quiénes somos', 'Cerrar sesión']);
    await user.click(screen.getByRole('link', { name: 'Mi Perfil' }));
    expect(currentLocation().pathname).toBe('/profile');
    expect(screen.queryByRole('navigation', { name: 'Menú principal' })).not.toBeInTheDocument();
  });

  it('closes on Escape and gives focus back to the button', async () => {
    renderWithProviders(<TopNav />);
    const { user } = await openMenu();
    const button = screen.getByRole('button', { name: 'Menú' });
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('navigation', { name: 'Menú principal' })).not.toBeInTheDocument();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });

  it('closes on a click outside', async () => {
    renderWithProviders(
      <>
        <TopNav />
        <p>Contenido</p>
      </>,
    );
    const { user } = await openMenu();
    await user.click(screen.getByText('Contenido'));
    expect(screen.queryByRole('navigation', { name: 'Menú principal' })).not.toBeInTheDocument();
  });

  it('stays open when clicking inside it', async () => {
    renderWithProviders(<TopNav />);
    const { user, menu } = await openMenu();
    await user.click(menu);
    expect(screen.getByRole('navigation', { name: 'Menú principal' })).toBeInTheDocument();
  });
});

describe('menu items that lead nowhere yet', () => {
  it('mobile, signed in: no "Mi Perfil" while the profile screen does not exist', async () => {
    setViewport(true);
    publishRegisteredRemotes({ off: ['mf_wallet'] });
    renderWithProviders(<TopNav />, { auth: { status: 'authenticated' } });
    const { items } = await openMenu();
    expect(items).toEqual(['Home', 'Quiénes somos', 'Cerrar sesión']);
  });

  it('mobile, signed out: the spec menu with "Contacto" (mf_forms registered)', async () => {
    setViewport(true);
    publishRegisteredRemotes();
    renderWithProviders(<TopNav />);
    const { items } = await openMenu();
    expect(items).toEqual(['Home', 'Contacto', 'Quiénes somos', 'Mi cuenta']);
  });

  it('mobile, signed out: no "Contacto" while the contact dialog does not exist', async () => {
    setViewport(true);
    publishRegisteredRemotes({ off: ['mf_forms'] });
    renderWithProviders(<TopNav />);
    const { items } = await openMenu();
    expect(items).toEqual(['Home', 'Quiénes somos', 'Mi cuenta']);
  });

  it('no sign-in or "Mi cuenta" while the wallet is switched off', async () => {
    publishRegisteredRemotes({ off: ['mf_wallet'] });
    const { unmount } = renderWithProviders(<TopNav />);
    expect((await openMenu()).items).toEqual(['Home', 'Quiénes somos']);
    unmount();
    renderWithProviders(<TopNav />, { auth: { status: 'authenticated' } });
    expect((await openMenu()).items).toEqual(['Home', 'Quiénes somos', 'Cerrar sesión']);
  });

  it('desktop, signed in: the spec menu when everything is there', async () => {
    publishRegisteredRemotes();
    renderWithProviders(<TopNav />, { auth: { status: 'authenticated' } });
    expect((await openMenu()).items).toEqual(['Home', 'Quiénes somos', 'Mi cuenta', 'Cerrar sesión']);
  });
});

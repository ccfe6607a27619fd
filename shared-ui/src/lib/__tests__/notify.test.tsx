import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, useNavigate, type NavigateFunction } from 'react-router';
import { notify, notifyProduct, Toasts } from '../notify';

describe('notify', () => {
  it('shows every toast in one area, top centre, in the app’s type', async () => {
    render(<Toasts />, { wrapper: MemoryRouter });
    act(() => {
      notify.error('Error al crear la póliza');
      notifyProduct.success('¡Nos pondremos en contacto a la brevedad!');
    });
    expect(await screen.findByText('Error al crear la póliza')).toBeInTheDocument();
    expect(await screen.findByText('¡Nos pondremos en contacto a la brevedad!')).toBeInTheDocument();
    const area = screen.getByText('Error al crear la póliza').closest('.Toastify__toast-container');
    expect(screen.getByText('¡Nos pondremos en contacto a la brevedad!').closest('.Toastify__toast-container')).toBe(
      area,
    );
    expect(area).toHaveClass('Toastify__toast-container--top-center');
    expect((area as HTMLElement).style.getPropertyValue('--toastify-font-family')).toBe('var(--font-family)');
  });

  it('sits below the sticky top bar, never over its buttons', async () => {
    const bar = document.createElement('header');
    bar.getBoundingClientRect = () => ({ bottom: 64 }) as DOMRect;
    document.body.prepend(bar);
    render(<Toasts />, { wrapper: MemoryRouter });
    act(() => notify.info('Debajo de la barra'));
    const toast = await screen.findByText('Debajo de la barra');
    expect((toast.closest('.Toastify__toast-container') as HTMLElement).style.top).toBe('72px');
    bar.remove();
  });

  it('clears the toasts of the screen before on navigation, not those of the last moment', async () => {
    let go!: NavigateFunction;
    function Navigator() {
      go = useNavigate();
      return null;
    }
    const now = jest.spyOn(Date, 'now').mockReturnValue(1_000_000);
    render(
      <>
        <Navigator />
        <Toasts />
      </>,
      { wrapper: MemoryRouter },
    );
    act(() => notify.error('Completá todos los campos para continuar.'));
    const stale = await screen.findByText('Completá todos los campos para continuar.');
    now.mockReturnValue(1_010_000);
    act(() => notify.success('Pólizas guardadas correctamente'));
    await screen.findByText('Pólizas guardadas correctamente');
    now.mockReturnValue(1_010_500);
    act(() => go('/app'));
    // jsdom runs no CSS animation: the exit ends by hand.
    await waitFor(() => expect(stale).toHaveClass('Toastify__bounce-exit--top-center'));
    act(() => {
      fireEvent.animationEnd(stale);
    });
    await waitFor(() =>
      expect(screen.queryByText('Completá todos los campos para continuar.')).not.toBeInTheDocument(),
    );
    expect(screen.getByText('Pólizas guardadas correctamente')).toBeInTheDocument();
    now.mockRestore();
  });

  it('does not stack the same message twice', async () => {
    render(<Toasts />, { wrapper: MemoryRouter });
    act(() => {
      notify.info('Sesión iniciada');
      notify.info('Sesión iniciada');
    });
    await screen.findByText('Sesión iniciada');
    expect(screen.getAllByText('Sesión iniciada')).toHaveLength(1);
  });
});

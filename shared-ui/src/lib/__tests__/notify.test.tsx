import { act, render, screen } from '@testing-library/react';
import { notify, notifyProduct, Toasts } from '../notify';

describe('notify', () => {
  it('shows default and product toasts in their own containers', async () => {
    render(<Toasts />);
    act(() => {
      notify.error('Error al crear la póliza');
      notifyProduct.success('¡Nos pondremos en contacto a la brevedad!');
    });
    expect(await screen.findByText('Error al crear la póliza')).toBeInTheDocument();
    expect(await screen.findByText('¡Nos pondremos en contacto a la brevedad!')).toBeInTheDocument();
    const defaultArea = screen.getByText('Error al crear la póliza').closest('.Toastify__toast-container');
    const productArea = screen
      .getByText('¡Nos pondremos en contacto a la brevedad!')
      .closest('.Toastify__toast-container');
    expect(defaultArea).toHaveClass('Toastify__toast-container--top-right');
    expect(productArea).toHaveClass('Toastify__toast-container--top-center');
  });

  it('does not stack the same message twice', async () => {
    render(<Toasts />);
    act(() => {
      notify.info('Sesión iniciada');
      notify.info('Sesión iniciada');
    });
    await screen.findByText('Sesión iniciada');
    expect(screen.getAllByText('Sesión iniciada')).toHaveLength(1);
  });
});

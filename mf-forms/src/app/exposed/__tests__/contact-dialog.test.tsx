import { act } from 'react';
import userEvent from '@testing-library/user-event';
import { useContactDialog } from 'shared-ui';
import { bodyOf, fail, installFetch, ok } from 'shared-ui/testing/http';
import { render, screen, waitFor } from '@/testing/render';
import ContactDialog from '../contact-dialog';

const URL = 'POST /api/v1/email/send';

function renderDialog(options: { title?: string; route?: string; session?: 'signed-in' | 'visitor' } = {}) {
  const { route = '/', session = 'visitor' } = options;
  const result = render(
    <>
      <button type="button">Contacto</button>
      <ContactDialog />
    </>,
    { route, path: route, session },
  );
  // Opened like the footer does (the about page passes its own title).
  act(() => useContactDialog.getState().open(options.title ? { title: options.title } : undefined));
  return result;
}

const dialog = () => screen.getByRole('dialog');
const field = (label: string) => screen.getByLabelText(label, { exact: false, selector: 'input, textarea' });

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('contact dialog', () => {
  it('is titled "Dejanos tus datos" and starts on the first field', () => {
    installFetch();
    renderDialog();
    expect(dialog()).toHaveAccessibleName('Dejanos tus datos');
    expect(field('Nombre')).toHaveFocus();
  });

  it('takes the title the store passes ("Contactanos" on the about page)', () => {
    installFetch();
    renderDialog({ title: 'Contactanos', route: '/quienes-somos' });
    expect(dialog()).toHaveAccessibleName('Contactanos');
  });

  it.each([
    ['Poliza eleccionada', 'Recomendado'],
    ['Preguntas', 'Plan Esencial'],
  ] as const)("opened about a plan, names it and sends it with the subject '%s'", async (subject, plan) => {
    const fetchMock = installFetch({ [URL]: ok({ _id: 'a1b2c3d4-0000-4000-8000-000000000002' }) });
    render(<ContactDialog />, {
      route: '/insurance/home/compare',
      path: '/insurance/home/compare',
      session: 'visitor',
    });
    act(() => useContactDialog.getState().open({ about: { plan, subject } }));
    expect(dialog()).toHaveTextContent(`Plan: ${plan}`);
    await userEvent.type(field('Nombre'), 'Lucía Fernández');
    await userEvent.type(field('Celular'), '099 123 456');
    await userEvent.type(field('Email'), 'lucia@example.com');
    await userEvent.type(field('Mensaje'), '¿Cubre el jardín?');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByText('¡Nos pondremos en contacto a la brevedad!')).toBeInTheDocument();
    expect(bodyOf(fetchMock)).toEqual({
      name: 'Lucía Fernández',
      phoneNumber: '099 123 456',
      email: 'lucia@example.com',
      subject,
      text: '¿Cubre el jardín?',
      plan,
    });
    // Closed, the next opening is a plain contact again.
    expect(useContactDialog.getState()).toMatchObject({ isOpen: false, about: null });
  });

  it('requires name, phone and e-mail; the message is optional', async () => {
    const fetchMock = installFetch();
    renderDialog();
    await userEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Completá tu nombre, celular y email.');
    for (const label of ['Nombre', 'Celular', 'Email']) expect(field(label)).toHaveAttribute('aria-invalid', 'true');
    expect(field('Mensaje')).not.toHaveAttribute('aria-invalid');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends POST /email/send, shows the toast, closes, and opens empty next time', async () => {
    const fetchMock = installFetch({ [URL]: ok({ _id: 'a1b2c3d4-0000-4000-8000-000000000001' }) });
    renderDialog();
    await userEvent.type(field('Nombre'), 'Lucía Fernández');
    await userEvent.type(field('Celular'), '099 123 456');
    await userEvent.type(field('Email'), 'lucia@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar' }));

    expect(await screen.findByText('¡Nos pondremos en contacto a la brevedad!')).toBeInTheDocument();
    expect(bodyOf(fetchMock)).toEqual({
      name: 'Lucía Fernández',
      phoneNumber: '099 123 456',
      email: 'lucia@example.com',
      subject: 'Contacto',
      text: null,
    });
    expect(useContactDialog.getState().isOpen).toBe(false);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    act(() => useContactDialog.getState().open());
    expect(field('Nombre')).toHaveValue('');
  });

  it('says it came from the app when sent from the account area, with the person’s data filled in', async () => {
    const fetchMock = installFetch({ [URL]: ok({ _id: 'a1b2c3d4-0000-4000-8000-000000000001' }) });
    renderDialog({ route: '/app', session: 'signed-in' });
    expect(field('Nombre')).toHaveValue('Ana María Pérez');
    expect(field('Email')).toHaveValue('ana@example.com');
    await userEvent.type(field('Celular'), '098 765 432');
    await userEvent.type(field('Mensaje'), '¿Puedo sumar a mi hija?');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(bodyOf(fetchMock)).toMatchObject({ subject: 'Consulta desde la app', text: '¿Puedo sumar a mi hija?' });
  });

  it('resets when closed without sending', async () => {
    installFetch();
    renderDialog();
    await userEvent.type(field('Nombre'), 'Lucía');
    await userEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Contacto' })).toBeInTheDocument();
    act(() => useContactDialog.getState().open());
    expect(field('Nombre')).toHaveValue('');
    await userEvent.keyboard('{Escape}');
    expect(useContactDialog.getState().isOpen).toBe(false);
  });

  it('shows the failure and clears it after 3 seconds, keeping what was typed', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    installFetch({ [URL]: fail(502, 'El servicio de correo no responde.') });
    renderDialog();
    await user.type(field('Nombre'), 'Lucía');
    await user.type(field('Celular'), '099');
    await user.type(field('Email'), 'lucia@example.com');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('El servicio de correo no responde.');
    act(() => jest.advanceTimersByTime(2900));
    expect(screen.getByRole('alert')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(200));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(field('Nombre')).toHaveValue('Lucía');
    expect(dialog()).toBeInTheDocument();
  });
});

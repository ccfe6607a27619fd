// A 400 that names a request field (meta.field) marks that field of the form, with the server's message.
import userEvent from '@testing-library/user-event';
import { installFetch, jsonResponse } from 'shared-ui/testing/http';
import { render, screen, waitFor } from '@/testing/render';
import { BikeQuoteForm } from '../bike-quote-form';

function answer400(field: string, message: string) {
  installFetch({ 'POST /api/v1/quote/create': jsonResponse(400, { data: null, meta: { code: 400, message, field } }) });
}

async function fillAndSend() {
  render(<BikeQuoteForm />, { route: '/quote/bike', path: '/quote/bike' });
  await userEvent.type(screen.getByLabelText('Nombre'), 'Ana');
  await userEvent.type(screen.getByLabelText('Apellido'), 'Pérez');
  await userEvent.type(screen.getByLabelText('Email'), 'ana@example.com');
  await userEvent.type(screen.getByLabelText('Valor de tu bici (USD)'), '1500');
  await userEvent.click(screen.getByRole('button', { name: 'Cotizar' }));
}

beforeEach(() => {
  localStorage.clear();
  jest.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => jest.restoreAllMocks());

describe('BikeQuoteForm, server field errors', () => {
  it.each([
    ['email', 'Email', 'Ingresá un email válido.'],
    ['surname', 'Apellido', 'Completá el apellido.'],
    ['value', 'Valor de tu bici (USD)', 'El valor de la bici debe ser como máximo USD 20.000.'],
  ])('a 400 about %s marks "%s" with the message, focuses it and toasts', async (wire, label, message) => {
    answer400(wire, message);
    await fillAndSend();
    const field = screen.getByRole('textbox', { name: label });
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
    expect(field).toHaveAccessibleDescription(expect.stringContaining(message));
    await waitFor(() => expect(field).toHaveFocus());
    await waitFor(() => expect(screen.getAllByText(message)).toHaveLength(2)); // under the field and the toast
    expect(screen.getByRole('textbox', { name: 'Nombre' })).not.toHaveAttribute('aria-invalid');
  });

  it('lets the person send again once the marked field changed', async () => {
    answer400('email', 'Ingresá un email válido.');
    await fillAndSend();
    const email = screen.getByRole('textbox', { name: 'Email' });
    await waitFor(() => expect(email).toHaveFocus());
    await userEvent.clear(email);
    await userEvent.type(email, 'ana.perez@example.com');
    await waitFor(() => expect(email).not.toHaveAttribute('aria-invalid'));
  });
});

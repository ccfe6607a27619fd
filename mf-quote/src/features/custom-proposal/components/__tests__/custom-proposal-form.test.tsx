// A 400 that names a request field (meta.field) marks that field of the form, with the server's message.
import userEvent from '@testing-library/user-event';
import { installFetch, jsonResponse } from 'shared-ui/testing/http';
import { COVERAGE_FIELDS, FAILURE_MESSAGE } from '../../lib/custom-proposal';
import { render, screen, waitFor } from '@/testing/render';
import { CustomProposalForm } from '../custom-proposal-form';

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => jest.restoreAllMocks());

it('a 400 about the e-mail marks "Email" with the server message and focuses it', async () => {
  const message = 'Ingresá un email válido.';
  installFetch({
    'POST /api/v1/email/send': jsonResponse(400, { data: null, meta: { code: 400, message, field: 'email' } }),
  });
  const values = Object.fromEntries(COVERAGE_FIELDS.map(({ key }) => [key, 1000]));
  render(
    <CustomProposalForm
      initialValues={{
        name: 'Ana',
        surname: 'Pérez',
        email: 'ana@example.com',
        propiedad: 'casa',
        construccion: 'tradicional',
        ubicacion: 'montevideo',
        ...values,
      }}
    />,
    { route: '/quote/home/custom', path: '/quote/home/custom' },
  );
  await userEvent.click(screen.getByRole('button', { name: 'Enviar solicitud' }));

  const email = screen.getByRole('textbox', { name: 'Email' });
  await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
  expect(email).toHaveAccessibleDescription(message);
  await waitFor(() => expect(email).toHaveFocus());
  // The form's own notice still says the request was not sent.
  expect(screen.getByRole('alert')).toHaveTextContent(FAILURE_MESSAGE);
  expect(screen.getByRole('textbox', { name: 'Nombre' })).not.toHaveAttribute('aria-invalid');
});

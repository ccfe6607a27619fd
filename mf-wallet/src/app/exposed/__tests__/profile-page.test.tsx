import userEvent from '@testing-library/user-event';
import { useAuthStore } from 'shared-ui';
import { bodyOf, deferred, fail, installFetch, ok, type FakeResponse } from 'shared-ui/testing/http';
import { act, render, screen, waitFor, within } from '@/testing/render';
import ProfilePage from '../profile-page';

const GET = 'GET /api/v1/user/profile';
const PUT = 'PUT /api/v1/user/profile';
const EMPTY = { name: 'Ana Pérez', email: 'ana@example.com', phone: null, documentType: null, documentNumber: null };

type Routes = Parameters<typeof installFetch>[0];

function renderProfile(routes: Routes = {}) {
  const fetchMock = installFetch({ [GET]: ok(EMPTY), ...routes });
  const result = render(<ProfilePage />, { route: '/profile', path: '/profile' });
  const calls = () =>
    fetchMock.mock.calls.map(([url, init]) => `${(init as RequestInit | undefined)?.method ?? 'GET'} ${url}`);
  return { ...result, fetchMock, calls };
}

describe('ProfilePage "Mi Perfil"', () => {
  it('shows the name and e-mail of the session', async () => {
    renderProfile();
    expect(screen.getByRole('heading', { level: 1, name: 'Mi Perfil' })).toBeInTheDocument();
    const account = screen.getByRole('region', { name: 'Tu cuenta' });
    expect(within(account).getByText('Nombre').nextElementSibling).toHaveTextContent('Ana Pérez');
    expect(within(account).getByText('Correo electrónico').nextElementSibling).toHaveTextContent('ana@example.com');
    expect(await screen.findByRole('form', { name: 'Tus datos de contacto' })).toBeInTheDocument();
  });

  it('fills in the phone and document kept, and saves what the person changes', async () => {
    const answer = deferred<FakeResponse>();
    const { fetchMock, calls } = renderProfile({
      [GET]: ok({ ...EMPTY, phone: '099123456' }),
      [PUT]: () => answer.promise,
    });
    const phone = screen.getByLabelText('Celular (opcional)');
    await waitFor(() => expect(phone).toHaveValue('099123456'));
    await userEvent.selectOptions(screen.getByLabelText('Tipo de documento (opcional)'), 'CI');
    await userEvent.type(screen.getByLabelText('Número de documento (opcional)'), '1.234.567-2');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar mis datos' }));
    expect(await screen.findByRole('button', { name: 'Guardando…' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Guardando…' }));
    expect(calls().filter((c) => c === PUT)).toHaveLength(1);
    expect(bodyOf(fetchMock, calls().indexOf(PUT))).toEqual({
      phone: '099123456',
      documentType: 'CI',
      documentNumber: '1.234.567-2',
    });
    await act(async () =>
      answer.resolve(ok({ ...EMPTY, phone: '099123456', documentType: 'CI', documentNumber: '12345672' })),
    );
    expect(await screen.findByText('Guardamos tus datos.', { selector: '[role="status"]' })).toBeInTheDocument();
    // What the api stored (normalised digits).
    expect(screen.getByLabelText('Número de documento (opcional)')).toHaveValue('12345672');
  });

  it('shows the fields while the profile loads, keeps what was typed and fills the untouched ones', async () => {
    const profile = deferred<FakeResponse>();
    renderProfile({ [GET]: () => profile.promise });
    const phone = screen.getByLabelText('Celular (opcional)');
    expect(screen.getByText('Cargando tus datos…')).toBeInTheDocument();
    // Saving before the kept data arrives would clear it with empty fields.
    expect(screen.getByRole('button', { name: 'Guardar mis datos' })).toBeDisabled();
    await userEvent.type(phone, '098765432');
    await act(async () =>
      profile.resolve(ok({ ...EMPTY, phone: '099123456', documentType: 'CI', documentNumber: '12345672' })),
    );
    await waitFor(() => expect(screen.getByLabelText('Número de documento (opcional)')).toHaveValue('12345672'));
    expect(screen.getByLabelText('Tipo de documento (opcional)')).toHaveValue('CI');
    expect(phone).toHaveValue('098765432');
    expect(screen.queryByText('Cargando tus datos…')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Guardar mis datos' })).toBeEnabled();
  });

  it('empty fields clear what was kept', async () => {
    const { fetchMock, calls } = renderProfile({
      [GET]: ok({ ...EMPTY, phone: '099123456', documentType: 'CI', documentNumber: '12345672' }),
      [PUT]: ok(EMPTY),
    });
    await userEvent.clear(await screen.findByDisplayValue('099123456'));
    await userEvent.selectOptions(screen.getByLabelText('Tipo de documento (opcional)'), '');
    await userEvent.clear(screen.getByLabelText('Número de documento (opcional)'));
    await userEvent.click(screen.getByRole('button', { name: 'Guardar mis datos' }));
    await waitFor(() => expect(calls()).toContain(PUT));
    expect(bodyOf(fetchMock, calls().indexOf(PUT))).toEqual({ phone: null, documentType: null, documentNumber: null });
  });

  it('a document needs its type', async () => {
    const { calls } = renderProfile();
    await userEvent.type(await screen.findByLabelText('Número de documento (opcional)'), '12345672');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar mis datos' }));
    expect(await screen.findByText('Elegí el tipo de documento (CI o RUT).')).toBeInTheDocument();
    expect(calls()).not.toContain(PUT);
  });

  it('marks the field the api refused with its message', async () => {
    const message =
      'Revisá el celular o teléfono: tiene que ser un celular uruguayo (09X XXX XXX) o un fijo de 8 dígitos (2XXX XXXX o 4XXX XXXX).';
    renderProfile({
      [PUT]: () => ({
        ok: false,
        status: 400,
        json: async () => ({ data: null, meta: { code: 400, message, field: 'phone' } }),
        text: async () => '',
      }),
    });
    const phone = await screen.findByLabelText('Celular (opcional)');
    await userEvent.type(phone, '12');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar mis datos' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    await waitFor(() => expect(phone).toHaveAttribute('aria-invalid', 'true'));
    await waitFor(() => expect(phone).toHaveFocus());
  });

  it('says so when saving fails', async () => {
    renderProfile({ [PUT]: fail(500) });
    await userEvent.click(await screen.findByRole('button', { name: 'Guardar mis datos' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('No pudimos guardar tus datos. Probá de nuevo.');
  });

  it('offers a retry when the profile cannot be loaded', async () => {
    const { fetchMock } = renderProfile({ [GET]: fail(500) });
    expect(await screen.findByRole('alert')).toHaveTextContent('No pudimos cargar tus datos.');
    fetchMock.mockImplementation(async () => ok(EMPTY));
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('form', { name: 'Tus datos de contacto' })).toBeInTheDocument();
  });

  it('signs out', async () => {
    const logout = jest.fn(async () => {});
    renderProfile();
    act(() => useAuthStore.setState({ logout }));
    await userEvent.click(screen.getByRole('button', { name: 'Cerrar sesión' }));
    expect(logout).toHaveBeenCalledTimes(1);
  });
});

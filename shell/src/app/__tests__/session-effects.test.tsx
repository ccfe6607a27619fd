import { StrictMode } from 'react';
import { act, screen, waitFor } from '@testing-library/react';
import { Toasts, useAuthStore, usePoliciesStore } from 'shared-ui';
import { fail, installFetch, ok } from 'shared-ui/testing/http';
import { makePolicy } from 'shared-ui/testing/policy-fixture';
import { PENDING_PURCHASE_KEY, PENDING_QUOTE_ID_KEY } from '@/lib/pending-purchase-storage';
import { currentLocation, renderWithProviders } from '@/testing/render';
import { SessionEffects } from '../session-effects';

function Harness() {
  return (
    <StrictMode>
      <SessionEffects />
      <Toasts />
    </StrictMode>
  );
}

function calls(fetchMock: jest.Mock, method: string, path: string) {
  return fetchMock.mock.calls.filter(
    ([url, init]) => String(url) === `/api/v1${path}` && (init?.method ?? 'GET') === method,
  );
}

beforeEach(() => {
  localStorage.clear();
  jest.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => jest.restoreAllMocks());

describe('after sign-in', () => {
  it('syncs the user with an empty body and the bearer token, and loads the policies', async () => {
    const policy = makePolicy({ category: 'bike' });
    const fetchMock = installFetch({
      'POST /api/v1/user/sync': ok({ _id: 'u1', email: 'ana@example.com', name: 'Ana Pérez', nickname: null }),
      'GET /api/v1/user/policy': ok([policy]),
    });
    renderWithProviders(<Harness />, { auth: { status: 'authenticated' } });

    await waitFor(() => expect(usePoliciesStore.getState().status).toBe('loaded'));
    const [sync] = calls(fetchMock, 'POST', '/user/sync');
    expect(sync).toBeDefined();
    expect(sync![1].body).toBeUndefined();
    expect((sync![1].headers as Record<string, string>).authorization).toBe('Bearer test-token');
    expect(calls(fetchMock, 'POST', '/user/sync')).toHaveLength(1);
    expect(usePoliciesStore.getState().policies).toEqual([policy]);
  });

  it('loads the policies without waiting for the sync to answer', async () => {
    const policy = makePolicy({ category: 'home' });
    let answerSync: (response: ReturnType<typeof ok>) => void = () => {};
    const fetchMock = installFetch({
      'POST /api/v1/user/sync': () => new Promise((resolve) => (answerSync = resolve)),
      'GET /api/v1/user/policy': ok([policy]),
    });
    renderWithProviders(<Harness />, { auth: { status: 'authenticated' } });

    await waitFor(() => expect(usePoliciesStore.getState().policies).toEqual([policy]));
    expect(calls(fetchMock, 'POST', '/user/sync')).toHaveLength(1);
    await act(async () => answerSync(ok({ _id: 'u1', email: null, name: null, nickname: null })));
    expect(calls(fetchMock, 'GET', '/user/policy')).toHaveLength(1);
  });

  it('shows the server message when the sync fails', async () => {
    installFetch({ 'POST /api/v1/user/sync': fail(503, 'El servicio no está disponible.') });
    renderWithProviders(<Harness />, { auth: { status: 'authenticated' } });
    expect(await screen.findByText('El servicio no está disponible.')).toBeInTheDocument();
  });

  it('shows a Spanish fallback when the sync fails without a message, and no toast for the missing policy route', async () => {
    const fetchMock = installFetch(); // every route answers 404, as before the API has them
    renderWithProviders(<Harness />, { auth: { status: 'authenticated' } });
    expect(await screen.findByText('No pudimos sincronizar tu cuenta. Probá de nuevo más tarde.')).toBeInTheDocument();
    await waitFor(() => expect(usePoliciesStore.getState().status).toBe('error'));
    expect(calls(fetchMock, 'GET', '/user/policy')).toHaveLength(1);
    expect(screen.getAllByRole('alert')).toHaveLength(1);
  });

  it('does nothing without a session and clears the policies on sign-out', async () => {
    const fetchMock = installFetch();
    usePoliciesStore.setState({ policies: [makePolicy()], status: 'loaded' });
    renderWithProviders(<Harness />, { auth: { status: 'checking' } });
    await act(async () => {});
    expect(fetchMock).not.toHaveBeenCalled();
    act(() => useAuthStore.getState().setNotAuthenticated(null));
    expect(usePoliciesStore.getState()).toMatchObject({ policies: [], status: 'idle' });
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('pending purchase', () => {
  beforeEach(() => {
    localStorage.setItem(PENDING_QUOTE_ID_KEY, 'q-77');
    localStorage.setItem(PENDING_PURCHASE_KEY, 'true');
  });

  it('creates the policy from the quote exactly once, reloads the policies and goes to /app', async () => {
    const bought = makePolicy({ status: 'pendiente', numeroPoliza: null });
    const fetchMock = installFetch({
      'POST /api/v1/user/sync': ok({ _id: 'u1', email: null, name: null, nickname: null }),
      'POST /api/v1/user/policy-from-quote': ok(bought),
      'GET /api/v1/user/policy': ok([bought]),
    });
    renderWithProviders(<Harness />, { route: '/', auth: { status: 'authenticated' } });

    await waitFor(() => expect(currentLocation().pathname).toBe('/app'));
    const created = calls(fetchMock, 'POST', '/user/policy-from-quote');
    expect(created).toHaveLength(1);
    expect(created[0]![1].body).toBe(JSON.stringify({ quoteId: 'q-77' }));
    expect(localStorage.getItem(PENDING_QUOTE_ID_KEY)).toBeNull();
    expect(localStorage.getItem(PENDING_PURCHASE_KEY)).toBeNull();
    await waitFor(() => expect(usePoliciesStore.getState().policies).toEqual([bought]));
    expect(calls(fetchMock, 'GET', '/user/policy')).toHaveLength(1);
    // Sync, buy, then list: the list includes the policy just bought.
    const order = fetchMock.mock.calls.map(([url]) => String(url));
    expect(order).toEqual(['/api/v1/user/sync', '/api/v1/user/policy-from-quote', '/api/v1/user/policy']);
  });

  it("says 'Error al crear la póliza' when it fails, and does not retry", async () => {
    const fetchMock = installFetch({
      'POST /api/v1/user/sync': ok({ _id: 'u1', email: null, name: null, nickname: null }),
      'POST /api/v1/user/policy-from-quote': fail(500),
    });
    renderWithProviders(<Harness />, { route: '/app', auth: { status: 'authenticated' } });
    expect(await screen.findByText('Error al crear la póliza')).toBeInTheDocument();
    expect(calls(fetchMock, 'POST', '/user/policy-from-quote')).toHaveLength(1);
    expect(localStorage.getItem(PENDING_PURCHASE_KEY)).toBeNull();
  });

  it('waits for a session before buying', async () => {
    const fetchMock = installFetch();
    renderWithProviders(<Harness />, { auth: { status: 'checking' } });
    await act(async () => {});
    expect(fetchMock).not.toHaveBeenCalled();
    expect(localStorage.getItem(PENDING_QUOTE_ID_KEY)).toBe('q-77');
  });

  it('ignores a quote id without the pending flag', async () => {
    localStorage.removeItem(PENDING_PURCHASE_KEY);
    const fetchMock = installFetch({
      'POST /api/v1/user/sync': ok({ _id: 'u1', email: null, name: null, nickname: null }),
    });
    renderWithProviders(<Harness />, { auth: { status: 'authenticated' } });
    await waitFor(() => expect(calls(fetchMock, 'GET', '/user/policy')).toHaveLength(1));
    expect(calls(fetchMock, 'POST', '/user/policy-from-quote')).toHaveLength(0);
  });
});

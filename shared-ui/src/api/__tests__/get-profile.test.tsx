import { act, renderHook, waitFor } from '@testing-library/react';
import { useAuthStore } from '../../stores/auth-store';
import { fail, installFetch, ok } from '../../testing/http';
import { useProfile } from '../get-profile';

const PROFILE = {
  name: 'Ana Pérez',
  email: 'ana@example.com',
  phone: '099123456',
  documentType: 'CI',
  documentNumber: '12345672',
};

beforeEach(() => {
  useAuthStore.setState({ status: 'authenticated', getAccessToken: async () => 'test-token' });
});

describe('useProfile', () => {
  it('loads the signed-in person’s profile with their token', async () => {
    const fetchMock = installFetch({ 'GET /api/v1/user/profile': ok(PROFILE) });
    const { result } = renderHook(() => useProfile());
    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(result.current.status).toBe('success'));
    expect(result.current.data).toEqual(PROFILE);
    const init = fetchMock.mock.calls[0]![1] as RequestInit;
    expect((init.headers as Record<string, string>).authorization).toBe('Bearer test-token');
  });

  it('asks nothing until the person is signed in', async () => {
    const fetchMock = installFetch({ 'GET /api/v1/user/profile': ok(PROFILE) });
    useAuthStore.setState({ status: 'checking' });
    const { result } = renderHook(() => useProfile());
    expect(result.current.status).toBe('idle');
    expect(fetchMock).not.toHaveBeenCalled();
    act(() => useAuthStore.setState({ status: 'authenticated' }));
    await waitFor(() => expect(result.current.status).toBe('success'));
  });

  it('fails with its Spanish message', async () => {
    installFetch({ 'GET /api/v1/user/profile': fail(500) });
    const { result } = renderHook(() => useProfile());
    await waitFor(() => expect(result.current.error).toBe('No pudimos cargar tus datos.'));
  });
});

import { renderHook, waitFor } from '@testing-library/react';
import { useAuthStore } from '../../stores/auth-store';
import { fail, installFetch, ok } from '../../testing/http';
import { makePolicy } from '../../testing/policy-fixture';
import { usePolicy } from '../get-policy';

const ID = '3f1c2b9e-8a4d-4c1e-9b7a-1d2e3f4a5b6c';
const URL = `GET /api/v1/policy/${ID}`;
const MESSAGE = 'No pudimos cargar la póliza.';

beforeEach(() => {
  useAuthStore.setState({ getAccessToken: async () => 'test-token' });
});

describe('usePolicy', () => {
  it('loads the policy', async () => {
    const policy = makePolicy({ _id: ID });
    installFetch({ [URL]: ok(policy) });
    const { result } = renderHook(() => usePolicy(ID, MESSAGE));
    await waitFor(() => expect(result.current.status).toBe('success'));
    expect(result.current.data).toEqual(policy);
  });

  it.each([404, 400])('reads a %i as a policy that is not there (data null)', async (status) => {
    installFetch({ [URL]: fail(status, 'No encontrado') });
    const { result } = renderHook(() => usePolicy(ID, MESSAGE));
    await waitFor(() => expect(result.current.status).toBe('success'));
    expect(result.current.data).toBeNull();
  });

  it("fails with the screen's message when the server gives none", async () => {
    installFetch({ [URL]: fail(500) });
    const { result } = renderHook(() => usePolicy(ID, MESSAGE));
    await waitFor(() => expect(result.current.error).toBe(MESSAGE));
  });

  it('has nothing to load without an id', async () => {
    const fetchMock = installFetch();
    const { result } = renderHook(() => usePolicy(undefined, MESSAGE));
    await waitFor(() => expect(result.current.status).toBe('success'));
    expect(result.current.data).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

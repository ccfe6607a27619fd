import { act, renderHook, waitFor } from '@testing-library/react';
import { api, GENERIC_ERROR } from '../api-client';
import { useApiQuery } from '../use-api-query';
import { useAuthStore } from '../../stores/auth-store';
import { deferred, fail, installFetch, ok, textResponse, type FakeResponse } from '../../testing/http';

const FALLBACK = 'No pudimos cargar la póliza.';

interface Thing {
  id: string;
}

function getThing(id: string, signal?: AbortSignal): Promise<Thing> {
  return api.get<Thing>(`/things/${id}`, { signal, fallbackMessage: FALLBACK, auth: false });
}

function useThing(id: string | null) {
  return useApiQuery(id, (signal, key) => getThing(key, signal));
}

/** The AbortSignal the API client passed to the n-th fetch. */
function signalOf(fetchMock: jest.Mock, call: number): AbortSignal {
  return (fetchMock.mock.calls[call]?.[1] as RequestInit).signal as AbortSignal;
}

beforeEach(() => {
  useAuthStore.setState({ getAccessToken: async () => null });
});

describe('useApiQuery', () => {
  it('is loading, then holds the data', async () => {
    installFetch({ 'GET /api/v1/things/1': ok({ id: '1' }) });
    const { result } = renderHook(() => useThing('1'));
    expect(result.current).toMatchObject({ status: 'loading', data: undefined, error: null });
    await waitFor(() => expect(result.current.status).toBe('success'));
    expect(result.current.data).toEqual({ id: '1' });
  });

  it("fails with the server's Spanish message and keeps what was thrown", async () => {
    installFetch({ 'GET /api/v1/things/1': fail(403, 'No tenés acceso a esta póliza.') });
    const { result } = renderHook(() => useThing('1'));
    await waitFor(() => expect(result.current.status).toBe('error'));
    expect(result.current.error).toBe('No tenés acceso a esta póliza.');
    expect(result.current.cause).toMatchObject({ name: 'ApiError', status: 403 });
  });

  it("fails with the call's fallback message when the server gives none", async () => {
    installFetch({ 'GET /api/v1/things/1': textResponse(502, '<html>Bad gateway</html>') });
    const { result } = renderHook(() => useThing('1'));
    await waitFor(() => expect(result.current.error).toBe(FALLBACK));
  });

  it('fails with its own message (or the generic one) when the fetcher throws something else', async () => {
    const broken = () => Promise.reject(new TypeError('x is undefined'));
    const withMessage = renderHook(() =>
      useApiQuery('k', broken, { errorMessage: 'No se pudieron cargar los planes' }),
    );
    await waitFor(() => expect(withMessage.result.current.error).toBe('No se pudieron cargar los planes'));
    const throwing = renderHook(() =>
      useApiQuery<Thing>('k', () => {
        throw new Error('sync');
      }),
    );
    await waitFor(() => expect(throwing.result.current.error).toBe(GENERIC_ERROR));
  });

  it('reload asks again: loading first, then the new answer', async () => {
    let answer: FakeResponse = fail(500, 'El servicio no responde.');
    const fetchMock = installFetch({ 'GET /api/v1/things/1': () => answer });
    const { result } = renderHook(() => useThing('1'));
    await waitFor(() => expect(result.current.error).toBe('El servicio no responde.'));
    answer = ok({ id: '1' });
    act(() => result.current.reload());
    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(result.current.data).toEqual({ id: '1' }));
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('a new key loads again, aborts the previous request and drops its late answer', async () => {
    const slow = deferred<FakeResponse>();
    const fetchMock = installFetch({
      'GET /api/v1/things/1': () => slow.promise,
      'GET /api/v1/things/2': ok({ id: '2' }),
    });
    const { result, rerender } = renderHook(({ id }) => useThing(id), { initialProps: { id: '1' } });
    rerender({ id: '2' });
    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(result.current.data).toEqual({ id: '2' }));
    expect(signalOf(fetchMock, 0).aborted).toBe(true);
    await act(async () => slow.resolve(ok({ id: '1' })));
    expect(result.current.data).toEqual({ id: '2' });
  });

  it('aborts on unmount and ignores the answer', async () => {
    const slow = deferred<FakeResponse>();
    const error = jest.spyOn(console, 'error');
    const fetchMock = installFetch({ 'GET /api/v1/things/1': () => slow.promise });
    const { unmount } = renderHook(() => useThing('1'));
    unmount();
    expect(signalOf(fetchMock, 0).aborted).toBe(true);
    await act(async () => slow.resolve(ok({ id: '1' })));
    expect(error).not.toHaveBeenCalled();
    error.mockRestore();
  });

  it('stays idle without a key, and loads once one arrives', async () => {
    const fetchMock = installFetch({ 'GET /api/v1/things/7': ok({ id: '7' }) });
    const { result, rerender } = renderHook(({ id }: { id: string | null }) => useThing(id), {
      initialProps: { id: null as string | null },
    });
    expect(result.current).toMatchObject({ status: 'idle', data: undefined, error: null });
    expect(fetchMock).not.toHaveBeenCalled();
    rerender({ id: '7' });
    await waitFor(() => expect(result.current.data).toEqual({ id: '7' }));
  });

  it('uses the latest fetcher without loading again on every render', async () => {
    const fetchMock = installFetch({ 'GET /api/v1/things/1': ok({ id: '1' }) });
    const { result, rerender } = renderHook(() => useThing('1'));
    await waitFor(() => expect(result.current.status).toBe('success'));
    rerender();
    rerender();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

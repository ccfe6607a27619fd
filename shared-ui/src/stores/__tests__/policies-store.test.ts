import { usePoliciesStore } from '../policies-store';
import { useAuthStore } from '../auth-store';
import { fail, ok, type FakeResponse } from '../../testing/http';
import { makePolicy } from '../../testing/policy-fixture';

const fetchMock = jest.fn();

beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock;
  useAuthStore.setState({ getAccessToken: async () => 'tok' });
  usePoliciesStore.getState().reset();
});

describe('usePoliciesStore', () => {
  it('loads the user policies once for concurrent callers', async () => {
    const policy = makePolicy({ category: 'bike' });
    fetchMock.mockResolvedValue(ok([policy]));
    const { load } = usePoliciesStore.getState();
    await Promise.all([load(), load()]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(String(fetchMock.mock.calls[0][0])).toBe('/api/v1/user/policy');
    expect(usePoliciesStore.getState()).toMatchObject({ status: 'loaded', policies: [policy] });
  });

  it('only logs a load failure', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => {});
    fetchMock.mockResolvedValue(fail(404, 'No encontrado'));
    await usePoliciesStore.getState().load();
    expect(usePoliciesStore.getState()).toMatchObject({ status: 'error', policies: [] });
    expect(log).toHaveBeenCalled();
    log.mockRestore();
  });

  it('drops an answer that arrives after reset', async () => {
    let resolve!: (r: FakeResponse) => void;
    fetchMock.mockReturnValue(new Promise<FakeResponse>((r) => (resolve = r)));
    const pending = usePoliciesStore.getState().load();
    await new Promise((r) => setTimeout(r, 0));
    usePoliciesStore.getState().reset();
    resolve(ok([makePolicy()]));
    await pending;
    expect(usePoliciesStore.getState()).toMatchObject({ status: 'idle', policies: [] });
  });
});

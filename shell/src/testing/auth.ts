import { useAuthStore, type AuthStatus, type AuthUser } from 'shared-ui';

export interface FakeAuth {
  status?: AuthStatus;
  user?: AuthUser | null;
  login?: jest.Mock;
  logout?: jest.Mock;
  getAccessToken?: jest.Mock;
}

export const ANA: AuthUser = { name: 'Ana Pérez', email: 'ana@example.com' };

/**
 * Puts shared-ui's auth store in a known state with jest.fn actions (what the shell's AuthBridge would
 * register). Returns the actions for assertions.
 */
export function setFakeAuth({ status = 'not-authenticated', user, login, logout, getAccessToken }: FakeAuth = {}) {
  const actions = {
    login: login ?? jest.fn().mockResolvedValue(undefined),
    logout: logout ?? jest.fn().mockResolvedValue(undefined),
    getAccessToken: getAccessToken ?? jest.fn().mockResolvedValue(status === 'authenticated' ? 'test-token' : null),
  };
  useAuthStore.setState({
    status,
    user: user !== undefined ? user : status === 'authenticated' ? ANA : null,
    errorMessage: null,
    ...actions,
  });
  return actions;
}

import type * as React from 'react';
import { act, waitFor } from '@testing-library/react';
import { useAuthStore } from 'shared-ui';
import { renderWithProviders, currentLocation } from '@/testing/render';
import { testConfig } from '@/testing/config';
import { AuthSession } from '../auth-session';

// The Auth0 SDK is replaced by a controllable double: Auth0Provider records its props, useAuth0 returns
// `sdk`. Everything the shell does with it goes through these.
const sdk = {
  isLoading: true,
  isAuthenticated: false,
  user: undefined as undefined | { name?: string; nickname?: string; email?: string },
  error: undefined as undefined | Error,
  loginWithRedirect: jest.fn().mockResolvedValue(undefined),
  logout: jest.fn().mockResolvedValue(undefined),
  getAccessTokenSilently: jest.fn(),
};
const providerProps: Array<Record<string, unknown>> = [];
const sdkListeners = new Set<() => void>();
let sdkVersion = 0;

jest.mock('@auth0/auth0-react', () => {
  const { createElement, Fragment, useSyncExternalStore } = jest.requireActual<typeof React>('react');
  return {
    Auth0Provider: ({ children, ...props }: { children?: unknown }) => {
      providerProps.push(props);
      return createElement(Fragment, null, children as never);
    },
    useAuth0: () => {
      useSyncExternalStore(
        (l: () => void) => (sdkListeners.add(l), () => sdkListeners.delete(l)),
        () => sdkVersion,
      );
      return { ...sdk };
    },
  };
});

function setSdk(state: Partial<typeof sdk>) {
  Object.assign(sdk, state);
  sdkVersion += 1;
  act(() => sdkListeners.forEach((l) => l()));
}

beforeEach(() => {
  providerProps.length = 0;
  setSdk({ isLoading: true, isAuthenticated: false, user: undefined, error: undefined });
  sdk.loginWithRedirect.mockClear();
  sdk.logout.mockClear();
  sdk.getAccessTokenSilently.mockReset();
  localStorage.clear();
  window.history.replaceState(null, '', '/');
});

function renderSession(route = '/') {
  return renderWithProviders(<AuthSession />, { route, auth: { status: 'checking' } });
}

function withSessionHint() {
  localStorage.setItem('@@auth0spajs@@::seguros-web::@@user@@', '{}');
}

describe('AuthSession without a session on this browser', () => {
  it('signs the visitor out at once and does not load the SDK', async () => {
    renderWithProviders(<AuthSession />, { auth: { status: 'checking' } });
    await waitFor(() => expect(useAuthStore.getState().status).toBe('not-authenticated'));
    expect(providerProps).toHaveLength(0);
    await expect(useAuthStore.getState().getAccessToken()).resolves.toBeNull();
  });

  it('loads the SDK when sign-in starts and then redirects with the app state', async () => {
    renderWithProviders(<AuthSession />, { auth: { status: 'checking' } });
    await waitFor(() => expect(useAuthStore.getState().status).toBe('not-authenticated'));
    let done!: Promise<void>;
    act(() => {
      done = useAuthStore.getState().login({ returnTo: '/app', quoteId: 'q-1' });
    });
    await waitFor(() => expect(sdk.loginWithRedirect).toHaveBeenCalled());
    await expect(done).resolves.toBeUndefined();
    expect(providerProps.length).toBeGreaterThan(0);
    expect(sdk.loginWithRedirect).toHaveBeenCalledTimes(1);
    expect(sdk.loginWithRedirect).toHaveBeenCalledWith({ appState: { returnTo: '/app', quoteId: 'q-1' } });
  });

  it('asks the provider for its sign-up screen when the person registers', async () => {
    renderWithProviders(<AuthSession />, { auth: { status: 'checking' } });
    await waitFor(() => expect(useAuthStore.getState().status).toBe('not-authenticated'));
    act(() => {
      void useAuthStore.getState().login({ returnTo: '/app', signup: true });
    });
    await waitFor(() => expect(sdk.loginWithRedirect).toHaveBeenCalled());
    expect(sdk.loginWithRedirect).toHaveBeenCalledWith({
      appState: { returnTo: '/app', quoteId: undefined },
      authorizationParams: { screen_hint: 'signup' },
    });
  });
});

describe('AuthSession with a possible session', () => {
  beforeEach(withSessionHint);

  it('configures Auth0Provider exactly as DESIGN.md says', async () => {
    renderSession();
    await waitFor(() => expect(providerProps.length).toBeGreaterThan(0));
    const props = providerProps[providerProps.length - 1]!;
    expect(props).toMatchObject({
      domain: 'http://localhost:8083',
      clientId: 'seguros-web',
      authorizationParams: {
        audience: 'https://api.seguros.uy',
        redirect_uri: window.location.origin,
        scope: 'openid profile email offline_access',
        ui_locales: 'es',
      },
      useRefreshTokens: true,
      cacheLocation: 'localstorage',
      // Spec §9: the identity client's silent sign-in waits 60 s, so a slow network is not sent to the login page.
      authorizeTimeoutInSeconds: 60,
    });
    expect(props).not.toHaveProperty('issuer');
    // No organisation configured: none is hinted.
    expect(props.authorizationParams).not.toHaveProperty('organization');
    expect(typeof props.onRedirectCallback).toBe('function');
  });

  it('passes the organisation hint at sign-in when the deployment has one (spec §6)', async () => {
    renderWithProviders(<AuthSession />, {
      auth: { status: 'checking' },
      config: { ...testConfig, auth: { ...testConfig.auth, organization: 'org_seguros' } },
    });
    await waitFor(() => expect(providerProps.length).toBeGreaterThan(0));
    expect(providerProps[providerProps.length - 1]!.authorizationParams).toMatchObject({
      scope: 'openid profile email offline_access',
      organization: 'org_seguros',
    });
  });

  it('keeps checking while the SDK loads, then reports the signed-in person', async () => {
    renderSession();
    await waitFor(() => expect(providerProps.length).toBeGreaterThan(0));
    expect(useAuthStore.getState().status).toBe('checking');

    setSdk({ isLoading: false, isAuthenticated: true, user: { nickname: 'anap', email: 'ana@example.com' } });
    await waitFor(() => expect(useAuthStore.getState().status).toBe('authenticated'));
    expect(useAuthStore.getState().user).toEqual({ name: 'anap', email: 'ana@example.com' });
  });

  it('reports not-authenticated with the error message', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    renderSession();
    await waitFor(() => expect(providerProps.length).toBeGreaterThan(0));
    setSdk({ isLoading: false, isAuthenticated: false, error: new Error('Invalid state') });
    await waitFor(() =>
      expect(useAuthStore.getState()).toMatchObject({ status: 'not-authenticated', errorMessage: 'Invalid state' }),
    );
    (console.error as jest.Mock).mockRestore();
  });

  it('registers logout and token actions on the store', async () => {
    renderSession();
    await waitFor(() => expect(providerProps.length).toBeGreaterThan(0));
    sdk.getAccessTokenSilently.mockResolvedValue('jwt-1');
    await expect(useAuthStore.getState().getAccessToken()).resolves.toBe('jwt-1');
    await useAuthStore.getState().logout();
    expect(sdk.logout).toHaveBeenCalledWith({ logoutParams: { returnTo: window.location.origin } });
  });

  it('logs out locally and silently on login_required', async () => {
    renderSession();
    await waitFor(() => expect(providerProps.length).toBeGreaterThan(0));
    sdk.getAccessTokenSilently.mockRejectedValue(
      Object.assign(new Error('Login required'), { error: 'login_required' }),
    );
    await expect(useAuthStore.getState().getAccessToken()).resolves.toBeNull();
    expect(sdk.logout).toHaveBeenCalledWith({ openUrl: false });
    expect(useAuthStore.getState().status).toBe('not-authenticated');
  });

  it('navigates with the redirect callback inside the router', async () => {
    renderSession('/?code=abc&state=xyz');
    await waitFor(() => expect(providerProps.length).toBeGreaterThan(0));
    const onRedirectCallback = providerProps[0]!.onRedirectCallback as (s: unknown) => void;
    act(() => onRedirectCallback({ returnTo: '/policy/3' }));
    expect(currentLocation()).toMatchObject({ pathname: '/policy/3', action: 'REPLACE' });
    // The same callback object on every render: Auth0Provider would re-initialise otherwise.
    expect(new Set(providerProps.map((p) => p.onRedirectCallback)).size).toBe(1);
  });
});

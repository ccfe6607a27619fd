import { create } from 'zustand';

export type AuthStatus = 'checking' | 'authenticated' | 'not-authenticated';

export interface AuthUser {
  /** Display name: the identity's name, falling back to its nickname. */
  name: string;
  email: string | null;
}

export interface LoginOptions {
  /** Where to land after sign-in (defaults to /app). */
  returnTo?: string;
  /** A quote to buy once signed in (pending purchase). */
  quoteId?: string;
  /** Open the provider's sign-up screen rather than its login (Auth0's `screen_hint=signup`). */
  signup?: boolean;
}

/**
 * Functions the shell registers once its Auth0Provider is ready; remotes call them through the store,
 * so no remote needs its own sign-in code.
 */
export interface AuthActions {
  login: (options?: LoginOptions) => Promise<void>;
  logout: () => Promise<void>;
  getAccessToken: () => Promise<string | null>;
}

export interface AuthState extends AuthActions {
  status: AuthStatus;
  user: AuthUser | null;
  errorMessage: string | null;
  /** Called by the shell: state transitions of the spec (checking → authenticated / not-authenticated). */
  startChecking: () => void;
  setAuthenticated: (user: AuthUser) => void;
  setNotAuthenticated: (errorMessage?: string | null) => void;
  registerActions: (actions: Partial<AuthActions>) => void;
}

const notReady = async () => {
  throw new Error('La sesión todavía no está lista.');
};

export const useAuthStore = create<AuthState>()((set) => ({
  status: 'checking',
  user: null,
  errorMessage: null,
  login: notReady,
  logout: notReady,
  getAccessToken: async () => null,
  startChecking: () => set({ status: 'checking', user: null, errorMessage: null }),
  setAuthenticated: (user) => set({ status: 'authenticated', user, errorMessage: null }),
  setNotAuthenticated: (errorMessage = null) => set({ status: 'not-authenticated', user: null, errorMessage }),
  registerActions: (actions) => set(actions),
}));

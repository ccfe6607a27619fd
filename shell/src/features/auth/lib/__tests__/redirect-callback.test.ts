import { PENDING_PURCHASE_KEY, PENDING_QUOTE_ID_KEY } from '@/lib/pending-purchase-storage';
import { handleSignInRedirect } from '../redirect-callback';

beforeEach(() => localStorage.clear());

describe('handleSignInRedirect', () => {
  it('remembers a quote being bought and goes to /app', () => {
    const navigate = jest.fn();
    handleSignInRedirect({ returnTo: '/app', quoteId: 'q-123' }, navigate);
    expect(localStorage.getItem(PENDING_QUOTE_ID_KEY)).toBe('q-123');
    expect(localStorage.getItem(PENDING_PURCHASE_KEY)).toBe('true');
    expect(navigate).toHaveBeenCalledWith('/app', { replace: true });
  });

  it('returns to where sign-in started, replacing the callback address', () => {
    const navigate = jest.fn();
    handleSignInRedirect({ returnTo: '/policy/9?tab=docs' }, navigate);
    expect(navigate).toHaveBeenCalledWith('/policy/9?tab=docs', { replace: true });
    expect(localStorage.getItem(PENDING_PURCHASE_KEY)).toBeNull();
  });

  it('goes to /app without a return path or with an unsafe one', () => {
    const navigate = jest.fn();
    handleSignInRedirect(undefined, navigate);
    handleSignInRedirect({ returnTo: 'https://evil.example/x' }, navigate);
    handleSignInRedirect({ returnTo: '//evil.example' }, navigate);
    expect(navigate.mock.calls).toEqual([
      ['/app', { replace: true }],
      ['/app', { replace: true }],
      ['/app', { replace: true }],
    ]);
  });
});

import { hasSessionHint, isRedirectBack } from '../session-hint';

function clearCookies() {
  for (const c of document.cookie.split(';')) {
    const name = c.split('=')[0]!.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
  }
}

beforeEach(() => {
  localStorage.clear();
  clearCookies();
  window.history.replaceState(null, '', '/');
});

describe('session hint', () => {
  it('is false for a first-time visitor', () => {
    expect(hasSessionHint('seguros-web')).toBe(false);
  });

  it('sees the redirect back from the IdP', () => {
    expect(isRedirectBack('?code=abc&state=xyz')).toBe(true);
    expect(isRedirectBack('?error=access_denied&state=xyz')).toBe(true);
    expect(isRedirectBack('?code=abc')).toBe(false);
    window.history.replaceState(null, '', '/?code=abc&state=xyz');
    expect(hasSessionHint('seguros-web')).toBe(true);
  });

  it("sees the SDK's session cookie", () => {
    document.cookie = 'auth0.seguros-web.is.authenticated=true';
    expect(hasSessionHint('seguros-web')).toBe(true);
    expect(hasSessionHint('otro-cliente')).toBe(false);
  });

  it("sees the SDK's localStorage cache", () => {
    localStorage.setItem('@@auth0spajs@@::seguros-web::@@user@@', '{}');
    expect(hasSessionHint('seguros-web')).toBe(true);
  });
});

import { browserStorage } from '../storage';

describe('browserStorage', () => {
  afterEach(() => jest.restoreAllMocks());

  it('gives localStorage by default and sessionStorage on request', () => {
    expect(browserStorage()).toBe(window.localStorage);
    expect(browserStorage('session')).toBe(window.sessionStorage);
  });

  it('is null where the browser refuses storage', () => {
    jest.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    expect(browserStorage()).toBeNull();
  });
});

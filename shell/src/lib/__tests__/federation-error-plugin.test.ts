import federationErrorPlugin from '../federation-error-plugin';

describe('federation error plugin', () => {
  it('logs a failed remote and lets the error reach the boundary', () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => {});
    const events: unknown[] = [];
    const listener = (e: Event) => events.push((e as CustomEvent).detail);
    window.addEventListener('shell:remote-error', listener);

    const plugin = federationErrorPlugin();
    const result = plugin.errorLoadRemote!({
      id: 'mf_wallet/AppPage',
      error: new Error('ScriptNetworkError'),
      from: 'runtime',
      lifecycle: 'onLoad',
      origin: {} as never,
    });

    expect(result).toBeUndefined();
    expect(log).toHaveBeenCalledWith('[shell] No se pudo cargar mf_wallet/AppPage (onLoad)', expect.any(Error));
    expect(events).toEqual([{ id: 'mf_wallet/AppPage', lifecycle: 'onLoad' }]);
    window.removeEventListener('shell:remote-error', listener);
    log.mockRestore();
  });
});

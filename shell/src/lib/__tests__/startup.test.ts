import { jsonResponse, textResponse, type FakeResponse } from 'shared-ui/testing/http';
import { start, type StartupDeps } from '../startup';

const config = {
  auth: { domain: 'http://localhost:8083', clientId: 'seguros-web', audience: 'https://api.seguros.uy' },
  apiBaseUrl: '/api/v1',
  feedbackUrl: 'mailto:beta@seguros.uy',
  environment: 'dev',
  monitoring: null,
  analytics: null,
};
const remotes = {
  remotes: [
    { name: 'mf_landing', package: 'mf-landing', version: '1.0.0', entry: '/remotes/mf-landing/1.0.0/remoteEntry.js' },
  ],
};

function setup(answers: Record<string, FakeResponse | Error>, loadBootstrap?: StartupDeps['loadBootstrap']) {
  const root = document.createElement('div');
  document.body.replaceChildren(root);
  const mount = jest.fn();
  const deps: StartupDeps = {
    root,
    fetch: jest.fn(async (url: RequestInfo | URL) => {
      const answer = answers[String(url)];
      if (answer instanceof Error) throw answer;
      return (answer ?? textResponse(404, 'Not Found')) as unknown as Response;
    }) as unknown as typeof fetch,
    registerRemotes: jest.fn(),
    loadBootstrap: loadBootstrap ?? (async () => ({ mount })),
  };
  return { root, deps, mount };
}

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
  jest.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => jest.restoreAllMocks());

describe('shell startup', () => {
  it('registers the remotes and mounts with the validated config', async () => {
    const { deps, mount, root } = setup({
      '/config.json': jsonResponse(200, config),
      '/remotes.json': jsonResponse(200, remotes),
    });
    await expect(start(deps)).resolves.toBe(true);
    expect(deps.registerRemotes).toHaveBeenCalledWith([
      { name: 'mf_landing', entry: '/remotes/mf-landing/1.0.0/remoteEntry.js' },
    ]);
    expect(mount).toHaveBeenCalledWith(root, config);
    const [registered] = (deps.registerRemotes as jest.Mock).mock.invocationCallOrder;
    const [mounted] = mount.mock.invocationCallOrder;
    expect(registered).toBeLessThan(mounted!);
  });

  it('shows a Spanish error screen, not a blank page, when /config.json is missing', async () => {
    const { deps, mount, root } = setup({ '/remotes.json': jsonResponse(200, remotes) });
    await expect(start(deps)).resolves.toBe(false);
    expect(mount).not.toHaveBeenCalled();
    expect(root.querySelector('[role="alert"] h1')?.textContent).toBe('No pudimos iniciar la aplicación');
    expect(root.textContent).toContain('No se pudo leer la configuración (/config.json).');
    expect(root.querySelector('button')?.textContent).toBe('Reintentar');
  });

  it('lists what is wrong with an invalid config', async () => {
    const { deps, mount, root } = setup({
      '/config.json': jsonResponse(200, { ...config, auth: { domain: 'http://localhost:8083' } }),
      '/remotes.json': jsonResponse(200, remotes),
    });
    await start(deps);
    expect(mount).not.toHaveBeenCalled();
    const items = Array.from(root.querySelectorAll('li')).map((li) => li.textContent);
    expect(items).toEqual(['Falta "auth.clientId".', 'Falta "auth.audience".']);
  });

  it('starts without remotes when /remotes.json cannot be read', async () => {
    const { deps, mount } = setup({
      '/config.json': jsonResponse(200, config),
      '/remotes.json': new TypeError('offline'),
    });
    await expect(start(deps)).resolves.toBe(true);
    expect(deps.registerRemotes).not.toHaveBeenCalled();
    expect(mount).toHaveBeenCalled();
  });

  it('shows an error screen when the app bundle cannot be downloaded', async () => {
    const { deps, root } = setup(
      { '/config.json': jsonResponse(200, config), '/remotes.json': jsonResponse(200, remotes) },
      async () => {
        throw new Error('ChunkLoadError');
      },
    );
    await expect(start(deps)).resolves.toBe(false);
    expect(root.querySelector('h1')?.textContent).toBe('No pudimos cargar la aplicación');
  });
});

describe('shell startup with releases', () => {
  it('notes the snapshot revision and shows the QA badge when the gateway pinned versions', async () => {
    const { deps } = setup({
      '/config.json': jsonResponse(200, config),
      '/remotes.json': jsonResponse(200, {
        ...remotes,
        revision: 7,
        override: { versions: { 'mf-landing': '1.0.0' }, expiresAt: '2030-01-01T00:00:00.000Z' },
      }),
    });
    const showQaOverride = jest.fn();
    await expect(start({ ...deps, showQaOverride })).resolves.toBe(true);
    expect(document.documentElement.dataset.remotesRevision).toBe('7');
    expect(showQaOverride).toHaveBeenCalledWith({
      versions: { 'mf-landing': '1.0.0' },
      expiresAt: '2030-01-01T00:00:00.000Z',
    });
    // One read of /remotes.json for the whole page load.
    const calls = (deps.fetch as jest.Mock).mock.calls.filter(([url]) => String(url) === '/remotes.json');
    expect(calls).toHaveLength(1);
  });
});

describe('shell startup from the page', () => {
  /** The JSON data blocks the gateway writes into the page's head. */
  function inline(id: string, text: string) {
    const block = document.createElement('script');
    block.type = 'application/json';
    block.id = id;
    block.textContent = text;
    document.head.append(block);
  }
  afterEach(() => document.head.replaceChildren());

  it('takes the snapshot and the config the page carries, without asking the network', async () => {
    inline('remotes-snapshot', JSON.stringify({ ...remotes, revision: 9 }));
    inline('runtime-config', JSON.stringify(config));
    const { deps, mount, root } = setup({});
    await expect(start(deps)).resolves.toBe(true);
    expect(deps.fetch).not.toHaveBeenCalled();
    expect(deps.registerRemotes).toHaveBeenCalledWith([
      { name: 'mf_landing', entry: '/remotes/mf-landing/1.0.0/remoteEntry.js' },
    ]);
    expect(document.documentElement.dataset.remotesRevision).toBe('9');
    expect(mount).toHaveBeenCalledWith(root, config);
  });

  it('reads escaped text back as the same values', async () => {
    const entry = '/remotes/mf-landing/1.0.0/remoteEntry.js';
    inline(
      'remotes-snapshot',
      '{"remotes":[{"name":"mf_landing","entry":"/remotes/mf-landing/1.0.0/remoteEntry.js","version":"\u003c/script\u003e\u2028"}]}',
    );
    const { deps } = setup({ '/config.json': jsonResponse(200, config) });
    await expect(start(deps)).resolves.toBe(true);
    expect(deps.registerRemotes).toHaveBeenCalledWith([{ name: 'mf_landing', entry }]);
  });

  it('fetches what the page does not carry', async () => {
    inline('runtime-config', JSON.stringify(config));
    const { deps } = setup({ '/remotes.json': jsonResponse(200, remotes) });
    await expect(start(deps)).resolves.toBe(true);
    expect((deps.fetch as jest.Mock).mock.calls.map(([url]) => String(url))).toEqual(['/remotes.json']);
    expect(deps.registerRemotes).toHaveBeenCalledTimes(1);
  });

  it('reports a malformed inlined snapshot like a malformed /remotes.json and still starts', async () => {
    inline('remotes-snapshot', '{"remotes": [');
    const { deps, mount } = setup({
      '/config.json': jsonResponse(200, config),
      '/remotes.json': jsonResponse(200, remotes),
    });
    await expect(start(deps)).resolves.toBe(true);
    expect(console.error).toHaveBeenCalledWith('[shell] No se pudo leer /remotes.json', expect.any(SyntaxError));
    // The page's snapshot is the page's: no second one from the network.
    expect((deps.fetch as jest.Mock).mock.calls.map(([url]) => String(url))).toEqual(['/config.json']);
    expect(deps.registerRemotes).not.toHaveBeenCalled();
    expect(mount).toHaveBeenCalled();
  });

  it('reports an inlined snapshot without a remotes list like the same /remotes.json', async () => {
    inline('remotes-snapshot', '{"revision": 3}');
    const { deps } = setup({ '/config.json': jsonResponse(200, config) });
    await expect(start(deps)).resolves.toBe(true);
    expect(console.warn).toHaveBeenCalledWith('[shell] remotes.json', ['remotes.json no tiene una lista "remotes".']);
  });

  it('shows the config error screen for a malformed inlined config', async () => {
    inline('runtime-config', 'not json');
    const { deps, root } = setup({ '/remotes.json': jsonResponse(200, remotes) });
    await expect(start(deps)).resolves.toBe(false);
    expect(root.textContent).toContain('No se pudo leer la configuración (/config.json).');
  });
});

describe('first screen module', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));
  const manifest = {
    remotes: [
      ...remotes.remotes,
      { name: 'mf_quote', package: 'mf-quote', version: '2.0.0', entry: '/remotes/mf-quote/2.0.0/remoteEntry.js' },
    ],
  };

  function setupWithLoad(path: string, loadBootstrap?: StartupDeps['loadBootstrap']) {
    window.history.replaceState(null, '', path);
    const ctx = setup(
      { '/config.json': jsonResponse(200, config), '/remotes.json': jsonResponse(200, manifest) },
      loadBootstrap,
    );
    const loadRemote = jest.fn(async () => undefined);
    ctx.deps.loadRemote = loadRemote as unknown as NonNullable<StartupDeps['loadRemote']>;
    return { ...ctx, loadRemote };
  }

  it.each([
    ['/', 'mf_landing/LandingPage'],
    ['/quote/home', 'mf_quote/HomeQuotePage'],
  ])('at %s starts loading %s, unrun, before the shell bootstrap', async (path, id) => {
    const loadBootstrap = jest.fn(async () => ({ mount: jest.fn() }));
    const { deps, loadRemote } = setupWithLoad(path, loadBootstrap);
    await expect(start(deps)).resolves.toBe(true);
    expect(loadRemote.mock.calls).toEqual([[id, { loadFactory: false, from: 'runtime' }]]);
    expect(loadRemote.mock.invocationCallOrder[0]).toBeLessThan(loadBootstrap.mock.invocationCallOrder[0]!);
    expect((deps.registerRemotes as jest.Mock).mock.invocationCallOrder[0]).toBeLessThan(
      loadRemote.mock.invocationCallOrder[0]!,
    );
  });

  it('loads nothing where no registered remote draws the page', async () => {
    const { deps, loadRemote } = setupWithLoad('/app');
    await expect(start(deps)).resolves.toBe(true);
    expect(loadRemote).not.toHaveBeenCalled();
  });

  it('still mounts when that early load fails (RemoteMount shows the fallback)', async () => {
    const { deps, loadRemote, mount } = setupWithLoad('/');
    loadRemote.mockRejectedValueOnce(new Error('remoteEntry.js 503'));
    await expect(start(deps)).resolves.toBe(true);
    expect(mount).toHaveBeenCalled();
  });
});

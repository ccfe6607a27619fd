import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { registerFakeRemotes } from '../../testing/federation';
import { loadRemoteComponent, RemoteMount } from '../remote-mount';

const loadRemoteMock = loadRemote as jest.Mock;
const registerRemotesMock = registerRemotes as jest.Mock;

const FORMS_ENTRY = 'http://localhost/remotes/mf_forms/remoteEntry.js';
let moduleCache: Map<string, unknown>;

function Greeting({ name }: { name: string }) {
  return <p>Hola {name}</p>;
}

beforeEach(() => {
  jest.clearAllMocks();
  jest.spyOn(console, 'error').mockImplementation(() => {});
  moduleCache = registerFakeRemotes(['mf_forms']);
});

afterEach(() => {
  (console.error as jest.Mock).mockRestore();
});

describe('RemoteMount', () => {
  it('shows a spinner while the remote loads', () => {
    loadRemoteMock.mockReturnValue(new Promise(() => {}));
    render(<RemoteMount remote="mf_forms" module="./Pending" />);
    expect(screen.getByRole('status', { name: 'Cargando…' })).toBeInTheDocument();
    expect(loadRemoteMock).toHaveBeenCalledWith('mf_forms/Pending');
  });

  it('renders the remote component with its props', async () => {
    loadRemoteMock.mockResolvedValue({ default: Greeting });
    render(<RemoteMount remote="mf_forms" module="./Greeting" props={{ name: 'Ana' }} />);
    expect(await screen.findByText('Hola Ana')).toBeInTheDocument();
  });

  it('shows the Spanish fallback on failure and a retry that really loads again', async () => {
    loadRemoteMock
      .mockRejectedValueOnce(new Error('ScriptNetworkError: Failed to load script'))
      .mockResolvedValueOnce({ default: Greeting });
    render(<RemoteMount remote="mf_forms" module="./Flaky" props={{ name: 'Bruno' }} />);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('No pudimos cargar esta sección.');

    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));

    expect(await screen.findByText('Hola Bruno')).toBeInTheDocument();
    expect(loadRemoteMock).toHaveBeenCalledTimes(2);
    // The entry never loaded: the remote is registered again so remoteEntry.js is fetched anew.
    expect(registerRemotesMock).toHaveBeenCalledWith(
      [expect.objectContaining({ name: 'mf_forms', entry: FORMS_ENTRY })],
      { force: true },
    );
  });

  it('keeps a remote whose entry loaded when retrying a failed module', async () => {
    moduleCache.set('mf_forms', { remoteEntryExports: { get: jest.fn(), init: jest.fn() } });
    loadRemoteMock.mockRejectedValueOnce(new Error('ChunkLoadError')).mockResolvedValueOnce({ default: Greeting });
    render(<RemoteMount remote="mf_forms" module="./Chunk" props={{ name: 'Eva' }} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('Hola Eva')).toBeInTheDocument();
    expect(registerRemotesMock).not.toHaveBeenCalled();
  });

  it('says the section is not available yet when the remote is not registered', () => {
    render(<RemoteMount remote="mf_wallet" module="./AppPage" />);
    expect(screen.getByText('Esta sección todavía no está disponible.')).toBeInTheDocument();
    expect(loadRemoteMock).not.toHaveBeenCalled();
  });

  it('treats the runtime error for an unknown remote as not available', async () => {
    loadRemoteMock.mockRejectedValue(new Error('[ Federation Runtime ]: RUNTIME-004 remote not found'));
    render(<RemoteMount remote="mf_forms" module="./Gone" />);
    expect(await screen.findByText('Esta sección todavía no está disponible.')).toBeInTheDocument();
  });

  it('renders nothing at all when silent', async () => {
    const { container, rerender } = render(<RemoteMount remote="mf_assistant" module="./AssistantLauncher" silent />);
    expect(container).toBeEmptyDOMElement();

    loadRemoteMock.mockRejectedValue(new Error('boom'));
    rerender(<RemoteMount remote="mf_forms" module="./SilentFail" silent />);
    expect(container).toBeEmptyDOMElement();
    await new Promise((r) => setTimeout(r, 0));
    expect(container).toBeEmptyDOMElement();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows the caller fallback instead of the default messages', async () => {
    loadRemoteMock.mockRejectedValue(new Error('boom'));
    render(<RemoteMount remote="mf_forms" module="./Custom" fallback={<p>Plan B</p>} />);
    expect(await screen.findByText('Plan B')).toBeInTheDocument();
    render(<RemoteMount remote="mf_other" module="./X" fallback={<p>Todavía no</p>} />);
    expect(screen.getByText('Todavía no')).toBeInTheDocument();
  });

  it('fails clearly when the module exports no component', async () => {
    loadRemoteMock.mockResolvedValue({ default: 42 });
    render(<RemoteMount remote="mf_forms" module="./NotAComponent" />);
    expect(await screen.findByRole('alert')).toHaveTextContent('No pudimos cargar esta sección.');
  });

  it('draws a module loaded before (the first screen) in its first render, without a spinner', async () => {
    loadRemoteMock.mockResolvedValue({ default: Greeting });
    await loadRemoteComponent('mf_forms', './Early');
    render(<RemoteMount remote="mf_forms" module="./Early" props={{ name: 'Ana' }} />);
    expect(screen.getByText('Hola Ana')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(loadRemoteMock).toHaveBeenCalledTimes(1);
  });

  it('draws the screen in the same update that its module arrives in', async () => {
    let arrive: (exports: unknown) => void = () => {};
    loadRemoteMock.mockReturnValue(new Promise((resolve) => (arrive = resolve)));
    render(<RemoteMount remote="mf_forms" module="./Later" props={{ name: 'Eva' }} />);
    expect(screen.getByRole('status', { name: 'Cargando…' })).toBeInTheDocument();
    await act(async () => arrive({ default: Greeting }));
    expect(screen.getByText('Hola Eva')).toBeInTheDocument();
  });

  it('loads a module once for a preload and several mounts at the same time', async () => {
    loadRemoteMock.mockResolvedValue({ default: Greeting });
    const preload = loadRemoteComponent('mf_forms', './Shared');
    render(
      <>
        <RemoteMount remote="mf_forms" module="./Shared" props={{ name: 'Ana' }} />
        <RemoteMount remote="mf_forms" module="./Shared" props={{ name: 'Bruno' }} />
      </>,
    );
    expect(await screen.findByText('Hola Bruno')).toBeInTheDocument();
    expect(screen.getByText('Hola Ana')).toBeInTheDocument();
    await preload;
    expect(loadRemoteMock).toHaveBeenCalledTimes(1);
  });

  it('forgets a failed preload: the mount loads again', async () => {
    loadRemoteMock.mockRejectedValueOnce(new Error('ChunkLoadError')).mockResolvedValueOnce({ default: Greeting });
    await expect(loadRemoteComponent('mf_forms', './Retry')).rejects.toThrow('ChunkLoadError');
    render(<RemoteMount remote="mf_forms" module="./Retry" props={{ name: 'Leo' }} />);
    expect(await screen.findByText('Hola Leo')).toBeInTheDocument();
    expect(loadRemoteMock).toHaveBeenCalledTimes(2);
  });
});

import userEvent from '@testing-library/user-event';
import { installFetch, ok } from 'shared-ui/testing/http';
import { fakeMatchMedia } from 'shared-ui/testing/media';
import { render, screen, waitFor, within } from '@/testing/render';
import AssistantLauncher from '../assistant-launcher';

const LAUNCHER = { name: 'Abrir el asistente Amparo' };

const calls = (fetchMock: jest.Mock, method: string, path: string) =>
  fetchMock.mock.calls.filter(
    ([url, init]) =>
      ((init as RequestInit | undefined)?.method ?? 'GET') === method && String(url).split('?')[0] === path,
  );

async function openPanel() {
  await userEvent.click(screen.getByRole('button', LAUNCHER));
  return screen.findByRole('dialog', { name: 'Amparo, tu asistente' });
}

describe('AssistantLauncher', () => {
  afterEach(() => fakeMatchMedia(() => false));

  it('steps aside on a phone while a field of the page is being filled in, never over it', async () => {
    fakeMatchMedia((query) => query === '(max-width: 767px)');
    installFetch();
    render(
      <>
        <label>
          Email
          <input type="email" />
        </label>
        <button type="button">Enviar reclamo</button>
        <AssistantLauncher />
      </>,
    );
    const launcher = screen.getByRole('button', LAUNCHER);
    expect(launcher).not.toHaveAttribute('data-stepped-aside');
    await userEvent.click(screen.getByRole('textbox', { name: 'Email' }));
    await waitFor(() => expect(launcher).toHaveAttribute('data-stepped-aside'));
    await userEvent.click(screen.getByRole('button', { name: 'Enviar reclamo' }));
    await waitFor(() => expect(launcher).not.toHaveAttribute('data-stepped-aside'));
  });

  it('stays on a wide screen while a field is filled in', async () => {
    installFetch();
    render(
      <>
        <input aria-label="Email" type="email" />
        <AssistantLauncher />
      </>,
    );
    await userEvent.click(screen.getByRole('textbox', { name: 'Email' }));
    expect(screen.getByRole('button', LAUNCHER)).not.toHaveAttribute('data-stepped-aside');
  });

  it('is a named button that opens the panel with the keyboard', async () => {
    installFetch();
    render(<AssistantLauncher />);
    const button = screen.getByRole('button', LAUNCHER);
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    button.focus();
    await userEvent.keyboard('{Enter}');
    const panel = await screen.findByRole('dialog', { name: 'Amparo, tu asistente' });
    expect(within(panel).getByText('Cómo querés empezar?')).toBeInTheDocument();
    expect(button).toHaveAttribute('aria-expanded', 'true');
  });

  it('disables Continuar última conversación when there is none, and focuses Nueva conversación', async () => {
    installFetch();
    render(<AssistantLauncher />);
    const panel = await openPanel();
    expect(within(panel).getByRole('button', { name: 'Continuar última conversación' })).toBeDisabled();
    expect(within(panel).getByRole('button', { name: 'Nueva conversación' })).toHaveFocus();
  });

  it('offers each person only their own last conversation', async () => {
    installFetch();
    render(<AssistantLauncher />);
    window.localStorage.setItem('assistant.lastConversationId:bruno@example.com', 'c-bruno');
    const panel = await openPanel();
    expect(within(panel).getByRole('button', { name: 'Continuar última conversación' })).toBeDisabled();
  });

  it('Nueva conversación creates one and shows its chat, embedded (no heading), remembered as the last', async () => {
    const fetchMock = installFetch({
      'POST /api/v1/chat/conversations': ok({ _id: 'c-new' }),
      'GET /api/v1/chat/conversations/c-new/messages': ok({ items: [] }),
    });
    render(<AssistantLauncher />);
    const panel = await openPanel();
    await userEvent.click(within(panel).getByRole('button', { name: 'Nueva conversación' }));
    const box = await within(panel).findByRole('textbox', { name: 'Escribe tu consulta' });
    expect(box).toHaveFocus();
    expect(within(panel).queryByRole('heading', { name: 'Chat' })).not.toBeInTheDocument();
    expect(within(panel).queryByText('Cómo querés empezar?')).not.toBeInTheDocument();
    expect(
      JSON.parse(String((calls(fetchMock, 'POST', '/api/v1/chat/conversations')[0]![1] as RequestInit).body)),
    ).toEqual({});
    await waitFor(() => expect(calls(fetchMock, 'GET', '/api/v1/chat/conversations/c-new/messages')).toHaveLength(1));
    expect(window.localStorage.getItem('assistant.lastConversationId:ana@example.com')).toBe('c-new');
  });

  it('Continuar última conversación opens the remembered one with its messages', async () => {
    installFetch({
      'GET /api/v1/chat/conversations/c-7/messages': ok({
        items: [
          { role: 'user', content: '¿Qué cubre mi bici?' },
          { role: 'assistant', content: 'El hurto, hasta USD 800 【bici:hurto】.' },
        ],
      }),
    });
    render(<AssistantLauncher />);
    window.localStorage.setItem('assistant.lastConversationId:ana@example.com', 'c-7');
    const panel = await openPanel();
    await userEvent.click(within(panel).getByRole('button', { name: 'Continuar última conversación' }));
    expect(await within(panel).findByText('El hurto, hasta USD 800.')).toBeInTheDocument();
  });

  it('shows why a new conversation could not start', async () => {
    installFetch({
      'POST /api/v1/chat/conversations': () => ({
        ok: false,
        status: 503,
        json: async () => ({ data: null, meta: { code: 503, message: 'El asistente no está disponible.' } }),
        text: async () => '',
      }),
    });
    render(<AssistantLauncher />);
    const panel = await openPanel();
    await userEvent.click(within(panel).getByRole('button', { name: 'Nueva conversación' }));
    expect(await within(panel).findByRole('alert')).toHaveTextContent('Error: El asistente no está disponible.');
    expect(within(panel).getByRole('button', { name: 'Nueva conversación' })).toBeEnabled();
  });

  it('Escape closes the panel, ends the conversation and gives focus back; reopening asks again', async () => {
    const fetchMock = installFetch({
      'GET /api/v1/chat/conversations/c-7/messages': ok({ items: [] }),
      'POST /api/v1/chat/conversations/c-7/end': ok(null),
    });
    render(<AssistantLauncher />);
    window.localStorage.setItem('assistant.lastConversationId:ana@example.com', 'c-7');
    const panel = await openPanel();
    await userEvent.click(within(panel).getByRole('button', { name: 'Continuar última conversación' }));
    await waitFor(() => expect(calls(fetchMock, 'GET', '/api/v1/chat/conversations/c-7/messages')).toHaveLength(1));

    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', LAUNCHER)).toHaveFocus();
    await waitFor(() => expect(calls(fetchMock, 'POST', '/api/v1/chat/conversations/c-7/end')).toHaveLength(1));

    const again = await openPanel();
    expect(within(again).getByText('Cómo querés empezar?')).toBeInTheDocument();
    expect(within(again).getByRole('button', { name: 'Continuar última conversación' })).toBeEnabled();
  });
});

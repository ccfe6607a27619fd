import { render as renderBare } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fail, installFetch, ok } from 'shared-ui/testing/http';
import { render, screen, waitFor, within } from '@/testing/render';
import { sseStream, type SseStream } from '@/testing/sse';
import { Chat, type ChatProps } from '../chat';

const STREAM = 'POST /api/v1/chat/conversations/c-1/stream';
const MESSAGES = 'GET /api/v1/chat/conversations/c-1/messages';
const END = 'POST /api/v1/chat/conversations/c-1/end';

/** A fetch double whose streams the test feeds by hand, one per POST …/stream, in order. */
function streams(count: number, extra: Parameters<typeof installFetch>[0] = {}) {
  const list: SseStream[] = Array.from({ length: count }, () => sseStream());
  let next = 0;
  const fetchMock = installFetch({
    [MESSAGES]: ok({ items: [] }),
    [END]: ok(null),
    [STREAM]: (_url, init) => list[next++]!.answer(init),
    ...extra,
  });
  return { list, fetchMock };
}

const calls = (fetchMock: jest.Mock, key: string) =>
  fetchMock.mock.calls.filter(([url, init]) => {
    const method = ((init as RequestInit | undefined)?.method ?? 'GET').toUpperCase();
    return `${method} ${String(url).split('?')[0]}` === key;
  });

const messages = () => within(screen.getByRole('list', { name: 'Mensajes' })).queryAllByRole('listitem');
const texts = () => messages().map((m) => m.textContent);

function renderChat(props: Partial<ChatProps> = {}) {
  return render(<Chat conversationId="c-1" {...props} />);
}

async function ask(text: string) {
  await userEvent.type(screen.getByPlaceholderText('Escribe tu consulta'), text);
  await userEvent.click(screen.getByRole('button', { name: 'Enviar' }));
}

describe('Chat', () => {
  it('greets a conversation with no message yet and offers three example questions, one click asks them', async () => {
    const { list, fetchMock } = streams(1);
    renderChat({ embedded: true });
    await waitFor(() => expect(calls(fetchMock, MESSAGES)).toHaveLength(1));
    expect(screen.getByText(/¡Hola! Soy Amparo, tu asistente\./)).toBeInTheDocument();
    const examples = screen.getByRole('list', { name: 'Preguntas de ejemplo' });
    expect(
      within(examples)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['¿Qué cubre mi seguro?', '¿Qué hago si me roban la bici?', '¿Cuándo vence mi póliza?']);
    await userEvent.click(within(examples).getByRole('button', { name: '¿Qué hago si me roban la bici?' }));
    const [, init] = calls(fetchMock, STREAM)[0]!;
    expect(JSON.parse(String((init as RequestInit).body))).toEqual({ message: '¿Qué hago si me roban la bici?' });
    expect(texts()).toEqual(['Vos: ¿Qué hago si me roban la bici?']);
    expect(screen.queryByRole('list', { name: 'Preguntas de ejemplo' })).not.toBeInTheDocument();
    list[0]!.send({ type: 'done' });
  });

  it('shows the heading, a two-row box and Enviar; no heading when embedded', async () => {
    installFetch({ [MESSAGES]: ok({ items: [{ role: 'assistant', content: 'Hola' }] }) });
    const { unmount } = renderChat();
    await waitFor(() => expect(messages()).toHaveLength(1));
    expect(screen.getByRole('heading', { name: 'Chat' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Escribe tu consulta' })).toHaveAttribute('rows', '2');
    expect(screen.getByRole('button', { name: 'Enviar' })).toBeInTheDocument();
    unmount();
    renderChat({ embedded: true });
    expect(screen.queryByRole('heading', { name: 'Chat' })).not.toBeInTheDocument();
    await waitFor(() => expect(messages()).toHaveLength(1));
  });

  it('loads the stored messages (limit 100), the assistant shown as Amparo, markers stripped', async () => {
    const fetchMock = installFetch({
      [MESSAGES]: ok({
        items: [
          { role: 'user', content: '¿Qué me cubre la heladera?', createdAt: '2026-11-20T10:00:00Z' },
          { role: 'assistant', content: 'Tu póliza de hogar cubre USD 1.500 【hogar-1:equipos】.', createdAt: null },
        ],
      }),
    });
    renderChat();
    await waitFor(() => expect(messages()).toHaveLength(2));
    expect(texts()).toEqual(['Vos: ¿Qué me cubre la heladera?', 'Amparo: Tu póliza de hogar cubre USD 1.500.']);
    expect(String(fetchMock.mock.calls[0]![0])).toBe('/api/v1/chat/conversations/c-1/messages?limit=100');
    expect((fetchMock.mock.calls[0]![1] as RequestInit).headers).toMatchObject({ authorization: 'Bearer test-token' });
  });

  it('streams an answer: the question, deltas appended to one bubble, Escribiendo… until done', async () => {
    const { list, fetchMock } = streams(1);
    renderChat();
    await waitFor(() => expect(calls(fetchMock, MESSAGES)).toHaveLength(1));
    await ask('  ¿Cuánto me cubre?  ');

    expect(screen.getByRole('textbox', { name: 'Escribe tu consulta' })).toHaveValue('');
    expect(screen.getByRole('status')).toHaveTextContent('Escribiendo…');
    const [, init] = calls(fetchMock, STREAM)[0]!;
    expect(JSON.parse(String((init as RequestInit).body))).toEqual({ message: '¿Cuánto me cubre?' });
    expect((init as RequestInit).headers).toMatchObject({ authorization: 'Bearer test-token' });

    list[0]!.send({ type: 'delta', text: 'Te cubre hasta ' });
    list[0]!.raw('data: {"type":"delta","te'); // a line split across chunks
    list[0]!.raw('xt":"USD 1.500 【hogar-1:equipos】."}\n\n: ping\n\n');
    await waitFor(() => expect(texts()).toEqual(['Vos: ¿Cuánto me cubre?', 'Amparo: Te cubre hasta USD 1.500.']));
    expect(screen.getByText('Escribiendo…')).toBeInTheDocument();

    list[0]!.send({ type: 'done' });
    await waitFor(() => expect(screen.queryByText('Escribiendo…')).not.toBeInTheDocument());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('sends with Enter, keeps Shift+Enter for a new line', async () => {
    const { fetchMock } = streams(1);
    renderChat();
    const box = screen.getByRole('textbox', { name: 'Escribe tu consulta' });
    await userEvent.type(box, 'Hola{Shift>}{Enter}{/Shift}che');
    expect(box).toHaveValue('Hola\nche');
    await userEvent.type(box, '{Enter}');
    expect(calls(fetchMock, STREAM)).toHaveLength(1);
    expect(box).toHaveValue('');
  });

  it('ignores an empty send', async () => {
    const { fetchMock } = streams(1);
    renderChat();
    await userEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    await ask('   ');
    expect(calls(fetchMock, STREAM)).toHaveLength(0);
    expect(messages()).toHaveLength(0);
    expect(screen.getByRole('textbox', { name: 'Escribe tu consulta' })).toHaveValue('   ');
  });

  it('ignores a send without a conversation, and loads nothing', async () => {
    const { fetchMock } = streams(1);
    render(<Chat conversationId={null} />);
    await ask('Hola');
    expect(fetchMock).not.toHaveBeenCalled();
    expect(messages()).toHaveLength(0);
  });

  it.each([
    [
      'an error event',
      (s: SseStream) => s.send({ type: 'error', error: 'No encontré esa póliza.' }),
      'Error: No encontré esa póliza.',
    ],
    ['an error event without text', (s: SseStream) => s.send({ type: 'error' }), 'Error: Assistant error'],
    ['a broken connection', (s: SseStream) => s.fail(), 'Error: Stream error'],
    ['a stream that ends without done', (s: SseStream) => s.close(), 'Error: Stream error'],
  ])('shows %s in red as Error: …', async (_case, breakIt, shown) => {
    const { list } = streams(1);
    renderChat();
    await ask('Hola');
    breakIt(list[0]!);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(shown);
    expect(alert.className).toContain('error');
    expect(screen.queryByText('Escribiendo…')).not.toBeInTheDocument();
  });

  it('shows HTTP {status} when the stream is refused, and clears the error on the next question', async () => {
    const next = sseStream();
    let call = 0;
    installFetch({
      [MESSAGES]: ok({ items: [] }),
      [STREAM]: (_url, init) => (call++ === 0 ? fail(503, 'Ocupado') : next.answer(init)),
    });
    renderChat();
    await ask('Hola');
    expect(await screen.findByRole('alert')).toHaveTextContent('Error: HTTP 503');
    await ask('Otra vez');
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    expect(screen.getByText('Escribiendo…')).toBeInTheDocument();
  });

  it('a new stream aborts the previous one, whose late text and abort are ignored', async () => {
    const { list, fetchMock } = streams(2);
    renderChat();
    await ask('Primera');
    list[0]!.send({ type: 'delta', text: 'Respuesta uno' });
    await waitFor(() => expect(texts()).toContain('Amparo: Respuesta uno'));

    await ask('Segunda');
    const [first, second] = calls(fetchMock, STREAM).map(([, init]) => (init as RequestInit).signal!);
    expect(first!.aborted).toBe(true);
    expect(second!.aborted).toBe(false);
    list[1]!.send({ type: 'delta', text: 'Respuesta dos' });
    await waitFor(() =>
      expect(texts()).toEqual(['Vos: Primera', 'Amparo: Respuesta uno', 'Vos: Segunda', 'Amparo: Respuesta dos']),
    );
    expect(screen.getByText('Escribiendo…')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('streams the initial question (trimmed) instead of loading the history, and reports it used', async () => {
    const { list, fetchMock } = streams(1);
    const used = jest.fn();
    renderChat({ initialQuestion: '  ¿Cuándo vence mi póliza?  ', onInitialQuestionUsed: used });
    await waitFor(() => expect(calls(fetchMock, STREAM)).toHaveLength(1));
    expect(used).toHaveBeenCalledTimes(1);
    expect(calls(fetchMock, MESSAGES)).toHaveLength(0);
    list[0]!.send({ type: 'delta', text: 'Vence el 01/02/2027.' });
    await waitFor(() => expect(texts()).toEqual(['Vos: ¿Cuándo vence mi póliza?', 'Amparo: Vence el 01/02/2027.']));
  });

  it('in StrictMode (development) sends the initial question once and ends nothing', async () => {
    const { fetchMock } = streams(2);
    const used = jest.fn();
    renderBare(<Chat conversationId="c-1" initialQuestion="Hola" onInitialQuestionUsed={used} />, {
      reactStrictMode: true,
    });
    await waitFor(() => expect(calls(fetchMock, STREAM)).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(calls(fetchMock, STREAM)).toHaveLength(1);
    expect(calls(fetchMock, END)).toHaveLength(0);
    expect(used).toHaveBeenCalledTimes(1);
    expect(texts()).toEqual(['Vos: Hola']);
  });

  it('a blank initial question loads the history instead', async () => {
    const { fetchMock } = streams(1);
    const used = jest.fn();
    renderChat({ initialQuestion: '   ', onInitialQuestionUsed: used });
    await waitFor(() => expect(calls(fetchMock, MESSAGES)).toHaveLength(1));
    expect(calls(fetchMock, STREAM)).toHaveLength(0);
    expect(used).not.toHaveBeenCalled();
  });

  it('leaving aborts the stream and ends the conversation, ignoring a failed end', async () => {
    const { list, fetchMock } = streams(1, { [END]: fail(500) });
    const { unmount } = renderChat();
    await ask('Hola');
    unmount();
    expect((calls(fetchMock, STREAM)[0]![1] as RequestInit).signal!.aborted).toBe(true);
    await waitFor(() => expect(calls(fetchMock, END)).toHaveLength(1));
    expect(() => list[0]!.send({ type: 'delta', text: 'tarde' })).toThrow(); // the body was broken off
  });

  it('stops offering a conversation that no longer exists (404)', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    installFetch({ [MESSAGES]: fail(404, 'No encontramos la conversación.') });
    renderChat();
    await waitFor(() => expect(warn).toHaveBeenCalled());
    expect(window.localStorage.getItem('assistant.lastConversationId:ana@example.com')).toBeNull();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    warn.mockRestore();
  });

  it('changing conversation ends the old one and opens the new one empty', async () => {
    const fetchMock = installFetch({
      [MESSAGES]: ok({ items: [{ role: 'assistant', content: 'De la primera' }] }),
      'GET /api/v1/chat/conversations/c-2/messages': ok({ items: [{ role: 'assistant', content: 'De la segunda' }] }),
      [END]: ok(null),
    });
    const { rerender } = renderChat();
    await waitFor(() => expect(texts()).toEqual(['Amparo: De la primera']));
    rerender(<Chat conversationId="c-2" />);
    await waitFor(() => expect(texts()).toEqual(['Amparo: De la segunda']));
    expect(calls(fetchMock, END)).toHaveLength(1);
    expect(window.localStorage.getItem('assistant.lastConversationId:ana@example.com')).toBe('c-2');
  });
});

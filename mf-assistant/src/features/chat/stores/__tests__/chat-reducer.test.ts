import { chatReducer, initialChatState, today, type ChatAction, type ChatState } from '../chat-reducer';

const run = (actions: ChatAction[], from: ChatState = initialChatState) => actions.reduce(chatReducer, from);

describe('chat state machine', () => {
  it('starts empty, not streaming, without error', () => {
    expect(initialChatState).toEqual({ messages: [], isStreaming: false, error: null });
  });

  it('appends the user message with a sequential id and today’s date', () => {
    const state = run([
      { type: 'user-message', text: '¿Qué cubre?' },
      { type: 'user-message', text: 'Otra' },
    ]);
    expect(state.messages).toEqual([
      { id: 1, text: '¿Qué cubre?', sender: 'user', date: today() },
      { id: 2, text: 'Otra', sender: 'user', date: today() },
    ]);
    expect(today(new Date(2026, 0, 5))).toBe('2026-01-05');
  });

  it('streams: start sets isStreaming and clears the error, done sets it false', () => {
    const started = run([{ type: 'error', error: 'HTTP 500' }, { type: 'stream-start' }]);
    expect(started).toMatchObject({ isStreaming: true, error: null });
    expect(chatReducer(started, { type: 'done' }).isStreaming).toBe(false);
  });

  it('opens an assistant message on the first delta and appends the next ones to it', () => {
    const state = run([
      { type: 'user-message', text: 'Hola' },
      { type: 'stream-start' },
      { type: 'delta', text: 'Tu póliza ' },
      { type: 'delta', text: 'cubre USD 1.000.' },
    ]);
    expect(state.messages.map((m) => [m.id, m.sender, m.text])).toEqual([
      [1, 'user', 'Hola'],
      [2, 'assistant', 'Tu póliza cubre USD 1.000.'],
    ]);
  });

  it('opens a new assistant message after a user message', () => {
    const state = run([
      { type: 'delta', text: 'Primera' },
      { type: 'user-message', text: 'Otra pregunta' },
      { type: 'delta', text: 'Segunda' },
    ]);
    expect(state.messages.map((m) => m.text)).toEqual(['Primera', 'Otra pregunta', 'Segunda']);
  });

  it('an error stops streaming and keeps the error; cancelling stops without one', () => {
    expect(run([{ type: 'stream-start' }, { type: 'error', error: 'Stream error' }])).toMatchObject({
      isStreaming: false,
      error: 'Stream error',
    });
    expect(run([{ type: 'stream-start' }, { type: 'cancel' }])).toMatchObject({ isStreaming: false, error: null });
  });

  it('replaces the messages wholesale, numbering from 1, and clears everything when opening another', () => {
    const replaced = run([
      { type: 'user-message', text: 'vieja' },
      {
        type: 'replace',
        messages: [
          { text: 'a', sender: 'user', date: '2026-01-02' },
          { text: 'b', sender: 'assistant' },
        ],
      },
    ]);
    expect(replaced.messages).toEqual([
      { id: 1, text: 'a', sender: 'user', date: '2026-01-02' },
      { id: 2, text: 'b', sender: 'assistant', date: today() },
    ]);
    expect(run([{ type: 'stream-start' }, { type: 'error', error: 'x' }, { type: 'clear' }], replaced)).toEqual(
      initialChatState,
    );
  });
});

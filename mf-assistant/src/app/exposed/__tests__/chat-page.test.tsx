import userEvent from '@testing-library/user-event';
import { installFetch, ok } from 'shared-ui/testing/http';
import { render, screen, waitFor } from '@/testing/render';
import { sseStream } from '@/testing/sse';
import ChatPage from '../chat-page';

function renderAt(pathname: string, state?: unknown) {
  return render(<ChatPage />, { route: { pathname, state }, path: pathname === '/chat' ? '/chat' : '/chat/:id' });
}

describe('ChatPage', () => {
  it('/chat/:id loads that conversation under the heading Chat', async () => {
    installFetch({
      'GET /api/v1/chat/conversations/c-1/messages': ok({
        items: [{ role: 'assistant', content: 'Hola, soy Amparo.' }],
      }),
    });
    renderAt('/chat/c-1');
    expect(screen.getByRole('heading', { name: 'Chat' })).toBeInTheDocument();
    expect(await screen.findByText('Hola, soy Amparo.')).toBeInTheDocument();
  });

  it('sends the initialQuestion of the navigation state and clears it from the history entry', async () => {
    const stream = sseStream();
    const fetchMock = installFetch({
      'POST /api/v1/chat/conversations/c-9/stream': (_url, init) => stream.answer(init),
    });
    const { location } = renderAt('/chat/c-9', { initialQuestion: ' ¿Cuánto me cubre? ' });
    await waitFor(() => expect(location().state).toBeNull());
    expect(location()).toMatchObject({ pathname: '/chat/c-9' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(screen.getByText('¿Cuánto me cubre?')).toBeInTheDocument();
    stream.send({ type: 'delta', text: 'Hasta USD 1.500 【hogar:equipos】' });
    stream.send({ type: 'done' });
    expect(await screen.findByText('Hasta USD 1.500')).toBeInTheDocument();
  });

  it('/chat asks how to start and opens the chosen conversation', async () => {
    installFetch({
      'POST /api/v1/chat/conversations': ok({ _id: 'c-3' }),
      'GET /api/v1/chat/conversations/c-3/messages': ok({ items: [] }),
    });
    const { location } = render(<ChatPage />, { route: '/chat', path: '/chat/:id?' });
    expect(screen.getByRole('heading', { name: 'Chat' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continuar última conversación' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Nueva conversación' }));
    await waitFor(() => expect(location().pathname).toBe('/chat/c-3'));
    expect(await screen.findByRole('textbox', { name: 'Escribe tu consulta' })).toBeInTheDocument();
  });
});

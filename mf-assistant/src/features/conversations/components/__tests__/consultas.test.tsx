import userEvent from '@testing-library/user-event';
import type { Conversation } from 'contracts';
import { bodyOf, fail, installFetch, ok } from 'shared-ui/testing/http';
import { render, screen, waitFor } from '@/testing/render';
import { Consultas } from '../consultas';

const LIST = 'GET /api/v1/chat/conversations';
const CREATE = 'POST /api/v1/chat/conversations';

const conversation = (c: Pick<Conversation, '_id' | 'title' | 'lastActivityAt'>): Conversation => ({
  createdAt: '2026-01-01T12:00:00.000Z',
  endedAt: null,
  ...c,
});

const conversations = [
  conversation({ _id: 'c-1', title: '¿Me cubre la heladera?', lastActivityAt: '2026-11-20T15:30:00.000Z' }),
  conversation({ _id: 'c-2', title: null, lastActivityAt: '2026-03-05T12:00:00.000Z' }),
  conversation({ _id: 'c-3', title: '   ', lastActivityAt: '2026-01-31T23:30:00.000Z' }),
];

function renderTab() {
  return render(<Consultas />, { route: '/app', path: '/app' });
}

describe('Consultas', () => {
  it('lists up to 20 conversations with their title, or Conversación, and the last activity date', async () => {
    const fetchMock = installFetch({ [LIST]: ok(conversations) });
    renderTab();
    const first = await screen.findByRole('link', { name: /Me cubre la heladera/ });
    expect(first).toHaveTextContent('20/11/2026');
    expect(first).toHaveAttribute('href', '/chat/c-1');
    const untitled = screen.getAllByRole('link', { name: /^Conversación/ });
    expect(untitled.map((l) => l.getAttribute('href'))).toEqual(['/chat/c-2', '/chat/c-3']);
    expect(untitled[0]).toHaveTextContent('Conversación05/03/2026');
    expect(untitled[1]).toHaveTextContent('31/01/2026'); // Montevideo's day, not UTC's
    expect(String(fetchMock.mock.calls[0]![0])).toBe('/api/v1/chat/conversations?limit=20');
  });

  it('says when there is none', async () => {
    installFetch({ [LIST]: ok([]) });
    renderTab();
    expect(await screen.findByText('Todavía no hiciste consultas.')).toBeInTheDocument();
  });

  it('opens /chat/{id} when a conversation is clicked', async () => {
    installFetch({ [LIST]: ok(conversations) });
    const { location } = renderTab();
    await userEvent.click(await screen.findByRole('link', { name: /Me cubre la heladera/ }));
    expect(location().pathname).toBe('/chat/c-1');
  });

  it('shows the server message and a retry when the list fails', async () => {
    installFetch({ [LIST]: fail(500, 'No pudimos cargar tus consultas.') });
    renderTab();
    expect(await screen.findByRole('alert')).toHaveTextContent('No pudimos cargar tus consultas.');
    installFetch({ [LIST]: ok(conversations) });
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('link', { name: /Me cubre la heladera/ })).toBeInTheDocument();
  });

  it('ignores an empty question', async () => {
    const fetchMock = installFetch({ [LIST]: ok([]) });
    renderTab();
    await screen.findByText('Todavía no hiciste consultas.');
    await userEvent.type(screen.getByRole('textbox', { name: 'Preguntale a Amparo sobre tus seguros' }), '   ');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar consulta' }));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('Enviar consulta creates a conversation with the trimmed question and opens it with that initialQuestion', async () => {
    const fetchMock = installFetch({ [LIST]: ok([]), [CREATE]: ok({ _id: 'c-9' }) });
    const { location } = renderTab();
    await screen.findByText('Todavía no hiciste consultas.');
    await userEvent.type(
      screen.getByRole('textbox', { name: 'Preguntale a Amparo sobre tus seguros' }),
      '  ¿Cuánto me cubre si se rompe la heladera?  ',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Enviar consulta' }));
    await waitFor(() => expect(location().pathname).toBe('/chat/c-9'));
    expect(location().state).toEqual({ initialQuestion: '¿Cuánto me cubre si se rompe la heladera?' });
    expect(bodyOf(fetchMock, 1)).toEqual({ firstMessage: '¿Cuánto me cubre si se rompe la heladera?' });
  });

  it('keeps the question and says why when the conversation cannot be created', async () => {
    installFetch({ [LIST]: ok([]), [CREATE]: fail(400, 'La consulta es demasiado larga.') });
    const { location } = renderTab();
    await screen.findByText('Todavía no hiciste consultas.');
    const box = screen.getByRole('textbox', { name: 'Preguntale a Amparo sobre tus seguros' });
    await userEvent.type(box, 'Hola');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar consulta' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('La consulta es demasiado larga.');
    expect(box).toHaveValue('Hola');
    expect(location().pathname).toBe('/app');
  });
});

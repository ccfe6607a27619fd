import userEvent from '@testing-library/user-event';
import { installFetch } from 'shared-ui/testing/http';
import { useAuthStore } from 'shared-ui';
import { render as renderWithRouter, screen, waitFor, within } from 'shared-ui/testing/render';
import { sseStream } from '@/testing/sse';
import AssistantLauncher from '../assistant-launcher';

/** A signed-out person: the panel opens the visitor's chat at once (POST /visitor/chat, nothing stored). */
function renderSignedOut() {
  window.localStorage.clear();
  useAuthStore.setState({ status: 'not-authenticated', user: null, getAccessToken: async () => null });
  return renderWithRouter(<AssistantLauncher />);
}

it('signed out, the panel is the visitor chat, and each question carries the earlier ones', async () => {
  const answers = [sseStream(), sseStream()];
  let next = 0;
  const fetchMock = installFetch({ 'POST /api/v1/visitor/chat': (_url, init) => answers[next++]!.answer(init) });
  renderSignedOut();
  await userEvent.click(screen.getByRole('button', { name: 'Abrir el asistente Amparo' }));
  const panel = await screen.findByRole('dialog', { name: 'Amparo, tu asistente' });
  expect(within(panel).queryByText('Cómo querés empezar?')).not.toBeInTheDocument();
  const box = within(panel).getByRole('textbox', { name: 'Escribe tu consulta' });

  await userEvent.type(box, 'cuanto sale el seguro de bici?{Enter}');
  answers[0]!.send({ type: 'delta', text: 'Decime cuánto vale tu bici【Seguro de bicicleta:tarifa】.' });
  answers[0]!.send({ type: 'done' });
  await within(panel).findByText('Decime cuánto vale tu bici.');

  await userEvent.type(box, 'vale 2000{Enter}');
  await waitFor(() => expect(fetchMock.mock.calls).toHaveLength(2));
  const bodies = fetchMock.mock.calls.map(([, init]) => JSON.parse(String((init as RequestInit).body)));
  expect(bodies).toEqual([
    { message: 'cuanto sale el seguro de bici?', history: [] },
    { message: 'vale 2000', history: ['cuanto sale el seguro de bici?'] },
  ]);
  expect((fetchMock.mock.calls[1]![1] as RequestInit).headers).not.toHaveProperty('authorization');
});

import { useTestApp } from '../../../../helpers/build-app';

/*
 * Amparo for visitors: POST /api/v1/visitor/chat answers a signed-out person as the same event stream as
 * /chat, about the products, with a bike price rated by the partner; nothing is stored.
 */
const t = useTestApp({ fakeSbi: true });

async function ask(message: string, history?: string[]) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/visitor/chat',
    payload: history ? { message, history } : { message },
  });
  const events = res.body
    .split('\n\n')
    .filter((b) => b.startsWith('data: '))
    .map((b) => JSON.parse(b.slice(6)) as { type: string; text?: string });
  return {
    status: res.statusCode,
    outcome: /^: outcome=(\w+)$/m.exec(res.body)?.[1],
    done: events.at(-1)?.type === 'done',
    text: events
      .filter((e) => e.type === 'delta')
      .map((e) => e.text)
      .join(''),
  };
}

it('answers without a session about what the bike insurance covers', async () => {
  const result = await ask('que cubre el seguro de bici?');
  expect(result).toMatchObject({ status: 200, outcome: 'answer', done: true });
  expect(result.text).toContain('USD 10.000');
});

it("prices a bike from the partner's rating, also as a follow-up", async () => {
  expect((await ask('cuanto sale asegurar una bici de 1500 dolares?')).text).toContain('plan Esencial: USD 69 al año');
  expect((await ask('y si vale 2000?', ['cuanto sale el seguro de bici?'])).text).toContain('USD 92 al año');
});

it('invites to sign in for questions about own policies, and stores nothing', async () => {
  expect((await ask('cuando vence mi poliza?')).text).toContain('«Iniciar sesión»');
  const { rows } = await t.app.db.query<{ n: number }>('SELECT count(*)::int AS n FROM chat_messages');
  expect(rows[0]!.n).toBe(0);
});

it('refuses a blank message', async () => {
  expect((await ask('   ')).status).toBe(400);
});

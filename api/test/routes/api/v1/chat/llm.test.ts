import { useTestApp } from '../../../../helpers/build-app';
import { startFakeLlm, type FakeLlm } from '../../../../helpers/fake-llm';
import { createExternal, manualPolicy } from '../../../../helpers/fixtures';

/*
 * The hosted model path against a local OpenAI-compatible stand-in: what the model writes reaches the
 * person only sentence by sentence after its figures and coverage names were checked against the wallet;
 * a lie, a timeout or an error sends the embedded answer instead.
 */
let llm: FakeLlm;
beforeAll(async () => {
  llm = await startFakeLlm();
});
afterAll(async () => {
  await llm.close();
});

const t = useTestApp({
  env: () => ({ LLM_BASE_URL: llm.url, LLM_API_KEY: 'test-llm-key', LLM_MODEL: 'fake-model', LLM_TIMEOUT_MS: '400' }),
});

const LABEL = 'Automóviles BSE';
const EMBEDDED = `El deducible de tu ${LABEL} es USD 350【${LABEL}:deducible】.`;

async function ask(message: string) {
  await createExternal(t, manualPolicy());
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/v1/chat/conversations',
    headers: await t.auth(),
    payload: {},
  });
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/v1/chat/conversations/${created.json().data._id}/stream`,
    headers: await t.auth(),
    payload: { message },
  });
  const events = res.body
    .split('\n\n')
    .filter((b) => b.startsWith('data: '))
    .map((b) => JSON.parse(b.slice(6)) as { type: string; text?: string });
  expect(events.at(-1)).toEqual({ type: 'done' });
  return events
    .filter((e) => e.type === 'delta')
    .map((e) => e.text)
    .join('');
}

beforeEach(() => {
  llm.requests.length = 0;
  llm.script = { chunks: [] };
});

it("streams the model's checked sentences, asking with the wallet as context", async () => {
  llm.script = {
    chunks: [
      '¡Buena pregunta! Según tu póliza, el deducible ',
      `es USD 350【${LABEL}:`,
      'deducible】. ',
      'Cualquier duda, escribime.',
    ],
  };
  const text = await ask('cual es el deducible del auto?');
  expect(text).toBe(
    `¡Buena pregunta! Según tu póliza, el deducible es USD 350【${LABEL}:deducible】. Cualquier duda, escribime.`,
  );
  const [request] = llm.requests;
  expect(request!.authorization).toBe('Bearer test-llm-key');
  expect(request!.body).toMatchObject({ model: 'fake-model', stream: true });
  const messages = request!.body.messages as Array<{ role: string; content: string }>;
  expect(messages[0]!.role).toBe('system');
  expect(messages[0]!.content).toContain(`【${LABEL}:deducible】`);
  expect(messages.at(-1)).toEqual({ role: 'user', content: 'cual es el deducible del auto?' });
});

it('sends the embedded answer when the first sentence carries an amount the wallet has not got', async () => {
  llm.script = { chunks: [`El deducible de tu ${LABEL} es USD 99【${LABEL}:deducible】. `, 'Listo.'] };
  expect(await ask('cual es el deducible del auto?')).toBe(EMBEDDED);
});

it('keeps the checked sentences and replaces the rest when a later one invents a coverage', async () => {
  llm.script = {
    chunks: [`El deducible es USD 350【${LABEL}:deducible】. `, 'Además tu póliza cubre granizo sin límite. ', 'Chau.'],
  };
  const text = await ask('cual es el deducible del auto?');
  expect(text).toBe(
    `El deducible es USD 350【${LABEL}:deducible】. \n\nTe lo confirmo con los datos de tu billetera:\n${EMBEDDED}`,
  );
  expect(text).not.toContain('granizo');
});

it('refuses a citation of a coverage the policy does not have', async () => {
  llm.script = { chunks: [`Te cubre con «Granizo Total»【${LABEL}:Granizo Total】. `, 'Fin.'] };
  expect(await ask('cual es el deducible del auto?')).toBe(EMBEDDED);
});

it('sends the embedded answer when the model is too slow', async () => {
  llm.script = { chunks: ['El deducible ', 'es USD 350. ', 'Fin.'], delayMs: 300 };
  expect(await ask('cual es el deducible del auto?')).toBe(EMBEDDED);
});

it('sends the embedded answer when the provider fails', async () => {
  llm.script = { chunks: [], status: 500 };
  expect(await ask('cual es el deducible del auto?')).toBe(EMBEDDED);
});

import { useTestApp } from '../../../../helpers/build-app';
import { startFakeLlm, type FakeLlm } from '../../../../helpers/fake-llm';
import { createExternal, manualPolicy } from '../../../../helpers/fixtures';

/*
 * The hosted model path against a local OpenAI-compatible stand-in: the model only chooses the embedded
 * answer's facts by id (a tool call) and may add words of its own that state nothing; the server renders the
 * facts. A fact it writes itself, an unknown id, a timeout or an error sends the embedded answer instead.
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

const compose = (value: unknown) => ({ chunks: [], reply: { toolArguments: JSON.stringify(value) } });

it('renders the facts the model chose by id, with its fact-free words around them', async () => {
  llm.script = compose({ intro: '¡Buena pregunta!', facts: ['f1'], closing: 'Cualquier duda, escribime.' });
  const text = await ask('cual es el deducible del auto?');
  expect(text).toBe(`¡Buena pregunta!\n\n${EMBEDDED}\n\nCualquier duda, escribime.`);
  const [request] = llm.requests;
  expect(request!.authorization).toBe('Bearer test-llm-key');
  expect(request!.body).toMatchObject({
    model: 'fake-model',
    stream: false,
    tool_choice: { type: 'function', function: { name: 'componer_respuesta' } },
  });
  const tools = request!.body.tools as Array<{ function: { parameters: { properties: { facts: unknown } } } }>;
  expect(tools[0]!.function.parameters.properties.facts).toMatchObject({ items: { enum: ['f1'] } });
  const messages = request!.body.messages as Array<{ role: string; content: string }>;
  expect(messages[0]!.role).toBe('system');
  expect(messages[0]!.content).toContain(`[f1]\n${EMBEDDED}`);
  expect(messages.at(-1)).toEqual({ role: 'user', content: 'cual es el deducible del auto?' });
});

it('never shows a coverage the model writes itself: "no solo cubre robo, también cubre terremoto"', async () => {
  llm.script = compose({
    intro: 'Tu póliza no solo cubre robo, también cubre terremoto.',
    facts: ['f1'],
    closing: '',
  });
  const text = await ask('cual es el deducible del auto?');
  expect(text).toBe(EMBEDDED);
  expect(text).not.toMatch(/terremoto/);
});

it.each([
  ['an amount in its own words', { intro: 'Son USD 99.', facts: ['f1'], closing: '' }],
  ['a fact that is not in the frame', { intro: '', facts: ['f7'], closing: '' }],
  ['no fact at all', { intro: 'Hola', facts: [], closing: '' }],
])('sends the embedded answer when the composition has %s', async (_, value) => {
  llm.script = compose(value);
  expect(await ask('cual es el deducible del auto?')).toBe(EMBEDDED);
});

it('sends the embedded answer when the model writes prose instead of calling the tool', async () => {
  llm.script = { chunks: [], reply: { content: 'Tu póliza no solo cubre robo, también cubre terremoto.' } };
  expect(await ask('cual es el deducible del auto?')).toBe(EMBEDDED);
});

it('sends the embedded answer when the model is too slow', async () => {
  llm.script = { ...compose({ intro: '', facts: ['f1'], closing: '' }), delayMs: 600 };
  expect(await ask('cual es el deducible del auto?')).toBe(EMBEDDED);
});

it('sends the embedded answer when the provider fails', async () => {
  llm.script = { chunks: [], status: 500 };
  expect(await ask('cual es el deducible del auto?')).toBe(EMBEDDED);
});

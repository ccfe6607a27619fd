import Fastify from 'fastify';

/*
 * A stand-in for an OpenAI-compatible provider in tests: POST /chat/completions answers a chat.completion
 * (with the scripted tool call) when asked with `stream: false`, else server-sent events of
 * chat.completion.chunk objects ending with `data: [DONE]`, as the hosted APIs do. What it says is set per
 * test (`script`), lies included; the requests it received are kept.
 */
export interface FakeLlmScript {
  /** The content deltas, in order. */
  chunks: string[];
  /** Wait before each chunk (to outlast the api's timeout); a non-streamed answer waits for all of them. */
  delayMs?: number;
  /** Answer this HTTP status instead of a stream. */
  status?: number;
  /** A non-streamed request (`stream: false`) gets this message: a tool call's arguments, or plain content. */
  reply?: { toolArguments?: string; content?: string };
}

export interface FakeLlm {
  url: string;
  script: FakeLlmScript;
  requests: Array<{ authorization: string | undefined; body: Record<string, unknown> }>;
  /** Streams the api closed before their end (it stopped listening to the model). */
  cut: number;
  close(): Promise<void>;
}

export async function startFakeLlm(): Promise<FakeLlm> {
  const app = Fastify();
  const fake: FakeLlm = {
    url: '',
    script: { chunks: [] },
    requests: [],
    cut: 0,
    close: () => {
      // Streams still being written (a test that stopped listening early) must not hold the close.
      app.server.closeAllConnections();
      return app.close();
    },
  };
  app.post('/v1/chat/completions', async (request, reply) => {
    fake.requests.push({ authorization: request.headers.authorization, body: request.body as Record<string, unknown> });
    const { chunks, delayMs = 0, status, reply: message } = fake.script;
    if (status) return reply.code(status).send({ error: { message: 'fake failure' } });
    if ((request.body as { stream?: boolean }).stream === false) {
      // As long as the streamed answer would take; a request the api gives up on first counts as cut.
      const wait = delayMs * Math.max(1, chunks.length);
      if (wait) {
        const closedFirst = await new Promise<boolean>((resolve) => {
          const timer = setTimeout(() => resolve(false), wait);
          reply.raw.once('close', () => {
            clearTimeout(timer);
            resolve(!reply.raw.writableEnded);
          });
        });
        if (closedFirst) {
          fake.cut += 1;
          return reply.hijack();
        }
      }
      const body = (request.body as { tools?: Array<{ function: { name: string } }> }).tools;
      return {
        object: 'chat.completion',
        choices: [
          {
            index: 0,
            finish_reason: message?.toolArguments !== undefined ? 'tool_calls' : 'stop',
            message: {
              role: 'assistant',
              content: message?.content ?? null,
              ...(message?.toolArguments !== undefined
                ? {
                    tool_calls: [
                      {
                        id: 'call_1',
                        type: 'function',
                        function: { name: body?.[0]?.function.name ?? 'f', arguments: message.toolArguments },
                      },
                    ],
                  }
                : {}),
            },
          },
        ],
      };
    }
    reply.hijack();
    const res = reply.raw;
    res.writeHead(200, { 'content-type': 'text/event-stream' });
    res.on('close', () => {
      if (!res.writableEnded) fake.cut += 1;
    });
    for (const content of chunks) {
      if (delayMs) await new Promise((resolve) => setTimeout(resolve, delayMs));
      if (res.destroyed) return;
      res.write(
        `data: ${JSON.stringify({ object: 'chat.completion.chunk', choices: [{ index: 0, delta: { content } }] })}\n\n`,
      );
    }
    res.end('data: [DONE]\n\n');
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as { port: number };
  fake.url = `http://127.0.0.1:${port}/v1`;
  return fake;
}

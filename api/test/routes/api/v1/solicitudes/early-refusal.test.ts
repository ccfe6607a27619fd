import net from 'node:net';
import { useTestApp } from '../../../../helpers/build-app';

/*
 * A multipart body the api refuses before reading it (no boundary) while its sender is still writing it,
 * over a real socket as the gateway sends it: the answer must reach the sender and the connection must
 * stay usable. Closing after the answer reset the connection under the gateway, which then answered 502.
 */
const t = useTestApp();

interface Exchange {
  /** Each answer's head and body, as read from the socket. */
  text: string;
  /** How the socket ended: closed by the api, reset, or still open when the test closed it. */
  ended: 'closed' | 'reset' | 'open';
}

function exchange(port: number, steps: Array<string | number>, settleMs = 300): Promise<Exchange> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    let text = '';
    let ended: Exchange['ended'] = 'open';
    socket.on('data', (chunk) => (text += chunk.toString('latin1')));
    socket.on('error', () => (ended = 'reset'));
    socket.on('end', () => {
      if (ended === 'open') ended = 'closed';
    });
    socket.on('connect', async () => {
      for (const step of steps) {
        if (typeof step === 'number') await new Promise((r) => setTimeout(r, step));
        else if (!socket.destroyed) socket.write(step);
      }
      await new Promise((r) => setTimeout(r, settleMs));
      socket.destroy();
      resolve({ text, ended });
    });
  });
}

describe('POST /api/v1/solicitudes refused while its body is still arriving', () => {
  let port: number;
  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as net.AddressInfo).port;
  });

  it('answers the refusal once the small body has arrived, and the connection serves the next request', async () => {
    const first = 'x'.repeat(2000);
    const rest = 'y'.repeat(30_000);
    const { text, ended } = await exchange(port, [
      'POST /api/v1/solicitudes HTTP/1.1\r\nHost: api\r\nContent-Type: multipart/form-data\r\n' +
        `Content-Length: ${first.length + rest.length}\r\n\r\n`,
      first,
      150,
      rest,
      50,
      'GET /healthz HTTP/1.1\r\nHost: api\r\n\r\n',
    ]);
    const statuses = [...text.matchAll(/HTTP\/1\.1 (\d{3}) /g)].map((m) => Number(m[1]));
    expect(ended).toBe('open');
    expect(statuses).toHaveLength(2);
    expect(statuses[0]).toBeGreaterThanOrEqual(400);
    expect(statuses[0]).toBeLessThan(500);
    expect(statuses[1]).toBe(200);
    expect(text).not.toMatch(/^connection: close/im);
  });

  it('does not wait for a large body: it answers and closes the connection', async () => {
    const { text, ended } = await exchange(port, [
      'POST /api/v1/solicitudes HTTP/1.1\r\nHost: api\r\nContent-Type: multipart/form-data\r\n' +
        `Content-Length: ${2 * 1024 * 1024}\r\n\r\n`,
      'x'.repeat(1000),
    ]);
    expect(text).toMatch(/^HTTP\/1\.1 4\d\d/);
    expect(text).toMatch(/^connection: close/im);
    expect(ended).not.toBe('open');
  });
});

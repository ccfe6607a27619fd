import { Poller } from '../../src/lib/poller';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/*
 * Waits until `done()` holds, checking every few milliseconds, for at most `limitMs`: the tests wait on what
 * the poller did, not on a fixed time, so a busy machine (CI's two shared cores) makes them slower, not red.
 */
async function until(done: () => boolean, limitMs = 5_000): Promise<void> {
  const deadline = Date.now() + limitMs;
  while (!done()) {
    if (Date.now() > deadline) throw new Error(`condition not met within ${limitMs} ms`);
    await wait(5);
  }
}

describe('Poller', () => {
  it('runs at once, then again after each run, never two at once, and stop waits for the run in progress', async () => {
    let active = 0;
    let most = 0;
    let runs = 0;
    const poller = new Poller({
      everyMs: 5,
      failure: 'failed',
      work: async () => {
        active += 1;
        most = Math.max(most, active);
        runs += 1;
        await wait(10);
        active -= 1;
      },
    });
    poller.start();
    poller.start();
    await until(() => runs >= 3);
    await poller.stop();
    expect(active).toBe(0);
    expect(most).toBe(1);
    const after = runs;
    await wait(30);
    expect(runs).toBe(after);
  });

  it('logs a failed run and goes on polling', async () => {
    const errors: string[] = [];
    let runs = 0;
    const log = { error: (_: unknown, message: string) => errors.push(message) };
    const poller = new Poller({
      everyMs: 5,
      failure: 'outbox poll failed',
      log: log as never,
      work: async () => {
        runs += 1;
        throw new Error('down');
      },
    });
    poller.start();
    await until(() => runs >= 2);
    await poller.stop();
    expect(errors[0]).toBe('outbox poll failed');
    expect(errors.length).toBeGreaterThanOrEqual(1);
  });

  it('never runs by itself when the interval is 0', async () => {
    let runs = 0;
    const poller = new Poller({ everyMs: 0, failure: 'failed', work: async () => void (runs += 1) });
    poller.start();
    await wait(20);
    await poller.stop();
    expect(runs).toBe(0);
  });
});

import { Poller } from '../../src/lib/poller';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

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
    await wait(60);
    await poller.stop();
    expect(active).toBe(0);
    expect(most).toBe(1);
    expect(runs).toBeGreaterThanOrEqual(2);
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
    await wait(40);
    await poller.stop();
    expect(runs).toBeGreaterThanOrEqual(2);
    expect(errors[0]).toBe('outbox poll failed');
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

import { registerRemotes } from '@module-federation/enhanced/runtime';

async function start() {
  const res = await fetch('/remotes.json');
  const { remotes } = (await res.json()) as { remotes: { name: string; entry: string }[] };
  registerRemotes(remotes.map((r) => ({ name: r.name, entry: r.entry })));
  await import('./bootstrap');
}
void start();

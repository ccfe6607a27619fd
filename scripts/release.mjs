// npm run release -- <command>: publish, switch, rollback, canary, promote, abort, off, history, qa, list,
// retained, prune.
// `npm run release -- help` lists them. The CLI itself is gateway/src/release/cli.ts (run with tsx).
import { releaseCli } from './releases.mjs';
import { ensureInstall } from './lib.mjs';

await ensureInstall();
try {
  releaseCli(process.argv.slice(2));
} catch (error) {
  process.exit(error.exitCode ?? 1);
}

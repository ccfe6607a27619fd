// Installs what is missing: Node 22 when the machine's is older (./node-runtime.mjs), pnpm (with npm) and the
// workspace's dependencies. `node scripts/bootstrap.mjs <command> [args…]` then runs that command on the
// same Node (package.json's typecheck and eval:assistant).
import { ensureInstall, run } from './lib.mjs';

await ensureInstall();
const [command, ...args] = process.argv.slice(2);
if (command) {
  try {
    run(command, args);
  } catch (error) {
    process.exit(error.exitCode ?? 1);
  }
}

// Installs what is missing: pnpm (with npm) and the workspace's dependencies.
import { ensureInstall } from './lib.mjs';

ensureInstall();

import { execSync } from 'node:child_process';
import { defineConfig } from '@playwright/test';

// Debian's Chromium: Playwright cannot download its own browser on this machine.
function chromiumPath(): string {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  try {
    return execSync('command -v chromium', { shell: '/bin/sh' }).toString().trim();
  } catch {
    return '/usr/bin/chromium';
  }
}

export default defineConfig({
  testDir: './tests',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: 'http://localhost:8080',
    locale: 'es-UY',
    timezoneId: 'America/Montevideo',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: chromiumPath(),
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-dev-shm-usage'],
    },
  },
  // `logs` runs last: it follows a request id through the services' logs and greps them for personal data.
  projects: [
    { name: 'e2e', testIgnore: /logs\.spec\.ts$/ },
    { name: 'logs', testMatch: /logs\.spec\.ts$/, dependencies: ['e2e'] },
  ],
  // The whole composed app (gateway, api, idp-dev…) on a fresh e2e data folder.
  webServer: {
    // Each service's JSON lines also go to .data/e2e/logs/<service>.log, for the `logs` project.
    command: 'node ../scripts/stack.mjs --data .data/e2e --fresh --quiet --logs .data/e2e/logs',
    // The gateway answers before the api has opened and migrated a fresh database: wait for the stack
    // runner's line, printed once every service's health check passes. No `url` here: Playwright starts
    // the tests as soon as EITHER the url answers or the line appears, and the gateway's health answers first.
    wait: { stdout: /Listo: http:\/\/localhost:8080/ },
    timeout: 120_000,
    reuseExistingServer: false,
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    stdout: 'pipe',
    stderr: 'pipe',
  },
});

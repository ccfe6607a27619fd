import path from 'node:path';
import { ConfigError, findRepoRoot, loadConfig } from '../src/config';

describe('loadConfig', () => {
  it('has defaults that run everything locally', () => {
    const config = loadConfig({});
    expect(config).toEqual(
      expect.objectContaining({
        port: 8082,
        host: 'localhost',
        publicUrl: 'http://localhost:8082',
        apiKey: 'sbi-dev-key',
        adminEnabled: true,
        fault: { mode: 'none', delayMs: 10000 },
        webhook: { secret: 'sbi-dev-webhook-secret', retryDelaysMs: [1000, 5000, 30000, 120000], timeoutMs: 5000 },
      }),
    );
    expect(config.dataDir).toBe(path.join(findRepoRoot(), '.data', 'sbi'));
  });

  it('follows SBI_PORT in the public URL unless SBI_PUBLIC_URL is set', () => {
    expect(loadConfig({ SBI_PORT: '18082' }).publicUrl).toBe('http://localhost:18082');
    expect(loadConfig({ SBI_PUBLIC_URL: 'https://sbi.example.com/' }).publicUrl).toBe('https://sbi.example.com');
  });

  it.each([
    ['SBI_PORT', 'abc'],
    ['SBI_PUBLIC_URL', 'ftp://x'],
    ['SBI_FAULT', 'chaos'],
    ['SBI_ADMIN_ENABLED', 'maybe'],
    ['SBI_WEBHOOK_RETRY_DELAYS_MS', '1000,soon'],
    ['SBI_API_KEY', 'short'],
    ['LOG_LEVEL', 'loud'],
  ])('refuses a bad %s naming the variable', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(name));
  });
});

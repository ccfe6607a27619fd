import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { ConfigError, findRepoRoot, loadConfig } from '../src/config.js';

const packageDir = path.resolve(__dirname, '..');
const repoRoot = path.resolve(packageDir, '..');

describe('loadConfig', () => {
  it('applies the documented defaults, issuer with a trailing slash, data dir under the repo root', () => {
    const config = loadConfig({});
    expect(config).toEqual({
      port: 8083,
      host: 'localhost',
      issuer: 'http://localhost:8083/',
      clientId: 'seguros-web',
      audience: 'https://api.seguros.uy',
      redirectOrigins: ['http://localhost:8080'],
      dataDir: path.join(repoRoot, '.data/idp'),
      logLevel: 'info',
    });
  });

  it('derives the default issuer from IDP_PORT', () => {
    expect(loadConfig({ IDP_PORT: '18083' }).issuer).toBe('http://localhost:18083/');
  });

  it('finds the repo root from a nested directory', () => {
    expect(findRepoRoot(path.join(packageDir, 'src'))).toBe(repoRoot);
  });

  it('reads every variable', () => {
    const config = loadConfig({
      IDP_PORT: '18083',
      IDP_ISSUER: 'http://localhost:18083/',
      IDP_CLIENT_ID: 'otro',
      IDP_AUDIENCE: 'https://api.example.uy',
      IDP_REDIRECT_ORIGINS: 'http://localhost:8080, http://localhost:3000/',
      IDP_DATA_DIR: '/tmp/idp-x',
      IDP_HOST: '0.0.0.0',
    });
    expect(config.port).toBe(18083);
    expect(config.host).toBe('0.0.0.0');
    expect(config.issuer).toBe('http://localhost:18083/');
    expect(config.clientId).toBe('otro');
    expect(config.audience).toBe('https://api.example.uy');
    expect(config.redirectOrigins).toEqual(['http://localhost:8080', 'http://localhost:3000']);
    expect(config.dataDir).toBe('/tmp/idp-x');
  });

  it.each([
    ['IDP_PORT', 'abc'],
    ['IDP_PORT', '70000'],
    ['IDP_ISSUER', 'localhost:8083'],
    ['IDP_ISSUER', 'http://localhost:8083/tenant'],
    ['IDP_CLIENT_ID', 'has space'],
    ['IDP_AUDIENCE', 'not a uri'],
    ['IDP_REDIRECT_ORIGINS', 'http://localhost:8080/app'],
    ['IDP_REDIRECT_ORIGINS', 'ftp://localhost'],
    ['IDP_LOG_LEVEL', 'verbose'],
  ])('rejects %s=%s with an error naming the variable', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(name);
  });

  it('the server exits non-zero with a readable message on a bad IDP_PORT', () => {
    const result = spawnSync(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: packageDir,
      env: { PATH: process.env.PATH ?? '', IDP_PORT: 'abc' },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('IDP_PORT must be a port number');
  }, 30_000);
});

// The early remote-module download (config/first-remote.ts) against the route table it restates.
import { firstModuleFor, firstModuleId } from '@/config/first-remote';
import { redirectsHome, remoteRoutes } from '../routes';

/** An address the pattern matches: `/policy/:id/emission` → `/policy/p-1/emission`. */
const sample = (pattern: string) => pattern.replace(/:[^/]+/g, 'p-1');

describe('firstModuleFor', () => {
  it.each(remoteRoutes.map((r) => [r.path, r.remote, r.module] as const))(
    '%s is drawn by %s %s',
    (path, remote, module) => {
      expect(firstModuleFor(sample(path))).toEqual({ remote, module });
      expect(firstModuleFor(`${sample(path)}/`)).toEqual({ remote, module });
    },
  );

  it.each(['/login', '/register', '/nada', '/quote/car', '/policy/p-1/otra'])('%s names no remote', (path) => {
    expect(redirectsHome).toContain('*');
    expect(firstModuleFor(path)).toBeNull();
  });

  it('names the module the way loadRemote does', () => {
    expect(firstModuleId({ remote: 'mf_quote', module: './HomeQuotePage' })).toBe('mf_quote/HomeQuotePage');
  });
});

import { PRIVATE_PAGE_HEADS, PUBLIC_PAGE_HEADS } from 'contracts/runtime';
import { remoteRoutes } from '../routes';

// contracts' head table names the route table's paths (it cannot import shared-ui's `paths`): the two
// must stay one set, or a screen would go without its title or the sitemap would list an address no
// route draws.
describe('the head table', () => {
  const heads = [...PUBLIC_PAGE_HEADS, ...PRIVATE_PAGE_HEADS];
  // /insurance/:type is drawn for bike and home, each with its own head.
  const routePaths = remoteRoutes.flatMap((route) =>
    route.path === '/insurance/:type' ? ['/insurance/bike', '/insurance/home'] : [route.path],
  );

  it('has a head for every route of the table, and none for an address no route draws', () => {
    expect(heads.map((head) => head.path).sort()).toEqual([...routePaths].sort());
  });

  it('indexes only routes open without signing in', () => {
    const guarded = new Set(remoteRoutes.filter((r) => r.guarded).map((r) => r.path));
    for (const head of PUBLIC_PAGE_HEADS) expect(guarded.has(head.path)).toBe(false);
    for (const path of guarded) expect(heads.find((h) => h.path === path)?.public).toBe(false);
  });
});

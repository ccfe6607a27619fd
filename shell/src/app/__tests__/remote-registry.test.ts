// The route table and every embedded remote module against the one remote registry
// (tooling/webpack/remote-registry.json), which also gives each remote's build its `exposes`.
import fs from 'node:fs';
import path from 'node:path';
import { clearAvailability, isLinkAvailable, isModuleAvailable, appTabState, remoteModules } from 'shared-ui';
import { isExposed, remoteRegistry } from '@/config/remote-registry';
import { publishServedScreens } from '../publish-availability';
import { remoteRoutes } from '../routes';

const TODAY = Object.keys(remoteRegistry);

afterEach(() => clearAvailability());

describe('remote registry and the shell', () => {
  it.each(remoteRoutes.map((r) => [r.path, `${r.remote} ${r.module}`, r] as const))(
    'route %s names a module its remote exposes (%s)',
    (_path, _id, route) => {
      expect(isExposed(route)).toBe(true);
    },
  );

  it.each(Object.entries(remoteModules))('embedded %s is exposed, or belongs to a remote still to come', (_k, ref) => {
    // A remote in the registry must expose what others embed (a typo would only ever fail to load); the
    // embeds of a remote not built yet stay hidden until it is, because they are not published.
    if (remoteRegistry[ref.remote]) expect(isExposed(ref)).toBe(true);
    else expect(TODAY).not.toContain(ref.remote);
  });

  it('embeds name their module through shared-ui remoteModules, never as string literals', () => {
    const root = path.resolve(__dirname, '../../../..');
    const offenders: string[] = [];
    const walk = (dir: string) => {
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) {
          if (entry.name !== '__tests__' && entry.name !== 'node_modules') walk(full);
        } else if (/\.tsx?$/.test(entry.name) && /<RemoteMount[^>]*\bremote="/.test(fs.readFileSync(full, 'utf8'))) {
          offenders.push(path.relative(root, full));
        }
      }
    };
    for (const pkg of fs.readdirSync(root)) {
      const src = path.join(root, pkg, 'src');
      if ((pkg === 'shell' || pkg.startsWith('mf-')) && fs.existsSync(src)) walk(src);
    }
    expect(offenders).toEqual([]);
  });
});

describe('publishServedScreens', () => {
  it('publishes the routes and modules of the registered remotes only', () => {
    publishServedScreens((remote) => TODAY.includes(remote));
    expect(isLinkAvailable('/')).toBe(true);
    expect(isLinkAvailable('/insurance/home')).toBe(true);
    expect(isLinkAvailable('/policy/4a1c/emission')).toBe(true);
    expect(isLinkAvailable('/app')).toBe(true);
    expect(isLinkAvailable('/chat')).toBe(true);
    expect(isLinkAvailable('/chat/c-1')).toBe(true);
    expect(isLinkAvailable('/app', appTabState('consultas'))).toBe(true);
    expect(isModuleAvailable(remoteModules.assistantLauncher)).toBe(true);
    expect(isLinkAvailable('/insurance/other')).toBe(true);
    expect(isLinkAvailable('/app', appTabState('reclamos'))).toBe(true);
    expect(isModuleAvailable(remoteModules.insuranceRequestForm)).toBe(true);
    expect(isModuleAvailable(remoteModules.contactDialog)).toBe(true);
    expect(isModuleAvailable(remoteModules.policyClaims)).toBe(true);
    expect(isLinkAvailable('/profile')).toBe(true);
    expect(isLinkAvailable('/service/new')).toBe(true);
    expect(isLinkAvailable('/app', appTabState('explorar'))).toBe(true);
    expect(isModuleAvailable({ remote: 'mf_wallet', module: './AppPage' })).toBe(true);
  });

  it('takes the add-service flow and the profile along when mf_wallet is off', () => {
    publishServedScreens((remote) => remote !== 'mf_wallet');
    expect(isLinkAvailable('/service/new')).toBe(false);
    expect(isLinkAvailable('/profile')).toBe(false);
    expect(isLinkAvailable('/app')).toBe(false);
  });

  it('takes a switched-off remote’s routes along', () => {
    publishServedScreens((remote) => remote !== 'mf_quote');
    expect(isLinkAvailable('/quote/bike')).toBe(false);
    expect(isLinkAvailable('/insurance/bike/compare')).toBe(false);
    expect(isLinkAvailable('/insurance/bike')).toBe(true);
  });

  it('takes the assistant’s chat, Consultas tab and launcher along when mf_assistant is off', () => {
    publishServedScreens((remote) => remote !== 'mf_assistant');
    expect(isLinkAvailable('/chat/c-1')).toBe(false);
    expect(isLinkAvailable('/app', appTabState('consultas'))).toBe(false);
    expect(isModuleAvailable(remoteModules.assistantLauncher)).toBe(false);
    expect(isLinkAvailable('/app')).toBe(true);
  });

  it('takes the request page, the claims tab and the forms along when mf_forms is off', () => {
    publishServedScreens((remote) => remote !== 'mf_forms');
    expect(isLinkAvailable('/insurance/other')).toBe(false);
    expect(isLinkAvailable('/app', appTabState('reclamos'))).toBe(false);
    expect(isModuleAvailable(remoteModules.insuranceRequestForm)).toBe(false);
    expect(isModuleAvailable(remoteModules.contactDialog)).toBe(false);
    expect(isLinkAvailable('/insurance/home')).toBe(true);
  });

  it('does not trust a registered remote for modules the registry does not list', () => {
    publishServedScreens(() => true); // e.g. /remotes.json names a remote or a module no build exposes
    expect(isModuleAvailable({ remote: 'mf_forms', module: './NoExiste' })).toBe(false);
    expect(isModuleAvailable({ remote: 'mf_otro', module: './Pantalla' })).toBe(false);
  });

  it('without a shell everything counts as available', () => {
    expect(isLinkAvailable('/profile')).toBe(true);
    expect(isModuleAvailable(remoteModules.claimsForm)).toBe(true);
  });
});

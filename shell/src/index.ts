// Shell entry. Keep it tiny: no shared modules here (React and friends need the async boundary below).
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { renderQaBadge } from '@/features/releases/qa-badge';
import { start } from '@/lib/startup';

const root = document.getElementById('root');
if (root) {
  void start({
    root,
    fetch: window.fetch.bind(window),
    registerRemotes,
    loadRemote,
    showQaOverride: (override) => renderQaBadge(document, override),
    loadBootstrap: () => import(/* webpackChunkName: "bootstrap" */ './bootstrap'),
  });
}

// Shell entry. Keep it tiny: no shared modules here (React and friends need the async boundary below).
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { start } from '@/lib/startup';

const root = document.getElementById('root');
if (root) {
  void start({
    root,
    fetch: window.fetch.bind(window),
    registerRemotes,
    loadRemote,
    // Only a browser a QA link pinned downloads the badge (it is drawn after the app mounts anyway).
    showQaOverride: (override) =>
      void import(/* webpackChunkName: "qa-badge" */ '@/features/releases/qa-badge').then(({ renderQaBadge }) =>
        renderQaBadge(document, override),
      ),
    loadBootstrap: () => import(/* webpackChunkName: "bootstrap" */ './bootstrap'),
  });
}

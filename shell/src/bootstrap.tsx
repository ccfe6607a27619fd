import 'shared-ui/tokens.css';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { PRERENDERED_ATTRIBUTE, ROOT_TAKEN_OVER_EVENT } from 'contracts/runtime';
import { configureApi, loadRemoteComponent } from 'shared-ui';
import { firstModuleFor } from '@/config/first-remote';
import type { RuntimeConfig } from '@/config/runtime-config';
import { App } from '@/app/app';
import { publishServedScreens } from '@/app/publish-availability';

/** Called by index.ts once the configuration is valid and the remotes are registered. */
export function mount(root: HTMLElement, config: RuntimeConfig): void {
  configureApi({ baseUrl: config.apiBaseUrl });
  // The remotes of /remotes.json are registered by now (index.ts); links to what is missing stay hidden.
  publishServedScreens();
  // The first screen's module (its chunks are already on their way, see startup.ts) runs now, beside
  // React's first render, so its RemoteMount draws it as soon as the session allows. A failure is left to
  // RemoteMount, which tries again and shows its Spanish fallback.
  const first = firstModuleFor(window.location.pathname);
  const firstLoad = first ? loadRemoteComponent(first.remote, first.module) : null;
  firstLoad?.catch(() => undefined);
  // RUM and analytics are off unless /config.json configures them; only then is their code downloaded.
  const { monitoring, analytics, environment } = config;
  if (monitoring)
    void import(/* webpackChunkName: "monitoring-setup" */ '@/features/monitoring/lib/monitoring').then(
      ({ initMonitoring }) => initMonitoring(monitoring, environment),
    );
  if (analytics)
    void import(/* webpackChunkName: "analytics" */ '@/features/monitoring/lib/analytics').then(({ initAnalytics }) =>
      initAnalytics(analytics),
    );
  const app = (
    <StrictMode>
      <App config={config} />
    </StrictMode>
  );
  // The gateway served this page's HTML (a public screen prerendered at publish time): it stays on screen,
  // as it is, until the screen's module is here, then React adopts it (the first render then draws the
  // screen, not a spinner, so it matches). Without the module the app is drawn anew and RemoteMount shows
  // its fallback, as for any page. In a transition, React hydrates in slices and lets the browser breathe
  // between them (an event meanwhile makes it finish first), instead of one long task that blocks a phone
  // (Lighthouse's total blocking time).
  if (firstLoad && root.hasAttribute(PRERENDERED_ATTRIBUTE)) {
    // Then the buttons clicked meanwhile, held by boot.js, are clicked again: React, on the root now, hydrates
    // what the click reaches at once and runs its handler.
    const takenOver = () => root.dispatchEvent(new Event(ROOT_TAKEN_OVER_EVENT));
    firstLoad.then(
      () => {
        startTransition(() => void hydrateRoot(root, app));
        takenOver();
      },
      () => {
        root.removeAttribute(PRERENDERED_ATTRIBUTE);
        createRoot(root).render(app);
        takenOver();
      },
    );
    return;
  }
  createRoot(root).render(app);
}

// The frame around a public screen (beta banner, header, the empty footer slot), rendered at build time
// into dist/prerender/frame.json (tooling/webpack/prerender-config.cjs runs it after the browser build).
// It is the App itself, at a public address, with the screen's remote module standing in as a placeholder
// (the prerender build's federation stand-in) that becomes PRERENDER_SCREEN_SLOT: the gateway puts there the
// screen's HTML from the version of its remote that the request is served, and the browser hydrates both.
import { StrictMode, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { PRERENDER_FEEDBACK_SLOT, PRERENDER_SCREEN_SLOT, type PrerenderedFrame } from 'contracts/runtime';
import { loadRemoteComponent, paths } from 'shared-ui';
import { firstModuleFor } from '@/config/first-remote';
import type { RuntimeConfig } from '@/config/runtime-config';
import { App } from './app';

const PLACEHOLDER = /<template data-prerender-screen="[^"]*"><\/template>/;

function StaticAt({ children }: { children?: ReactNode }) {
  return <StaticRouter location={paths.home.href()}>{children}</StaticRouter>;
}

function frame(config: RuntimeConfig): string {
  const html = renderToString(
    <StrictMode>
      <App config={config} router={StaticAt} />
    </StrictMode>,
  );
  if (!PLACEHOLDER.test(html)) throw new Error('prerender: the frame has no place for the screen');
  return html.replace(PLACEHOLDER, PRERENDER_SCREEN_SLOT);
}

export async function prerender(): Promise<Record<string, string>> {
  const scope = globalThis as { IntersectionObserver?: unknown };
  // As in the browser, what waits to come near the viewport (the footer) starts out of view.
  scope.IntersectionObserver ??= class {
    observe() {}
    disconnect() {}
  };
  // The home screen's module, "loaded" (a placeholder) so RemoteMount draws it in its first render, as it
  // does in the browser once the shell has loaded it before hydrating.
  const first = firstModuleFor(paths.home.href());
  if (!first) throw new Error('prerender: no screen at /');
  await loadRemoteComponent(first.remote, first.module);
  // Only the feedback link depends on the gateway's configuration: it fills in the address.
  const base: RuntimeConfig = {
    auth: { domain: 'https://idp.prerender.invalid', clientId: 'prerender', audience: 'https://api.prerender.invalid' },
    apiBaseUrl: '/api/v1',
    feedbackUrl: null,
    environment: 'prerender',
    monitoring: null,
    analytics: null,
  };
  const frames: PrerenderedFrame = {
    plain: frame(base),
    external: frame({ ...base, feedbackUrl: PRERENDER_FEEDBACK_SLOT.external }),
    internal: frame({ ...base, feedbackUrl: PRERENDER_FEEDBACK_SLOT.internal }),
  };
  return { 'frame.json': `${JSON.stringify(frames, null, 2)}\n` };
}

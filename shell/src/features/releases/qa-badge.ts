// A small on-screen badge for a browser whose versions a QA link pinned (the gateway reports them in
// /remotes.json). Plain DOM: it is drawn at startup, before React, and outside the app's tree so no
// route or error boundary can hide it.

import type { QaOverrideInfo } from '@/config/remotes-manifest';

export const QA_BADGE_ID = 'qa-versions-badge';
export const QA_CLEAR_URL = '/__release/qa/clear';

export function renderQaBadge(doc: Document, override: QaOverrideInfo): HTMLElement | null {
  const pins = Object.entries(override.versions);
  doc.getElementById(QA_BADGE_ID)?.remove();
  if (pins.length === 0) return null;
  const badge = doc.createElement('aside');
  badge.id = QA_BADGE_ID;
  badge.setAttribute('aria-label', 'Versiones fijadas para QA');
  Object.assign(badge.style, {
    position: 'fixed',
    left: '8px',
    bottom: '8px',
    zIndex: '2147483647',
    background: '#7c2d12',
    color: '#fff',
    font: '12px/1.4 system-ui, sans-serif',
    padding: '4px 8px',
    borderRadius: '4px',
    maxWidth: '90vw',
  });
  const text = doc.createElement('span');
  text.textContent = `QA: ${pins.map(([pkg, version]) => `${pkg} ${version}`).join(', ')} `;
  const clear = doc.createElement('a');
  clear.href = QA_CLEAR_URL;
  clear.textContent = 'Quitar';
  clear.style.color = '#fff';
  badge.append(text, clear);
  doc.body.append(badge);
  return badge;
}

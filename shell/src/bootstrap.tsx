import { lazy, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { formatUsd } from 'shared-ui';

const Landing = lazy(() => loadRemote<{ default: React.ComponentType }>('mf_landing/LandingPage').then((m) => m!));
createRoot(document.getElementById('root')!).render(
  <Suspense fallback={<p>Cargando…</p>}>
    <Landing />
    <p>{formatUsd(200000)}</p>
  </Suspense>,
);

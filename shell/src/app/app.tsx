import type { ComponentType, ReactNode } from 'react';
import { BrowserRouter } from 'react-router';
import { ErrorBoundary, ErrorFallback } from 'shared-ui';
import type { RuntimeConfig } from '@/config/runtime-config';
import { RuntimeConfigProvider } from '@/config/runtime-config-context';
import { AppRoutes } from './routes';

function AppCrashed() {
  return (
    <ErrorFallback
      message="Algo salió mal y no pudimos mostrar la aplicación."
      onRetry={() => window.location.reload()}
    />
  );
}

export interface AppProps {
  config: RuntimeConfig;
  /** The router around the routes: the browser's address bar, or a fixed address when prerendering. */
  router?: ComponentType<{ children?: ReactNode }>;
}

export function App({ config, router: Router = BrowserRouter }: AppProps) {
  return (
    <ErrorBoundary name="aplicación" fallback={<AppCrashed />}>
      <RuntimeConfigProvider config={config}>
        <Router>
          <AppRoutes />
        </Router>
      </RuntimeConfigProvider>
    </ErrorBoundary>
  );
}

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

export function App({ config }: { config: RuntimeConfig }) {
  return (
    <ErrorBoundary name="aplicación" fallback={<AppCrashed />}>
      <RuntimeConfigProvider config={config}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </RuntimeConfigProvider>
    </ErrorBoundary>
  );
}

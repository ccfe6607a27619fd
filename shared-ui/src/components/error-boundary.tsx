import { Component, type ErrorInfo, type ReactNode } from 'react';
import styles from './error-boundary.module.css';

export const SECTION_ERROR_MESSAGE = 'No pudimos cargar esta sección.';
export const RETRY_LABEL = 'Reintentar';

export interface ErrorFallbackProps {
  message?: string;
  /** Shows a 'Reintentar' button when given. */
  onRetry?: () => void;
}

/** The Spanish message shown where a section failed, with an optional retry. */
export function ErrorFallback({ message = SECTION_ERROR_MESSAGE, onRetry }: ErrorFallbackProps) {
  return (
    <div role="alert" className={styles.fallback}>
      <p className={styles.message}>{message}</p>
      {onRetry ? (
        <button type="button" className={styles.retry} onClick={onRetry}>
          {RETRY_LABEL}
        </button>
      ) : null}
    </div>
  );
}

export interface ErrorBoundaryRenderProps {
  error: unknown;
  /** Clears the error and renders the children again. */
  reset: () => void;
}

export interface ErrorBoundaryProps {
  children?: ReactNode;
  /** What to show instead of the failed children; by default ErrorFallback with a retry. */
  fallback?: ReactNode | ((props: ErrorBoundaryRenderProps) => ReactNode);
  onError?: (error: unknown, info: ErrorInfo) => void;
  /** Name used in the console trace ('perfil', 'mf_wallet/./PolicyPage'…). */
  name?: string;
}

interface State {
  error: unknown;
  failed: boolean;
}

/**
 * Keeps a failure inside one section: the app root, every remote mount and every independent page
 * section get their own boundary.
 */
export class ErrorBoundary extends Component<ErrorBoundaryProps, State> {
  override state: State = { error: null, failed: false };

  static getDerivedStateFromError(error: unknown): State {
    return { error, failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(`[shared-ui] Error en ${this.props.name ?? 'una sección'}`, error, info.componentStack);
    this.props.onError?.(error, info);
  }

  reset = () => {
    this.setState({ error: null, failed: false });
  };

  override render() {
    if (!this.state.failed) return this.props.children;
    const { fallback } = this.props;
    if (typeof fallback === 'function') return fallback({ error: this.state.error, reset: this.reset });
    if (fallback !== undefined) return fallback;
    return <ErrorFallback onRetry={this.reset} />;
  }
}

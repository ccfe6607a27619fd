// Public entry of shared-ui (a federation singleton: one instance for the shell and every remote).
export { paths, isAppArea, APP_AREA_PREFIXES, SOLICITUD_ANCHOR } from './config/paths';
export { useAuthStore } from './stores/auth-store';
export type { AuthStatus, AuthUser, AuthState, AuthActions, LoginOptions } from './stores/auth-store';
export { useContactDialog } from './stores/contact-dialog-store';
export { api, apiRequest, ApiError, API_BASE, GENERIC_ERROR, NETWORK_ERROR } from './lib/api-client';
export type { RequestOptions } from './lib/api-client';
export { formatDate, formatDateRange, formatNumber, formatUsd } from './lib/format';

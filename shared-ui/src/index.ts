// Public entry of shared-ui (a federation singleton: one instance for the shell and every remote).
// Inside shared-ui use relative imports only: the `@/` alias belongs to whichever package is building.
export {
  paths,
  isAppArea,
  APP_AREA_PREFIXES,
  INSURANCE_REQUEST_ANCHOR,
  appTabs,
  appTabState,
  appTabOf,
  safeReturnPath,
} from './config/paths';
export type { AppTab, AppNavigationState } from './config/paths';
export { remoteModules, appTabModules } from './config/remote-modules';
export type { RemoteModuleRef } from './config/remote-modules';
export {
  useAvailability,
  useAvailabilityStore,
  publishAvailability,
  clearAvailability,
  isLinkAvailable,
  isModuleAvailable,
} from './lib/availability';
export type { Availability, PublishedAvailability } from './lib/availability';
export { useAuthStore } from './stores/auth-store';
export type { AuthStatus, AuthUser, AuthState, AuthActions, LoginOptions } from './stores/auth-store';
export { useContactDialog, CONTACT_DIALOG_TITLE, CONTACT_PLAN_SUBJECTS } from './stores/contact-dialog-store';
export type { ContactDialogOptions, ContactDialogState, ContactPlanSubject } from './stores/contact-dialog-store';
export { usePoliciesStore } from './stores/policies-store';
export type { PoliciesState, PoliciesStatus } from './stores/policies-store';
export {
  api,
  apiRequest,
  configureApi,
  getApiBaseUrl,
  ApiError,
  API_BASE,
  GENERIC_ERROR,
  NETWORK_ERROR,
} from './lib/api-client';
export type { RequestOptions } from './lib/api-client';
export { applyServerFieldError, serverErrorField, useServerFieldErrors } from './lib/server-field-errors';
export type {
  ApplyServerFieldErrorOptions,
  FieldErrorSetters,
  ServerFieldErrors,
  WireToFormField,
} from './lib/server-field-errors';
/** API shapes the browser reads (types only; the schemas stay in contracts). */
export type { User as ApiUser, Policy, Benefit, Profile } from 'contracts';
/** The es-UY formatters (money, numbers, dates): one rule, kept in contracts for the servers too. */
export { formatDate, formatDateRange, formatNumber, formatUsd } from 'contracts/runtime';
export { notify, notifyProduct, Toasts } from './lib/notify';
export type { Notifier } from './lib/notify';
export { useMediaQuery } from './lib/use-media-query';
export { useNearViewport } from './lib/use-near-viewport';
export { browserStorage } from './lib/storage';
export { useApiQuery, errorMessage } from './lib/use-api-query';
export type { ApiQuery, ApiQueryState, ApiQueryOptions } from './lib/use-api-query';
export { createPolicyFromQuote, CREATE_POLICY_ERROR } from './api/create-policy-from-quote';
export type { CreatePolicyFromQuoteInput } from './api/create-policy-from-quote';
export { getPolicy, usePolicy } from './api/get-policy';
export type { GetPolicyInput } from './api/get-policy';
export { getProfile, useProfile, PROFILE_ERROR } from './api/get-profile';
export { mountStandalone } from './lib/standalone';
export { standaloneScreens, type LoadExposed } from './lib/standalone-screens';
export { screenRoutes, exposedFileOf, type ScreenRoute } from './config/screen-routes';
export type { StandaloneOptions } from './lib/standalone';
export { isRemoteRegistered, resetRemote, remoteModuleId } from './lib/remotes';
export {
  loadRemoteComponent,
  RemoteMount,
  REMOTE_ERROR_MESSAGE,
  REMOTE_UNAVAILABLE_MESSAGE,
} from './components/remote-mount';
export type { RemoteMountProps } from './components/remote-mount';
export { ErrorBoundary, ErrorFallback, SECTION_ERROR_MESSAGE } from './components/error-boundary';
export type { ErrorBoundaryProps, ErrorBoundaryRenderProps, ErrorFallbackProps } from './components/error-boundary';
export { Spinner } from './components/spinner';
export type { SpinnerProps } from './components/spinner';
export { Dialog } from './components/dialog';
export type { DialogProps } from './components/dialog';
export { FormField } from './components/form-field';
export type { FormFieldProps, FormFieldControlProps } from './components/form-field';
export { LineIcon } from './components/line-icon';
export type { LineIconProps } from './components/line-icon';
export { buttonStyles } from './styles/button-styles';
export { fieldStyles } from './styles/field-styles';

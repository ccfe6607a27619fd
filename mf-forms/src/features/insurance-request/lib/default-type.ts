import { isProducto, type InsuranceRequestKind } from './products';

/** Navigation state that preselects a type: `navigate(paths.insuranceOther.href(), { state: { defaultType } })`. */
export interface InsuranceRequestNavigationState {
  defaultType?: string;
}

/** The type a navigation state names, if it is one of the form's. */
export function typeInState(state: unknown): InsuranceRequestKind | null {
  const named = state && typeof state === 'object' ? (state as InsuranceRequestNavigationState).defaultType : undefined;
  return isProducto(named) ? named : null;
}

/** Spec §2: the type from the navigation state, then the one the host passes, then auto. */
export function defaultTypeOf(state: unknown, input: unknown): InsuranceRequestKind {
  return typeInState(state) ?? (isProducto(input) ? input : 'auto');
}

// The add-service wizard's rules (spec §2 Add service, §4): which steps a choice leads to, what each
// choice resets, when it may be confirmed and the draft it hands to the form.
import type { ExternalCatalogue, Prefill } from 'contracts';
import { SINGLE_PLAN, type PrefillError, type ServiceDraft } from '@/lib/service-draft';

export type WizardStep = 'category' | 'insurer' | 'plan' | 'policyNumber' | 'confirm';

export interface WizardState {
  step: WizardStep;
  category: string | null;
  insurer: string | null;
  plan: string | null;
  /** Optional, for integrated insurers only. */
  policyNumber: string;
}

export type WizardAction =
  | { type: 'category'; id: string }
  | { type: 'insurer'; slug: string }
  | { type: 'plan'; name: string }
  | { type: 'policyNumber'; value: string }
  | { type: 'next' }
  | { type: 'back' };

export const initialWizard: WizardState = {
  step: 'category',
  category: null,
  insurer: null,
  plan: null,
  policyNumber: '',
};

/** Step labels as the indicator shows them after their ordinal. */
export const STEP_LABELS: Record<WizardStep, string> = {
  category: 'Categoría',
  insurer: 'Aseguradora',
  plan: 'Plan',
  policyNumber: 'Número de póliza',
  confirm: 'Confirmación',
};

export const STEP_ORDINALS = ['1ro', '2do', '3ro', '4to'] as const;

/** The catalogue's plans for a category and insurer (none: the plan is 'único'). */
export function plansFor(catalogue: ExternalCatalogue, category: string | null, insurer: string | null): string[] {
  if (!category || !insurer) return [];
  return catalogue.catalog[category]?.[insurer] ?? [];
}

/** Insurers whose policies the partner lookup can find by number (sbi). */
export function isIntegrated(catalogue: ExternalCatalogue, insurer: string | null): boolean {
  return !!insurer && catalogue.integratedInsurers.includes(insurer);
}

/**
 * The steps of these choices, in order. Until category and insurer are chosen only those two are known;
 * then the plan step when the catalogue has plans, the policy number step for an integrated insurer, and
 * a confirmation step ('único') when there is neither.
 */
export function wizardSteps(catalogue: ExternalCatalogue, state: WizardState): WizardStep[] {
  const steps: WizardStep[] = ['category', 'insurer'];
  if (!state.category || !state.insurer) return steps;
  const hasPlans = plansFor(catalogue, state.category, state.insurer).length > 0;
  if (hasPlans) steps.push('plan');
  if (isIntegrated(catalogue, state.insurer)) steps.push('policyNumber');
  else if (!hasPlans) steps.push('confirm');
  return steps;
}

/** Category and insurer chosen and, when the catalogue has plans for them, one of those plans. */
export function canConfirm(catalogue: ExternalCatalogue, state: WizardState): boolean {
  if (!state.category || !state.insurer) return false;
  const plans = plansFor(catalogue, state.category, state.insurer);
  return plans.length === 0 || (state.plan !== null && plans.includes(state.plan));
}

/** The step where the wizard is confirmed: the last one of these choices. */
export function isLastStep(catalogue: ExternalCatalogue, state: WizardState): boolean {
  const steps = wizardSteps(catalogue, state);
  return steps.length > 2 && steps[steps.length - 1] === state.step;
}

export function reduceWizard(catalogue: ExternalCatalogue, state: WizardState, action: WizardAction): WizardState {
  switch (action.type) {
    case 'category':
      // A new category starts over: its insurers' plans differ.
      return { ...initialWizard, category: action.id, step: 'insurer' };
    case 'insurer': {
      const next = { ...state, insurer: action.slug, plan: null, policyNumber: '' };
      return { ...next, step: wizardSteps(catalogue, next)[2] ?? 'insurer' };
    }
    case 'plan':
      return plansFor(catalogue, state.category, state.insurer).includes(action.name)
        ? { ...state, plan: action.name }
        : state;
    case 'policyNumber':
      return { ...state, policyNumber: action.value };
    case 'next': {
      if (state.step === 'plan' && !canConfirm(catalogue, state)) return state;
      const steps = wizardSteps(catalogue, state);
      const following = steps[steps.indexOf(state.step) + 1];
      return following ? { ...state, step: following } : state;
    }
    case 'back': {
      const steps = wizardSteps(catalogue, state);
      const previous = steps[steps.indexOf(state.step) - 1];
      return previous ? { ...state, step: previous } : state;
    }
  }
}

/** What the wizard hands to the form ('único' when the catalogue has no plans; the number only for sbi). */
export function toDraft(
  catalogue: ExternalCatalogue,
  state: WizardState,
  lookup: { prefill: Prefill | null; prefillError: PrefillError | null } = { prefill: null, prefillError: null },
): ServiceDraft {
  if (!state.category || !state.insurer) throw new Error('El asistente todavía no está completo.');
  const plans = plansFor(catalogue, state.category, state.insurer);
  const number = state.policyNumber.trim();
  return {
    category: state.category,
    insurer: state.insurer,
    plan: plans.length > 0 && state.plan ? state.plan : SINGLE_PLAN,
    policyNumber: isIntegrated(catalogue, state.insurer) && number ? number : null,
    prefill: lookup.prefill,
    prefillError: lookup.prefillError,
  };
}

// The drafts /service/new receives (spec §3): from the add-service wizard (or any page, through navigation
// state) a new policy's choices and partner prefill, and from a policy's 'Completar datos de la póliza' the
// policy to edit. Read back from navigation state, which is untyped.
import type { Prefill } from 'contracts';

/** The partner insurer did not find the policy number (spec §8). */
export type PrefillError = 'not_found';

/** What the wizard chose for a new policy. */
export interface ServiceDraft {
  category: string;
  insurer: string;
  /** A plan of the catalogue, or 'único' when the catalogue lists none. */
  plan: string;
  policyNumber: string | null;
  prefill: Prefill | null;
  prefillError: PrefillError | null;
}

/** A policy saved for later ('Faltan completar datos') to complete. */
export interface EditPolicyDraft {
  editPolicyId: string;
  insurer: string | null;
  category: string | null;
}

/** Plan of a category and insurer for which the catalogue lists none. */
export const SINGLE_PLAN = 'único';

export type ReadDraft = { kind: 'new'; draft: ServiceDraft } | { kind: 'edit'; draft: EditPolicyDraft } | null;

function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() ? value.trim() : null;
}

function prefillOf(value: unknown): Prefill | null {
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Prefill) : null;
}

/** The draft in `location.state`, or null when there is none (the wizard starts). */
export function readServiceDraft(state: unknown): ReadDraft {
  if (!state || typeof state !== 'object') return null;
  const s = state as Record<string, unknown>;
  const editPolicyId = text(s.editPolicyId);
  if (editPolicyId) {
    return { kind: 'edit', draft: { editPolicyId, insurer: text(s.insurer), category: text(s.category) } };
  }
  const category = text(s.category);
  const insurer = text(s.insurer);
  if (!category || !insurer) return null;
  return {
    kind: 'new',
    draft: {
      category,
      insurer,
      plan: text(s.plan) ?? SINGLE_PLAN,
      policyNumber: text(s.policyNumber),
      prefill: prefillOf(s.prefill),
      prefillError: s.prefillError === 'not_found' ? 'not_found' : null,
    },
  };
}

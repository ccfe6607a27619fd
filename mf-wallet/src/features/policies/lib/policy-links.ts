import { appTabState, paths, type AppNavigationState, type Policy } from 'shared-ui';
import type { EditPolicyDraft } from '@/lib/service-draft';
import { isMissingDataStatus, isPendingStatus } from './policy-status';

export interface PolicyLink {
  to: string;
  state?: unknown;
}

/** Request-form types of /insurance/other (assistant spec §2) by policy category. */
const INSURANCE_REQUEST_KIND_BY_CATEGORY: Record<string, string> = {
  car: 'auto',
  garantia: 'garantia',
  soa: 'soa',
  movilidad: 'movilidad',
  accidentes: 'accidentes',
};

/** 'Volver a cotizar': the online quotes for home and bike, the request form for everything else. */
export function requoteLink(category: string | null): PolicyLink {
  const key = category?.trim().toLowerCase() ?? '';
  if (key === 'home') return { to: paths.quoteHome.href() };
  if (key === 'bike') return { to: paths.quoteBike.href() };
  const defaultType = INSURANCE_REQUEST_KIND_BY_CATEGORY[key];
  return defaultType
    ? { to: paths.insuranceOther.href(), state: { defaultType } }
    : { to: paths.insuranceOther.href() };
}

function claimState(policy: Policy): AppNavigationState {
  const policyNumber = policy.numeroPoliza?.trim();
  return policyNumber ? { ...appTabState('reclamos'), policyNumber } : appTabState('reclamos');
}

/** Which of the detail page's actions apply to a policy (spec §4), and where each one leads. */
export function policyActions(policy: Policy) {
  const pending = isPendingStatus(policy.status);
  const external = policy.externo;
  const draft: EditPolicyDraft = { editPolicyId: policy._id, insurer: policy.insurer, category: policy.category };
  return {
    /** External policies cannot be completed or claimed from the product. */
    completePurchase: pending && !external ? { to: paths.emission.href(policy._id) } : null,
    // The claims tab of /app, which fills in the policy number.
    claim: !pending && !external ? { to: paths.app.href(), state: claimState(policy) } : null,
    completeData: isMissingDataStatus(policy.status) ? { to: paths.serviceNew.href(), state: draft } : null,
    requote: requoteLink(policy.category),
  } satisfies Record<string, PolicyLink | null>;
}

import { browserStorage } from 'shared-ui';
import { FORM_FIELDS, type EmissionFormValues } from './form-values';
import { isPaymentMethod } from '@/config/emission';

/**
 * What the person typed in the emission form, kept per policy in session storage so leaving the page and
 * coming back (or a reload) does not lose it. Only these text fields: never the invoice file, and the form
 * has no card data (the card is typed on the partner's payment page). Removed once the emission is sent.
 */
type DraftField = Exclude<(typeof FORM_FIELDS)[number], 'file'>;
const DRAFT_FIELDS = FORM_FIELDS.filter((field): field is DraftField => field !== 'file');

export type EmissionDraft = Partial<Pick<EmissionFormValues, DraftField>>;

export const draftKey = (policyId: string) => `emissionDraft:${policyId}`;

export function saveEmissionDraft(policyId: string, values: EmissionFormValues): void {
  const draft: Record<string, string> = {};
  for (const field of DRAFT_FIELDS) draft[field] = values[field];
  try {
    browserStorage('session')?.setItem(draftKey(policyId), JSON.stringify(draft));
  } catch {
    // Storage full or blocked: the form still works, it just will not remember.
  }
}

/** The kept draft, only the fields it may hold and only as the form's own values; null when none. */
export function readEmissionDraft(policyId: string): EmissionDraft | null {
  const raw = browserStorage('session')?.getItem(draftKey(policyId));
  if (!raw) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null) return null;
  const source = parsed as Record<string, unknown>;
  const draft: Record<string, string> = {};
  for (const field of DRAFT_FIELDS) {
    const value = source[field];
    if (typeof value !== 'string') continue;
    if (field === 'documentType' && value !== 'CI' && value !== 'RUT') continue;
    if (field === 'paymentMethod' && value !== '' && !isPaymentMethod(value)) continue;
    draft[field] = value;
  }
  return draft as EmissionDraft;
}

export function clearEmissionDraft(policyId: string): void {
  try {
    browserStorage('session')?.removeItem(draftKey(policyId));
  } catch {
    // Nothing to clear.
  }
}

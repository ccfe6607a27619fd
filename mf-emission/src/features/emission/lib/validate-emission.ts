import { emissionProblems } from 'contracts/runtime';
import { isPaymentMethod } from '@/config/emission';
import { buildEmissionRequest, resolveProductId, type EmissionPolicy } from './build-emission-request';
import { isoDay, policyKind, type EmissionFormValues } from './form-values';
import { emissionFormField } from './server-field-names';

/** Invented: the spec's one client rule is choosing a payment method (§5). */
export const PAYMENT_METHOD_REQUIRED = 'Elegí una forma de pago.';

/**
 * Every field the emission would be refused for, by form field, with the api's own message: the request
 * the form would send is checked with contracts' emission rules (the ones the api applies), and each
 * problem is placed on the field it came from. Nothing here restates a rule.
 */
export function emissionFormErrors(
  values: EmissionFormValues,
  policy: EmissionPolicy,
  today: Date = new Date(),
): Partial<Record<keyof EmissionFormValues, string>> {
  const request = buildEmissionRequest({
    values,
    policy,
    productId: resolveProductId(policy) ?? '',
    // Only whether there is one matters here; its bytes are read when sending.
    invoice: values.file ? { fileName: values.file.name, base64: '' } : null,
    userEmail: null,
    today,
  });
  const toFormField = emissionFormField(values, policy);
  const errors: Partial<Record<keyof EmissionFormValues, string>> = {};
  for (const problem of emissionProblems(request, { today: isoDay(today), bike: policyKind(policy) === 'bike' })) {
    const name = toFormField(problem.field);
    if (name && !errors[name]) errors[name] = problem.message;
  }
  if (!isPaymentMethod(values.paymentMethod)) errors.paymentMethod = PAYMENT_METHOD_REQUIRED;
  return errors;
}

import type { Policy } from 'shared-ui';
import { categoryTitle } from './categories';
import { insurerName } from './insurers';

/** Plan name of a policy: manual and quoted policies fill different fields. */
export function planName(policy: Policy): string {
  for (const value of [policy.plan, policy.packageName, policy.nombrePaquete, policy.selectedPackage]) {
    const trimmed = value?.trim();
    if (trimmed) return trimmed;
  }
  return '';
}

/**
 * Compares title parts ignoring case, accents, spacing and a leading 'Seguro de', so the plan
 * 'Garantía de alquiler' repeats the category 'Seguro de Garantía de Alquiler'.
 */
function comparable(part: string): string {
  return part
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^seguro de /, '');
}

export const TITLE_SEPARATOR = ' · ';

/**
 * Display title (spec §3): category label, insurer name and plan name, without empty parts or repeats.
 * 'Seguro de Hogar · SBI Seguros · Recomendado'.
 */
export function policyDisplayTitle(policy: Policy): string {
  const parts = [categoryTitle(policy.category), insurerName(policy.insurer), planName(policy)];
  const seen = new Set<string>();
  const kept: string[] = [];
  for (const part of parts) {
    const key = comparable(part);
    if (!key || seen.has(key)) continue;
    seen.add(key);
    kept.push(part);
  }
  return kept.join(TITLE_SEPARATOR) || 'Seguro';
}

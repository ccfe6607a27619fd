// The manual policy form's values (spec §3, manual policy payload), and where they start from: empty, the
// partner's prefill (wizard), a policy saved for later (edit), or what a PDF told (import).
import type { Policy, PolicyImport, PolicyImportField, Prefill } from 'contracts';
import type { ServiceDraft } from '@/lib/service-draft';
import { matchOption, matchPaymentMethod, RENEWAL_OPTIONS } from './options';

/** A coverage row as typed: name and insured sum (USD). `key` only tells React rows apart. */
export interface CoverageRowValues {
  key: string;
  /** The row's id when the policy already has it (kept on save). */
  _id?: string;
  nombreCobertura: string;
  sumaAsegurada: string;
}

/** Field names are the payload's, so a 400's meta.field names a form field as it is. */
export interface ManualPolicyValues {
  asegurado: string;
  numeroPoliza: string;
  vigenciaDesde: string;
  vigenciaHasta: string;
  tipoRenovacion: string;
  medioPago: string;
  cuotas: string;
  prima: string;
  premioTotal: string;
  corredor: string;
  producto: string;
  plan: string;
  cobertura: string;
  limite: string;
  deducible: string;
  descripcionBien: string;
  benefits: CoverageRowValues[];
}

export type ManualTextField = Exclude<keyof ManualPolicyValues, 'benefits'>;

let rowCount = 0;
export function newCoverageRow(fields: Partial<Omit<CoverageRowValues, 'key'>> = {}): CoverageRowValues {
  rowCount += 1;
  return { key: `row-${rowCount}`, nombreCobertura: '', sumaAsegurada: '', ...fields };
}

export function emptyValues(): ManualPolicyValues {
  return {
    asegurado: '',
    numeroPoliza: '',
    vigenciaDesde: '',
    vigenciaHasta: '',
    tipoRenovacion: '',
    medioPago: '',
    cuotas: '',
    prima: '',
    premioTotal: '',
    corredor: '',
    producto: '',
    plan: '',
    cobertura: '',
    limite: '',
    deducible: '',
    descripcionBien: '',
    benefits: [],
  };
}

function str(value: string | null | undefined): string {
  return value?.trim() ?? '';
}

function num(value: number | null | undefined): string {
  return typeof value === 'number' && Number.isFinite(value) ? String(value) : '';
}

/** A date input's value (YYYY-MM-DD) from '2026-03-01', '2026-03-01T00:00:00Z' or '01/03/2026'; else ''. */
export function dateInput(value: string | null | undefined): string {
  const text = str(value);
  const iso = /^(\d{4}-\d{2}-\d{2})/.exec(text);
  if (iso) return iso[1]!;
  const uy = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(text);
  if (uy) return `${uy[3]}-${uy[2]!.padStart(2, '0')}-${uy[1]!.padStart(2, '0')}`;
  return '';
}

/**
 * The form after the wizard: the plan chosen there (or 'único') and the number typed, then whatever the
 * partner insurer told (spec §3 prefill), which is what the insurer has on file.
 */
export function valuesFromDraft(draft: ServiceDraft): ManualPolicyValues {
  const values = { ...emptyValues(), plan: draft.plan, numeroPoliza: draft.policyNumber ?? '' };
  return draft.prefill ? applyPartnerPrefill(values, draft.prefill) : values;
}

/** The partner's prefill in the form's fields; a field it does not tell keeps its value. */
export function applyPartnerPrefill(values: ManualPolicyValues, prefill: Prefill): ManualPolicyValues {
  const usd = !prefill.currency || prefill.currency.trim().toUpperCase() === 'USD';
  const pick = (value: string, current: string) => value || current;
  return {
    ...values,
    asegurado: pick(str(prefill.insuredName), values.asegurado),
    numeroPoliza: pick(str(prefill.policyNumber), values.numeroPoliza),
    vigenciaDesde: pick(dateInput(prefill.validityDate), values.vigenciaDesde),
    vigenciaHasta: pick(dateInput(prefill.validityDateEnd), values.vigenciaHasta),
    // The partner tells only whether it renews by itself: not doing so may be Manual or No renueva.
    tipoRenovacion: prefill.isRenewal === true ? 'Automática' : values.tipoRenovacion,
    medioPago: pick(matchPaymentMethod(prefill.paymentMethod), values.medioPago),
    // The annual price the person pays, taxes included; the form is in USD.
    premioTotal: pick(usd ? num(prefill.price) : '', values.premioTotal),
    corredor: pick(str(prefill.brokerCardName), values.corredor),
    producto: pick(str(prefill.productName), values.producto),
    plan: pick(str(prefill.packageName), values.plan),
  };
}

/**
 * A policy saved for later, back in the form (spec §3: titular, numeroPoliza, fechaEmision,
 * fechaVencimiento, producto, plan, price, metodoPago, benefits…); the manual form's own names first.
 */
export function valuesFromPolicy(policy: Policy): ManualPolicyValues {
  return {
    asegurado: str(policy.asegurado ?? policy.titular),
    numeroPoliza: str(policy.numeroPoliza),
    vigenciaDesde: dateInput(policy.vigenciaDesde ?? policy.fechaEmision),
    vigenciaHasta: dateInput(policy.vigenciaHasta ?? policy.fechaVencimiento),
    tipoRenovacion: matchOption(RENEWAL_OPTIONS, policy.tipoRenovacion),
    medioPago: matchPaymentMethod(policy.medioPago ?? policy.metodoPago),
    cuotas: num(policy.cuotas),
    prima: num(policy.prima),
    premioTotal: num(policy.premioTotal ?? (policy.prima === null ? policy.price : null)),
    corredor: str(policy.corredor),
    producto: str(policy.producto),
    plan: str(policy.plan),
    cobertura: str(policy.cobertura),
    limite: str(policy.limite),
    deducible: str(policy.deducible),
    descripcionBien: str(policy.descripcionBien),
    benefits: policy.benefits.map((b) =>
      newCoverageRow({ _id: b._id, nombreCobertura: b.nombreCobertura, sumaAsegurada: num(b.sumaAsegurada) }),
    ),
  };
}

/** The import's fields that are form fields, as the form labels them (category and insurer are the wizard's). */
export const IMPORT_FIELD_LABELS: Partial<Record<PolicyImportField, string>> = {
  asegurado: 'Nombre del asegurado',
  numeroPoliza: 'Número de póliza / endoso',
  vigenciaDesde: 'Vigencia desde',
  vigenciaHasta: 'Vigencia hasta',
  tipoRenovacion: 'Tipo de renovación',
  medioPago: 'Medio de pago',
  cuotas: 'Cuotas',
  prima: 'Prima (USD)',
  premioTotal: 'Premio total (USD)',
  corredor: 'Nombre del corredor',
  producto: 'Producto',
  plan: 'Plan',
  benefits: 'Coberturas',
};

/**
 * What a PDF told, over the form's values: each recognised field replaces the value (the person reviews
 * it before saving), coverage rows replace the rows. Returns the labels of the fields it filled.
 */
export function applyPdfImport(
  values: ManualPolicyValues,
  imported: Pick<PolicyImport, 'prefill' | 'recognised'>,
): { values: ManualPolicyValues; filled: string[] } {
  const { prefill } = imported;
  const next: ManualPolicyValues = { ...values };
  const filled: string[] = [];
  for (const field of imported.recognised) {
    let value: string;
    switch (field) {
      case 'asegurado':
      case 'numeroPoliza':
      case 'corredor':
      case 'producto':
      case 'plan':
        value = str(prefill[field]);
        break;
      case 'vigenciaDesde':
      case 'vigenciaHasta':
        value = dateInput(prefill[field]);
        break;
      case 'tipoRenovacion':
        value = matchOption(RENEWAL_OPTIONS, prefill.tipoRenovacion);
        break;
      case 'medioPago':
        value = matchPaymentMethod(prefill.medioPago);
        break;
      case 'prima':
      case 'premioTotal':
      case 'cuotas':
        value = num(prefill[field]);
        break;
      case 'benefits': {
        const rows = prefill.benefits.filter((b) => str(b.nombreCobertura));
        if (rows.length > 0) {
          next.benefits = rows.map((b) =>
            newCoverageRow({ nombreCobertura: str(b.nombreCobertura), sumaAsegurada: num(b.sumaAsegurada) }),
          );
          filled.push(`${IMPORT_FIELD_LABELS.benefits} (${rows.length})`);
        }
        continue;
      }
      default:
        continue;
    }
    if (value) {
      next[field] = value;
      filled.push(IMPORT_FIELD_LABELS[field]!);
    }
  }
  return { values: next, filled };
}

import type { ManualBenefit, ManualPolicyBody, Prefill } from 'contracts';
import { emptyValues, type ManualPolicyValues } from './form-values';

export const ACTIVE_STATUS = 'activa';
export const LATER_STATUS = 'Faltan completar datos';
export type SaveMode = 'complete' | 'later';

export interface BuildBodyInput {
  values: ManualPolicyValues;
  mode: SaveMode;
  category: string;
  insurer: string;
  /** The partner's prefill the form started from (kept with the policy), or null. */
  prefill: Prefill | null;
  /** The imported PDF (POST /policy/import-pdf's fileId), kept as the policy's document. */
  documentFileId: string | null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function text(value: string): string | null {
  const trimmed = value.trim();
  return trimmed ? trimmed : null;
}

function amount(value: string): number | null {
  const trimmed = value.trim().replace(',', '.');
  return trimmed ? Number(trimmed) : null;
}

/** Coverage rows with a name; blank rows are dropped. Existing rows keep their id. */
export function coverageRows(values: ManualPolicyValues): ManualBenefit[] {
  return values.benefits
    .filter((row) => row.nombreCobertura.trim())
    .map((row) => ({
      ...(row._id && UUID.test(row._id) ? { _id: row._id } : {}),
      nombreCobertura: row.nombreCobertura.trim(),
      sumaAsegurada: amount(row.sumaAsegurada),
    }));
}

/** POST /policy/external and PUT /policy/{id} body (spec §3 manual policy payload). */
export function buildManualPolicyBody({
  values,
  mode,
  category,
  insurer,
  prefill,
  documentFileId,
}: BuildBodyInput): ManualPolicyBody {
  const cuotas = values.cuotas.trim();
  return {
    asegurado: text(values.asegurado),
    numeroPoliza: text(values.numeroPoliza),
    vigenciaDesde: text(values.vigenciaDesde),
    vigenciaHasta: text(values.vigenciaHasta),
    tipoRenovacion: text(values.tipoRenovacion),
    medioPago: text(values.medioPago),
    prima: amount(values.prima),
    premioTotal: amount(values.premioTotal),
    cuotas: cuotas ? Number.parseInt(cuotas, 10) : null,
    corredor: text(values.corredor),
    producto: text(values.producto),
    plan: text(values.plan),
    descripcionBien: text(values.descripcionBien),
    cobertura: text(values.cobertura),
    limite: text(values.limite),
    deducible: text(values.deducible),
    category,
    insurer,
    // Spec: both left empty by the manual form.
    productId: null,
    packageId: null,
    prefill,
    status: mode === 'complete' ? ACTIVE_STATUS : LATER_STATUS,
    benefits: coverageRows(values),
    ...(documentFileId ? { documentFileId } : {}),
  };
}

const FORM_FIELDS = new Set<string>(Object.keys(emptyValues()).filter((name) => name !== 'benefits'));

/**
 * The form field a 400's meta.field names: the same name (the form uses the payload's), or for a coverage
 * row (`benefits[1].nombreCobertura`, counted among the rows sent) the form's row (`benefits.2.nombreCobertura`
 * when a blank row before it was not sent). Null for what the person does not fill (category, status…).
 */
export function manualFormField(values: ManualPolicyValues): (wireField: string) => string | null {
  const sentRows = values.benefits.flatMap((row, index) => (row.nombreCobertura.trim() ? [index] : []));
  return (wireField) => {
    const row = /^benefits\[(\d+)\]\.(nombreCobertura|sumaAsegurada)$/.exec(wireField);
    if (row) {
      const index = sentRows[Number(row[1])];
      return index === undefined ? null : `benefits.${index}.${row[2]}`;
    }
    return FORM_FIELDS.has(wireField) ? wireField : null;
  };
}

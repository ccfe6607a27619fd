import { useId } from 'react';

/** A stable control id from a Formik path: `manual-benefits-0-nombreCobertura` for `benefits.0.nombreCobertura`. */
export function fieldId(name: string, prefix: string): string {
  return `${prefix}-${name.replace(/[^a-zA-Z0-9_-]/g, '-')}`;
}

/** What a field of the kit is given to name its control. */
export interface FieldIdOptions {
  /** The control's id as given (a form that focuses a control by id). */
  id?: string;
  /** The control's id as `<idPrefix>-<name>` (see fieldId); without `id` or `idPrefix`, a generated one. */
  idPrefix?: string;
}

/** The control's id: `id`, else `fieldId(name, idPrefix)`, else a generated one. */
export function useFieldId(name: string, { id, idPrefix }: FieldIdOptions): string {
  const generated = useId();
  return id ?? (idPrefix ? fieldId(name, idPrefix) : generated);
}

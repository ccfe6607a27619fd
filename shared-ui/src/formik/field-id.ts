import { createContext, useContext, useId } from 'react';

/** A stable control id from a Formik path: `manual-benefits-0-nombreCobertura` for `benefits.0.nombreCobertura`. */
export function fieldId(name: string, prefix: string): string {
  return `${prefix}-${name.replace(/[^a-zA-Z0-9_-]/g, '-')}`;
}

/**
 * The prefix a form gives its controls' ids (GuardedForm's `idPrefix`). A form drawn at publish time (a
 * prerendered public screen) needs it: React's useId depends on where the form sits in the tree, which a
 * screen rendered alone does not share with the shell that hydrates it, so the ids would not match.
 */
export const FieldIdPrefixContext = createContext<string | null>(null);

/** What a field of the kit is given to name its control. */
export interface FieldIdOptions {
  /** The control's id as given (a form that focuses a control by id). */
  id?: string;
  /** The control's id as `<idPrefix>-<name>` (see fieldId); without `id` or `idPrefix`, the form's prefix, else a generated one. */
  idPrefix?: string | undefined;
}

/** The control's id: `id`, else `fieldId(name, idPrefix ?? the form's prefix)`, else a generated one. */
export function useFieldId(name: string, { id, idPrefix }: FieldIdOptions = {}): string {
  const generated = useId();
  const formPrefix = useContext(FieldIdPrefixContext);
  const prefix = idPrefix ?? formPrefix;
  return id ?? (prefix ? fieldId(name, prefix) : generated);
}

import { fieldId } from 'shared-ui/formik';

/** The emission form's ids of a field's control, hint and error: `emission-<name>`, `…-hint`, `…-error`. */
export const FIELD_ID_PREFIX = 'emission';

export function fieldIds(name: string) {
  const id = fieldId(name, FIELD_ID_PREFIX);
  return { id, hint: `${id}-hint`, error: `${id}-error` };
}

// Marks the form field a failed request was about. The api names it in `meta.field` as a request-body
// path (ApiError.field); each form says which of its fields that is. Written against Formik's helpers
// without importing Formik: FormikHelpers and useFormikContext() both fit FieldErrorSetters.
import { useMemo, useRef } from 'react';
import { ApiError } from './api-client';

export interface FieldErrorSetters {
  setFieldError: (field: string, message: string | undefined) => void;
  setFieldTouched: (field: string, isTouched?: boolean, shouldValidate?: boolean) => unknown;
}

/** Request-body field (`numeroDeDocumentoODeRut`) → the form's field name (`documentNumber`). */
export type WireToFormField = Readonly<Record<string, string>> | ((wireField: string) => string | null | undefined);

export interface ApplyServerFieldErrorOptions {
  /** Where to look for the field to focus (default: the whole document). */
  root?: ParentNode | null;
}

function lookup(wireToFormField: WireToFormField, wire: string): string | null {
  if (typeof wireToFormField === 'function') return wireToFormField(wire) ?? null;
  return Object.hasOwn(wireToFormField, wire) ? (wireToFormField[wire] ?? null) : null;
}

/** The form field an error is about; null when it is not an ApiError naming a field this form has. */
export function serverErrorField(error: unknown, wireToFormField: WireToFormField): string | null {
  if (!(error instanceof ApiError) || !error.field) return null;
  // A nested path (`benefits[0].sumaAsegurada`) falls back to its top-level field when only that is mapped.
  const topLevel = error.field.split(/[.[]/)[0] ?? error.field;
  return lookup(wireToFormField, error.field) ?? lookup(wireToFormField, topLevel);
}

function focusField(name: string, root: ParentNode): void {
  const field = [...root.querySelectorAll<HTMLElement>('[name]')].find((el) => el.getAttribute('name') === name);
  field?.focus();
}

/**
 * On a failed request that names a field: sets that field's error to the server's message, marks it
 * touched (so it shows the message and aria-invalid) and moves focus to it. Returns the field name, or
 * null when there is no such field (the caller's toast or notice is then all the person sees).
 */
export function applyServerFieldError(
  helpers: FieldErrorSetters,
  error: unknown,
  wireToFormField: WireToFormField,
  { root }: ApplyServerFieldErrorOptions = {},
): string | null {
  const name = serverErrorField(error, wireToFormField);
  if (!name) return null;
  // No validation run here: it would replace the errors and drop the server's message at once.
  void helpers.setFieldTouched(name, true, false);
  helpers.setFieldError(name, (error as ApiError).message);
  // Once React has rendered the message, so that it is read out with the focused field.
  setTimeout(() => focusField(name, root ?? document), 0);
  return name;
}

export interface ServerFieldErrors<Values> {
  /** Pass to <Formik validate>: keeps each server message until the person changes that field. */
  validate: (values: Values) => Record<string, string>;
  /** applyServerFieldError, remembering the value the server refused. */
  apply: (
    values: Values,
    helpers: FieldErrorSetters,
    error: unknown,
    wireToFormField: WireToFormField,
    options?: ApplyServerFieldErrorOptions,
  ) => string | null;
}

/**
 * applyServerFieldError for a form whose validation runs on blur and change: without this, the next run
 * (leaving the focused field, typing in another one) would replace the errors and drop the message while
 * the refused value is still there.
 */
export function useServerFieldErrors<Values extends object>(): ServerFieldErrors<Values> {
  const kept = useRef(new Map<string, { message: string; value: unknown }>());
  return useMemo(
    () => ({
      validate: (values) => {
        const errors: Record<string, string> = {};
        for (const [name, { message, value }] of kept.current) {
          if (Object.is((values as Record<string, unknown>)[name], value)) errors[name] = message;
          else kept.current.delete(name);
        }
        return errors;
      },
      apply: (values, helpers, error, wireToFormField, options) => {
        const name = applyServerFieldError(helpers, error, wireToFormField, options);
        if (name)
          kept.current.set(name, {
            message: (error as ApiError).message,
            value: (values as Record<string, unknown>)[name],
          });
        return name;
      },
    }),
    [],
  );
}

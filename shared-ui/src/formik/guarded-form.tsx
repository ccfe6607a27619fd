import { useRef, type FormHTMLAttributes } from 'react';
import { useFormikContext, type FormikErrors } from 'formik';
import { FieldIdPrefixContext } from './field-id';

interface GuardedFormProps<V> extends Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit' | 'onReset' | 'onInvalid'> {
  /** Called when a submit finds errors (before they show), e.g. for a form-level notice or a toast. */
  onInvalid?: (errors: FormikErrors<V>, values: V) => void;
  /**
   * The prefix of its fields' ids (`<idPrefix>-<name>`, shared-ui's fieldId) instead of generated ones: the
   * same wherever the form is rendered, as a prerendered screen needs for hydration.
   */
  idPrefix?: string | undefined;
}

// An invalid control, or the first input of an invalid group (a fieldset of radios marked aria-invalid).
const INVALID_CONTROL = '[aria-invalid="true"]:is(input, select, textarea), [aria-invalid="true"] input';

/**
 * Formik's <Form>, marked aria-busy while it submits, with a double-submit guard: a second submit while one
 * is running does nothing (the ref covers the instant before React disables the button). On an invalid
 * submit the first invalid field gets focus.
 */
export function GuardedForm<V>({ onInvalid, idPrefix, children, ...rest }: GuardedFormProps<V>) {
  const formik = useFormikContext<V>();
  const running = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);

  const submit = async () => {
    const errors = await formik.validateForm();
    if (Object.keys(errors).length > 0) {
      onInvalid?.(errors, formik.values);
      // submitForm below marks every field touched; focus the first one that then shows its error.
      setTimeout(() => formRef.current?.querySelector<HTMLElement>(INVALID_CONTROL)?.focus(), 0);
    }
    await formik.submitForm();
  };

  return (
    <form
      noValidate
      {...rest}
      ref={formRef}
      // While sending, its disabled submit shows the busy cursor (shared-ui's button styles).
      aria-busy={formik.isSubmitting || undefined}
      onReset={formik.handleReset}
      onSubmit={(event) => {
        event.preventDefault();
        if (running.current) return;
        running.current = true;
        void submit().finally(() => {
          running.current = false;
        });
      }}
    >
      <FieldIdPrefixContext.Provider value={idPrefix ?? null}>{children}</FieldIdPrefixContext.Provider>
    </form>
  );
}

import { useEffect, useMemo, useState } from 'react';
import { Formik, type FormikHelpers } from 'formik';
import { buttonStyles, errorMessage, notify, useAuthStore, useServerFieldErrors } from 'shared-ui';
import { FormNotice } from '@/components/form-notice';
import { formStyles, GuardedForm, SubmitActions, TextField } from 'shared-ui/formik';
import { CONTACT_SEND_ERROR, sendContactMessage } from '../api/send-contact-message';
import {
  CONTACT_ERROR_MS,
  CONTACT_REQUIRED,
  CONTACT_SUCCESS,
  contactPayload,
  contactSchema,
  type ContactAbout,
  emptyContact,
  type ContactValues,
} from '../lib/contact-form';

/** Fields of POST /email/send that a 400 may name, and the form field each one is. */
const WIRE_TO_FORM: Record<string, keyof ContactValues> = {
  name: 'name',
  phoneNumber: 'phoneNumber',
  email: 'email',
  text: 'text',
};

interface ContactFormProps {
  /** Sent from the account area: the subject says so. */
  fromApp: boolean;
  /** Opened from a plan card or a quote result: the plan it is about, shown and sent. */
  about?: ContactAbout | null | undefined;
  /** After a successful send (the dialog closes). */
  onSent: () => void;
  onCancel: () => void;
}

/** Name, phone and e-mail required, message optional. A signed-in person finds name and e-mail filled in. */
export function ContactForm({ fromApp, about = null, onSent, onCancel }: ContactFormProps) {
  const user = useAuthStore((s) => s.user);
  const initialValues = useMemo(() => emptyContact({ name: user?.name, email: user?.email }), [user]);
  const serverErrors = useServerFieldErrors<ContactValues>();
  // An object, so that the same message twice in a row restarts the 3 seconds.
  const [error, setError] = useState<{ text: string } | null>(null);

  useEffect(() => {
    if (!error) return;
    const timer = setTimeout(() => setError(null), CONTACT_ERROR_MS);
    return () => clearTimeout(timer);
  }, [error]);

  const submit = async (values: ContactValues, helpers: FormikHelpers<ContactValues>) => {
    setError(null);
    try {
      await sendContactMessage(contactPayload(values, fromApp, about));
    } catch (failure) {
      console.error('[mf-forms] POST /email/send (contacto) falló', failure);
      setError({ text: errorMessage(failure, CONTACT_SEND_ERROR) });
      serverErrors.apply(values, helpers, failure, WIRE_TO_FORM);
      return;
    }
    helpers.resetForm({ values: initialValues });
    notify.success(CONTACT_SUCCESS);
    onSent();
  };

  return (
    <Formik<ContactValues>
      initialValues={initialValues}
      validationSchema={contactSchema}
      validate={serverErrors.validate}
      onSubmit={submit}
    >
      {() => (
        <GuardedForm<ContactValues>
          aria-label="Formulario de contacto"
          className={formStyles.form}
          onInvalid={() => setError({ text: CONTACT_REQUIRED })}
        >
          {about ? (
            <p>
              Plan: <strong>{about.plan}</strong>
            </p>
          ) : null}
          <div className={formStyles.grid}>
            <TextField name="name" label="Nombre" autoComplete="name" className={formStyles.wide} />
            <TextField name="phoneNumber" label="Celular" type="tel" autoComplete="tel" inputMode="tel" />
            <TextField name="email" label="Email" type="email" autoComplete="email" />
            <TextField name="text" label="Mensaje" optional multiline className={formStyles.wide} />
          </div>
          <FormNotice notice={error ? { kind: 'error', text: error.text } : null} />
          <SubmitActions label="Enviar" busyLabel="Enviando…">
            <button type="button" className={`${buttonStyles.button} ${buttonStyles.secondary}`} onClick={onCancel}>
              Cancelar
            </button>
          </SubmitActions>
        </GuardedForm>
      )}
    </Formik>
  );
}

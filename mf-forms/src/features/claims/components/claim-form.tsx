import { useEffect, useMemo, useRef, useState } from 'react';
import { Formik, useFormikContext, type FormikHelpers } from 'formik';
import { buttonStyles, useAuthStore, useServerFieldErrors } from 'shared-ui';
import { FormNotice, type Notice } from '@/components/form-notice';
import { GuardedForm, TextField } from 'shared-ui/formik';
import styles from '@/components/form.module.css';
import { serverDetail } from '@/lib/server-detail';
import { createClaim } from '../api/create-claim';
import {
  CLAIM_FAILURE,
  CLAIM_REQUIRED,
  CLAIM_SUCCESS,
  CLAIM_WIRE_TO_FORM,
  claimFormData,
  claimSchema,
  initialClaim,
  missesRequired,
  type ClaimValues,
} from '../lib/claim-form';
import { AttachmentPicker } from './attachment-picker';

export interface ClaimFormProps {
  /** The policy the claim is about, when opened from one: its number fills 'Número de póliza'. */
  policyNumber?: string | null;
  /** That policy's id, sent along so the claim is linked to it. */
  policyId?: string | null;
  /** After a claim was sent (the list below reloads). */
  onSent?: () => void;
}

/**
 * 'Reclamos de Siniestros': Nombre, Apellido, Email and Celular required (name and e-mail come from the
 * session, the last word of the name as the last name), the policy number, a message and the attachments.
 */
export function ClaimForm({ policyNumber, policyId, onSent }: ClaimFormProps) {
  const user = useAuthStore((s) => s.user);
  const initialValues = useMemo(() => initialClaim(user, policyNumber), [user, policyNumber]);
  const [notice, setNotice] = useState<Notice>(null);
  const serverErrors = useServerFieldErrors<ClaimValues>();

  const submit = async (values: ClaimValues, helpers: FormikHelpers<ClaimValues>) => {
    setNotice(null);
    try {
      await createClaim(claimFormData(values, { id: policyId, number: policyNumber }));
    } catch (error) {
      console.error('[mf-forms] POST /claims falló', error);
      setNotice({ kind: 'error', text: CLAIM_FAILURE, detail: serverDetail(error, CLAIM_FAILURE) });
      serverErrors.apply(values, helpers, error, CLAIM_WIRE_TO_FORM);
      return;
    }
    helpers.resetForm({ values: initialValues });
    setNotice({ kind: 'success', text: CLAIM_SUCCESS });
    onSent?.();
  };

  return (
    <Formik<ClaimValues>
      initialValues={initialValues}
      validationSchema={claimSchema}
      validate={serverErrors.validate}
      onSubmit={submit}
    >
      {({ isSubmitting }) => (
        <GuardedForm<ClaimValues>
          aria-label="Reclamo de siniestro"
          className={styles.form}
          onInvalid={(_errors, values) =>
            setNotice(missesRequired(values) ? { kind: 'error', text: CLAIM_REQUIRED } : null)
          }
        >
          <FollowPrefill initialValues={initialValues} />
          <div className={styles.grid}>
            <TextField name="nombre" label="Nombre" autoComplete="given-name" />
            <TextField name="apellido" label="Apellido" autoComplete="family-name" />
            <TextField name="email" label="Email" type="email" autoComplete="email" />
            <TextField name="celular" label="Celular" type="tel" autoComplete="tel" inputMode="tel" />
            <TextField
              name="numeroPoliza"
              label="Número de póliza"
              optional
              hint="Si el siniestro es de una póliza tuya, escribí su número."
              className={styles.wide}
            />
            <TextField
              name="mensaje"
              label="Mensaje"
              optional
              multiline
              hint="Contanos qué pasó, cuándo y dónde."
              className={styles.wide}
            />
            <AttachmentPicker />
          </div>
          <FormNotice notice={notice} />
          <div className={styles.actions}>
            <button type="submit" className={`${buttonStyles.button} ${buttonStyles.primary}`} disabled={isSubmitting}>
              {isSubmitting ? 'Enviando…' : 'Enviar reclamo'}
            </button>
          </div>
        </GuardedForm>
      )}
    </Formik>
  );
}

/**
 * What arrives after the form opened (the session's name and e-mail, the policy the host passes later) fills
 * the fields that are still empty; a field the person emptied on purpose stays as they left it.
 */
function FollowPrefill({ initialValues }: { initialValues: ClaimValues }) {
  const { values, setFieldValue } = useFormikContext<ClaimValues>();
  const known = useRef(initialValues);
  useEffect(() => {
    const before = known.current;
    known.current = initialValues;
    for (const field of PREFILLED) {
      const value = initialValues[field];
      if (value && value !== before[field] && values[field] === '') void setFieldValue(field, value, false);
    }
  }, [initialValues, values, setFieldValue]);
  return null;
}

const PREFILLED = ['nombre', 'apellido', 'email', 'numeroPoliza'] as const;

import { useEffect, useMemo, useRef, useState } from 'react';
import { Formik, useFormikContext, type FormikHelpers } from 'formik';
import { useAuthStore, usePoliciesStore, useServerFieldErrors } from 'shared-ui';
import { FormNotice, type Notice } from '@/components/form-notice';
import { formStyles, GuardedForm, SelectField, SubmitActions, TextField } from 'shared-ui/formik';
import { serverDetail } from '@/lib/server-detail';
import { createClaim } from '../api/create-claim';
import {
  CLAIM_FAILURE,
  CLAIM_REQUIRED,
  CLAIM_SUCCESS,
  CLAIM_WIRE_TO_FORM,
  claimablePolicies,
  claimFormData,
  claimSchema,
  initialClaim,
  missesRequired,
  OTHER_POLICY,
  policyOptionLabel,
  type ClaimValues,
} from '../lib/claim-form';
import { AttachmentPicker } from './attachment-picker';

export interface ClaimFormProps {
  /** The policy the claim is about, when opened from one: its number fills 'Número de póliza'. */
  policyNumber?: string | null;
  /** That policy's id, sent along so the claim is linked to it (the exposed ClaimsForm passes its own on). */
  policyId?: string | null | undefined;
  /** After a claim was sent (the list below reloads). */
  onSent?: () => void;
}

/**
 * 'Reclamos de Siniestros': Nombre, Apellido, Email and Celular required (name and e-mail come from the
 * session, the last word of the name as the last name), the policy (one of the person's, or another one's
 * number typed), a message and the attachments.
 */
export function ClaimForm({ policyNumber, policyId, onSent }: ClaimFormProps) {
  const user = useAuthStore((s) => s.user);
  const signedIn = useAuthStore((s) => s.status === 'authenticated');
  const { policies: all, status: policiesStatus, load: loadPolicies } = usePoliciesStore();
  const policies = useMemo(() => claimablePolicies(all), [all]);
  useEffect(() => {
    // The shell loads them after sign-in; a form opened on its own asks once.
    if (signedIn && policiesStatus === 'idle') void loadPolicies();
  }, [signedIn, policiesStatus, loadPolicies]);
  const initialValues = useMemo(() => initialClaim(user, policyNumber, policies), [user, policyNumber, policies]);
  const [notice, setNotice] = useState<Notice>(null);
  // 'Completá Nombre, Apellido, Email y Celular.' sits under those four fields, where focus goes.
  const [missing, setMissing] = useState(false);
  const serverErrors = useServerFieldErrors<ClaimValues>();

  const submit = async (values: ClaimValues, helpers: FormikHelpers<ClaimValues>) => {
    setNotice(null);
    setMissing(false);
    try {
      await createClaim(claimFormData(values, { id: policyId, number: policyNumber }, policies));
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
      {({ values }) => (
        <GuardedForm<ClaimValues>
          aria-label="Reclamo de siniestro"
          className={formStyles.form}
          onInvalid={(_errors, invalid) => {
            setNotice(null);
            setMissing(missesRequired(invalid));
          }}
        >
          <FollowPrefill initialValues={initialValues} />
          <div className={formStyles.grid}>
            <TextField name="nombre" label="Nombre" autoComplete="given-name" />
            <TextField name="apellido" label="Apellido" autoComplete="family-name" />
            <TextField name="email" label="Email" type="email" autoComplete="email" />
            <TextField name="celular" label="Celular" type="tel" autoComplete="tel" inputMode="tel" />
            {missing && missesRequired(values) ? (
              <p role="alert" className={`${formStyles.formError} ${formStyles.wide}`}>
                {CLAIM_REQUIRED}
              </p>
            ) : null}
            {policies.length > 0 ? (
              <SelectField
                name="poliza"
                label="Póliza"
                optional
                placeholder="Ninguna / no sé"
                options={[
                  ...policies.map((policy) => ({ value: policy._id, label: policyOptionLabel(policy) })),
                  { value: OTHER_POLICY, label: 'Otra póliza (escribo el número)' },
                ]}
                hint="Elegí la póliza del siniestro, si es una de las tuyas."
                className={formStyles.wide}
              />
            ) : null}
            {policies.length === 0 || values.poliza === OTHER_POLICY ? (
              <TextField
                name="numeroPoliza"
                label="Número de póliza"
                optional
                hint={
                  policies.length === 0
                    ? 'Si el siniestro es de una póliza tuya, escribí su número.'
                    : 'El número de la póliza que no está en tu wallet.'
                }
                className={formStyles.wide}
              />
            ) : null}
            <TextField
              name="mensaje"
              label="Mensaje"
              optional
              multiline
              hint="Contanos qué pasó, cuándo y dónde."
              className={formStyles.wide}
            />
            <AttachmentPicker />
          </div>
          <FormNotice notice={notice} />
          <SubmitActions label="Enviar reclamo" busyLabel="Enviando…" />
        </GuardedForm>
      )}
    </Formik>
  );
}

/**
 * What arrives after the form opened (the session's name and e-mail, the policy the host passes later, the
 * wallet's policies) fills the fields that are still empty or as first filled; a field the person changed
 * stays as they left it.
 */
function FollowPrefill({ initialValues }: { initialValues: ClaimValues }) {
  const { values, setFieldValue } = useFormikContext<ClaimValues>();
  const known = useRef(initialValues);
  useEffect(() => {
    const before = known.current;
    known.current = initialValues;
    for (const field of PREFILLED) {
      const value = initialValues[field];
      const untouched = values[field] === '' || values[field] === before[field];
      if (value && value !== before[field] && untouched) void setFieldValue(field, value, false);
    }
  }, [initialValues, values, setFieldValue]);
  return null;
}

const PREFILLED = ['nombre', 'apellido', 'email', 'poliza', 'numeroPoliza'] as const;

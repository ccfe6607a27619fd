import { useState } from 'react';
import { Formik, type FormikHelpers } from 'formik';
import { fieldStyles, useAuthStore } from 'shared-ui';
import { FormNotice, type Notice } from '@/components/form-notice';
import { fieldId, formStyles, GuardedForm, SubmitActions, TextField } from 'shared-ui/formik';
import styles from '@/components/form.module.css';
import { serverDetail } from '@/lib/server-detail';
import { sendUnlistedInsuranceRequest } from '../api/send-unlisted-insurance-request';
import {
  UNLISTED_KIND_DESCRIPTIONS,
  UNLISTED_KIND_MESSAGE_LABELS,
  unlistedInsuranceRequestBody,
  unlistedInsuranceRequestSchema,
  typeOptionsWith,
  type UnlistedKind,
  type UnlistedInsuranceRequestValues,
} from '../lib/unlisted-kinds';
import { isProducto, type InsuranceRequestKind } from '../lib/products';
import { INSURANCE_REQUEST_FAILURE, INSURANCE_REQUEST_SUCCESS } from '../lib/insurance-request-values';

/**
 * The request forms' id prefix (`solicitud-email`…): stable ids, as /insurance/other's prerendered HTML needs
 * to be hydrated (one request form is on a page at a time).
 */
export const REQUEST_ID_PREFIX = 'solicitud';

export interface UnlistedInsuranceRequestFormProps {
  kind: UnlistedKind;
  /** The person chose one of the five types in 'Elegí un tipo': the host shows that type's form. */
  onChooseType: (producto: InsuranceRequestKind) => void;
}

/**
 * The request for an insurance a tile offers outside the five types (Dental, Viajes, Otros): 'Elegí un tipo'
 * shows it chosen, and the form asks what a proposal needs (name, e-mail, celular, a few words).
 */
export function UnlistedInsuranceRequestForm({ kind, onChooseType }: UnlistedInsuranceRequestFormProps) {
  const user = useAuthStore((s) => (s.status === 'authenticated' ? s.user : null));
  const [notice, setNotice] = useState<Notice>(null);
  const selectId = fieldId('producto', REQUEST_ID_PREFIX);
  const initialValues: UnlistedInsuranceRequestValues = {
    nombre: user?.name ?? '',
    email: user?.email ?? '',
    celular: '',
    mensaje: '',
  };

  const submit = async (
    values: UnlistedInsuranceRequestValues,
    helpers: FormikHelpers<UnlistedInsuranceRequestValues>,
  ) => {
    setNotice(null);
    try {
      await sendUnlistedInsuranceRequest(unlistedInsuranceRequestBody(kind, values));
    } catch (error) {
      console.error('[mf-forms] POST /email/send (solicitud) falló', error);
      setNotice({
        kind: 'error',
        text: INSURANCE_REQUEST_FAILURE,
        detail: serverDetail(error, INSURANCE_REQUEST_FAILURE),
      });
      return;
    }
    helpers.resetForm({ values: initialValues });
    setNotice({ kind: 'success', text: INSURANCE_REQUEST_SUCCESS });
  };

  return (
    <Formik<UnlistedInsuranceRequestValues>
      initialValues={initialValues}
      validationSchema={unlistedInsuranceRequestSchema(kind)}
      onSubmit={submit}
    >
      {() => (
        <GuardedForm<UnlistedInsuranceRequestValues>
          aria-label="Solicitud de seguro"
          className={formStyles.form}
          idPrefix={REQUEST_ID_PREFIX}
          onInvalid={() => setNotice(null)}
        >
          <div className={formStyles.form}>
            <div className={formStyles.field}>
              <label htmlFor={selectId} className={formStyles.label}>
                Elegí un tipo
              </label>
              <select
                id={selectId}
                name="producto"
                value={kind}
                className={fieldStyles.control}
                aria-describedby={`${selectId}-hint`}
                onChange={(event) => {
                  if (isProducto(event.target.value)) onChooseType(event.target.value);
                }}
              >
                {typeOptionsWith(kind).map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </select>
              <div id={`${selectId}-hint`} className={fieldStyles.hint}>
                <span className={styles.description}>{UNLISTED_KIND_DESCRIPTIONS[kind]}</span>
              </div>
            </div>
            <div className={formStyles.grid}>
              <TextField name="nombre" label="Nombre y apellido" autoComplete="name" />
              <TextField name="email" label="Email" type="email" autoComplete="email" />
              <TextField name="celular" label="Celular" type="tel" autoComplete="tel" inputMode="tel" />
              <TextField
                name="mensaje"
                label={UNLISTED_KIND_MESSAGE_LABELS[kind]}
                optional={kind !== 'otros'}
                multiline
                className={formStyles.wide}
              />
            </div>
          </div>
          <FormNotice notice={notice} />
          <SubmitActions label="Enviar solicitud" busyLabel="Enviando…" />
        </GuardedForm>
      )}
    </Formik>
  );
}

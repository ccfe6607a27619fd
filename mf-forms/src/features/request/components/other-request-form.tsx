import { useState } from 'react';
import { Formik, type FormikHelpers } from 'formik';
import { fieldStyles, useAuthStore } from 'shared-ui';
import { FormNotice, type Notice } from '@/components/form-notice';
import { fieldId, formStyles, GuardedForm, SubmitActions, TextField } from 'shared-ui/formik';
import styles from '@/components/form.module.css';
import { serverDetail } from '@/lib/server-detail';
import { sendOtherRequest } from '../api/send-other-request';
import {
  OTHER_DESCRIPTIONS,
  OTHER_MESSAGE_LABELS,
  otherRequestBody,
  otherRequestSchema,
  typeOptionsWith,
  type OtherRequest,
  type OtherRequestValues,
} from '../lib/other-requests';
import { isProducto, type SolicitudProducto } from '../lib/products';
import { REQUEST_FAILURE, REQUEST_SUCCESS } from '../lib/request-values';

/**
 * The request forms' id prefix (`solicitud-email`…): stable ids, as /insurance/other's prerendered HTML needs
 * to be hydrated (one request form is on a page at a time).
 */
export const REQUEST_ID_PREFIX = 'solicitud';

export interface OtherRequestFormProps {
  kind: OtherRequest;
  /** The person chose one of the five types in 'Elegí un tipo': the host shows that type's form. */
  onChooseType: (producto: SolicitudProducto) => void;
}

/**
 * The request for an insurance a tile offers outside the five types (Dental, Viajes, Otros): 'Elegí un tipo'
 * shows it chosen, and the form asks what a proposal needs (name, e-mail, celular, a few words).
 */
export function OtherRequestForm({ kind, onChooseType }: OtherRequestFormProps) {
  const user = useAuthStore((s) => (s.status === 'authenticated' ? s.user : null));
  const [notice, setNotice] = useState<Notice>(null);
  const selectId = fieldId('producto', REQUEST_ID_PREFIX);
  const initialValues: OtherRequestValues = {
    nombre: user?.name ?? '',
    email: user?.email ?? '',
    celular: '',
    mensaje: '',
  };

  const submit = async (values: OtherRequestValues, helpers: FormikHelpers<OtherRequestValues>) => {
    setNotice(null);
    try {
      await sendOtherRequest(otherRequestBody(kind, values));
    } catch (error) {
      console.error('[mf-forms] POST /email/send (solicitud) falló', error);
      setNotice({ kind: 'error', text: REQUEST_FAILURE, detail: serverDetail(error, REQUEST_FAILURE) });
      return;
    }
    helpers.resetForm({ values: initialValues });
    setNotice({ kind: 'success', text: REQUEST_SUCCESS });
  };

  return (
    <Formik<OtherRequestValues>
      initialValues={initialValues}
      validationSchema={otherRequestSchema(kind)}
      onSubmit={submit}
    >
      {() => (
        <GuardedForm<OtherRequestValues>
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
                <span className={styles.description}>{OTHER_DESCRIPTIONS[kind]}</span>
              </div>
            </div>
            <div className={formStyles.grid}>
              <TextField name="nombre" label="Nombre y apellido" autoComplete="name" />
              <TextField name="email" label="Email" type="email" autoComplete="email" />
              <TextField name="celular" label="Celular" type="tel" autoComplete="tel" inputMode="tel" />
              <TextField
                name="mensaje"
                label={OTHER_MESSAGE_LABELS[kind]}
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

import { useEffect, useMemo, useRef, useState, type ChangeEvent } from 'react';
import { Formik, useFormikContext, yupToFormErrors, type FormikErrors, type FormikHelpers } from 'formik';
import { useLocation } from 'react-router';
import { ValidationError } from 'yup';
import { useAuthStore, useServerFieldErrors } from 'shared-ui';
import { FormNotice, type Notice } from '@/components/form-notice';
import { formStyles, GuardedForm, SelectField, SubmitActions } from 'shared-ui/formik';
import styles from '@/components/form.module.css';
import { serverDetail } from '@/lib/server-detail';
import { createSolicitud } from '../api/create-solicitud';
import { defaultTypeOf, typeInState } from '../lib/default-type';
import { otherRequestInState } from '../lib/other-requests';
import {
  isProducto,
  PRODUCT_DESCRIPTIONS,
  PRODUCT_LABELS,
  PRODUCTOS,
  GARANTIA_TIPOS_DOC,
  type SolicitudProducto,
} from '../lib/products';
import {
  emptyRequest,
  fileFieldsOf,
  REQUEST_FAILURE,
  REQUEST_SUCCESS,
  requestFieldOf,
  requestFormData,
  requestSchema,
  totalFileErrors,
  type RequestValues,
} from '../lib/request-values';
import { OtherRequestForm, REQUEST_ID_PREFIX } from './other-request-form';
import { AccidentesFields, AutoFields, GarantiaFields, MovilidadFields, SoaFields } from './product-fields';

const typeOptions = PRODUCTOS.map((value) => ({ value, label: PRODUCT_LABELS[value] }));

export interface RequestFormProps {
  /** The type to preselect when the navigation state names none (spec §2: state, then input, then auto). */
  defaultType?: string;
}

/**
 * 'Elegí un tipo' and the chosen product's fields; sends POST /solicitudes as multipart with the files of
 * the fields shown. On success the form starts again (same type) and says when we answer.
 */
export function RequestForm({ defaultType }: RequestFormProps) {
  const location = useLocation();
  // A tile asking for an insurance outside the five (Dental, Viajes, Otros) opens a form for that one.
  const [asked, setAsked] = useState(() => otherRequestInState(location.state));
  const [chosen, setChosen] = useState<SolicitudProducto | undefined>(undefined);
  const [seenKey, setSeenKey] = useState(location.key);
  if (seenKey !== location.key) {
    // A new navigation to this page (another tile) names the type again.
    setSeenKey(location.key);
    setAsked(otherRequestInState(location.state));
  }
  const container = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // Chosen in the other insurance's select: the five types' select takes its place, and the focus.
    if (chosen) container.current?.querySelector<HTMLSelectElement>('select[name="producto"]')?.focus();
  }, [chosen]);
  return (
    <div ref={container}>
      {asked ? (
        <OtherRequestForm
          kind={asked}
          onChooseType={(producto) => {
            setChosen(producto);
            setAsked(null);
          }}
        />
      ) : (
        <ProductRequestForm key={chosen} defaultType={chosen ?? defaultType} />
      )}
    </div>
  );
}

/** The five types' form ('Elegí un tipo' and the chosen product's fields). */
function ProductRequestForm({ defaultType }: RequestFormProps) {
  const location = useLocation();
  const signedIn = useAuthStore((s) => s.status === 'authenticated');
  const accountEmail = useAuthStore((s) => (s.status === 'authenticated' ? (s.user?.email ?? null) : null));
  const [notice, setNotice] = useState<Notice>(null);
  const serverErrors = useServerFieldErrors<RequestValues>();
  const maxYear = new Date().getFullYear() + 1;
  // Only the first render's choice: later navigation state is followed by FollowNavigationType.
  const [initialValues] = useState(() => emptyRequest(defaultTypeOf(location.state, defaultType), accountEmail ?? ''));

  const validate = async (values: RequestValues): Promise<FormikErrors<RequestValues>> => {
    let errors: FormikErrors<RequestValues> = {};
    try {
      await requestSchema(values, { signedIn, maxYear }).validate(values, { abortEarly: false });
    } catch (error) {
      if (!(error instanceof ValidationError)) throw error;
      errors = yupToFormErrors<RequestValues>(error);
    }
    return { ...totalFileErrors(values), ...errors, ...serverErrors.validate(values) };
  };

  const submit = async (values: RequestValues, helpers: FormikHelpers<RequestValues>) => {
    setNotice(null);
    try {
      await createSolicitud(requestFormData(values));
    } catch (error) {
      console.error('[mf-forms] POST /solicitudes falló', error);
      setNotice({ kind: 'error', text: REQUEST_FAILURE, detail: serverDetail(error, REQUEST_FAILURE) });
      serverErrors.apply(values, helpers, error, requestFieldOf);
      return;
    }
    helpers.resetForm({ values: emptyRequest(values.producto, accountEmail ?? '') });
    setNotice({ kind: 'success', text: REQUEST_SUCCESS });
  };

  return (
    <Formik<RequestValues> initialValues={initialValues} validate={validate} onSubmit={submit}>
      {() => (
        <GuardedForm<RequestValues>
          aria-label="Solicitud de seguro"
          className={formStyles.form}
          idPrefix={REQUEST_ID_PREFIX}
          onInvalid={() => setNotice(null)}
        >
          <RequestFields accountEmail={accountEmail} maxYear={maxYear} />
          <FormNotice notice={notice} />
          <SubmitActions label="Enviar solicitud" busyLabel="Enviando…" />
        </GuardedForm>
      )}
    </Formik>
  );
}

interface RequestFieldsProps {
  accountEmail: string | null;
  maxYear: number;
}

function RequestFields({ accountEmail, maxYear }: RequestFieldsProps) {
  const formik = useFormikContext<RequestValues>();
  const { values, setValues, setFieldValue } = formik;
  const [ciCleared, setCiCleared] = useState(false);
  const location = useLocation();
  const navigatedType = typeInState(location.state);

  /** A new type keeps what both share (e-mail, celular…); a document type the new one lacks is emptied. */
  const chooseType = useMemo(
    () => (producto: RequestValues['producto']) =>
      setValues((current) => ({
        ...current,
        producto,
        tipoDoc:
          producto === 'garantia' && !(GARANTIA_TIPOS_DOC as readonly string[]).includes(current.tipoDoc)
            ? ''
            : current.tipoDoc,
      })),
    [setValues],
  );

  // Arriving again with a type in the navigation state (another tile leading to this same page) selects it;
  // location.key makes the same type chosen by a new navigation count again.
  useEffect(() => {
    if (navigatedType) void chooseType(navigatedType);
  }, [navigatedType, location.key, chooseType]);

  // The session may resolve after the form opened: the account's e-mail, when it arrives, fills an empty field.
  const knownEmail = useRef(accountEmail);
  useEffect(() => {
    if (knownEmail.current === accountEmail) return;
    knownEmail.current = accountEmail;
    if (accountEmail && values.email === '') void setFieldValue('email', accountEmail, false);
  }, [accountEmail, values.email, setFieldValue]);

  // Spec §2: the attached copy of the document (`ci`) is cleared whenever a value changes, and asked for
  // again. Bubbles from every field of the form; choosing the other attachments is not a value change.
  const onAnyChange = (event: ChangeEvent<HTMLDivElement>) => {
    const target = event.target as unknown as { name?: string; value?: string; type?: string };
    const name = target.name ?? '';
    if (name === 'producto' && isProducto(target.value)) void chooseType(target.value);
    if (target.type === 'file' || values.ci.length === 0) return;
    void setFieldValue('ci', [], false);
    setCiCleared(true);
  };
  if (ciCleared && values.ci.length > 0) setCiCleared(false);

  const files = fileFieldsOf(values);
  return (
    <div className={formStyles.form} onChange={onAnyChange}>
      <SelectField
        name="producto"
        label="Elegí un tipo"
        options={typeOptions}
        placeholder={null}
        hint={<span className={styles.description}>{PRODUCT_DESCRIPTIONS[values.producto]}</span>}
      />
      {values.producto === 'auto' ? <AutoFields accountEmail={accountEmail} maxYear={maxYear} /> : null}
      {values.producto === 'garantia' ? (
        <GarantiaFields accountEmail={accountEmail} files={files} ciCleared={ciCleared} />
      ) : null}
      {values.producto === 'soa' ? <SoaFields accountEmail={accountEmail} /> : null}
      {values.producto === 'movilidad' ? <MovilidadFields accountEmail={accountEmail} /> : null}
      {values.producto === 'accidentes' ? <AccidentesFields accountEmail={accountEmail} /> : null}
    </div>
  );
}

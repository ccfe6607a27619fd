import { useEffect, useMemo, useRef, useState, type ChangeEvent } from 'react';
import { Formik, useFormikContext, yupToFormErrors, type FormikErrors, type FormikHelpers } from 'formik';
import { useLocation } from 'react-router';
import { ValidationError } from 'yup';
import { useAuthStore, useServerFieldErrors } from 'shared-ui';
import { FormNotice, type Notice } from '@/components/form-notice';
import { formStyles, GuardedForm, SelectField, SubmitActions } from 'shared-ui/formik';
import styles from '@/components/form.module.css';
import { serverDetail } from '@/lib/server-detail';
import { createInsuranceRequest } from '../api/create-insurance-request';
import { defaultTypeOf, typeInState } from '../lib/default-type';
import { unlistedKindInState } from '../lib/unlisted-kinds';
import {
  isProducto,
  PRODUCT_DESCRIPTIONS,
  PRODUCT_LABELS,
  PRODUCTOS,
  GARANTIA_TIPOS_DOC,
  type InsuranceRequestKind,
} from '../lib/products';
import {
  emptyInsuranceRequest,
  fileFieldsOf,
  INSURANCE_REQUEST_FAILURE,
  INSURANCE_REQUEST_SUCCESS,
  insuranceRequestFieldOf,
  insuranceRequestFormData,
  insuranceRequestSchema,
  totalFileErrors,
  type InsuranceRequestValues,
} from '../lib/insurance-request-values';
import { REQUEST_ID_PREFIX, UnlistedInsuranceRequestForm } from './unlisted-insurance-request-form';
import { AccidentesFields, AutoFields, GarantiaFields, MovilidadFields, SoaFields } from './product-fields';

const typeOptions = PRODUCTOS.map((value) => ({ value, label: PRODUCT_LABELS[value] }));

export interface InsuranceRequestFormProps {
  /** The type to preselect when the navigation state names none (spec §2: state, then input, then auto). */
  defaultType?: string | undefined;
}

/**
 * 'Elegí un tipo' and the chosen product's fields; sends POST /solicitudes as multipart with the files of
 * the fields shown. On success the form starts again (same type) and says when we answer.
 */
export function InsuranceRequestForm({ defaultType }: InsuranceRequestFormProps) {
  const location = useLocation();
  // A tile asking for an insurance outside the five (Dental, Viajes, Otros) opens a form for that one.
  const [asked, setAsked] = useState(() => unlistedKindInState(location.state));
  const [chosen, setChosen] = useState<InsuranceRequestKind | undefined>(undefined);
  const [seenKey, setSeenKey] = useState(location.key);
  if (seenKey !== location.key) {
    // A new navigation to this page (another tile) names the type again.
    setSeenKey(location.key);
    setAsked(unlistedKindInState(location.state));
  }
  const container = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // Chosen in the other insurance's select: the five types' select takes its place, and the focus.
    if (chosen) container.current?.querySelector<HTMLSelectElement>('select[name="producto"]')?.focus();
  }, [chosen]);
  return (
    <div ref={container}>
      {asked ? (
        <UnlistedInsuranceRequestForm
          kind={asked}
          onChooseType={(producto) => {
            setChosen(producto);
            setAsked(null);
          }}
        />
      ) : (
        <ListedInsuranceRequestForm key={chosen} defaultType={chosen ?? defaultType} />
      )}
    </div>
  );
}

/** The five types' form ('Elegí un tipo' and the chosen product's fields). */
function ListedInsuranceRequestForm({ defaultType }: InsuranceRequestFormProps) {
  const location = useLocation();
  const signedIn = useAuthStore((s) => s.status === 'authenticated');
  const accountEmail = useAuthStore((s) => (s.status === 'authenticated' ? (s.user?.email ?? null) : null));
  const [notice, setNotice] = useState<Notice>(null);
  const serverErrors = useServerFieldErrors<InsuranceRequestValues>();
  const maxYear = new Date().getFullYear() + 1;
  // Only the first render's choice: later navigation state is followed by FollowNavigationType.
  const [initialValues] = useState(() =>
    emptyInsuranceRequest(defaultTypeOf(location.state, defaultType), accountEmail ?? ''),
  );

  const validate = async (values: InsuranceRequestValues): Promise<FormikErrors<InsuranceRequestValues>> => {
    let errors: FormikErrors<InsuranceRequestValues> = {};
    try {
      await insuranceRequestSchema(values, { signedIn, maxYear }).validate(values, { abortEarly: false });
    } catch (error) {
      if (!(error instanceof ValidationError)) throw error;
      errors = yupToFormErrors<InsuranceRequestValues>(error);
    }
    return { ...totalFileErrors(values), ...errors, ...serverErrors.validate(values) };
  };

  const submit = async (values: InsuranceRequestValues, helpers: FormikHelpers<InsuranceRequestValues>) => {
    setNotice(null);
    try {
      await createInsuranceRequest(insuranceRequestFormData(values));
    } catch (error) {
      console.error('[mf-forms] POST /solicitudes falló', error);
      setNotice({
        kind: 'error',
        text: INSURANCE_REQUEST_FAILURE,
        detail: serverDetail(error, INSURANCE_REQUEST_FAILURE),
      });
      serverErrors.apply(values, helpers, error, insuranceRequestFieldOf);
      return;
    }
    helpers.resetForm({ values: emptyInsuranceRequest(values.producto, accountEmail ?? '') });
    setNotice({ kind: 'success', text: INSURANCE_REQUEST_SUCCESS });
  };

  return (
    <Formik<InsuranceRequestValues> initialValues={initialValues} validate={validate} onSubmit={submit}>
      {() => (
        <GuardedForm<InsuranceRequestValues>
          aria-label="Solicitud de seguro"
          className={formStyles.form}
          idPrefix={REQUEST_ID_PREFIX}
          onInvalid={() => setNotice(null)}
        >
          <InsuranceRequestFields accountEmail={accountEmail} maxYear={maxYear} />
          <FormNotice notice={notice} />
          <SubmitActions label="Enviar solicitud" busyLabel="Enviando…" />
        </GuardedForm>
      )}
    </Formik>
  );
}

interface InsuranceRequestFieldsProps {
  accountEmail: string | null;
  maxYear: number;
}

function InsuranceRequestFields({ accountEmail, maxYear }: InsuranceRequestFieldsProps) {
  const formik = useFormikContext<InsuranceRequestValues>();
  const { values, setValues, setFieldValue } = formik;
  const [ciCleared, setCiCleared] = useState(false);
  const location = useLocation();
  const navigatedType = typeInState(location.state);

  /** A new type keeps what both share (e-mail, celular…); a document type the new one lacks is emptied. */
  const chooseType = useMemo(
    () => (producto: InsuranceRequestValues['producto']) =>
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

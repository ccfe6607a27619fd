import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { Formik, useFormikContext, type FormikErrors, type FormikTouched } from 'formik';
import { formStyles, SelectField, TextField } from 'shared-ui/formik';
import { buttons } from '@/components/buttons';
import { fieldIds, FIELD_ID_PREFIX } from '@/lib/field-ids';
import { UY_DEPARTAMENTOS } from 'contracts/runtime';
import { useEmitPolicy, type EmitPolicy } from '../hooks/use-emit-policy';
import type { EmissionPolicy } from '../lib/build-emission-request';
import { saveEmissionDraft } from '../lib/emission-draft';
import { FORM_FIELDS, policyKind, type EmissionFormValues } from '../lib/form-values';
import { emissionFormErrors, PAYMENT_METHOD_REQUIRED } from '../lib/validate-emission';
import styles from './emission-form.module.css';
import { InvoiceField } from './invoice-field';
import { FIRST_PAYMENT_OPTION_ID, PaymentMethodField } from './payment-method-field';

export { PAYMENT_METHOD_REQUIRED };

export const SUBMIT_LABEL = 'Emitir póliza';
export const SUBMIT_BUSY_LABEL = 'Emitiendo…';

/** Invented: said once above the button when a submit found fields to fix. */
export const FIX_FIELDS_MESSAGE = 'Revisá los campos marcados: falta completar o corregir algunos datos.';

const DOCUMENT_TYPES = [
  { value: 'CI', label: 'CI (cédula de identidad)' },
  { value: 'RUT', label: 'RUT' },
] as const;
const DEPARTMENT_OPTIONS = UY_DEPARTAMENTOS.map((d) => ({ value: d, label: d }));

interface EmissionFormProps {
  policy: EmissionPolicy;
  initialValues: EmissionFormValues;
  /** The signed-in user's e-mail: where the partner sends the policy. */
  userEmail: string | null;
}

export function EmissionForm({ policy, initialValues, userEmail }: EmissionFormProps) {
  const emission = useEmitPolicy(policy, userEmail);
  const serverValidate = emission.validate;
  // contracts' emission rules (what the api would refuse), plus what the server refused and is still there.
  const validate = useCallback(
    (values: EmissionFormValues): FormikErrors<EmissionFormValues> => ({
      ...emissionFormErrors(values, policy),
      ...serverValidate(values),
    }),
    [policy, serverValidate],
  );
  return (
    <Formik<EmissionFormValues> initialValues={initialValues} validate={validate} onSubmit={emission.emit}>
      <EmissionFields
        policyId={policy._id}
        bike={policyKind(policy) === 'bike'}
        validate={validate}
        emit={emission.emit}
        busy={emission.busy}
        alert={emission.alert}
      />
    </Formik>
  );
}

interface EmissionFieldsProps {
  policyId: string;
  bike: boolean;
  validate: (values: EmissionFormValues) => FormikErrors<EmissionFormValues>;
  emit: EmitPolicy['emit'];
  busy: boolean;
  alert: string | null;
}

function EmissionFields({ policyId, bike, validate, emit, busy, alert }: EmissionFieldsProps) {
  const formik = useFormikContext<EmissionFormValues>();
  const { values } = formik;
  const [tried, setTried] = useState(false);

  // What the person typed survives leaving the page and coming back (never the invoice file).
  useEffect(() => saveEmissionDraft(policyId, values), [policyId, values]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    // Checked here, synchronously and all at once: nothing is sent and no payment tab opens until every
    // field passes (Formik's own validation is asynchronous, which would open the card payment tab
    // outside the click's user gesture).
    const errors = validate(values);
    const invalid = FORM_FIELDS.filter((name) => errors[name]);
    if (invalid.length === 0) {
      emit(values, formik);
      return;
    }
    setTried(true);
    const touched: FormikTouched<EmissionFormValues> = {};
    for (const name of FORM_FIELDS) touched[name] = true;
    void formik.setTouched(touched, false);
    formik.setErrors(errors);
    formik.setSubmitting(false);
    const first = invalid[0]!;
    document.getElementById(first === 'paymentMethod' ? FIRST_PAYMENT_OPTION_ID : fieldIds(first).id)?.focus();
  }

  const fixFields = tried && FORM_FIELDS.some((name) => formik.touched[name] && formik.errors[name]);

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-label="Datos para emitir la póliza"
      aria-busy={busy}
      className={`${styles.form} ${formStyles.compact}`}
    >
      <fieldset className={styles.section}>
        <legend className={styles.legend}>Datos personales</legend>
        <div className={styles.grid}>
          <TextField idPrefix={FIELD_ID_PREFIX} name="firstName" label="Nombre" autoComplete="given-name" />
          <TextField idPrefix={FIELD_ID_PREFIX} name="lastName" label="Apellido" autoComplete="family-name" />
          <TextField
            idPrefix={FIELD_ID_PREFIX}
            name="birthDate"
            label="Fecha de nacimiento"
            type="date"
            autoComplete="bday"
          />
          <TextField
            idPrefix={FIELD_ID_PREFIX}
            name="phone"
            label="Celular"
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            placeholder="09X XXX XXX"
          />
          <TextField idPrefix={FIELD_ID_PREFIX} name="email" label="Email" type="email" autoComplete="email" />
          <TextField
            idPrefix={FIELD_ID_PREFIX}
            name="company"
            label="Empresa"
            optional
            autoComplete="organization"
            hint="Solo si contratás a nombre de una empresa (RUT)."
          />
          <SelectField
            idPrefix={FIELD_ID_PREFIX}
            name="documentType"
            label="Tipo de documento"
            options={DOCUMENT_TYPES}
            placeholder={null}
          />
          <TextField
            idPrefix={FIELD_ID_PREFIX}
            name="documentNumber"
            label="Número de documento"
            inputMode="numeric"
            placeholder="1.234.567-8"
          />
        </div>
      </fieldset>

      <fieldset className={styles.section}>
        <legend className={styles.legend}>Domicilio</legend>
        <div className={styles.grid}>
          <TextField
            idPrefix={FIELD_ID_PREFIX}
            name="address"
            label="Calle"
            autoComplete="address-line1"
            className={styles.wide}
          />
          <TextField idPrefix={FIELD_ID_PREFIX} name="doorNumber" label="Número de puerta" placeholder="s/n" />
          <TextField
            idPrefix={FIELD_ID_PREFIX}
            name="apartment"
            label="Apartamento"
            optional
            autoComplete="address-line2"
          />
          <TextField idPrefix={FIELD_ID_PREFIX} name="city" label="Ciudad" autoComplete="address-level2" />
          <SelectField
            idPrefix={FIELD_ID_PREFIX}
            name="region"
            label="Departamento"
            options={DEPARTMENT_OPTIONS}
            placeholder="Elegí un departamento"
          />
          <TextField
            idPrefix={FIELD_ID_PREFIX}
            name="zipCode"
            label="Código postal"
            inputMode="numeric"
            autoComplete="postal-code"
          />
          <TextField idPrefix={FIELD_ID_PREFIX} name="country" label="País" autoComplete="country-name" />
        </div>
      </fieldset>

      <fieldset className={styles.section}>
        <legend className={styles.legend}>Vigencia</legend>
        <div className={styles.grid}>
          <TextField
            idPrefix={FIELD_ID_PREFIX}
            name="startDate"
            label="Inicio de vigencia"
            type="date"
            hint="Desde qué día querés estar cubierto."
          />
        </div>
      </fieldset>

      {bike ? (
        <fieldset className={styles.section}>
          <legend className={styles.legend}>Datos de la bicicleta</legend>
          <div className={styles.grid}>
            <TextField idPrefix={FIELD_ID_PREFIX} name="brand" label="Marca" />
            <TextField idPrefix={FIELD_ID_PREFIX} name="model" label="Modelo" />
            <TextField idPrefix={FIELD_ID_PREFIX} name="serialNumber" label="Número de serie" className={styles.wide} />
            <InvoiceField />
          </div>
        </fieldset>
      ) : null}

      <PaymentMethodField />

      {alert ? (
        <p role="alert" className={styles.alert}>
          {alert}
        </p>
      ) : fixFields ? (
        <p role="alert" className={styles.alert}>
          {FIX_FIELDS_MESSAGE}
        </p>
      ) : null}

      <div className={styles.actions}>
        <button type="submit" disabled={busy} className={`${buttons.button} ${buttons.primary} ${buttons.block}`}>
          {busy ? SUBMIT_BUSY_LABEL : SUBMIT_LABEL}
        </button>
      </div>
    </form>
  );
}

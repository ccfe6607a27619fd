import type { FormEvent } from 'react';
import { Formik, useFormikContext } from 'formik';
import * as yup from 'yup';
import { buttons } from '@/components/buttons';
import { SelectField, TextField } from '@/components/form-field';
import { UY_DEPARTAMENTOS } from 'contracts/uy';
import { PAYMENT_METHODS } from '@/config/emission';
import { useEmitPolicy, type EmitPolicy } from '../hooks/use-emit-policy';
import type { EmissionPolicy } from '../lib/build-emission-request';
import { policyKind, type EmissionFormValues } from '../lib/form-values';
import styles from './emission-form.module.css';
import { InvoiceField } from './invoice-field';
import { FIRST_PAYMENT_OPTION_ID, PaymentMethodField } from './payment-method-field';

/** Invented: the spec's one client rule is choosing a payment method (§5). */
export const PAYMENT_METHOD_REQUIRED = 'Elegí una forma de pago.';

export const SUBMIT_LABEL = 'Emitir póliza';
export const SUBMIT_BUSY_LABEL = 'Emitiendo…';

const schema = yup.object({
  paymentMethod: yup
    .string()
    .required(PAYMENT_METHOD_REQUIRED)
    .oneOf([...PAYMENT_METHODS], PAYMENT_METHOD_REQUIRED),
});

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
  return (
    <Formik<EmissionFormValues>
      initialValues={initialValues}
      validationSchema={schema}
      validate={emission.validate}
      onSubmit={emission.emit}
    >
      <EmissionFields
        bike={policyKind(policy) === 'bike'}
        emit={emission.emit}
        busy={emission.busy}
        alert={emission.alert}
      />
    </Formik>
  );
}

interface EmissionFieldsProps {
  bike: boolean;
  emit: EmitPolicy['emit'];
  busy: boolean;
  alert: string | null;
}

function EmissionFields({ bike, emit, busy, alert }: EmissionFieldsProps) {
  const formik = useFormikContext<EmissionFormValues>();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    // Formik validates asynchronously, which would open the card payment tab outside the click's user
    // gesture: validate synchronously here and emit at once; let Formik show the errors otherwise.
    if (schema.isValidSync(formik.values)) {
      emit(formik.values, formik);
      return;
    }
    void formik.submitForm();
    document.getElementById(FIRST_PAYMENT_OPTION_ID)?.focus();
  }

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-label="Datos para emitir la póliza"
      aria-busy={busy}
      className={styles.form}
    >
      <fieldset className={styles.section}>
        <legend className={styles.legend}>Datos personales</legend>
        <div className={styles.grid}>
          <TextField name="firstName" label="Nombre" autoComplete="given-name" />
          <TextField name="lastName" label="Apellido" autoComplete="family-name" />
          <TextField name="birthDate" label="Fecha de nacimiento" type="date" autoComplete="bday" />
          <TextField
            name="phone"
            label="Celular"
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            placeholder="09X XXX XXX"
          />
          <TextField name="email" label="Correo electrónico" type="email" autoComplete="email" />
          <TextField
            name="company"
            label="Empresa"
            optional
            autoComplete="organization"
            hint="Solo si contratás a nombre de una empresa (RUT)."
          />
          <SelectField name="documentType" label="Tipo de documento" options={DOCUMENT_TYPES} />
          <TextField name="documentNumber" label="Número de documento" inputMode="numeric" placeholder="1.234.567-8" />
        </div>
      </fieldset>

      <fieldset className={styles.section}>
        <legend className={styles.legend}>Domicilio</legend>
        <div className={styles.grid}>
          <TextField name="address" label="Calle" autoComplete="address-line1" className={styles.wide} />
          <TextField name="doorNumber" label="Número de puerta" placeholder="s/n" />
          <TextField name="apartment" label="Apartamento" optional autoComplete="address-line2" />
          <TextField name="city" label="Ciudad" autoComplete="address-level2" />
          <SelectField
            name="region"
            label="Departamento"
            options={DEPARTMENT_OPTIONS}
            placeholder="Elegí un departamento"
          />
          <TextField name="zipCode" label="Código postal" inputMode="numeric" autoComplete="postal-code" />
          <TextField name="country" label="País" autoComplete="country-name" />
        </div>
      </fieldset>

      <fieldset className={styles.section}>
        <legend className={styles.legend}>Vigencia</legend>
        <div className={styles.grid}>
          <TextField
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
            <TextField name="brand" label="Marca" />
            <TextField name="model" label="Modelo" />
            <TextField name="serialNumber" label="Número de serie" className={styles.wide} />
            <InvoiceField />
          </div>
        </fieldset>
      ) : null}

      <PaymentMethodField />

      {alert ? (
        <p role="alert" className={styles.alert}>
          {alert}
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

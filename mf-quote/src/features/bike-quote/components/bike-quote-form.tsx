import { Formik, type FormikHelpers } from 'formik';
import { useNavigate } from 'react-router';
import { errorMessage, formatUsd, notifyProduct, paths, useServerFieldErrors } from 'shared-ui';
import * as yup from 'yup';
import { AmountField } from '@/components/amount-field';
import { BirthDateField } from '@/components/birth-date-field';
import { formStyles, GuardedForm, SubmitActions, TextField } from 'shared-ui/formik';
import styles from '@/components/form.module.css';
import { BIKE_VALUE_RANGE } from '@/config/sbi';
import { birthDateSchema } from '@/lib/birth-date';
import { storeQuote } from '@/lib/quote-storage';
import { CREATE_QUOTE_ERROR, createBikeQuote } from '../api/create-bike-quote';

interface BikeQuoteValues {
  name: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  birthDate: string;
  declaredValue: number | null;
}

const initialValues: BikeQuoteValues = {
  name: '',
  lastName: '',
  email: '',
  phoneNumber: '',
  birthDate: '',
  declaredValue: null,
};

const { min, max } = BIKE_VALUE_RANGE;
/** 'Entre USD 200 y USD 15.000.': said under the field before anything is sent (formatted on first use). */
const rangeText = () => `Entre ${formatUsd(min)} y ${formatUsd(max)}.`;
const outOfRange = () => `Aseguramos bicis de ${formatUsd(min)} a ${formatUsd(max)}.`;

// Spec §5: name, lastName, email and declaredValue required (declaredValue numeric); phoneNumber optional.
const schema = yup.object({
  name: yup.string().trim().required('Ingresá tu nombre.'),
  lastName: yup.string().trim().required('Ingresá tu apellido.'),
  email: yup.string().trim().required('Ingresá tu email.').email('Ingresá un email válido.'),
  phoneNumber: yup.string().trim(),
  birthDate: birthDateSchema,
  declaredValue: yup
    .number()
    .typeError('El valor de la bici debe ser un número.')
    .nullable()
    .required('Ingresá el valor de tu bici en USD.')
    .min(min, outOfRange)
    .max(max, outOfRange),
});

/** Fields of POST /quote/create (createBikeQuote) → the form field each one comes from. */
const WIRE_TO_FORM: Record<string, keyof BikeQuoteValues> = {
  name: 'name',
  surname: 'lastName',
  email: 'email',
  phoneNumber: 'phoneNumber',
  birthDate: 'birthDate',
  value: 'declaredValue',
};

/** Starts a bike quote and goes to the bike result page. */
export function BikeQuoteForm() {
  const navigate = useNavigate();
  const serverErrors = useServerFieldErrors<BikeQuoteValues>();
  const submit = async (values: BikeQuoteValues, helpers: FormikHelpers<BikeQuoteValues>) => {
    try {
      const quote = await createBikeQuote({ ...values, declaredValue: values.declaredValue ?? 0 });
      storeQuote(quote);
      navigate(paths.compare.href('bike'));
    } catch (error) {
      console.error('[mf-quote] POST /quote/create (bici) falló', error);
      notifyProduct.error(errorMessage(error, CREATE_QUOTE_ERROR));
      // A 400 about one field (meta.field) also marks that field and focuses it.
      serverErrors.apply(values, helpers, error, WIRE_TO_FORM);
    }
  };

  return (
    <Formik initialValues={initialValues} validationSchema={schema} validate={serverErrors.validate} onSubmit={submit}>
      <GuardedForm aria-label="Cotizá tu bici" className={formStyles.form} idPrefix="cotizar-bici">
        <div className={styles.section}>
          <div className={formStyles.grid}>
            <TextField name="name" label="Nombre" autoComplete="given-name" />
            <TextField name="lastName" label="Apellido" autoComplete="family-name" />
            <TextField name="email" label="Email" type="email" autoComplete="email" />
            <TextField
              name="phoneNumber"
              label="Celular"
              type="tel"
              autoComplete="tel"
              optional
              hint="Para llamarte, si lo pedís."
            />
            <BirthDateField />
            <AmountField
              name="declaredValue"
              label="Valor de tu bici (USD)"
              hint={`${rangeText()} Lo que pagarías hoy por una bici igual: ese es el valor asegurado.`}
              className={formStyles.wide}
            />
          </div>
        </div>
        <SubmitActions label="Cotizar" busyLabel="Cotizando…" />
      </GuardedForm>
    </Formik>
  );
}

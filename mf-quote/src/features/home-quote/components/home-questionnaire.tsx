import { useEffect, useState } from 'react';
import { Formik, useFormikContext } from 'formik';
import { useNavigate } from 'react-router';
import { errorMessage, notifyProduct, paths } from 'shared-ui';
import * as yup from 'yup';
import { AmountField } from '@/components/amount-field';
import { BirthDateField } from '@/components/birth-date-field';
import { ChoiceField } from '@/components/choice-field';
import { PersonSection } from '@/components/person-section';
import { formStyles, GuardedForm, SubmitActions, TextField } from 'shared-ui/formik';
import styles from '@/components/form.module.css';
import { CONSTRUCCION_OPTIONS, PROPIEDAD_OPTIONS, UBICACION_OPTIONS } from '@/config/home-options';
import { birthDateSchema } from '@/lib/birth-date';
import { useHydrated } from '@/lib/use-hydrated';
import { getProducts, PRODUCTS_ERROR } from '../api/get-products';
import { findProductByName, homeProductName, UNSUPPORTED_PROPERTY } from '../lib/home-product';
import type { HomePlansState } from '../lib/plans-state';
import {
  initialHomeQuoteAnswers,
  selectAnswers,
  useHomeQuoteStore,
  type HomeQuoteAnswers,
} from '../stores/home-quote-store';
import local from './home-questionnaire.module.css';

export const INCOMPLETE_MESSAGE = 'Completá todos los campos para continuar.';

const schema = yup.object({
  propiedad: yup.string().required('Elegí el tipo de propiedad.'),
  construccion: yup.string().required('Elegí el tipo de construcción.'),
  ubicacion: yup.string().required('Elegí la ubicación.'),
  valorDeclarado: yup
    .number()
    .nullable()
    .required('Ingresá el costo estimado de reconstrucción.')
    .positive('El costo de reconstrucción debe ser mayor que cero.'),
  name: yup.string().trim().required('Ingresá tu nombre.'),
  surname: yup.string().trim().required('Ingresá tu apellido.'),
  email: yup.string().trim().required('Ingresá tu email.').email('Ingresá un email válido.'),
  phoneNumber: yup.string().trim(),
  birthDate: birthDateSchema,
});

/** Spec §5: every choice and the value set, name, surname and email filled. */
export function isQuestionnaireComplete(values: HomeQuoteAnswers): boolean {
  return Boolean(
    values.propiedad &&
    values.construccion &&
    values.ubicacion &&
    values.valorDeclarado !== null &&
    values.name.trim() &&
    values.surname.trim() &&
    values.email.trim(),
  );
}

/** Writes every change to the store, so a reload keeps the answers. */
function PersistAnswers() {
  const { values } = useFormikContext<HomeQuoteAnswers>();
  const setAnswers = useHomeQuoteStore((s) => s.setAnswers);
  useEffect(() => {
    setAnswers(values);
  }, [values, setAnswers]);
  return null;
}

/** The home questionnaire: maps the answers to the partner's product and opens its plans. */
export function HomeQuestionnaire() {
  const navigate = useNavigate();
  // Read once: the form owns the values from here on and writes them back.
  const [storedValues] = useState(() => selectAnswers(useHomeQuoteStore.getState()));
  // The page's prerendered HTML has no answers: the browser adopts it with none, then the tab's answers
  // come back (enableReinitialize), and only then are the form's values written to the tab's storage.
  const hydrated = useHydrated();
  const initialValues = hydrated ? storedValues : initialHomeQuoteAnswers;

  const submit = async (values: HomeQuoteAnswers) => {
    if (!isQuestionnaireComplete(values) || !values.propiedad || !values.construccion || !values.ubicacion) return;
    const productName = homeProductName(values);
    if (!productName) {
      notifyProduct.error(UNSUPPORTED_PROPERTY);
      return;
    }
    let productId: string;
    try {
      const product = findProductByName(await getProducts(), productName);
      if (!product) {
        notifyProduct.error(UNSUPPORTED_PROPERTY);
        return;
      }
      productId = product.id;
    } catch (error) {
      console.error('[mf-quote] GET /sbi/productos falló', error);
      notifyProduct.error(errorMessage(error, PRODUCTS_ERROR));
      return;
    }
    const state: HomePlansState = {
      declaredValue: values.valorDeclarado ?? 0,
      productId,
      productName,
      userData: {
        name: values.name.trim(),
        surname: values.surname.trim(),
        email: values.email.trim(),
        phoneNumber: values.phoneNumber.trim(),
        birthDate: values.birthDate.trim(),
      },
      propiedad: values.propiedad,
      construccion: values.construccion,
      ubicacion: values.ubicacion,
    };
    navigate(paths.quoteHomeForm.href(), { state });
  };

  return (
    <Formik initialValues={initialValues} enableReinitialize validationSchema={schema} onSubmit={submit}>
      <GuardedForm<HomeQuoteAnswers>
        aria-label="Cuestionario del seguro de hogar"
        className={formStyles.form}
        idPrefix="cotizar-hogar"
        onInvalid={(_errors, values) => {
          if (!isQuestionnaireComplete(values)) notifyProduct.error(INCOMPLETE_MESSAGE);
        }}
      >
        {hydrated ? <PersistAnswers /> : null}
        <section className={styles.section} aria-labelledby="home-quote-property">
          <h2 id="home-quote-property" className={styles.sectionTitle}>
            Tu vivienda
          </h2>
          <ChoiceField
            name="propiedad"
            legend="Tipo de propiedad"
            options={PROPIEDAD_OPTIONS}
            warning="Si vivís en planta baja o en primer piso de un edificio, elegí Casa."
          />
          <ChoiceField
            name="construccion"
            legend="Tipo de construcción"
            options={CONSTRUCCION_OPTIONS}
            warning="Las aseguradoras con las que trabajamos no aseguran construcciones de madera ni techos de paja."
          />
          <ChoiceField name="ubicacion" legend="Ubicación" options={UBICACION_OPTIONS} />
        </section>

        <section className={styles.section} aria-labelledby="home-quote-value">
          <h2 id="home-quote-value" className={styles.sectionTitle}>
            Costo de reconstrucción
          </h2>
          <AmountField
            name="valorDeclarado"
            label="Costo estimado de reconstrucción (USD)"
            hint={
              <ul className={local.tips}>
                <li>No incluyas el valor del terreno ni los gastos de compra.</li>
                <li>
                  Suele ser entre el 60 % y el 70 % del valor de mercado: una vivienda que vale USD 300.000 se
                  reconstruye con USD 180.000 a 210.000.
                </li>
                <li>Ante la duda, es mejor estimar de más que de menos.</li>
              </ul>
            }
          />
        </section>

        <PersonSection>
          <TextField name="phoneNumber" label="Celular" type="tel" autoComplete="tel" optional />
          <BirthDateField />
        </PersonSection>

        <SubmitActions label="Ver opciones de seguro" busyLabel="Buscando opciones…" />
      </GuardedForm>
    </Formik>
  );
}

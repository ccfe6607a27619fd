import { useEffect, useRef, useState } from 'react';
import { Formik, type FormikHelpers } from 'formik';
import { useNavigate } from 'react-router';
import { formatUsd, notifyProduct, paths, useServerFieldErrors } from 'shared-ui';
import { AmountField } from '@/components/amount-field';
import { ChoiceField } from '@/components/choice-field';
import { PersonSection } from '@/components/person-section';
import { formStyles, GuardedForm, SubmitActions, TextField } from 'shared-ui/formik';
import styles from '@/components/form.module.css';
import { CONSTRUCCION_OPTIONS, PROPIEDAD_OPTIONS, UBICACION_OPTIONS } from '@/config/home-options';
import { sendEmail } from '../api/send-email';
import {
  COVERAGE_FIELDS,
  customProposalSchema,
  customProposalText,
  EMAIL_SUBJECT,
  emptyCustomProposal,
  FAILURE_MESSAGE,
  hasMissingRequired,
  REDIRECT_DELAY_MS,
  REQUIRED_MESSAGE,
  SUCCESS_MESSAGE,
  type CustomProposalValues,
} from '../lib/custom-proposal';

interface CustomProposalFormProps {
  /** Answers already given in the questionnaire, to save typing them again. */
  initialValues?: Partial<CustomProposalValues>;
  /** Sent along (the form has no phone field). */
  phoneNumber?: string;
}

type Notice = { kind: 'error'; text: string } | { kind: 'success'; text: string } | null;

/** Fields of POST /email/send (sendEmail) that come from one form field: the name sent is name + surname. */
const WIRE_TO_FORM: Record<string, keyof CustomProposalValues> = { name: 'name', email: 'email' };

/** 'Propuesta a medida': every field but the comment is required; the request goes by e-mail. */
export function CustomProposalForm({ initialValues, phoneNumber = '' }: CustomProposalFormProps) {
  const navigate = useNavigate();
  const [notice, setNotice] = useState<Notice>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const serverErrors = useServerFieldErrors<CustomProposalValues>();

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const submit = async (values: CustomProposalValues, helpers: FormikHelpers<CustomProposalValues>) => {
    setNotice(null);
    try {
      await sendEmail({
        name: `${values.name.trim()} ${values.surname.trim()}`,
        email: values.email.trim(),
        phoneNumber,
        subject: EMAIL_SUBJECT,
        text: customProposalText(values),
      });
    } catch (error) {
      console.error('[mf-quote] POST /email/send (propuesta a medida) falló', error);
      setNotice({ kind: 'error', text: FAILURE_MESSAGE });
      // A 400 about one field (meta.field) also marks that field, with the server's message, and focuses it.
      serverErrors.apply(values, helpers, error, WIRE_TO_FORM);
      return;
    }
    helpers.resetForm({ values: emptyCustomProposal });
    setNotice({ kind: 'success', text: SUCCESS_MESSAGE });
    // The toast outlives this screen: it is still on view after the return home.
    notifyProduct.success(SUCCESS_MESSAGE);
    timer.current = setTimeout(() => navigate(paths.home.href()), REDIRECT_DELAY_MS);
  };

  return (
    <Formik
      initialValues={{ ...emptyCustomProposal, ...initialValues }}
      validationSchema={customProposalSchema}
      validate={serverErrors.validate}
      onSubmit={submit}
    >
      <GuardedForm<CustomProposalValues>
        aria-label="Propuesta a medida"
        className={formStyles.form}
        onInvalid={(_errors, values) => {
          setNotice(hasMissingRequired(values) ? { kind: 'error', text: REQUIRED_MESSAGE } : null);
        }}
      >
        <PersonSection />

        <section className={styles.section} aria-labelledby="custom-home">
          <h2 id="custom-home" className={styles.sectionTitle}>
            Tu vivienda
          </h2>
          <ChoiceField name="propiedad" legend="Tipo de propiedad" options={PROPIEDAD_OPTIONS} />
          <ChoiceField name="construccion" legend="Tipo de construcción" options={CONSTRUCCION_OPTIONS} />
          <ChoiceField name="ubicacion" legend="Ubicación" options={UBICACION_OPTIONS} />
        </section>

        <section className={styles.section} aria-labelledby="custom-coverages">
          <h2 id="custom-coverages" className={styles.sectionTitle}>
            Sumas aseguradas (USD)
          </h2>
          <div className={formStyles.grid}>
            {COVERAGE_FIELDS.map(({ key, label, max, guidance }) => (
              <AmountField
                key={key}
                name={key}
                label={label}
                hint={guidance ? `${guidance} Máximo ${formatUsd(max)}.` : `Máximo ${formatUsd(max)}.`}
              />
            ))}
          </div>
        </section>

        <section className={styles.section} aria-labelledby="custom-comment">
          <h2 id="custom-comment" className={styles.sectionTitle}>
            Algo más
          </h2>
          <TextField name="comentario" label="Comentario" optional multiline />
        </section>

        {notice?.kind === 'error' ? (
          <p role="alert" className={formStyles.formError}>
            {notice.text}
          </p>
        ) : null}
        {notice?.kind === 'success' ? (
          <p role="status" className={formStyles.formStatus}>
            {notice.text}
          </p>
        ) : null}

        <SubmitActions label="Enviar solicitud" busyLabel="Enviando…" />
      </GuardedForm>
    </Formik>
  );
}

import { useLayoutEffect, useRef, useState } from 'react';
import { Formik, Form, useFormikContext, type FormikHelpers } from 'formik';
import type { Profile, ProfileBody } from 'contracts';
import { errorMessage, notify, Spinner, useServerFieldErrors } from 'shared-ui';
import { formStyles, plainOptions, SelectField, SubmitActions, TextField } from 'shared-ui/formik';
import { PROFILE_SAVE_ERROR, updateProfile } from '../api/update-profile';
import styles from './profile-form.module.css';

export interface ProfileValues {
  phone: string;
  documentType: '' | 'CI' | 'RUT';
  documentNumber: string;
}

/** contracts' profileMessages, for the two rules checked before sending (the api checks the rest). */
export const profileFormMessages = {
  documentTypeMissing: 'Elegí el tipo de documento (CI o RUT).',
  documentNumberMissing: 'Completá el número de documento.',
  saved: 'Guardamos tus datos.',
} as const;

const ID_PREFIX = 'profile';
const DOCUMENT_TYPES = ['CI', 'RUT'] as const;

export function profileValues(profile: Profile | null): ProfileValues {
  return {
    phone: profile?.phone ?? '',
    documentType: profile?.documentType ?? '',
    documentNumber: profile?.documentNumber ?? '',
  };
}

function validate(values: ProfileValues): Partial<Record<keyof ProfileValues, string>> {
  const errors: Partial<Record<keyof ProfileValues, string>> = {};
  // The document goes with its type, and the type with a number.
  if (values.documentNumber.trim() && !values.documentType)
    errors.documentType = profileFormMessages.documentTypeMissing;
  if (values.documentType && !values.documentNumber.trim())
    errors.documentNumber = profileFormMessages.documentNumberMissing;
  return errors;
}

function toBody(values: ProfileValues): ProfileBody {
  const documentNumber = values.documentNumber.trim();
  return {
    phone: values.phone.trim() || null,
    documentType: documentNumber && values.documentType ? values.documentType : null,
    documentNumber: documentNumber || null,
  };
}

/**
 * Fills the form once the kept profile arrives, leaving alone every field the person already changed
 * while it loaded: what they typed is never overwritten.
 */
function FillWhenLoaded({ profile }: { profile: Profile | null | undefined }) {
  const { initialValues, setValues } = useFormikContext<ProfileValues>();
  const filled = useRef(false);
  // (A layout effect runs in the same task as the render that brought the profile, so no choice the person makes
  // can land between that render and the merge, as it could before a passive effect ran.)
  useLayoutEffect(() => {
    if (profile === undefined || filled.current) return;
    filled.current = true;
    const loaded = profileValues(profile);
    const keys = Object.keys(loaded) as Array<keyof ProfileValues>;
    // (Merged into the values as they are when the update runs, not as this render saw them: a choice made in
    // the same moment the profile arrived is kept too.)
    void setValues(
      (current) =>
        Object.fromEntries(
          keys.map((key) => [key, current[key] === initialValues[key] ? loaded[key] : current[key]]),
        ) as unknown as ProfileValues,
      false,
    );
  }, [profile, initialValues, setValues]);
  return null;
}

/**
 * The phone and document a person keeps to prefill the emission, claims and request forms (PUT
 * /user/profile). Empty fields clear what was kept. The api answers with what it stored (normalised digits).
 * Shown at once: with `profile` still undefined (loading) the fields can be typed in and fill when it
 * arrives; saving waits for it, so an empty field never clears data the person did not see.
 */
export function ProfileForm({ profile }: { profile: Profile | null | undefined }) {
  const [initialValues] = useState(() => profileValues(profile ?? null));
  const loading = profile === undefined;
  const [alert, setAlert] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const running = useRef(false);
  const serverErrors = useServerFieldErrors<ProfileValues>();

  const save = async (values: ProfileValues, helpers: FormikHelpers<ProfileValues>) => {
    if (running.current) return;
    running.current = true;
    setAlert(null);
    setSaved(false);
    try {
      const stored = await updateProfile(toBody(values));
      // The stored (normalised) values become the form's: a reload shows the same.
      helpers.resetForm({ values: profileValues(stored) });
      setSaved(true);
      notify.success(profileFormMessages.saved);
    } catch (error) {
      // A 400 about the phone or the document is shown under that field; anything else above the button.
      const named = serverErrors.apply(values, helpers, error, (field) => (field in values ? field : null));
      if (!named) setAlert(errorMessage(error, PROFILE_SAVE_ERROR));
    } finally {
      running.current = false;
    }
  };

  return (
    <Formik<ProfileValues>
      initialValues={initialValues}
      validate={(values) => ({ ...validate(values), ...serverErrors.validate(values) })}
      onSubmit={save}
    >
      {({ isSubmitting }) => (
        <Form
          noValidate
          aria-label="Tus datos de contacto"
          aria-busy={isSubmitting || loading}
          className={`${styles.form} ${formStyles.compact}`}
        >
          <FillWhenLoaded profile={profile} />
          <p className={styles.lead}>
            Los usamos para completar por vos los formularios de compra, de reclamos y de solicitudes. Dejalos vacíos si
            no querés guardarlos.
          </p>
          <div className={styles.grid}>
            <TextField
              name="phone"
              label="Celular"
              optional
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              placeholder="09X XXX XXX"
              idPrefix={ID_PREFIX}
              className={styles.wide}
            />
            <SelectField
              name="documentType"
              label="Tipo de documento"
              optional
              options={plainOptions(DOCUMENT_TYPES)}
              placeholder="Sin documento"
              idPrefix={ID_PREFIX}
            />
            <TextField
              name="documentNumber"
              label="Número de documento"
              optional
              inputMode="numeric"
              placeholder="1.234.567-2"
              idPrefix={ID_PREFIX}
            />
          </div>
          {alert ? (
            <p role="alert" className={styles.alert}>
              {alert}
            </p>
          ) : null}
          {saved ? (
            <p role="status" className={styles.saved}>
              {profileFormMessages.saved}
            </p>
          ) : null}
          {loading ? <Spinner label="Cargando tus datos…" showLabel /> : null}
          <SubmitActions label="Guardar mis datos" busyLabel="Guardando…" disabled={loading} />
        </Form>
      )}
    </Formik>
  );
}

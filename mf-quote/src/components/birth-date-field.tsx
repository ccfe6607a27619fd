import { TextField } from 'shared-ui/formik';
import { BIRTH_DATE_HINT, BIRTH_DATE_LABEL } from '@/lib/birth-date';

/** The quote forms' optional birth date (checked by birthDateSchema), passed on by 'Quiero que me llamen'. */
export function BirthDateField() {
  return (
    <TextField
      name="birthDate"
      label={BIRTH_DATE_LABEL}
      type="date"
      autoComplete="bday"
      optional
      hint={BIRTH_DATE_HINT}
    />
  );
}

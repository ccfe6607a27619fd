import * as yup from 'yup';

export const BIRTH_DATE_LABEL = 'Fecha de nacimiento';
export const BIRTH_DATE_INVALID = 'Ingresá una fecha de nacimiento válida.';
/** Why it is asked: the person calling back prepares the proposal with it. */
export const BIRTH_DATE_HINT = 'Si pedís que te llamemos, la usamos para preparar tu propuesta.';

/** Today in the browser's calendar, as the date input writes it (yyyy-mm-dd). */
function today(): string {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/**
 * The birth date of the quote payload (spec §3, both shapes) that the lead ('Quiero que me llamen') passes on.
 * Optional, as spec §5 requires only name, surname, e-mail and value; when given, a real past date.
 */
export const birthDateSchema = yup
  .string()
  .trim()
  .test('birth-date', BIRTH_DATE_INVALID, (value) => {
    if (!value) return true;
    if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
    const date = new Date(`${value}T00:00:00Z`);
    return (
      !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value) && value >= '1900-01-01' && value <= today()
    );
  });

/** The value sent: the date, or null when left empty. */
export function birthDateOrNull(value: string | undefined): string | null {
  return value?.trim() || null;
}

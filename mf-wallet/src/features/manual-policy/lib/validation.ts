// The manual form's rules (spec §5 Add service). 'Guardar' needs the validity, product and plan (and the
// policy number for sbi); 'Prefiero completarlo más tarde' only well-formed values. The api checks the same.
import { validateYupSchema, yupToFormErrors, type FormikErrors } from 'formik';
import * as yup from 'yup';
import type { ManualPolicyValues } from './form-values';

export const messages = {
  vigenciaDesde: 'Completá la vigencia desde.',
  vigenciaHasta: 'Completá la vigencia hasta.',
  producto: 'Completá el producto.',
  plan: 'Completá el plan.',
  numeroPoliza: 'Completá el número de póliza.',
  validityOrder: 'La vigencia hasta no puede ser anterior a la vigencia desde.',
  date: 'Ingresá una fecha válida.',
  cuotas: 'Las cuotas son un número entero, de 1 o más.',
  money: 'Ingresá un monto en USD, solo números.',
  coverageName: 'Completá el nombre de la cobertura.',
  sum: 'Ingresá la suma asegurada en USD, solo números.',
} as const;

/** Whether the rules are 'Guardar''s (everything required) and which insurer (sbi needs the number). */
export interface ValidationContext {
  complete: boolean;
  insurer: string;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
/** USD with up to two decimals, after a dot or a comma: 1500, 463.62, 463,62. */
export const MONEY = /^\d+([.,]\d{1,2})?$/;

const optionalMoney = (message: string) =>
  yup.string().test('money', message, (value) => !value?.trim() || MONEY.test(value.trim()));

const requiredWhenComplete = (message: string) =>
  yup.string().when('$complete', {
    is: true,
    then: (s) => s.trim().required(message),
  });

const date = (required: string) =>
  requiredWhenComplete(required).test('date', messages.date, (value) => !value || DATE.test(value));

const schema = yup.object({
  numeroPoliza: yup.string().when(['$complete', '$insurer'], {
    is: (complete: boolean, insurer: string) => complete && insurer === 'sbi',
    then: (s) => s.trim().required(messages.numeroPoliza),
  }),
  vigenciaDesde: date(messages.vigenciaDesde),
  vigenciaHasta: date(messages.vigenciaHasta).test('order', messages.validityOrder, function (value) {
    const from = (this.parent as ManualPolicyValues).vigenciaDesde;
    return !value || !from || !DATE.test(from) || value >= from;
  }),
  producto: requiredWhenComplete(messages.producto),
  plan: requiredWhenComplete(messages.plan),
  cuotas: yup.string().test('cuotas', messages.cuotas, (value) => {
    const text = value?.trim();
    return !text || (/^\d+$/.test(text) && Number(text) >= 1 && Number(text) <= 60);
  }),
  prima: optionalMoney(messages.money),
  premioTotal: optionalMoney(messages.money),
  benefits: yup.array(
    yup.object({
      nombreCobertura: yup.string().test('name', messages.coverageName, function (value) {
        // A row with only a sum is missing its name; a blank row is ignored.
        return !!value?.trim() || !(this.parent as { sumaAsegurada?: string }).sumaAsegurada?.trim();
      }),
      sumaAsegurada: optionalMoney(messages.sum),
    }),
  ),
});

/** The form's errors under these rules, nested as Formik keeps them ({} when valid). */
export async function manualPolicyErrors(
  values: ManualPolicyValues,
  context: ValidationContext,
): Promise<FormikErrors<ManualPolicyValues>> {
  try {
    await validateYupSchema(values, schema, false, context);
    return {};
  } catch (error) {
    if (error instanceof yup.ValidationError) return yupToFormErrors<ManualPolicyValues>(error);
    throw error;
  }
}

import type { ChangeEvent } from 'react';
import { useFormikContext } from 'formik';
import { fieldStyles } from 'shared-ui';
import { formStyles } from 'shared-ui/formik';
import { fieldIds } from '@/lib/field-ids';
import { MAX_INSTALLMENTS, type PaymentMethod } from '@/config/emission';
import type { EmissionFormValues } from '../lib/form-values';
import styles from './emission-form.module.css';

const OPTIONS: readonly { value: PaymentMethod; label: string; description: string }[] = [
  {
    value: 'tarjeta',
    label: 'Tarjeta de crédito o débito',
    description: 'Pagás ahora en la pasarela de pago, que se abre en otra pestaña.',
  },
  {
    value: 'link',
    label: 'Transferencia bancaria',
    description: 'Te enviamos por correo los datos para transferir.',
  },
  {
    value: 'red_cobranza',
    label: 'Abitab o RedPagos',
    description: 'Pagás en la red de cobranza, hasta en 10 cuotas.',
  },
];

const INSTALLMENT_OPTIONS = Array.from({ length: MAX_INSTALLMENTS }, (_, i) => String(i + 1));

/** Id of the first payment option, focused when the form is sent without one. */
export const FIRST_PAYMENT_OPTION_ID = `${fieldIds('paymentMethod').id}-${OPTIONS[0]!.value}`;

/** Payment method radios; the installments select only for the collection network (spec §2, §9). */
export function PaymentMethodField() {
  const { values, errors, touched, setFieldValue, handleBlur, handleChange } = useFormikContext<EmissionFormValues>();
  const ids = fieldIds('paymentMethod');
  const installmentsIds = fieldIds('installments');
  const error = touched.paymentMethod ? errors.paymentMethod : undefined;

  function onMethodChange(event: ChangeEvent<HTMLInputElement>) {
    handleChange(event);
    // Installments belong to the collection network only: do not carry a hidden choice to another method.
    if (event.currentTarget.value !== 'red_cobranza') void setFieldValue('installments', '1', false);
  }

  return (
    <fieldset className={styles.section} aria-describedby={error ? ids.error : undefined}>
      <legend className={styles.legend}>Forma de pago</legend>
      <div className={styles.choices}>
        {OPTIONS.map((option) => {
          const id = `${ids.id}-${option.value}`;
          return (
            <label key={option.value} htmlFor={id} className={styles.choice}>
              <input
                id={id}
                type="radio"
                name="paymentMethod"
                value={option.value}
                checked={values.paymentMethod === option.value}
                onChange={onMethodChange}
                onBlur={handleBlur}
                aria-describedby={`${id}-description`}
              />
              <span>
                <span className={styles.choiceLabel}>{option.label}</span>
                <span id={`${id}-description`} className={styles.choiceDescription}>
                  {option.description}
                </span>
              </span>
            </label>
          );
        })}
      </div>
      {error ? (
        <p id={ids.error} role="alert" className={fieldStyles.error}>
          {error}
        </p>
      ) : null}
      {values.paymentMethod === 'red_cobranza' ? (
        <div className={`${formStyles.field} ${styles.installments}`}>
          <label htmlFor={installmentsIds.id} className={formStyles.label}>
            Cantidad de cuotas
          </label>
          <select
            id={installmentsIds.id}
            name="installments"
            value={values.installments}
            onChange={handleChange}
            onBlur={handleBlur}
            className={fieldStyles.control}
            aria-describedby={installmentsIds.hint}
          >
            {INSTALLMENT_OPTIONS.map((n) => (
              <option key={n} value={n}>
                {n === '1' ? '1 cuota' : `${n} cuotas`}
              </option>
            ))}
          </select>
          <p id={installmentsIds.hint} className={fieldStyles.hint}>
            Pagá en Abitab o RedPagos hasta en 10 cuotas.
          </p>
        </div>
      ) : null}
    </fieldset>
  );
}

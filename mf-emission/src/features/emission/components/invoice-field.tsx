import { useState, type ChangeEvent } from 'react';
import { useFormikContext } from 'formik';
import { fieldStyles } from 'shared-ui';
import { formStyles } from 'shared-ui/formik';
import { fieldIds } from '@/lib/field-ids';
import type { EmissionFormValues } from '../lib/form-values';
import { INVOICE_ACCEPT, INVOICE_TYPE_ERROR, isAcceptedInvoice } from '../lib/invoice';
import styles from './emission-form.module.css';

/** The bike's purchase invoice: a PDF or an image, checked here before anything is sent. */
export function InvoiceField() {
  const { values, errors, touched, setFieldValue } = useFormikContext<EmissionFormValues>();
  const [typeError, setError] = useState<string | null>(null);
  // A refused file type says so at once; a missing invoice once the person tried to send.
  const error = typeError ?? (touched.file && typeof errors.file === 'string' ? errors.file : null);
  const ids = fieldIds('file');

  function onChange(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const file = input.files?.[0] ?? null;
    if (file && !isAcceptedInvoice(file)) {
      setError(INVOICE_TYPE_ERROR);
      input.value = '';
      void setFieldValue('file', null);
      return;
    }
    setError(null);
    void setFieldValue('file', file);
  }

  return (
    <div className={`${formStyles.field} ${styles.wide}`}>
      <label htmlFor={ids.id} className={formStyles.label}>
        Factura de compra
      </label>
      <input
        id={ids.id}
        name="file"
        type="file"
        accept={INVOICE_ACCEPT}
        onChange={onChange}
        className={styles.file}
        aria-invalid={error ? true : undefined}
        aria-describedby={[ids.hint, error ? ids.error : ''].filter(Boolean).join(' ')}
      />
      <p id={ids.hint} className={fieldStyles.hint}>
        {values.file ? `Archivo elegido: ${values.file.name}` : 'PDF o imagen de la factura de la bicicleta.'}
      </p>
      {error ? (
        <p id={ids.error} role="alert" className={fieldStyles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

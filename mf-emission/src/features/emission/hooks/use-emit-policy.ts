import { useCallback, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError, notifyProduct, paths, useServerFieldErrors, type FieldErrorSetters } from 'shared-ui';
import { RESULT_POLICY_PARAM, saveEmissionResult } from '@/lib/emission-result-storage';
import { openPaymentWindow, type PaymentWindow } from '@/lib/payment-window';
import { createEmission, EMISSION_ERROR } from '../api/create-emission';
import { buildEmissionRequest, resolveProductId, type EmissionPolicy } from '../lib/build-emission-request';
import { clearEmissionDraft } from '../lib/emission-draft';
import type { EmissionFormValues } from '../lib/form-values';
import { InvoiceReadError, readInvoice } from '../lib/invoice';
import { emissionFormField } from '../lib/server-field-names';

/** Spec §5, shown as an alert; nothing is sent. */
export const MISSING_HOME_PRODUCT = 'Falta el productId del seguro de hogar. Volvé a seleccionar el producto/paquete.';

export interface EmitPolicy {
  /**
   * Starts the emission. Call it synchronously from the submit event: for card payment it opens the
   * payment tab right away, while the browser still treats the click as a user gesture.
   */
  emit: (values: EmissionFormValues, form: FieldErrorSetters) => void;
  busy: boolean;
  /** The form-level alert (missing home product), or null. */
  alert: string | null;
  /** For <Formik validate>: keeps the field the server refused marked until the person changes it. */
  validate: (values: EmissionFormValues) => Record<string, string>;
}

export function useEmitPolicy(policy: EmissionPolicy, userEmail: string | null): EmitPolicy {
  const navigate = useNavigate();
  const busyRef = useRef(false);
  const [busy, setBusy] = useState(false);
  const [alert, setAlert] = useState<string | null>(null);
  const serverErrors = useServerFieldErrors<EmissionFormValues>();

  const send = useCallback(
    async (values: EmissionFormValues, form: FieldErrorSetters, productId: string, tab: PaymentWindow | null) => {
      try {
        const invoice = values.file ? await readInvoice(values.file) : null;
        const body = buildEmissionRequest({ values, policy, productId, invoice, userEmail });
        const { linkDePago } = await createEmission(body);
        clearEmissionDraft(policy._id);
        if (tab) {
          if (linkDePago) tab.redirect(linkDePago);
          else tab.close();
        }
        saveEmissionResult({
          paymentMethod: values.paymentMethod || 'tarjeta',
          linkDePago: linkDePago ?? null,
          policyId: policy._id,
        });
        // The policy in the URL: a reload of the result screen still knows which purchase it shows.
        navigate(`${paths.emissionResult.href()}?${RESULT_POLICY_PARAM}=${encodeURIComponent(policy._id)}`);
      } catch (error) {
        tab?.close();
        const known = error instanceof ApiError || error instanceof InvoiceReadError;
        notifyProduct.error(known ? error.message : EMISSION_ERROR);
        // A 400 about one field (meta.field) also marks that field, with the same message, and focuses it.
        serverErrors.apply(values, form, error, emissionFormField(values, policy));
        busyRef.current = false;
        setBusy(false);
      }
    },
    [navigate, policy, userEmail, serverErrors],
  );

  const emit = useCallback(
    (values: EmissionFormValues, form: FieldErrorSetters) => {
      if (busyRef.current) return;
      const productId = resolveProductId(policy);
      if (!productId) {
        setAlert(MISSING_HOME_PRODUCT);
        return;
      }
      busyRef.current = true;
      setBusy(true);
      setAlert(null);
      const tab = values.paymentMethod === 'tarjeta' ? openPaymentWindow() : null;
      void send(values, form, productId, tab);
    },
    [policy, send],
  );

  return { emit, busy, alert, validate: serverErrors.validate };
}

import { useCallback, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import type { Prefill } from 'contracts';
import {
  applyServerFieldError,
  errorMessage,
  notify,
  paths,
  serverErrorField,
  useAuthStore,
  usePoliciesStore,
  useServerFieldErrors,
  type FieldErrorSetters,
} from 'shared-ui';
import { createExternalPolicy } from '../api/create-external-policy';
import { updatePolicy } from '../api/update-policy';
import { buildManualPolicyBody, manualFormField, type SaveMode } from '../lib/build-body';
import type { ManualPolicyValues } from '../lib/form-values';

/** Spec §5 and §8, word for word. */
export const saveMessages = {
  signIn: 'Debes iniciar sesión para guardar tus pólizas',
  saved: 'Pólizas guardadas correctamente',
  failed: 'No pudimos guardar la póliza.',
  laterFailed: 'No pudimos guardar. Probá de nuevo.',
} as const;

/** Where the form saves: a new external policy, or the policy saved for later that it completes. */
export interface SaveTarget {
  /** The policy being completed (PUT), or null for a new one (POST /policy/external). */
  policyId: string | null;
  category: string;
  insurer: string;
  prefill: Prefill | null;
}

export interface SaveManualPolicy {
  /** Saves once at a time; on success the wallet reloads and /app replaces this page in the history. */
  save: (values: ManualPolicyValues, mode: SaveMode, form: FieldErrorSetters, documentFileId: string | null) => void;
  /** Which button is saving, or null. */
  busy: SaveMode | null;
  /** The form-level alert (sign in, or why it was not saved), or null. */
  alert: string | null;
  /** For <Formik validate>: keeps a field the server refused marked until the person changes it. */
  validate: (values: ManualPolicyValues) => Record<string, string>;
}

export function useSaveManualPolicy(target: SaveTarget): SaveManualPolicy {
  const navigate = useNavigate();
  const running = useRef(false);
  const [busy, setBusy] = useState<SaveMode | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const serverErrors = useServerFieldErrors<ManualPolicyValues>();

  const send = useCallback(
    async (values: ManualPolicyValues, mode: SaveMode, form: FieldErrorSetters, documentFileId: string | null) => {
      const fallback = mode === 'complete' ? saveMessages.failed : saveMessages.laterFailed;
      const body = buildManualPolicyBody({ ...target, values, mode, documentFileId });
      try {
        if (target.policyId) await updatePolicy({ id: target.policyId, body }, fallback);
        else await createExternalPolicy(body, fallback);
        notify.success(saveMessages.saved);
        void usePoliciesStore.getState().load();
        // Stays busy: the page is left right away.
        navigate(paths.app.href(), { replace: true });
      } catch (error) {
        setAlert(errorMessage(error, fallback));
        const toField = manualFormField(values);
        // A coverage row is marked until the next validation; top-level fields until their value changes.
        if (serverErrorField(error, toField)?.startsWith('benefits.')) applyServerFieldError(form, error, toField);
        else serverErrors.apply(values, form, error, toField);
        running.current = false;
        setBusy(null);
      }
    },
    [navigate, serverErrors, target],
  );

  const save = useCallback<SaveManualPolicy['save']>(
    (values, mode, form, documentFileId) => {
      if (running.current) return;
      if (useAuthStore.getState().status !== 'authenticated') {
        setAlert(saveMessages.signIn);
        return;
      }
      running.current = true;
      setBusy(mode);
      setAlert(null);
      void send(values, mode, form, documentFileId);
    },
    [send],
  );

  return { save, busy, alert, validate: serverErrors.validate };
}

import { useCallback, useRef, useState } from 'react';
import { api } from 'shared-ui';

export const DELETE_POLICY_ERROR = 'No se pudo borrar la póliza. Verificá permisos.';

/** DELETE /policy/{id} */
export function deletePolicy(id: string): Promise<unknown> {
  return api.delete(`/policy/${encodeURIComponent(id)}`, { fallbackMessage: DELETE_POLICY_ERROR });
}

/** Deletes once at a time: a second call while one is running does nothing. Rejects with the Spanish message. */
export function useDeletePolicy(id: string) {
  const [busy, setBusy] = useState(false);
  const running = useRef(false);
  const run = useCallback(async (): Promise<boolean> => {
    if (running.current) return false;
    running.current = true;
    setBusy(true);
    try {
      await deletePolicy(id);
      // Stays busy on success: the screen leaves for /app right after.
      return true;
    } catch (error) {
      running.current = false;
      setBusy(false);
      throw error;
    }
  }, [id]);
  return { busy, run };
}

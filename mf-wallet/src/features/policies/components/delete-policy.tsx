import { useState } from 'react';
import { Dialog, notifyProduct } from 'shared-ui';
import { buttons } from '@/components/buttons';
import { DELETE_POLICY_ERROR, useDeletePolicy } from '../api/delete-policy';
import styles from './delete-policy.module.css';

interface DeletePolicyProps {
  policyId: string;
  /** After the server confirmed: reload the wallet and leave the page. */
  onDeleted: () => void;
}

/** 'Borrar póliza' with its confirmation dialog (spec §4 Delete). */
export function DeletePolicy({ policyId, onDeleted }: DeletePolicyProps) {
  const [open, setOpen] = useState(false);
  const { busy, run } = useDeletePolicy(policyId);

  const close = () => {
    if (!busy) setOpen(false);
  };

  const confirm = async () => {
    try {
      if (await run()) onDeleted();
    } catch (error) {
      setOpen(false);
      notifyProduct.error(error instanceof Error && error.message ? error.message : DELETE_POLICY_ERROR);
    }
  };

  return (
    <>
      <button type="button" className={`${buttons.button} ${buttons.dangerOutline}`} onClick={() => setOpen(true)}>
        Borrar póliza
      </button>
      <Dialog open={open} title="¿Seguro que quieres borrar?" onClose={close}>
        <p className={styles.text}>Esta acción eliminará la póliza de tu cuenta.</p>
        <div className={styles.actions}>
          <button type="button" className={`${buttons.button} ${buttons.secondary}`} onClick={close} disabled={busy}>
            Cancelar
          </button>
          <button
            type="button"
            className={`${buttons.button} ${buttons.danger}`}
            onClick={() => void confirm()}
            disabled={busy}
            aria-busy={busy}
          >
            {busy ? 'Borrando...' : 'Borrar'}
          </button>
        </div>
      </Dialog>
    </>
  );
}

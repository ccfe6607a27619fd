import { Link } from 'react-router-dom';
import type { Policy } from 'shared-ui';
import { buttons } from '@/components/buttons';
import { policyActions } from '../lib/policy-links';
import styles from './policy-actions.module.css';

/** 'Completar compra', 'Denunciar tu Siniestro', 'Completar datos de la póliza', 'Volver a cotizar'. */
export function PolicyActions({ policy }: { policy: Policy }) {
  const { completePurchase, claim, completeData, requote } = policyActions(policy);
  const primary = `${buttons.button} ${buttons.primary}`;
  const secondary = `${buttons.button} ${buttons.secondary}`;
  return (
    <div className={styles.actions}>
      {completePurchase ? (
        <Link to={completePurchase.to} className={primary}>
          Completar compra
        </Link>
      ) : null}
      {completeData ? (
        <Link to={completeData.to} state={completeData.state} className={primary}>
          Completar datos de la póliza
        </Link>
      ) : null}
      {claim ? (
        <Link to={claim.to} state={claim.state} className={completePurchase || completeData ? secondary : primary}>
          Denunciar tu Siniestro
        </Link>
      ) : null}
      <Link to={requote.to} state={requote.state} className={secondary}>
        Volver a cotizar
      </Link>
    </div>
  );
}

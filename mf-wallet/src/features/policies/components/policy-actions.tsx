import { Link } from 'react-router';
import { useAvailability, type Policy } from 'shared-ui';
import { buttons } from '@/components/buttons';
import { policyActions, type PolicyLink } from '../lib/policy-links';
import styles from './policy-actions.module.css';

/**
 * 'Completar compra', 'Denunciar tu Siniestro', 'Completar datos de la póliza', 'Volver a cotizar': those
 * that apply to the policy and lead to a screen that exists (the claims tab, the add-service page and the
 * request form come with their remotes).
 */
export function PolicyActions({ policy }: { policy: Policy }) {
  const { canOpen } = useAvailability();
  const shown = <L extends PolicyLink | null>(link: L): L | null =>
    link && canOpen(link.to, link.state) ? link : null;
  const actions = policyActions(policy);
  const completePurchase = shown(actions.completePurchase);
  const claim = shown(actions.claim);
  const completeData = shown(actions.completeData);
  const requote = shown(actions.requote);
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
      {requote ? (
        <Link to={requote.to} state={requote.state} className={secondary}>
          Volver a cotizar
        </Link>
      ) : null}
    </div>
  );
}

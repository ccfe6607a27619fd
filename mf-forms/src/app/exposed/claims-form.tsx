import { useId, useState } from 'react';
import { useLocation } from 'react-router';
import type { AppNavigationState } from 'shared-ui';
import { useClaims } from '@/features/claims/api/get-claims';
import { ClaimForm } from '@/features/claims/components/claim-form';
import { ClaimsList } from '@/features/claims/components/claims-list';
import styles from '@/features/claims/components/claims.module.css';

export interface ClaimsFormProps {
  /** The policy the claim is about (mf-wallet's 'Denunciar tu Siniestro'); else `location.state.policyNumber`. */
  policyNumber?: string | null;
  /** That policy's id: the claim is linked to it. */
  policyId?: string | null;
}

function policyNumberInState(state: unknown): string | null {
  const value = state && typeof state === 'object' ? (state as AppNavigationState).policyNumber : undefined;
  return typeof value === 'string' && value.trim() ? value.trim() : null;
}

/**
 * The /app tab 'Reclamos de Siniestros' (embedded by mf-wallet): the claims form and, below it, the person's
 * claims with their status, refreshed after each one sent.
 */
export default function ClaimsForm({ policyNumber, policyId }: ClaimsFormProps) {
  const location = useLocation();
  // Read on arrival: the host may clear the navigation state right after choosing the tab.
  const [fromState] = useState(() => policyNumberInState(location.state));
  const claims = useClaims();
  const formHeading = useId();
  const listHeading = useId();
  return (
    <div className={styles.section}>
      <section aria-labelledby={formHeading} className={styles.section}>
        <h2 id={formHeading} className={styles.heading}>
          Denunciá un siniestro
        </h2>
        <p className={styles.lead}>Completá tus datos y contanos qué pasó. Te contactaremos a la brevedad.</p>
        <ClaimForm policyNumber={policyNumber ?? fromState} policyId={policyId} onSent={claims.reload} />
      </section>
      <section aria-labelledby={listHeading} className={styles.section}>
        <h2 id={listHeading} className={styles.heading}>
          Tus reclamos
        </h2>
        <ClaimsList query={claims} label="Tus reclamos" emptyText="Todavía no enviaste reclamos." />
      </section>
    </div>
  );
}

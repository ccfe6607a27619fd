import { useClaims } from '@/features/claims/api/get-claims';
import { ClaimsList } from '@/features/claims/components/claims-list';

export interface PolicyClaimsProps {
  policyId: string;
}

/** The claims of one policy, compact, for mf-wallet's policy detail (the host gives the heading). */
export default function PolicyClaims({ policyId }: PolicyClaimsProps) {
  const claims = useClaims({ policyId });
  return (
    <ClaimsList query={claims} label="Reclamos de esta póliza" emptyText="No hay reclamos de esta póliza." compact />
  );
}

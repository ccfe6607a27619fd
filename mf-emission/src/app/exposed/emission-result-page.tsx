import { useLocation } from 'react-router';
import { Page } from '@/components/page';
import { EmissionResultView } from '@/features/emission-result/components/emission-result-view';
import { useEmissionResult } from '@/features/emission-result/hooks/use-emission-result';
import { useWatchedPolicy } from '@/features/emission-result/hooks/use-watched-policy';
import { policyIdOrNull, RESULT_POLICY_PARAM } from '@/lib/emission-result-storage';

/**
 * Routes /emission/result and /emision/resultado. The stored result says how the person chose to pay (read
 * once); the policy named in the URL (`?policy=<id>`, else the stored one) is watched until it is paid, so
 * the screen turns into the confirmation by itself, and a reload still shows where the purchase stands.
 */
export default function EmissionResultPage() {
  const result = useEmissionResult();
  // useLocation, not useSearchParams: the shell's shared router build only carries the hooks the app uses.
  const { search } = useLocation();
  const policyId = policyIdOrNull(new URLSearchParams(search).get(RESULT_POLICY_PARAM)) ?? result?.policyId ?? null;
  const watched = useWatchedPolicy(policyId);
  return (
    <Page title="Solicitud recibida">
      <EmissionResultView result={result} watched={watched} />
    </Page>
  );
}

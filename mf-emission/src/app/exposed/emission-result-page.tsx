import { Page } from '@/components/page';
import { EmissionResultView } from '@/features/emission-result/components/emission-result-view';
import { useEmissionResult } from '@/features/emission-result/hooks/use-emission-result';

/** Routes /emission/result and /emision/resultado. */
export default function EmissionResultPage() {
  const result = useEmissionResult();
  return (
    <Page title="Solicitud recibida">
      <EmissionResultView result={result} />
    </Page>
  );
}

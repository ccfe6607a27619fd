import { useParams } from 'react-router';
import { ErrorFallback, Spinner } from 'shared-ui';
import { Page } from '@/components/page';
import { QuoteEmpty } from '@/features/quote-result/components/quote-empty';
import { QuoteResult } from '@/features/quote-result/components/quote-result';
import { useQuoteToShow } from '@/features/quote-result/hooks/use-quote-to-show';

export const QUOTE_LOADING = 'Estamos preparando tu cotización. El proceso toma 2 minutos.';

/** Routes /insurance/bike/compare and /insurance/home/compare: the quote result. */
export default function ComparePage() {
  const { type } = useParams();
  const category = type === 'home' ? 'home' : 'bike';
  const { state, reload } = useQuoteToShow(category);
  return (
    <Page eyebrow="Tu cotización" title="Resultado de tu cotización">
      {state.status === 'loading' ? <Spinner showLabel label={QUOTE_LOADING} /> : null}
      {state.status === 'error' ? <ErrorFallback message={state.message} onRetry={reload} /> : null}
      {state.status === 'empty' ? <QuoteEmpty type={category} /> : null}
      {state.status === 'loaded' ? <QuoteResult quote={state.quote} /> : null}
    </Page>
  );
}

import { Link, Navigate, useLocation } from 'react-router';
import { formatUsd, paths } from 'shared-ui';
import { Page } from '@/components/page';
import { buttons } from '@/components/buttons';
import { HomePlans } from '@/features/home-quote/components/home-plans';
import { parsePlansState } from '@/features/home-quote/lib/plans-state';
import styles from './home-plans-page.module.css';

/** Route /quote/home/form: needs the questionnaire's navigation state, else back to the questionnaire. */
export default function HomePlansPage() {
  const location = useLocation();
  const state = parsePlansState(location.state);
  if (!state) return <Navigate to={paths.quoteHome.href()} replace />;
  return (
    <Page
      wide
      eyebrow={state.productName}
      title="Elegí tu plan"
      aside={
        <div className={styles.aside}>
          <p className={styles.pill}>
            Valor de referencia: <strong>{formatUsd(state.declaredValue)}</strong>
          </p>
          <Link to={paths.quoteHomeCustom.href()} className={buttons.link}>
            ¿Querés otras sumas? Pedí una propuesta a medida
          </Link>
        </div>
      }
    >
      <HomePlans state={state} />
    </Page>
  );
}

import { Link } from 'react-router';
import { paths } from 'shared-ui';
import { buttons } from '@/components/buttons';
import styles from './quote-result.module.css';

/** Nothing to show yet: an invitation to quote. */
export function QuoteEmpty({ type }: { type: 'bike' | 'home' }) {
  const href = type === 'home' ? paths.quoteHome.href() : paths.quoteBike.href();
  return (
    <section className={styles.card} aria-labelledby="quote-empty-title">
      <h2 id="quote-empty-title" className={styles.title}>
        Todavía no tenés una cotización
      </h2>
      <p className={styles.product}>Cotizá en 2 minutos y vas a ver acá el precio y las coberturas.</p>
      <div className={styles.actions}>
        <Link to={href} className={`${buttons.button} ${buttons.primary}`}>
          {type === 'home' ? 'Cotizar seguro de hogar' : 'Cotizar seguro de bici'}
        </Link>
      </div>
    </section>
  );
}

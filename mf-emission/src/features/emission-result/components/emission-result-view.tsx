import { Link } from 'react-router-dom';
import { paths } from 'shared-ui';
import { buttons } from '@/components/buttons';
import type { EmissionResult } from '@/lib/emission-result-storage';
import styles from './emission-result-view.module.css';

export const NO_RESULT = 'No hay datos para mostrar.';

const PENDING_STEPS: Record<'link' | 'red_cobranza' | 'tarjeta', string> = {
  link: 'Te enviaremos un correo electrónico con los pasos para pagar por transferencia bancaria.',
  red_cobranza:
    'Te enviaremos un correo electrónico con los pasos para pagar en la red de cobranza (Abitab o RedPagos).',
  tarjeta: 'Te enviaremos un correo electrónico con los pasos para completar el pago.',
};

/** What happens next, by payment method (spec §2, emission result). */
export function EmissionResultView({ result }: { result: EmissionResult | null }) {
  return (
    <div className={styles.body}>
      {result === null ? (
        <p className={styles.message}>{NO_RESULT}</p>
      ) : result.paymentMethod === 'tarjeta' && result.linkDePago ? (
        <section aria-labelledby="emission-result-card" className={styles.panel}>
          <h2 id="emission-result-card" className={styles.panelTitle}>
            Pago con tarjeta
          </h2>
          <p className={styles.message}>
            Te estamos redirigiendo a la pasarela de pago en otra pestaña para que completes el pago con tarjeta.
          </p>
          <p className={styles.message}>
            ¿No se abrió?{' '}
            <a href={result.linkDePago} target="_blank" rel="noopener noreferrer">
              Ir a la pasarela de pago
              <span className="visually-hidden"> (se abre en otra pestaña)</span>
            </a>
          </p>
        </section>
      ) : (
        <section aria-labelledby="emission-result-pending" className={styles.panel}>
          <h2 id="emission-result-pending" className={styles.panelTitle}>
            Póliza emitida, pendiente de pago
          </h2>
          <p className={styles.message}>Tu póliza fue emitida y está pendiente de pago.</p>
          <p className={styles.message}>{PENDING_STEPS[result.paymentMethod]}</p>
        </section>
      )}
      <div>
        <Link to={paths.app.href()} className={`${buttons.button} ${buttons.primary}`}>
          Ir a mis seguros
        </Link>
      </div>
    </div>
  );
}

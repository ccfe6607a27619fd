import { useId } from 'react';
import { Link } from 'react-router';
import type { Policy } from 'contracts';
import { formatDateRange, paths, Spinner } from 'shared-ui';
import { buttons } from '@/components/buttons';
import type { SavedEmissionResult } from '@/lib/emission-result-storage';
import type { WatchedPolicy } from '../hooks/use-watched-policy';
import { PolicyDocumentList } from './policy-document-list';
import styles from './emission-result-view.module.css';

export const NO_RESULT = 'No hay datos para mostrar.';

const PENDING_STEPS: Record<'link' | 'red_cobranza' | 'tarjeta', string> = {
  link: 'Te enviaremos un correo electrónico con los pasos para pagar por transferencia bancaria.',
  red_cobranza:
    'Te enviaremos un correo electrónico con los pasos para pagar en la red de cobranza (Abitab o RedPagos).',
  tarjeta: 'Te enviaremos un correo electrónico con los pasos para completar el pago.',
};

/** Invented (issue 19): said while this tab waits for the payment made in the partner's tab. */
export const WAITING_PAYMENT = 'Esperando la confirmación del pago. Esta página se actualiza sola cuando se acredite.';
export const CONFIRMED_TITLE = '¡Listo! Tu póliza está activa';

interface EmissionResultViewProps {
  /** How the person chose to pay, as the form stored it; null after a reload. */
  result: SavedEmissionResult | null;
  /** The purchase's policy as the api tells it now. */
  watched?: WatchedPolicy;
}

/** What happens next, by payment method (spec §2, emission result), until the policy is paid. */
export function EmissionResultView({ result, watched = { status: 'idle', policy: null } }: EmissionResultViewProps) {
  let content;
  if (watched.status === 'final') content = <Confirmation policy={watched.policy} />;
  else if (result) content = <Instructions result={result} waiting={watched.status === 'waiting'} />;
  else if (watched.status === 'waiting') content = <PendingPayment policy={watched.policy} />;
  else if (watched.status === 'loading') content = <Spinner label="Consultando el estado de tu compra…" showLabel />;
  else content = <p className={styles.message}>{NO_RESULT}</p>;

  return (
    <div className={styles.body}>
      {/* The confirmation replaces the instructions by itself: said to screen reader users as it comes. */}
      <div aria-live="polite">{content}</div>
      <div>
        <Link to={paths.app.href()} className={`${buttons.button} ${buttons.primary}`}>
          Ir a mis seguros
        </Link>
      </div>
    </div>
  );
}

function Instructions({ result, waiting }: { result: SavedEmissionResult; waiting: boolean }) {
  if (result.paymentMethod === 'tarjeta' && result.linkDePago) {
    return (
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
        {waiting ? <p className={`${styles.message} ${styles.waiting}`}>{WAITING_PAYMENT}</p> : null}
      </section>
    );
  }
  return (
    <section aria-labelledby="emission-result-pending" className={styles.panel}>
      <h2 id="emission-result-pending" className={styles.panelTitle}>
        Póliza emitida, pendiente de pago
      </h2>
      <p className={styles.message}>Tu póliza fue emitida y está pendiente de pago.</p>
      <p className={styles.message}>{PENDING_STEPS[result.paymentMethod]}</p>
    </section>
  );
}

/** After a reload: the purchase still waits for its payment. */
function PendingPayment({ policy }: { policy: Policy }) {
  return (
    <section aria-labelledby="emission-result-waiting" className={styles.panel}>
      <h2 id="emission-result-waiting" className={styles.panelTitle}>
        Pendiente de pago
      </h2>
      <p className={styles.message}>Tu póliza está pendiente de pago.</p>
      <p className={`${styles.message} ${styles.waiting}`}>{WAITING_PAYMENT}</p>
      <p className={styles.message}>
        ¿Todavía no pagaste? <Link to={paths.emission.href(policy._id)}>Completar compra</Link>
      </p>
    </section>
  );
}

/** The policy is paid and issued: its number, its validity and its documents. */
function Confirmation({ policy }: { policy: Policy }) {
  const titleId = useId();
  const number = policy.numeroPoliza?.trim() || null;
  const validity = formatDateRange(policy.fechaEmision, policy.fechaVencimiento);
  const status = policy.status.trim();
  return (
    <section aria-labelledby={titleId} className={`${styles.panel} ${styles.confirmed}`}>
      <h2 id={titleId} className={styles.panelTitle}>
        {CONFIRMED_TITLE}
      </h2>
      <p className={styles.message}>Recibimos el pago y la aseguradora emitió tu póliza.</p>
      <dl className={styles.facts}>
        <div>
          <dt>Estado</dt>
          <dd>{status.charAt(0).toUpperCase() + status.slice(1)}</dd>
        </div>
        {number ? (
          <div>
            <dt>Póliza N.º</dt>
            <dd>{number}</dd>
          </div>
        ) : null}
        {validity ? (
          <div>
            <dt>Vigencia</dt>
            <dd>{validity}</dd>
          </div>
        ) : null}
      </dl>
      <PolicyDocumentList policyNumber={number} />
      <p className={styles.message}>
        <Link to={paths.policy.href(policy._id)}>Ver el detalle de tu póliza</Link>
      </p>
    </section>
  );
}

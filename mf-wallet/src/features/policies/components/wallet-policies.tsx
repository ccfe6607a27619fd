import { useEffect, useId, useMemo } from 'react';
import { Link } from 'react-router';
import { ErrorFallback, formatDate, formatUsd, paths, Spinner, useAvailability, usePoliciesStore } from 'shared-ui';
import { Icon } from '@/components/icon';
import { buttons } from '@/components/buttons';
import { walletOrder } from '../lib/wallet-order';
import { PolicyCard } from './policy-card';
import styles from './wallet-policies.module.css';

interface WalletPoliciesProps {
  /** 'Explorar nuevos' in the empty state switches to that tab. */
  onExplore: () => void;
}

/** 'Tus seguros': the wallet's policy cards, or the empty state, then the two promo cards. */
export function WalletPolicies({ onExplore }: WalletPoliciesProps) {
  const policies = usePoliciesStore((s) => s.policies);
  const status = usePoliciesStore((s) => s.status);
  const error = usePoliciesStore((s) => s.error);
  const load = usePoliciesStore((s) => s.load);
  const ordered = useMemo(() => walletOrder(policies), [policies]);

  useEffect(() => {
    // The shell loads them after sign-in; a direct visit (or a standalone run) may arrive first.
    if (usePoliciesStore.getState().status === 'idle') void load();
  }, [load]);

  useEffect(() => warmUpFormatters(), []);

  let content;
  if (status === 'idle' || status === 'loading') {
    content = <Spinner label="Cargando tus seguros…" showLabel className={styles.loading} />;
  } else if (status === 'error') {
    content = <ErrorFallback message={error ?? 'No se pudieron cargar tus pólizas.'} onRetry={() => void load()} />;
  } else if (policies.length === 0) {
    content = <EmptyWallet onExplore={onExplore} />;
  } else {
    content = (
      <ul className={styles.grid} aria-label="Tus pólizas">
        {ordered.map((policy) => (
          <li key={policy._id}>
            <PolicyCard policy={policy} />
          </li>
        ))}
      </ul>
    );
  }

  // The suggestions come with the cards, not under the spinner: drawn earlier, they would jump down
  // when the cards arrive.
  const settled = status === 'loaded' || status === 'error';
  return (
    <div className={styles.wallet}>
      {content}
      {settled ? <Promos /> : null}
    </div>
  );
}

type IdleWindow = Window & {
  requestIdleCallback?: (callback: () => void) => number;
  cancelIdleCallback?: (id: number) => void;
};

/**
 * The cards format dates and prices, and the first Intl formatter of a page costs Chromium 10-30 ms
 * (shared-ui makes them on first use): made in an idle moment while the wallet waits for its data, not
 * in the render that draws the cards. Returns the cleanup.
 */
function warmUpFormatters(): () => void {
  const warm = () => {
    formatDate(new Date());
    formatUsd(1);
  };
  const win = window as IdleWindow;
  if (win.requestIdleCallback && win.cancelIdleCallback) {
    const id = win.requestIdleCallback(warm);
    const cancel = win.cancelIdleCallback;
    return () => cancel(id);
  }
  const timer = setTimeout(warm, 0);
  return () => clearTimeout(timer);
}

function EmptyWallet({ onExplore }: WalletPoliciesProps) {
  const { canOpen } = useAvailability();
  return (
    <div className={styles.empty}>
      <span className={styles.emptyIcon}>
        <Icon name="wallet" size={40} />
      </span>
      <p className={styles.emptyTitle}>Aún no tienes ningún seguro en tu wallet</p>
      <p className={styles.emptyHint}>
        Contratá uno nuevo desde{' '}
        <button type="button" className={buttons.link} onClick={onExplore}>
          Explorar nuevos
        </button>
        {canOpen(paths.serviceNew.href()) ? (
          <>
            {' '}
            o cargá los que ya tenés en{' '}
            <Link to={paths.serviceNew.href()} className={styles.inlineLink}>
              Agregá seguros a tu wallet
            </Link>
          </>
        ) : null}
        .
      </p>
    </div>
  );
}

function Promos() {
  const homeTitle = useId();
  const { canOpen } = useAvailability();
  const home = canOpen(paths.insurance.href('home'));
  const addService = canOpen(paths.serviceNew.href());
  if (!home && !addService) return null;
  return (
    <ul className={styles.promos} aria-label="Sugerencias">
      {home ? (
        <li className={`${styles.promo} ${styles.homePromo}`}>
          <span className={styles.promoIcon}>
            <Icon name="home" size={32} />
          </span>
          <div className={styles.promoBody}>
            <h2 id={homeTitle} className={styles.promoTitle}>
              Seguro de Hogar
            </h2>
            <p className={styles.promoText}>Protegé tu casa y lo que hay adentro. Cotizalo online en 2 minutos.</p>
          </div>
          <Link
            to={paths.insurance.href('home')}
            aria-describedby={homeTitle}
            className={`${buttons.button} ${buttons.primary} ${buttons.small}`}
          >
            Ver más
          </Link>
        </li>
      ) : null}
      {addService ? (
        <li className={styles.promo}>
          <span className={styles.promoIcon}>
            <Icon name="plus" size={32} />
          </span>
          <div className={styles.promoBody}>
            <h2 className={styles.promoTitle}>
              <Link to={paths.serviceNew.href()} className={styles.stretchedLink}>
                Agregá tus seguros a tu wallet
              </Link>
            </h2>
            <p className={styles.promoText}>
              Cargá las pólizas que ya tenés con otras aseguradoras y tenelas todas en un solo lugar.
            </p>
          </div>
          <Icon name="arrow" size={20} className={styles.promoArrow} />
        </li>
      ) : null}
    </ul>
  );
}

import { useId } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  CREATE_POLICY_ERROR,
  createPolicyFromQuote,
  errorMessage,
  formatUsd,
  notifyProduct,
  paths,
  useAuthStore,
  usePoliciesStore,
} from 'shared-ui';
import type { Quote } from 'contracts';
import { buttons } from '@/components/buttons';
import { useGuardedAction } from '@/lib/use-guarded-action';
import { createLead, LEAD_ERROR, LEAD_SUCCESS } from '../api/create-lead';
import styles from './quote-result.module.css';

export const MISSING_CONTACT_EMAIL = 'Falta el correo de contacto';
export const UNSUPPORTED_CATEGORY = 'Tipo de seguro no soportado aún.';

const CATEGORY_LABELS: Record<string, string> = { bike: 'Seguro de Bicicleta', home: 'Seguro de Hogar' };

export function isSupportedCategory(category: string): boolean {
  return category in CATEGORY_LABELS;
}

/** First and last name for the lead, from the quote's contact data (a single 'nombre' is split). */
function leadName(quote: Quote): { firstName: string; lastName: string } {
  const name = quote.name?.trim() ?? '';
  const surname = quote.surname?.trim() ?? '';
  if (surname || !name.includes(' ')) return { firstName: name, lastName: surname };
  const at = name.indexOf(' ');
  return { firstName: name.slice(0, at), lastName: name.slice(at + 1).trim() };
}

/** A bike or home quote with its price and coverages, 'Contratar' and 'Quiero que me llamen'. */
export function QuoteResult({ quote }: { quote: Quote }) {
  const navigate = useNavigate();
  const titleId = useId();
  const category = String(quote.category);

  const contract = useGuardedAction(async () => {
    if (!quote.contactEmail) {
      notifyProduct.error(MISSING_CONTACT_EMAIL);
      return;
    }
    const auth = useAuthStore.getState();
    if (auth.status !== 'authenticated') {
      // The shell keeps the pending purchase and creates the policy once after sign-in.
      try {
        await auth.login({ quoteId: quote._id, returnTo: paths.app.href() });
      } catch (error) {
        console.error('[mf-quote] No se pudo iniciar sesión para contratar', error);
        notifyProduct.error(errorMessage(error, CREATE_POLICY_ERROR));
      }
      return;
    }
    try {
      await createPolicyFromQuote({ quoteId: quote._id });
    } catch (error) {
      console.error('[mf-quote] POST /user/policy-from-quote falló', error);
      notifyProduct.error(errorMessage(error, CREATE_POLICY_ERROR));
      return;
    }
    await usePoliciesStore.getState().load();
    navigate(paths.app.href());
  });

  const callMe = useGuardedAction(async () => {
    if (!quote.contactEmail) {
      notifyProduct.error(MISSING_CONTACT_EMAIL);
      return;
    }
    try {
      await createLead({
        ...leadName(quote),
        email: quote.contactEmail,
        phone: quote.phoneNumber ?? null,
        birthDate: quote.birthDate ?? null,
        declaredValue: quote.declaredValue,
      });
      notifyProduct.success(LEAD_SUCCESS);
    } catch (error) {
      console.error('[mf-quote] POST /leads falló', error);
      notifyProduct.error(errorMessage(error, LEAD_ERROR));
    }
  });

  if (!isSupportedCategory(category)) {
    return (
      <p role="status" className={styles.card}>
        {UNSUPPORTED_CATEGORY}
      </p>
    );
  }

  const plan = quote.selectedPackage || quote.packageName;
  return (
    <article className={styles.card} aria-labelledby={titleId}>
      <header className={styles.header}>
        <p className={styles.category}>{CATEGORY_LABELS[category]}</p>
        <h2 id={titleId} className={styles.title}>
          {plan ? `Plan ${plan}` : CATEGORY_LABELS[category]}
        </h2>
        {quote.productName && quote.productName !== CATEGORY_LABELS[category] ? (
          <p className={styles.product}>{quote.productName}</p>
        ) : null}
      </header>
      <dl className={styles.figures}>
        <div className={styles.figure}>
          <dt>{category === 'bike' ? 'Valor de la bici' : 'Valor declarado'}</dt>
          <dd>{formatUsd(quote.declaredValue)}</dd>
        </div>
        <div className={`${styles.figure} ${styles.price}`}>
          <dt>Precio anual</dt>
          <dd>{formatUsd(quote.price)}</dd>
        </div>
      </dl>
      {quote.coberturas.length > 0 ? (
        <section aria-labelledby={`${titleId}-coverages`}>
          <h3 id={`${titleId}-coverages`} className={styles.subtitle}>
            Coberturas
          </h3>
          <ul className={styles.coverages}>
            {quote.coberturas.map((coverage) => (
              <li key={coverage.nombreCobertura} className={styles.coverage}>
                <span>{coverage.nombreCobertura}</span>
                <span className={styles.sum}>{formatUsd(coverage.sumaAsegurada)}</span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <div className={styles.actions}>
        <button
          type="button"
          className={`${buttons.button} ${buttons.primary}`}
          onClick={() => void contract.run()}
          disabled={contract.busy}
          aria-busy={contract.busy}
        >
          {contract.busy ? 'Contratando…' : 'Contratar'}
        </button>
        <button
          type="button"
          className={`${buttons.button} ${buttons.secondary}`}
          onClick={() => void callMe.run()}
          disabled={callMe.busy}
          aria-busy={callMe.busy}
        >
          {callMe.busy ? 'Enviando…' : 'Quiero que me llamen'}
        </button>
      </div>
    </article>
  );
}

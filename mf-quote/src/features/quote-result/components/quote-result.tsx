import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import {
  CREATE_POLICY_ERROR,
  createPolicyFromQuote,
  errorMessage,
  fieldStyles,
  CONTACT_PLAN_SUBJECTS,
  formatUsd,
  notifyProduct,
  paths,
  useAuthStore,
  useContactDialog,
  usePoliciesStore,
} from 'shared-ui';
import type { Quote } from 'contracts';
import { formStyles } from 'shared-ui/form-styles';
import { buttons } from '@/components/buttons';
import { underinsurance, underinsuranceText } from '@/lib/underinsurance';
import { useGuardedAction } from '@/lib/use-guarded-action';
import { createLead, LEAD_ERROR, LEAD_SUCCESS } from '../api/create-lead';
import styles from './quote-result.module.css';

export const MISSING_CONTACT_EMAIL = 'Falta el correo de contacto';
export const UNSUPPORTED_CATEGORY = 'Tipo de seguro no soportado aún.';
export const PHONE_NEEDED = 'Ingresá tu celular para que te llamemos.';
/** Opens the contact dialog about the chosen plan (subject 'Poliza eleccionada', spec §3). */
export const ASK_ABOUT_PLAN = 'Escribinos sobre este plan';

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

  // 'Quiero que me llamen' needs a number to call: the quote's, else one asked for here.
  const [askPhone, setAskPhone] = useState(false);
  const [phone, setPhone] = useState('');
  const [phoneError, setPhoneError] = useState<string | null>(null);
  const phoneInput = useRef<HTMLInputElement>(null);
  const phoneId = useId();
  useEffect(() => {
    if (askPhone) phoneInput.current?.focus();
  }, [askPhone]);

  const callMe = useGuardedAction(async (typedPhone?: string) => {
    if (!quote.contactEmail) {
      notifyProduct.error(MISSING_CONTACT_EMAIL);
      return;
    }
    const number = typedPhone?.trim() || quote.phoneNumber?.trim() || '';
    if (!number) {
      if (askPhone) setPhoneError(PHONE_NEEDED);
      setAskPhone(true);
      return;
    }
    try {
      await createLead({
        ...leadName(quote),
        email: quote.contactEmail,
        phone: number,
        birthDate: quote.birthDate ?? null,
        declaredValue: quote.declaredValue,
      });
      setAskPhone(false);
      notifyProduct.success(LEAD_SUCCESS);
    } catch (error) {
      console.error('[mf-quote] POST /leads falló', error);
      notifyProduct.error(errorMessage(error, LEAD_ERROR));
    }
  });
  const submitPhone = (event: FormEvent) => {
    event.preventDefault();
    setPhoneError(phone.trim() ? null : PHONE_NEEDED);
    if (phone.trim()) void callMe.run(phone);
    else phoneInput.current?.focus();
  };

  if (!isSupportedCategory(category)) {
    return (
      <p role="status" className={styles.card}>
        {UNSUPPORTED_CATEGORY}
      </p>
    );
  }

  const plan = quote.selectedPackage || quote.packageName;
  const under = category === 'home' ? underinsurance(quote.coberturas, quote.declaredValue) : null;
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
      {under ? (
        <p className={styles.warning} role="note">
          {underinsuranceText(under)}
        </p>
      ) : null}
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
      <div className={formStyles.actions}>
        <button
          type="button"
          className={`${buttons.button} ${buttons.primary}`}
          onClick={() => void contract.run()}
          disabled={contract.busy}
          aria-busy={contract.busy}
        >
          {contract.busy ? 'Contratando…' : 'Contratar'}
        </button>
        {askPhone ? null : (
          <button
            type="button"
            className={`${buttons.button} ${buttons.secondary}`}
            onClick={() => void callMe.run()}
            disabled={callMe.busy}
            aria-busy={callMe.busy}
          >
            {callMe.busy ? 'Enviando…' : 'Quiero que me llamen'}
          </button>
        )}
        <button
          type="button"
          className={`${buttons.button} ${buttons.secondary}`}
          onClick={() =>
            useContactDialog.getState().open({
              about: {
                plan: plan || quote.productName || CATEGORY_LABELS[category]!,
                subject: CONTACT_PLAN_SUBJECTS.chosen,
              },
            })
          }
        >
          {ASK_ABOUT_PLAN}
        </button>
      </div>
      {askPhone ? (
        <form className={styles.callMe} aria-label="Quiero que me llamen" onSubmit={submitPhone} noValidate>
          <div className={formStyles.field}>
            <label htmlFor={phoneId} className={formStyles.label}>
              ¿A qué celular te llamamos?
            </label>
            <input
              ref={phoneInput}
              id={phoneId}
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              className={fieldStyles.control}
              value={phone}
              onChange={(event) => setPhone(event.target.value)}
              aria-required
              aria-invalid={phoneError ? true : undefined}
              aria-describedby={phoneError ? `${phoneId}-error` : undefined}
            />
            {phoneError ? (
              <p id={`${phoneId}-error`} className={fieldStyles.error}>
                {phoneError}
              </p>
            ) : null}
          </div>
          <button
            type="submit"
            className={`${buttons.button} ${buttons.secondary}`}
            disabled={callMe.busy}
            aria-busy={callMe.busy}
          >
            {callMe.busy ? 'Enviando…' : 'Pedir que me llamen'}
          </button>
        </form>
      ) : null}
    </article>
  );
}

import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { ExternalCatalogue } from 'contracts';
import { ErrorFallback, errorMessage, FormField, fieldStyles, Spinner } from 'shared-ui';
import { buttons } from '@/components/buttons';
import { SINGLE_PLAN, type ServiceDraft } from '@/lib/service-draft';
import { useExternalCatalogue } from '../api/get-external-catalogue';
import { lookupPartnerPolicy, PARTNER_LOOKUP_ERROR } from '../api/get-partner-policy';
import {
  canConfirm,
  initialWizard,
  isIntegrated,
  isLastStep,
  plansFor,
  reduceWizard,
  toDraft,
  wizardSteps,
  type WizardAction,
  type WizardState,
} from '../lib/wizard';
import { StepIndicator } from './step-indicator';
import styles from './service-wizard.module.css';

interface ServiceWizardProps {
  /** The choices (and the partner's prefill) are complete: show the form. */
  onComplete: (draft: ServiceDraft) => void;
  /** 'Volver' on the first step. */
  onLeave: () => void;
}

/** 'Agregar Servicio': category → insurer → plan → policy number, from GET /categories/external. */
export function ServiceWizard({ onComplete, onLeave }: ServiceWizardProps) {
  const catalogue = useExternalCatalogue();
  if (catalogue.status === 'error') return <ErrorFallback message={catalogue.error} onRetry={catalogue.reload} />;
  if (catalogue.status !== 'success')
    return <Spinner label="Cargando catálogo…" showLabel className={styles.loading} />;
  return <WizardSteps catalogue={catalogue.data} onComplete={onComplete} onLeave={onLeave} />;
}

interface WizardStepsProps extends ServiceWizardProps {
  catalogue: ExternalCatalogue;
}

function WizardSteps({ catalogue, onComplete, onLeave }: WizardStepsProps) {
  const [state, setState] = useState<WizardState>(initialWizard);
  const [busy, setBusy] = useState(false);
  const [lookupError, setLookupError] = useState<string | null>(null);
  const running = useRef(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);
  const numberId = useId();

  const dispatch = (action: WizardAction) => setState((current) => reduceWizard(catalogue, current, action));
  const steps = wizardSteps(catalogue, state);
  const plans = plansFor(catalogue, state.category, state.insurer);
  const integrated = isIntegrated(catalogue, state.insurer);
  const last = isLastStep(catalogue, state);
  const confirmable = canConfirm(catalogue, state);
  const categoryLabel = catalogue.categories.find((c) => c.id === state.category)?.label ?? state.category ?? '';
  const insurerLabel = catalogue.insurers.find((i) => i.slug === state.insurer)?.name ?? state.insurer ?? '';

  // Each step's heading takes the focus, so a screen reader announces where the person is now.
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    headingRef.current?.focus();
  }, [state.step]);

  const back = () => {
    if (busy) return;
    setLookupError(null);
    if (state.step === 'category') onLeave();
    else dispatch({ type: 'back' });
  };

  const confirm = async () => {
    if (running.current || !confirmable) return;
    const number = state.policyNumber.trim();
    if (!integrated || !number) {
      onComplete(toDraft(catalogue, state));
      return;
    }
    running.current = true;
    setBusy(true);
    setLookupError(null);
    try {
      const lookup = await lookupPartnerPolicy({ policyNumber: number });
      onComplete(
        toDraft(
          catalogue,
          state,
          lookup.found ? { prefill: lookup.prefill, prefillError: null } : { prefill: null, prefillError: 'not_found' },
        ),
      );
    } catch (error) {
      setLookupError(errorMessage(error, PARTNER_LOOKUP_ERROR));
      running.current = false;
      setBusy(false);
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (last) void confirm();
    else dispatch({ type: 'next' });
  };

  const heading = (text: string) => (
    <h2 ref={headingRef} tabIndex={-1} className={styles.stepHeading}>
      {text}
    </h2>
  );

  let body;
  switch (state.step) {
    case 'category':
      body = (
        <>
          {heading('¿Qué seguro querés agregar?')}
          <ChoiceList
            label="Categorías"
            options={catalogue.categories.map((c) => ({ value: c.id, label: c.label }))}
            selected={state.category}
            onChoose={(id) => dispatch({ type: 'category', id })}
          />
        </>
      );
      break;
    case 'insurer':
      body = (
        <>
          {heading('¿Con qué aseguradora lo tenés?')}
          <ChoiceList
            label="Aseguradoras"
            options={catalogue.insurers.map((i) => ({ value: i.slug, label: i.name }))}
            selected={state.insurer}
            onChoose={(slug) => dispatch({ type: 'insurer', slug })}
          />
        </>
      );
      break;
    case 'plan':
      body = (
        <>
          {heading('¿Qué plan tenés?')}
          <fieldset className={styles.plans}>
            <legend className="visually-hidden">Planes de {insurerLabel}</legend>
            {plans.map((plan) => (
              <label key={plan} className={styles.plan}>
                <input
                  type="radio"
                  name="plan"
                  value={plan}
                  checked={state.plan === plan}
                  onChange={() => dispatch({ type: 'plan', name: plan })}
                />
                <span>{plan}</span>
              </label>
            ))}
          </fieldset>
        </>
      );
      break;
    case 'policyNumber':
      body = (
        <>
          {heading('Número de póliza')}
          <FormField
            id={numberId}
            label="Número de póliza"
            optional
            hint={`Si lo ingresás, buscamos tu póliza en ${insurerLabel} y completamos los datos por vos.`}
            error={lookupError}
            className={styles.field}
            labelClassName={styles.fieldLabel}
          >
            {(control) => (
              <input
                {...control}
                name="policyNumber"
                value={state.policyNumber}
                onChange={(event) => dispatch({ type: 'policyNumber', value: event.target.value })}
                placeholder="SBI-12345678"
                autoComplete="off"
                className={fieldStyles.control}
              />
            )}
          </FormField>
        </>
      );
      break;
    case 'confirm':
      body = (
        <>
          {heading('Confirmá tu seguro')}
          <p className={styles.lead}>
            No tenemos planes de {insurerLabel} para esta categoría: lo cargamos con plan único.
          </p>
        </>
      );
      break;
  }

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Agregar Servicio" aria-busy={busy} className={styles.wizard}>
      <StepIndicator steps={steps} current={state.step} />
      {state.step !== 'category' ? (
        <dl className={styles.choices}>
          <div>
            <dt>Categoría</dt>
            <dd>{categoryLabel}</dd>
          </div>
          {state.insurer && state.step !== 'insurer' ? (
            <div>
              <dt>Aseguradora</dt>
              <dd>{insurerLabel}</dd>
            </div>
          ) : null}
          {state.step === 'policyNumber' || state.step === 'confirm' ? (
            <div>
              <dt>Plan</dt>
              <dd>{plans.length > 0 ? state.plan : SINGLE_PLAN}</dd>
            </div>
          ) : null}
        </dl>
      ) : null}
      <div className={styles.step}>{body}</div>
      <div className={styles.actions}>
        <button type="button" className={`${buttons.button} ${buttons.secondary}`} onClick={back} disabled={busy}>
          Volver
        </button>
        {state.step === 'plan' && !last ? (
          <button type="submit" className={`${buttons.button} ${buttons.primary}`} disabled={!confirmable}>
            Continuar
          </button>
        ) : null}
        {last ? (
          <button
            type="submit"
            className={`${buttons.button} ${buttons.primary}`}
            disabled={!confirmable || busy}
            aria-busy={busy}
          >
            {busy ? 'Buscando tu póliza…' : 'Confirmar'}
          </button>
        ) : null}
      </div>
    </form>
  );
}

interface ChoiceListProps {
  label: string;
  options: { value: string; label: string }[];
  selected: string | null;
  onChoose: (value: string) => void;
}

/** Options that move the wizard on when chosen: one button each, the current choice pressed. */
function ChoiceList({ label, options, selected, onChoose }: ChoiceListProps) {
  return (
    <ul className={styles.options} aria-label={label}>
      {options.map((option) => (
        <li key={option.value}>
          <button
            type="button"
            aria-pressed={selected === option.value}
            className={styles.option}
            onClick={() => onChoose(option.value)}
          >
            {option.label}
          </button>
        </li>
      ))}
    </ul>
  );
}

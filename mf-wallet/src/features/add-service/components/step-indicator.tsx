import { STEP_LABELS, STEP_ORDINALS, type WizardStep } from '../lib/wizard';
import styles from './step-indicator.module.css';

/** '1ro Categoría · 2do Aseguradora · 3ro Plan · 4to Número de póliza', the current one marked. */
export function StepIndicator({ steps, current }: { steps: WizardStep[]; current: WizardStep }) {
  const index = steps.indexOf(current);
  return (
    <nav aria-label="Pasos">
      <ol className={styles.steps}>
        {steps.map((step, i) => (
          <li
            key={step}
            aria-current={step === current ? 'step' : undefined}
            className={`${styles.step} ${i < index ? styles.done : ''} ${step === current ? styles.current : ''}`}
          >
            <span className={styles.ordinal}>{STEP_ORDINALS[i]}</span>
            <span className={styles.label}>{STEP_LABELS[step]}</span>
          </li>
        ))}
      </ol>
    </nav>
  );
}

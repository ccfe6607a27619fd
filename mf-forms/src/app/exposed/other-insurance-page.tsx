import { InsuranceRequestForm } from '@/features/insurance-request/components/insurance-request-form';
import styles from './other-insurance-page.module.css';

/** Route /insurance/other: the request form for the insurances quoted by a person, not online. */
export default function OtherInsurancePage() {
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <p className={styles.eyebrow}>Propuesta personalizada</p>
        <h1 className={styles.title}>Pedí tu seguro</h1>
        <p className={styles.lead}>
          Auto, garantía de alquiler, SOA, movilidad alternativa o accidentes personales: contanos qué necesitás y te
          enviamos una propuesta personalizada.
        </p>
        <p className={styles.promise}>
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
            <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="2" />
            <path d="M12 7v5l3 2" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
          Te respondemos en &lt; 24 h
        </p>
      </header>
      <div className={styles.card}>
        <InsuranceRequestForm />
      </div>
    </div>
  );
}

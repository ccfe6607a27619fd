import { lazy, Suspense } from 'react';
import { Spinner, useNearViewport } from 'shared-ui';
import type { InsuranceRequestFormProps } from '@/features/insurance-request/components/insurance-request-form';
import styles from './insurance-request-form.module.css';

// The landing embeds this form far below its first screen: the form (with Formik and yup) is downloaded when
// the section comes near the viewport, not with the landing.
const InsuranceRequestForm = lazy(() =>
  import(
    /* webpackChunkName: "insurance-request-form" */ '@/features/insurance-request/components/insurance-request-form'
  ).then((m) => ({
    default: m.InsuranceRequestForm,
  })),
);

/**
 * The request form ('Elegí un tipo'), embedded by the landing's #solicitud section and mf-wallet's
 * 'Explorar nuevos' (which give it its heading and the answer-time promise). `defaultType` preselects a
 * type when the navigation state names none.
 */
export default function InsuranceRequestFormModule(props: InsuranceRequestFormProps) {
  const [near, ref] = useNearViewport<HTMLDivElement>();
  return (
    <div ref={ref} className={styles.frame}>
      {near ? (
        <Suspense fallback={<Spinner label="Cargando formulario…" showLabel />}>
          <InsuranceRequestForm {...props} />
        </Suspense>
      ) : null}
    </div>
  );
}

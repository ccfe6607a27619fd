import { lazy, Suspense } from 'react';
import { Spinner, useNearViewport } from 'shared-ui';
import type { RequestFormProps } from '@/features/request/components/request-form';
import styles from './request-form.module.css';

// The landing embeds this form far below its first screen: the form (with Formik and yup) is downloaded when
// the section comes near the viewport, not with the landing.
const RequestForm = lazy(() =>
  import(/* webpackChunkName: "request-form" */ '@/features/request/components/request-form').then((m) => ({
    default: m.RequestForm,
  })),
);

/**
 * The request form ('Elegí un tipo'), embedded by the landing's #solicitud section and mf-wallet's
 * 'Explorar nuevos' (which give it its heading and the answer-time promise). `defaultType` preselects a
 * type when the navigation state names none.
 */
export default function RequestFormModule(props: RequestFormProps) {
  const [near, ref] = useNearViewport<HTMLDivElement>();
  return (
    <div ref={ref} className={styles.frame}>
      {near ? (
        <Suspense fallback={<Spinner label="Cargando formulario…" showLabel />}>
          <RequestForm {...props} />
        </Suspense>
      ) : null}
    </div>
  );
}

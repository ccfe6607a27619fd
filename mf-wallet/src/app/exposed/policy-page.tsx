import { useId } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import {
  ErrorBoundary,
  ErrorFallback,
  paths,
  RemoteMount,
  remoteModules,
  Spinner,
  useAvailability,
  usePoliciesStore,
  usePolicy,
  type Policy,
} from 'shared-ui';
import { Icon } from '@/components/icon';
import { ClaimGuide } from '@/features/claim-guide/components/claim-guide';
import { CoverageComparison } from '@/features/coverage/components/coverage-comparison';
import { ExternalPolicyDocuments, PolicyDocuments } from '@/features/documents/components/policy-documents';
import { DeletePolicy } from '@/features/policies/components/delete-policy';
import { PolicyActions } from '@/features/policies/components/policy-actions';
import { PolicyCard } from '@/features/policies/components/policy-card';
import { PolicyCoverages } from '@/features/policies/components/policy-coverages';
import { PolicyDetails } from '@/features/policies/components/policy-details';
import { isCategory } from '@/features/policies/lib/categories';
import { planName } from '@/features/policies/lib/display-title';
import { insurerName } from '@/features/policies/lib/insurers';
import { policyFields } from '@/features/policies/lib/policy-fields';
import { isPendingStatus } from '@/features/policies/lib/policy-status';
import styles from './policy-page.module.css';

export const POLICY_LOAD_ERROR = 'No pudimos cargar la póliza.';

/** Route /policy/:id (guarded by the shell). */
export default function PolicyPage() {
  const { id } = useParams();
  const query = usePolicy(id, POLICY_LOAD_ERROR);

  let content;
  if (query.status === 'error') content = <ErrorFallback message={query.error} onRetry={query.reload} />;
  else if (query.status !== 'success')
    content = <Spinner label="Cargando póliza…" showLabel className={styles.loading} />;
  else if (!query.data) content = <PolicyNotFound />;
  else content = <PolicyView policy={query.data} />;

  return (
    <div className={styles.page}>
      <Link to={paths.app.href()} className={styles.back}>
        <Icon name="back" size={20} />
        Volver a tus seguros
      </Link>
      {content}
    </div>
  );
}

function PolicyNotFound() {
  return (
    <div className={styles.notFound}>
      <h1 className={styles.notFoundTitle}>No encontramos esta póliza</h1>
      <p>Puede que se haya borrado o que no pertenezca a tu cuenta.</p>
      <Link to={paths.app.href()} className={styles.notFoundLink}>
        Ir a tus seguros
      </Link>
    </div>
  );
}

function PolicyView({ policy }: { policy: Policy }) {
  const navigate = useNavigate();
  const external = policy.externo;
  const pending = isPendingStatus(policy.status);
  const car = isCategory(policy.category, 'car');

  const onDeleted = () => {
    void usePoliciesStore.getState().load();
    navigate(paths.app.href(), { replace: true });
  };

  return (
    <div className={styles.layout}>
      <div className={styles.summary}>
        <PolicyCard policy={policy} variant="detail" />
        <PolicyActions policy={policy} />
        {pending || external ? null : <PolicyClaims policyId={policy._id} />}
      </div>
      <div className={styles.main}>
        <PolicyDetails
          policy={policy}
          documents={
            <ErrorBoundary name="mf_wallet: documentos">
              {external ? (
                <ExternalPolicyDocuments policyId={policy._id} />
              ) : (
                <PolicyDocuments policyNumber={policyFields.number(policy)} locked={pending} />
              )}
            </ErrorBoundary>
          }
        >
          <div className={styles.danger}>
            <DeletePolicy policyId={policy._id} onDeleted={onDeleted} />
          </div>
        </PolicyDetails>
        {car ? (
          <>
            <ErrorBoundary name="mf_wallet: comparativa de coberturas">
              <CoverageComparison company={policy.insurer} plan={planName(policy) || null} benefits={policy.benefits} />
            </ErrorBoundary>
            <ErrorBoundary name="mf_wallet: guía de siniestros">
              <ClaimGuide insurer={policy.insurer} insurerName={insurerName(policy.insurer) || null} />
            </ErrorBoundary>
          </>
        ) : null}
        {/* Car policies too may list their own coverage rows (loaded by hand). */}
        <PolicyCoverages benefits={policy.benefits} />
      </div>
    </div>
  );
}

/** This policy's claims, from mf_forms, while that module exists. */
function PolicyClaims({ policyId }: { policyId: string }) {
  const headingId = useId();
  const { canMount } = useAvailability();
  if (!canMount(remoteModules.policyClaims)) return null;
  return (
    <section aria-labelledby={headingId} className={styles.claims}>
      <h2 id={headingId} className={styles.claimsHeading}>
        Tus reclamos
      </h2>
      <RemoteMount {...remoteModules.policyClaims} props={{ policyId }} />
    </section>
  );
}

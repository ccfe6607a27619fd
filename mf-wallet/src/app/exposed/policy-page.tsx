import { Link, useNavigate, useParams } from 'react-router-dom';
import { ErrorBoundary, ErrorFallback, paths, Spinner, usePoliciesStore, usePolicy, type Policy } from 'shared-ui';
import { Icon } from '@/components/icon';
import { PolicyDocuments } from '@/features/documents/components/policy-documents';
import { DeletePolicy } from '@/features/policies/components/delete-policy';
import { PolicyActions } from '@/features/policies/components/policy-actions';
import { PolicyCard } from '@/features/policies/components/policy-card';
import { PolicyCoverages } from '@/features/policies/components/policy-coverages';
import { PolicyDetails } from '@/features/policies/components/policy-details';
import { isCategory } from '@/features/policies/lib/categories';
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

  const onDeleted = () => {
    void usePoliciesStore.getState().load();
    navigate(paths.app.href(), { replace: true });
  };

  return (
    <div className={styles.layout}>
      <div className={styles.summary}>
        <PolicyCard policy={policy} variant="detail" />
        <PolicyActions policy={policy} />
      </div>
      <div className={styles.main}>
        <PolicyDetails
          policy={policy}
          documents={
            external ? null : (
              <ErrorBoundary name="mf_wallet: documentos">
                <PolicyDocuments policyNumber={policyFields.number(policy)} locked={pending} />
              </ErrorBoundary>
            )
          }
        >
          <div className={styles.danger}>
            <DeletePolicy policyId={policy._id} onDeleted={onDeleted} />
          </div>
        </PolicyDetails>
        {/* Car policies get the coverage comparison and the guides in a later issue. */}
        {isCategory(policy.category, 'car') ? null : <PolicyCoverages benefits={policy.benefits} />}
      </div>
    </div>
  );
}

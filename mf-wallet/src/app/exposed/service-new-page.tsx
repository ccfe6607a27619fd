import { useMemo } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { ErrorBoundary, ErrorFallback, paths, Spinner, usePolicy, type Policy } from 'shared-ui';
import { Icon } from '@/components/icon';
import { ServiceWizard } from '@/features/add-service/components/service-wizard';
import {
  FORM_TITLE,
  ManualPolicyForm,
  type PartnerNotice,
} from '@/features/manual-policy/components/manual-policy-form';
import { valuesFromDraft, valuesFromPolicy } from '@/features/manual-policy/lib/form-values';
import { categoryLabel } from '@/features/policies/lib/categories';
import { planName } from '@/features/policies/lib/display-title';
import { insurerName } from '@/features/policies/lib/insurers';
import { readServiceDraft, SINGLE_PLAN, type EditPolicyDraft, type ServiceDraft } from '@/lib/service-draft';
import styles from './service-new-page.module.css';

export const WIZARD_TITLE = 'Agregar Servicio';
const POLICY_LOAD_ERROR = 'No pudimos cargar la póliza.';

/**
 * Route /service/new (guarded by the shell). Without a draft: the wizard 'Agregar Servicio'. With one (from
 * the wizard, or any page through navigation state): the form 'Agregar servicio'. With an edit draft (a
 * policy's 'Completar datos de la póliza'): the form with that policy's values, saved by PUT.
 */
export default function ServiceNewPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const draft = useMemo(() => readServiceDraft(location.state), [location.state]);

  /** 'Volver' on the wizard's first step and 'Cancelar': back where the person came from, else the wallet. */
  const leave = () => {
    if (location.key !== 'default') navigate(-1);
    else navigate(paths.app.href());
  };

  let title = FORM_TITLE;
  let content;
  if (draft?.kind === 'edit') {
    content = <EditPolicy draft={draft.draft} onCancel={leave} />;
  } else if (draft?.kind === 'new') {
    content = <NewPolicy key={location.key} draft={draft.draft} onCancel={leave} />;
  } else {
    title = WIZARD_TITLE;
    content = (
      <ServiceWizard
        // The form gets its own history entry: Back returns to the wizard, a reload keeps the form.
        onComplete={(completed) => navigate(location.pathname, { state: completed })}
        onLeave={leave}
      />
    );
  }

  return (
    <div className={styles.page}>
      <Link to={paths.app.href()} className={styles.back}>
        <Icon name="back" size={20} />
        Volver a tus seguros
      </Link>
      <div className={styles.card}>
        <h1 className={styles.title}>{title}</h1>
        <ErrorBoundary name="mf_wallet: agregar servicio">{content}</ErrorBoundary>
      </div>
    </div>
  );
}

function NewPolicy({ draft, onCancel }: { draft: ServiceDraft; onCancel: () => void }) {
  const initialValues = useMemo(() => valuesFromDraft(draft), [draft]);
  const target = useMemo(
    () => ({ policyId: null, category: draft.category, insurer: draft.insurer, prefill: draft.prefill }),
    [draft],
  );
  let notice: PartnerNotice = null;
  if (draft.prefill) notice = { kind: 'found' };
  else if (draft.prefillError === 'not_found') notice = { kind: 'not_found', policyNumber: draft.policyNumber };
  return (
    <ManualPolicyForm
      summary={{
        category: categoryLabel(draft.category),
        insurer: insurerName(draft.insurer),
        plan: draft.plan,
        policyNumber: draft.policyNumber,
      }}
      initialValues={initialValues}
      target={target}
      notice={notice}
      onCancel={onCancel}
    />
  );
}

function EditPolicy({ draft, onCancel }: { draft: EditPolicyDraft; onCancel: () => void }) {
  const query = usePolicy(draft.editPolicyId, POLICY_LOAD_ERROR);
  if (query.status === 'error') return <ErrorFallback message={query.error} onRetry={query.reload} />;
  if (query.status !== 'success') return <Spinner label="Cargando póliza…" showLabel className={styles.loading} />;
  if (!query.data || !query.data.externo) {
    return (
      <div className={styles.notFound}>
        <p>No encontramos esta póliza para completar sus datos.</p>
        <Link to={paths.app.href()}>Ir a tus seguros</Link>
      </div>
    );
  }
  return <EditPolicyForm policy={query.data} draft={draft} onCancel={onCancel} />;
}

function EditPolicyForm({ policy, draft, onCancel }: { policy: Policy; draft: EditPolicyDraft; onCancel: () => void }) {
  const initialValues = useMemo(() => valuesFromPolicy(policy), [policy]);
  const category = policy.category ?? draft.category ?? 'other';
  const insurer = policy.insurer ?? draft.insurer ?? '';
  const target = useMemo(
    () => ({ policyId: policy._id, category, insurer, prefill: policy.prefill }),
    [policy, category, insurer],
  );
  return (
    <ManualPolicyForm
      summary={{
        category: categoryLabel(category),
        insurer: insurerName(insurer),
        plan: planName(policy) || SINGLE_PLAN,
        policyNumber: policy.numeroPoliza,
      }}
      initialValues={initialValues}
      target={target}
      onCancel={onCancel}
    />
  );
}

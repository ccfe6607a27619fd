import { useState } from 'react';
import { Link, useParams } from 'react-router';
import type { Policy, Profile } from 'contracts';
import { ErrorBoundary, ErrorFallback, paths, Spinner, useAuthStore, usePolicy, useProfile } from 'shared-ui';
import { buttons } from '@/components/buttons';
import { Card, Page } from '@/components/page';
import { EmissionForm } from '@/features/emission/components/emission-form';
import { PolicySummary } from '@/features/emission/components/policy-summary';
import { readEmissionDraft } from '@/features/emission/lib/emission-draft';
import { initialEmissionValues } from '@/features/emission/lib/form-values';

const TITLE = 'Completá tu compra';
/** Invented: the spec only logs policy load errors; the page needs something to say. */
export const POLICY_LOAD_ERROR = 'No pudimos cargar la póliza. Probá de nuevo.';

/** Route /policy/:id/emission (guarded by the shell). */
export default function EmissionPage() {
  const { id } = useParams();
  const query = usePolicy(id, POLICY_LOAD_ERROR);
  // Asked alongside the policy; without a profile (or when it fails) the form starts with those fields empty.
  const profile = useProfile();

  if (query.status === 'error') {
    return (
      <Page title={TITLE}>
        <ErrorFallback message={query.error} onRetry={query.reload} />
      </Page>
    );
  }
  if (query.status !== 'success' || profile.status === 'loading') {
    return (
      <Page title={TITLE}>
        <Spinner label="Cargando la póliza…" showLabel />
      </Page>
    );
  }
  if (!query.data) {
    return (
      <Page title="No encontramos la póliza" lead="Puede que se haya borrado o que no pertenezca a tu cuenta.">
        <Link to={paths.app.href()} className={`${buttons.button} ${buttons.primary}`}>
          Ir a mis seguros
        </Link>
      </Page>
    );
  }
  return <LoadedEmission policy={query.data} profile={profile.status === 'success' ? profile.data : null} />;
}

function LoadedEmission({ policy, profile }: { policy: Policy; profile: Profile | null }) {
  const user = useAuthStore((s) => s.user);
  // Prefilled once per policy: a later session refresh must not wipe what the user typed. What they typed
  // before leaving the page (kept per policy in session storage) comes back over the prefill.
  const [initialValues] = useState(() => ({
    ...initialEmissionValues({ user, policy, profile }),
    ...readEmissionDraft(policy._id),
  }));
  return (
    <Page title={TITLE} lead="Revisá tus datos, elegí cómo pagar y emitimos tu póliza.">
      <Card>
        <PolicySummary policy={policy} />
        <ErrorBoundary name="mf_emission: formulario de emisión">
          <EmissionForm
            key={policy._id}
            policy={policy}
            initialValues={initialValues}
            userEmail={user?.email ?? null}
          />
        </ErrorBoundary>
      </Card>
    </Page>
  );
}

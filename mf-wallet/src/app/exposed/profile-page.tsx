import { useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { ErrorBoundary, ErrorFallback, paths, useAuthStore, useProfile } from 'shared-ui';
import { buttons } from '@/components/buttons';
import { Icon } from '@/components/icon';
import { ProfileForm } from '@/features/profile/components/profile-form';
import styles from './profile-page.module.css';

export const PROFILE_TITLE = 'Mi Perfil';

/**
 * Route /profile (guarded by the shell): name and e-mail from the session, the phone and document the
 * person chooses to keep (GET/PUT /user/profile), and sign out.
 */
export default function ProfilePage() {
  const user = useAuthStore((s) => s.user);
  const logout = useAuthStore((s) => s.logout);
  const profile = useProfile();
  const accountId = useId();
  const contactId = useId();
  const [leaving, setLeaving] = useState(false);
  const leavingRef = useRef(false);

  const signOut = async () => {
    if (leavingRef.current) return;
    leavingRef.current = true;
    setLeaving(true);
    try {
      await logout();
    } catch {
      leavingRef.current = false;
      setLeaving(false);
    }
  };

  // The form shows at once and fills when the profile arrives (ProfileForm keeps what was typed meanwhile).
  const contact =
    profile.status === 'error' ? (
      <ErrorFallback message={profile.error} onRetry={profile.reload} />
    ) : (
      <ProfileForm profile={profile.status === 'success' ? profile.data : undefined} />
    );

  return (
    <div className={styles.page}>
      <Link to={paths.app.href()} className={styles.back}>
        <Icon name="back" size={20} />
        Volver a tus seguros
      </Link>
      <h1 className={styles.title}>{PROFILE_TITLE}</h1>
      <section aria-labelledby={accountId} className={styles.card}>
        <h2 id={accountId} className={styles.heading}>
          Tu cuenta
        </h2>
        <dl className={styles.facts}>
          <div>
            <dt>Nombre</dt>
            <dd>{user?.name || profile.data?.name || 'Sin datos'}</dd>
          </div>
          <div>
            <dt>Correo electrónico</dt>
            <dd>{user?.email || profile.data?.email || 'Sin datos'}</dd>
          </div>
        </dl>
        <p className={styles.note}>Tu nombre y tu correo vienen de la cuenta con la que ingresaste.</p>
      </section>
      <section aria-labelledby={contactId} className={styles.card}>
        <h2 id={contactId} className={styles.heading}>
          Datos para tus trámites
        </h2>
        <ErrorBoundary name="mf_wallet: datos del perfil">{contact}</ErrorBoundary>
      </section>
      <div className={styles.signOut}>
        <button
          type="button"
          className={`${buttons.button} ${buttons.dangerOutline}`}
          onClick={() => void signOut()}
          disabled={leaving}
          aria-busy={leaving}
        >
          {leaving ? 'Cerrando sesión…' : 'Cerrar sesión'}
        </button>
      </div>
    </div>
  );
}

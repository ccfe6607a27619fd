import { useAuthStore } from 'shared-ui';
import styles from './navigation.module.css';

/** The signed-in person's name, cut at 240 px with an ellipsis; the full name in the tooltip. */
export function UserName() {
  const name = useAuthStore((s) => (s.status === 'authenticated' ? s.user?.name : null));
  if (!name) return null;
  return (
    <span className={styles.userName} title={name} data-testid="user-name">
      {name}
    </span>
  );
}

import { Logo } from '@/components/logo';
import { NavMenu } from './nav-menu';
import { UserName } from './user-name';
import styles from './navigation.module.css';

/** Public header (outside the app area): logo, the person's name when signed in, and the menu. */
export function TopNav() {
  return (
    <header className={styles.bar}>
      <Logo />
      <span className={styles.spacer} />
      <UserName />
      <NavMenu />
    </header>
  );
}

import { paths, useAuthStore, useContactDialog } from 'shared-ui';
import type { MenuAction } from './menu-items';

/** Menu actions go through shared-ui's stores: the shell's own sign-in and the one contact dialog. */
export function runMenuAction(action: MenuAction): void {
  if (action === 'contact') {
    useContactDialog.getState().open();
    return;
  }
  const auth = useAuthStore.getState();
  const pending = action === 'login' ? auth.login({ returnTo: paths.app.href() }) : auth.logout();
  pending.catch((error: unknown) => console.error(`[shell] ${action} falló`, error));
}

import { paths, remoteModules, type Availability } from 'shared-ui';

export type MenuAction = 'login' | 'logout' | 'contact';

export type MenuItem =
  { kind: 'link'; label: string; to: string } | { kind: 'action'; label: string; action: MenuAction };

const home: MenuItem = { kind: 'link', label: 'Home', to: paths.home.href() };
const about: MenuItem = { kind: 'link', label: 'Quiénes somos', to: paths.about.href() };
const account: MenuItem = { kind: 'link', label: 'Mi cuenta', to: paths.app.href() };
const profile: MenuItem = { kind: 'link', label: 'Mi Perfil', to: paths.profile.href() };
const logout: MenuItem = { kind: 'action', label: 'Cerrar sesión', action: 'logout' };

/** Where an item leads exists: a route with its screen, or the module an action opens. */
function leadsSomewhere(item: MenuItem, { canOpen, canMount }: Availability): boolean {
  if (item.kind === 'link') return canOpen(item.to);
  if (item.action === 'login') return canOpen(paths.app.href()); // sign-in returns to the wallet
  if (item.action === 'contact') return canMount(remoteModules.contactDialog);
  return true;
}

/** The top navigation menu of the spec, by session and viewport, without items that lead nowhere yet. */
export function menuItems(
  { signedIn, mobile }: { signedIn: boolean; mobile: boolean },
  availability: Availability,
): MenuItem[] {
  return specMenu(signedIn, mobile).filter((item) => leadsSomewhere(item, availability));
}

function specMenu(signedIn: boolean, mobile: boolean): MenuItem[] {
  if (mobile) {
    return signedIn
      ? [home, profile, about, logout]
      : [
          home,
          { kind: 'action', label: 'Contacto', action: 'contact' },
          about,
          { kind: 'action', label: 'Mi cuenta', action: 'login' },
        ];
  }
  return signedIn
    ? [home, about, account, logout]
    : [home, about, { kind: 'action', label: 'Iniciar sesión', action: 'login' }];
}

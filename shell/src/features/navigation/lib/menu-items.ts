import { paths } from 'shared-ui';

export type MenuAction = 'login' | 'logout' | 'contact';

export type MenuItem =
  { kind: 'link'; label: string; to: string } | { kind: 'action'; label: string; action: MenuAction };

const home: MenuItem = { kind: 'link', label: 'Home', to: paths.home.href() };
const about: MenuItem = { kind: 'link', label: 'Quiénes somos', to: paths.about.href() };
const account: MenuItem = { kind: 'link', label: 'Mi cuenta', to: paths.app.href() };
const profile: MenuItem = { kind: 'link', label: 'Mi Perfil', to: paths.profile.href() };
const logout: MenuItem = { kind: 'action', label: 'Cerrar sesión', action: 'logout' };

/** The top navigation menu of the spec, by session and viewport. */
export function menuItems({ signedIn, mobile }: { signedIn: boolean; mobile: boolean }): MenuItem[] {
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

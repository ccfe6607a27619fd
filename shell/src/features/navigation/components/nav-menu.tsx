import { useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useAuthStore, useAvailability, useMediaQuery } from 'shared-ui';
import { useDismiss } from '../hooks/use-dismiss';
import { menuItems } from '../lib/menu-items';
import { runMenuAction } from '../lib/run-menu-action';
import styles from './navigation.module.css';

/** Narrow screens get the mobile menus (same breakpoint as the CSS). */
const MOBILE_QUERY = '(max-width: 767px)';

/** The "Menú" disclosure of the top bar: closes on outside click, Escape (focus back to the button) or a choice. */
export function NavMenu() {
  const signedIn = useAuthStore((s) => s.status === 'authenticated');
  const mobile = useMediaQuery(MOBILE_QUERY);
  const availability = useAvailability();
  const [open, setOpen] = useState(false);
  const wrap = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const menuId = useId();

  useDismiss(open, wrap, (byKeyboard) => {
    setOpen(false);
    if (byKeyboard) button.current?.focus();
  });

  const items = menuItems({ signedIn, mobile }, availability);

  return (
    <div className={styles.menuWrap} ref={wrap}>
      <button
        ref={button}
        type="button"
        className={styles.menuButton}
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((v) => !v)}
      >
        <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path fill="currentColor" d="M3 6h18v2H3V6Zm0 5h18v2H3v-2Zm0 5h18v2H3v-2Z" />
        </svg>
        Menú
      </button>
      {open ? (
        <nav id={menuId} className={styles.menu} aria-label="Menú principal">
          <ul className={styles.menuList}>
            {items.map((item) => (
              <li key={item.label}>
                {item.kind === 'link' ? (
                  <Link to={item.to} className={styles.menuItem} onClick={() => setOpen(false)}>
                    {item.label}
                  </Link>
                ) : (
                  <button
                    type="button"
                    className={styles.menuItem}
                    onClick={() => {
                      setOpen(false);
                      runMenuAction(item.action);
                    }}
                  >
                    {item.label}
                  </button>
                )}
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </div>
  );
}

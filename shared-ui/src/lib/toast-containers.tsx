import { useEffect, useState, type CSSProperties } from 'react';
import { useLocation } from 'react-router';
import { toast, ToastContainer } from 'react-toastify';

export const TOAST_CONTAINER = 'toasts';

/** The app's type and palette instead of the library's grey sans-serif. */
const appLook = {
  '--toastify-font-family': 'var(--font-family)',
  '--toastify-text-color-light': 'var(--color-text)',
  '--toastify-toast-bd-radius': 'var(--radius-md)',
  '--toastify-toast-shadow': 'var(--shadow-raised)',
  '--toastify-toast-min-height': '56px',
  '--toastify-color-info': 'var(--color-info)',
  '--toastify-color-success': 'var(--color-success)',
  '--toastify-color-error': 'var(--color-danger)',
  '--toastify-color-progress-light': 'var(--color-primary)',
  fontSize: 'var(--font-size-md)',
  lineHeight: 1.4,
} as CSSProperties;

const GAP = 8;

/** Just below the sticky top bar (the navigation stays usable), wherever the page is scrolled. */
function useBelowTopBar(): number {
  const [top, setTop] = useState(GAP);
  useEffect(() => {
    const update = () => {
      const bar = document.querySelector('header');
      setTop(Math.max(0, Math.round(bar?.getBoundingClientRect().bottom ?? 0)) + GAP);
    };
    update();
    window.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    return () => {
      window.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
    };
  }, []);
  return top;
}

/** Toasts shown in the last moment survive a navigation: the result of the action that navigated. */
const KEEP_ON_NAVIGATION_MS = 1500;
const shownAt = new Map<string | number, number>();

/**
 * A new screen (another path) dismisses the toasts of the one before, except those of the last moment (e.g.
 * 'Pólizas guardadas correctamente' on the way to /app): a stale 'Completá todos los campos…' never follows
 * the person. Lives in this chunk, so the first page downloads none of it.
 */
function useClearedOnNavigation(): void {
  const { pathname } = useLocation();
  useEffect(
    () =>
      toast.onChange((item) => {
        if (item.status === 'added') shownAt.set(item.id, Date.now());
        else if (item.status === 'removed') shownAt.delete(item.id);
      }),
    [],
  );
  useEffect(() => {
    const cutoff = Date.now() - KEEP_ON_NAVIGATION_MS;
    shownAt.forEach((at, id) => {
      if (at < cutoff) toast.dismiss(id);
    });
  }, [pathname]);
}

/**
 * The one toast area: top centre, below the top bar (never over 'Cerrar sesión' or the menu), in the app's
 * type, cleared on navigation. Loaded on the first toast (react-toastify is not needed to show a page). `onReady` fires once the
 * container is subscribed, so no queued toast is lost.
 */
export default function ToastContainers({ onReady }: { onReady: () => void }) {
  const top = useBelowTopBar();
  useClearedOnNavigation();
  useEffect(() => {
    onReady();
  }, [onReady]);
  return (
    <ToastContainer
      containerId={TOAST_CONTAINER}
      position="top-center"
      autoClose={5000}
      draggablePercent={80}
      style={{ ...appLook, top }}
      newestOnTop
      aria-label="Notificaciones Alt+T"
    />
  );
}

import { useEffect, type CSSProperties } from 'react';
import { ToastContainer } from 'react-toastify';

export const DEFAULT_CONTAINER = 'default';
export const PRODUCT_CONTAINER = 'product';

const defaultStyle = { '--toastify-toast-width': '320px' } as CSSProperties;

/**
 * The two toast areas of the spec. Loaded on the first toast (react-toastify is not needed to show a
 * page). `onReady` fires once both containers are subscribed, so no queued toast lands in the wrong one.
 */
export default function ToastContainers({ onReady }: { onReady: () => void }) {
  useEffect(() => {
    onReady();
  }, [onReady]);
  return (
    <>
      <ToastContainer
        containerId={DEFAULT_CONTAINER}
        position="top-right"
        autoClose={5000}
        draggablePercent={80}
        style={defaultStyle}
        newestOnTop
        aria-label="Notificaciones Alt+T"
      />
      <ToastContainer
        containerId={PRODUCT_CONTAINER}
        position="top-center"
        autoClose={3000}
        aria-label="Avisos Alt+T"
        // Alt+T focuses the main notifications area only.
        hotKeys={() => false}
      />
    </>
  );
}

import { lazy, Suspense } from 'react';
import { ErrorBoundary, useContactDialog } from 'shared-ui';
import { ContactFallbackDialog } from './contact-fallback-dialog';

// Downloaded the first time someone opens the dialog, not with the first page.
const ContactDialogMount = lazy(() => import(/* webpackChunkName: "contact-dialog" */ './contact-dialog-mount'));

/** The one place the contact dialog ('Dejanos tus datos') is mounted; it opens from anywhere via the store. */
export function ContactDialogHost() {
  const isOpen = useContactDialog((s) => s.isOpen);
  if (!isOpen) return null;
  return (
    <ErrorBoundary name="diálogo de contacto" fallback={<ContactFallbackDialog />}>
      <Suspense fallback={null}>
        <ContactDialogMount />
      </Suspense>
    </ErrorBoundary>
  );
}

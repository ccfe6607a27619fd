import { RemoteMount, remoteModules, Spinner } from 'shared-ui';
import { ContactFallbackDialog } from './contact-fallback-dialog';

/** mf_forms' contact dialog (reads useContactDialog itself); the shell's fallback when it is missing or broken. */
export default function ContactDialogMount() {
  return (
    <RemoteMount
      {...remoteModules.contactDialog}
      loading={<Spinner fullScreen label="Cargando…" />}
      fallback={<ContactFallbackDialog />}
    />
  );
}

import { useLocation } from 'react-router';
import { CONTACT_DIALOG_TITLE, Dialog, isAppArea, useContactDialog } from 'shared-ui';
import { ContactForm } from '@/features/contact/components/contact-form';

/**
 * The contact dialog ('Dejanos tus datos'; the about page opens it as 'Contactanos'). The shell mounts it
 * while shared-ui's contact-dialog store says it is open; closing it unmounts the form, so it starts empty
 * again next time. Opened from a plan card or a quote result, it names the plan and sends it with that subject.
 */
export default function ContactDialog() {
  const isOpen = useContactDialog((s) => s.isOpen);
  const title = useContactDialog((s) => s.title) ?? CONTACT_DIALOG_TITLE;
  const about = useContactDialog((s) => s.about);
  const close = useContactDialog((s) => s.close);
  const { pathname } = useLocation();
  return (
    <Dialog open={isOpen} title={title} onClose={close}>
      <ContactForm fromApp={isAppArea(pathname)} about={about} onSent={close} onCancel={close} />
    </Dialog>
  );
}

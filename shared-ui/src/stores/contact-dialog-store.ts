import { create } from 'zustand';

/** Default title of the contact dialog. */
export const CONTACT_DIALOG_TITLE = 'Dejanos tus datos';

/** The contact dialog ('Dejanos tus datos') is opened from several places: footer, menus, /app tabs, about page. */
export interface ContactDialogState {
  isOpen: boolean;
  /** Title override: the about page shows 'Contactanos'. */
  title: string | null;
  open: (options?: { title?: string }) => void;
  close: () => void;
}

export const useContactDialog = create<ContactDialogState>()((set) => ({
  isOpen: false,
  title: null,
  open: (options) => set({ isOpen: true, title: options?.title ?? null }),
  close: () => set({ isOpen: false, title: null }),
}));

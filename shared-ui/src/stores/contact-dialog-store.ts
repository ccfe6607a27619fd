import { create } from 'zustand';

/** Default title of the contact dialog. */
export const CONTACT_DIALOG_TITLE = 'Dejanos tus datos';

/**
 * Subjects of spec §3 for a message about a plan: from the quote result ('Poliza eleccionada', the plan the
 * person chose) and from a plan card ('Preguntas' about that plan).
 */
export const CONTACT_PLAN_SUBJECTS = { chosen: 'Poliza eleccionada', questions: 'Preguntas' } as const;
export type ContactPlanSubject = (typeof CONTACT_PLAN_SUBJECTS)[keyof typeof CONTACT_PLAN_SUBJECTS];

export interface ContactDialogOptions {
  /** Title override: the about page shows 'Contactanos'. */
  title?: string;
  /** The plan the message is about (sent as `plan`), with its subject. */
  about?: { plan: string; subject: ContactPlanSubject };
}

/** The contact dialog ('Dejanos tus datos') is opened from several places: footer, menus, /app tabs, about page, plans. */
export interface ContactDialogState {
  isOpen: boolean;
  /** Title override: the about page shows 'Contactanos'. */
  title: string | null;
  /** Set when opened from a plan card or a quote result. */
  about: ContactDialogOptions['about'] | null;
  open: (options?: ContactDialogOptions) => void;
  close: () => void;
}

export const useContactDialog = create<ContactDialogState>()((set) => ({
  isOpen: false,
  title: null,
  about: null,
  open: (options) => set({ isOpen: true, title: options?.title ?? null, about: options?.about ?? null }),
  close: () => set({ isOpen: false, title: null, about: null }),
}));

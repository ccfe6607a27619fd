import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { Construccion, Propiedad, Ubicacion } from '@/config/home-options';

/** Default estimated rebuild cost in USD (spec §9). */
export const DEFAULT_DECLARED_VALUE = 200000;

/** The home questionnaire's answers (spec §3: home quote state) and the personal data typed with them. */
export interface HomeQuoteAnswers {
  propiedad: Propiedad | '';
  construccion: Construccion | '';
  ubicacion: Ubicacion | '';
  valorDeclarado: number | null;
  name: string;
  surname: string;
  email: string;
  phoneNumber: string;
  /** yyyy-mm-dd, or empty (spec §3 quote payload). */
  birthDate: string;
}

export interface HomeQuoteState extends HomeQuoteAnswers {
  setAnswers: (answers: Partial<HomeQuoteAnswers>) => void;
  reset: () => void;
}

export const initialHomeQuoteAnswers: HomeQuoteAnswers = {
  propiedad: '',
  construccion: '',
  ubicacion: '',
  valorDeclarado: DEFAULT_DECLARED_VALUE,
  name: '',
  surname: '',
  email: '',
  phoneNumber: '',
  birthDate: '',
};

export const HOME_QUOTE_STORAGE_KEY = 'mf-quote:home-quote';

/**
 * Kept for the tab's session so a reload of /quote/home (or coming back from the plans) keeps the
 * answers; sessionStorage, so personal data does not outlive the tab.
 */
export const useHomeQuoteStore = create<HomeQuoteState>()(
  persist(
    (set) => ({
      ...initialHomeQuoteAnswers,
      setAnswers: (answers) => set(answers),
      reset: () => set(initialHomeQuoteAnswers),
    }),
    {
      name: HOME_QUOTE_STORAGE_KEY,
      storage: createJSONStorage(() => sessionStorage),
      partialize: ({ setAnswers: _setAnswers, reset: _reset, ...answers }) => answers,
    },
  ),
);

export function selectAnswers(state: HomeQuoteState): HomeQuoteAnswers {
  const { setAnswers: _setAnswers, reset: _reset, ...answers } = state;
  return answers;
}

import { useState } from 'react';
import { Page } from '@/components/page';
import { CustomProposalForm } from '@/features/custom-proposal/components/custom-proposal-form';
import type { CustomProposalValues } from '@/features/custom-proposal/lib/custom-proposal';
import { useHomeQuoteStore } from '@/features/home-quote/stores/home-quote-store';

const MAX_BUILDING = 800_000;

/** Route /quote/home/custom: 'Propuesta a medida', starting from what the questionnaire already knows. */
export default function HomeCustomPage() {
  const [known] = useState(() => {
    const answers = useHomeQuoteStore.getState();
    const initial: Partial<CustomProposalValues> = {
      name: answers.name,
      surname: answers.surname,
      email: answers.email,
      propiedad: answers.propiedad,
      construccion: answers.construccion,
      ubicacion: answers.ubicacion,
    };
    if (answers.valorDeclarado !== null && answers.valorDeclarado <= MAX_BUILDING)
      initial.incendioEdificio = answers.valorDeclarado;
    return { initial, phoneNumber: answers.phoneNumber };
  });
  return (
    <Page
      eyebrow="Seguro de hogar"
      title="Propuesta a medida"
      lead="Elegí la suma de cada cobertura y te enviamos una propuesta personalizada en menos de 24 horas."
    >
      <CustomProposalForm initialValues={known.initial} phoneNumber={known.phoneNumber} />
    </Page>
  );
}

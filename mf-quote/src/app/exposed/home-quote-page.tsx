import { Link } from 'react-router';
import { paths } from 'shared-ui';
import { Page } from '@/components/page';
import { buttons } from '@/components/buttons';
import { HomeQuestionnaire } from '@/features/home-quote/components/home-questionnaire';

/** Route /quote/home: the questionnaire. */
export default function HomeQuotePage() {
  return (
    <Page
      eyebrow="Seguro de hogar"
      title="Cotizá el seguro de tu hogar"
      lead="Contanos cómo es tu vivienda y te mostramos las opciones de seguro en 2 minutos."
      aside={
        <p>
          <Link to={paths.quoteHomeCustom.href()} className={buttons.link}>
            ¿Preferís elegir cada suma? Pedí una propuesta a medida
          </Link>
        </p>
      }
    >
      <HomeQuestionnaire />
    </Page>
  );
}

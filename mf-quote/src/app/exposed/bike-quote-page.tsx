import { Page } from '@/components/page';
import { BikeQuoteForm } from '@/features/bike-quote/components/bike-quote-form';

/** Route /quote/bike. */
export default function BikeQuotePage() {
  return (
    <Page
      eyebrow="Seguro de bicicleta"
      title="Cotizá tu bici"
      lead="Completá tus datos y el valor de tu bici: en 2 minutos ves el precio y las coberturas."
    >
      <BikeQuoteForm />
    </Page>
  );
}

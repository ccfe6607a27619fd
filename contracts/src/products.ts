// The product pages' copy (/insurance/bike and /insurance/home, es-UY) as plain data with no imports, so the
// landing takes it through the 'contracts/runtime' entry without TypeBox, and the api's Amparo for visitors
// answers from the same sentences. Figures come from the spec. The landing adds its icon and quote link.

export type ProductPageType = 'bike' | 'home';

export interface ProductPage {
  eyebrow: string;
  title: string;
  lead: string;
  quoteLabel: string;
  quoteNote: string;
  facts: { value: string; label: string }[];
  reasons: { title: string; items: { title: string; text: string }[] };
  covered: { title: string; lead: string; items: { title: string; text: string }[] };
  notCovered: { title: string; lead: string; items: string[] };
  guide: { title: string; paragraphs: string[] };
  faqs: { title: string; items: { question: string; answer: string }[] };
  closing: { title: string; text: string };
}

const bike: ProductPage = {
  eyebrow: 'Pedaleá tranquilo',
  title: 'Seguro de bicicleta',
  lead: 'Cotizá en 2 minutos y contratá en 5, 100% online, con el respaldo de SBI, nuestra aseguradora aliada.',
  quoteLabel: 'Cotizá tu bici',
  quoteNote: 'Cotizar es gratis y no te compromete a nada.',
  facts: [
    { value: 'USD 10.000', label: 'de responsabilidad civil' },
    { value: 'Sin deducible', label: 'ante un siniestro cubierto' },
    { value: 'Sin límite', label: 'de edad' },
    { value: '5 minutos', label: 'para contratar online' },
  ],
  reasons: {
    title: '¿Por qué asegurar tu bici?',
    items: [
      {
        title: 'Si dañás a alguien, estás cubierto',
        text: 'Un choque con un peatón o con un auto estacionado puede salir caro. La responsabilidad civil te cubre hasta USD 10.000.',
      },
      {
        title: 'Sin deducible',
        text: 'Si tenés un siniestro cubierto, no pagás ninguna parte de tu bolsillo.',
      },
      {
        title: 'Sin límite de edad',
        text: 'Asegurás tu bici tengas la edad que tengas.',
      },
      {
        title: 'Todo online y en tu wallet',
        text: 'Cotizás en 2 minutos, contratás en 5 y tu póliza queda guardada en tu wallet, a mano cuando la necesitás.',
      },
    ],
  },
  covered: {
    title: 'Qué cubre',
    lead: 'Lo mismo que ves en tu cotización online, con sus capitales, antes de contratar.',
    items: [
      {
        title: 'Responsabilidad civil',
        text: 'Daños que causes a otras personas o a sus cosas mientras usás tu bici, hasta USD 10.000.',
      },
      {
        title: 'Hurto y robo total',
        text: 'Si te roban la bicicleta, con o sin violencia, te pagamos su valor asegurado.',
      },
      {
        title: 'Sin deducible ni límite de edad',
        text: 'Ante un siniestro cubierto cobrás la indemnización sin descuentos, tengas la edad que tengas.',
      },
    ],
  },
  notCovered: {
    title: 'Qué no cubre',
    lead: 'Para que no haya sorpresas, estas son las exclusiones más habituales. El detalle completo está en las condiciones de la póliza.',
    items: [
      'Los daños de tu propia bici por una caída o un choque: el plan que cotizás online cubre el robo y la responsabilidad civil.',
      'El desgaste natural y las fallas mecánicas o eléctricas (cadena, frenos, cubiertas, batería).',
      'Los daños causados a propósito.',
      'El uso en competencias deportivas o con fines comerciales, como el reparto a domicilio.',
      'Accesorios que no estén fijos a la bici, como luces desmontables, cascos o bolsos.',
      'Monopatines y motos eléctricas: para eso está el seguro de Movilidad Alternativa.',
    ],
  },
  guide: {
    title: 'Si te pasa algo',
    paragraphs: [
      'Avisanos dentro de los 5 días de ocurrido el hecho, por WhatsApp o a la línea gratuita de siniestros.',
      'Si te robaron la bici, hacé primero la denuncia policial y tené a mano su número: te lo vamos a pedir.',
    ],
  },
  faqs: {
    title: 'Preguntas frecuentes',
    items: [
      {
        question: '¿Cuánto demoro en cotizar y contratar?',
        answer: 'Cotizar te lleva unos 2 minutos y la compra se completa en 5 minutos, todo online.',
      },
      {
        question: '¿Tengo que pagar un deducible si tengo un siniestro?',
        answer: 'No. El seguro de bicicleta no tiene deducible.',
      },
      {
        question: '¿Hay un límite de edad para contratar?',
        answer: 'No, podés contratarlo sin importar tu edad.',
      },
      {
        question: '¿Cómo denuncio un siniestro?',
        answer:
          'Dentro de los 5 días de ocurrido, por WhatsApp o a la línea gratuita de siniestros. Si fue un robo, sumá el número de la denuncia policial.',
      },
      {
        question: '¿Sirve para monopatines o bicis eléctricas?',
        answer:
          'Para monopatines, bicis y motos eléctricas tenemos el seguro de Movilidad Alternativa, que podés pedir desde el formulario de solicitud de la página de inicio.',
      },
      {
        question: '¿Quién emite la póliza?',
        answer:
          'SBI, nuestra aseguradora aliada. Nosotros te acompañamos en la contratación y la gestión, y tu póliza queda en tu wallet.',
      },
    ],
  },
  closing: {
    title: '¿Listo para salir a rodar?',
    text: 'Conocé el precio de tu seguro en 2 minutos.',
  },
};

const home: ProductPage = {
  eyebrow: 'Tu casa y tus cosas, protegidas',
  title: 'Seguro de hogar',
  lead: 'Incendio, hurto, daños por agua y mucho más, con asistencia ante emergencias. Cotizá y contratá 100% online con SBI, nuestra aseguradora aliada.',
  quoteLabel: 'Cotizá tu hogar',
  quoteNote: 'Cotizar es gratis y no te compromete a nada.',
  facts: [
    { value: '10 coberturas', label: 'para tu casa y tus cosas' },
    { value: 'Hasta 5%', label: 'del capital asegurado para alojamiento' },
    { value: 'USD 50', label: 'por emergencia en Montevideo y Canelones' },
    { value: '5 minutos', label: 'para contratar online' },
  ],
  reasons: {
    title: '¿Por qué asegurar tu hogar?',
    items: [
      {
        title: 'Tu casa es tu mayor inversión',
        text: 'Un incendio o una inundación pueden costar años de ahorro. El seguro te ayuda a reconstruir y reponer lo perdido.',
      },
      {
        title: 'Un techo si no podés quedarte',
        text: 'Si tu casa queda inhabitable por un siniestro cubierto, te reintegramos el alojamiento hasta el 5% del capital asegurado.',
      },
      {
        title: 'Ayuda ante emergencias',
        text: 'Cerrajería, sanitaria, electricidad o vidriería: servicios de emergencia hasta USD 50 por evento en Montevideo y Canelones.',
      },
      {
        title: 'Si dañás a un vecino, estás cubierto',
        text: 'La responsabilidad civil extracontractual responde por los daños que causes a terceros, como una pérdida de agua que llega al apartamento de abajo.',
      },
    ],
  },
  covered: {
    title: 'Qué cubre',
    lead: 'Elegís el plan y los capitales; estas son las coberturas disponibles.',
    items: [
      {
        title: 'Incendio Edificio y Riesgos Aliados',
        text: 'Daños a la construcción por fuego, rayo, explosión y otros riesgos aliados.',
      },
      { title: 'Incendio Contenido', text: 'Tus muebles y pertenencias dañados por un incendio.' },
      { title: 'Hurto de Contenido General', text: 'Robo de los objetos de tu casa.' },
      {
        title: 'Hurto de Equipos Electrónicos y Aparatos Electrodomésticos',
        text: 'Robo de computadoras, televisores, celulares de uso en el hogar y electrodomésticos.',
      },
      {
        title: 'Responsabilidad Civil Extracontractual',
        text: 'Daños que vos o tu familia causen a otras personas o a sus bienes.',
      },
      {
        title: 'Daños por acción directa del Agua',
        text: 'Daños provocados por agua que se escapa de cañerías o instalaciones.',
      },
      { title: 'Cristales', text: 'Rotura de vidrios y cristales de puertas y ventanas.' },
      {
        title: 'Remoción de Escombros y Limpieza de Restos',
        text: 'Los gastos de limpiar y retirar escombros después de un siniestro.',
      },
      {
        title: 'Gastos por Alojamiento',
        text: 'Si no podés vivir en tu casa tras un siniestro cubierto, hasta el 5% del capital asegurado.',
      },
      { title: 'Inundación', text: 'Daños por el ingreso de agua de lluvia o desbordes.' },
    ],
  },
  notCovered: {
    title: 'Qué no cubre',
    lead: 'Para que no haya sorpresas, estas son las exclusiones más habituales. El detalle completo está en las condiciones de la póliza.',
    items: [
      'Viviendas construidas en madera o con techos de paja (quincha): nuestras aseguradoras aliadas no las aseguran.',
      'Los daños causados a propósito.',
      'El desgaste, la falta de mantenimiento y la humedad o las filtraciones que se producen lentamente.',
      'El terreno: no se incendia ni se lo pueden robar, por eso no forma parte del capital del edificio.',
      'Dinero en efectivo, joyas y objetos de valor que no hayas declarado.',
    ],
  },
  guide: {
    title: '¿Cuánto asegurar?',
    paragraphs: [
      'El capital del edificio es lo que costaría reconstruir tu casa, no lo que vale en el mercado. Como guía, suele estar entre el 60 y el 70% del valor de mercado, sin contar el terreno.',
      'Para el contenido, una referencia es entre el 10 y el 20% del valor del edificio. Si tenés dudas, Amparo te ayuda a calcularlo.',
    ],
  },
  faqs: {
    title: 'Preguntas frecuentes',
    items: [
      {
        question: '¿Qué valor tengo que declarar?',
        answer:
          'El costo de reconstrucción de tu vivienda: como referencia, entre el 60 y el 70% de su valor de mercado, sin incluir el terreno.',
      },
      {
        question: '¿Qué pasa si mi casa queda inhabitable?',
        answer:
          'Te reintegramos los gastos de alojamiento hasta el 5% del capital asegurado, mientras se repara tu casa.',
      },
      {
        question: '¿Dónde funcionan los servicios de emergencia?',
        answer: 'En Montevideo y Canelones, hasta USD 50 por evento.',
      },
      {
        question: '¿Aseguran casas de madera o con techo de paja?',
        answer:
          'No. Las construcciones de madera y los techos de paja (quincha) no los aseguran nuestras aseguradoras aliadas.',
      },
      {
        question: '¿Cuánto demoro en contratar?',
        answer: 'Cotizás respondiendo unas preguntas sobre tu casa y completás la compra en 5 minutos, 100% online.',
      },
    ],
  },
  closing: {
    title: 'Tu casa, protegida hoy',
    text: 'Respondé unas preguntas y conocé los planes para tu hogar.',
  },
};

export const PRODUCT_PAGES: Record<ProductPageType, ProductPage> = { bike, home };

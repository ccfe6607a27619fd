// Privacy policy (es-UY) as data, written under Uruguay's Ley N° 18.331 de Protección de Datos Personales
// and its regulatory decree, with the URCDP as the control authority.

export const controller = {
  name: 'Seguros Digitales S.A.S.',
  city: 'Montevideo, Uruguay',
  mailbox: 'privacidad@seguros.uy',
  replyDays: 5,
};

export const privacyMeta = {
  title: 'Política de privacidad',
  lastUpdated: 'Última actualización: 23 de septiembre de 2025',
  lastUpdatedIso: '2025-09-23',
  lead: `Esta política explica qué datos personales tratamos cuando usás nuestro sitio y nuestra wallet de seguros, para qué los usamos y cómo podés ejercer tus derechos. La redactamos en palabras simples, según la Ley N° 18.331 de Protección de Datos Personales y su reglamentación.`,
};

/** A paragraph, or a bulleted list. */
export type Block = { p: string } | { ul: string[] };

export interface PrivacySection {
  id: string;
  title: string;
  blocks: Block[];
}

const { name, city, mailbox, replyDays } = controller;

export const privacySections: PrivacySection[] = [
  {
    id: 'quienes-somos',
    title: 'Quiénes somos',
    blocks: [
      {
        p: `${name}, con domicilio en ${city}, es la responsable de las bases de datos en las que se guarda la información que nos das al usar este sitio y la wallet de seguros. Nuestras bases de datos están inscriptas ante la Unidad Reguladora y de Control de Datos Personales (URCDP).`,
      },
      {
        p: `Actuamos como plataforma digital de intermediación: te ayudamos a cotizar, contratar y gestionar seguros que emiten aseguradoras aliadas, como SBI. Cuando contratás una póliza, la aseguradora también trata tus datos como responsable, según su propia política de privacidad.`,
      },
      { p: `Por cualquier consulta sobre tus datos, escribinos a ${mailbox}.` },
    ],
  },
  {
    id: 'datos-que-recopilamos',
    title: 'Datos que recopilamos',
    blocks: [
      { p: 'Solo pedimos los datos que necesitamos para darte el servicio:' },
      {
        ul: [
          'Identificación y contacto: nombre y apellido, tipo y número de documento, fecha de nacimiento, email, celular y dirección.',
          'Datos de lo que asegurás: por ejemplo, marca, modelo y valor de tu bicicleta, o la dirección, el tipo de construcción y el valor declarado de tu vivienda.',
          'Pólizas y documentos: las pólizas que contratás con nosotros, las que cargás en tu wallet y los archivos que adjuntás (por ejemplo, recibos de sueldo o constancias de ingresos para una garantía de alquiler).',
          'Consultas y conversaciones: los mensajes que nos mandás por los formularios de contacto, solicitud y reclamos, y tus conversaciones con Amparo, nuestra asistente virtual.',
          'Datos técnicos y de uso: dirección IP, tipo de dispositivo y navegador, páginas visitadas y errores, que registramos para que el sitio funcione bien y de forma segura.',
        ],
      },
      {
        p: 'No guardamos los datos completos de tu tarjeta: los pagos se procesan en la plataforma de pago de la aseguradora. No te pedimos datos sensibles; si alguna vez un seguro los requiere, solo los trataremos con tu consentimiento expreso y por escrito, como exige la ley.',
      },
    ],
  },
  {
    id: 'finalidades',
    title: 'Finalidades',
    blocks: [
      { p: 'Usamos tus datos para:' },
      {
        ul: [
          'Cotizar seguros y prepararte propuestas personalizadas.',
          'Gestionar la contratación, la emisión y la renovación de tus pólizas con la aseguradora.',
          'Mostrarte tus pólizas, documentos y coberturas en tu wallet.',
          'Responder tus consultas, solicitudes y denuncias de siniestros, y que Amparo conteste tus preguntas sobre tus coberturas.',
          'Avisarte de vencimientos, renovaciones y cambios importantes en tus seguros.',
          'Mejorar el servicio, mantener la seguridad de la plataforma y prevenir fraudes.',
          'Cumplir con nuestras obligaciones legales y los requerimientos de las autoridades competentes.',
        ],
      },
      {
        p: 'Tratamos tus datos con tu consentimiento, que nos das al registrarte o al enviar un formulario, o cuando son necesarios para la relación contractual que tenés con nosotros. Solo te enviaremos comunicaciones comerciales si aceptaste recibirlas, y podés darte de baja en cualquier momento.',
      },
    ],
  },
  {
    id: 'con-quien-compartimos',
    title: 'Con quién compartimos tus datos',
    blocks: [
      { p: 'No vendemos ni alquilamos tus datos personales. Solo los compartimos con:' },
      {
        ul: [
          'Las aseguradoras aliadas, como SBI, en la medida necesaria para cotizar, emitir, cobrar y gestionar tus pólizas y siniestros.',
          'Proveedores que nos prestan servicios (alojamiento en la nube, envío de emails, atención y monitoreo técnico), que actúan por cuenta nuestra, bajo contrato y con obligación de confidencialidad.',
          'Autoridades públicas o judiciales, cuando una norma o una orden nos obliga a hacerlo.',
        ],
      },
    ],
  },
  {
    id: 'tus-derechos',
    title: 'Tus derechos',
    blocks: [
      {
        p: 'Según la Ley N° 18.331 tenés derecho a:',
      },
      {
        ul: [
          'Acceso: saber qué datos tuyos tenemos, de dónde los obtuvimos y para qué los usamos.',
          'Rectificación y actualización: corregir datos equivocados o desactualizados.',
          'Inclusión: agregar datos que falten y sean relevantes.',
          'Supresión: pedir que eliminemos tus datos cuando ya no sean necesarios o retires tu consentimiento, salvo que la ley nos obligue a conservarlos.',
        ],
      },
      {
        p: `También podés retirar en cualquier momento el consentimiento que nos diste. Para ejercer tus derechos, escribinos a ${mailbox} desde el email de tu cuenta y adjuntá una copia de tu documento de identidad. Te respondemos dentro de los ${replyDays} días hábiles. El derecho de acceso es gratuito si lo ejercés a intervalos de seis meses o más.`,
      },
      {
        p: 'Si no quedás conforme con nuestra respuesta, podés presentar una denuncia ante la Unidad Reguladora y de Control de Datos Personales (URCDP).',
      },
    ],
  },
  {
    id: 'seguridad',
    title: 'Seguridad',
    blocks: [
      {
        p: 'Protegemos tus datos con medidas técnicas y organizativas: conexiones cifradas, acceso restringido al personal que lo necesita, inicio de sesión a través de un proveedor de identidad especializado, copias de respaldo y registros de actividad. Nuestro equipo y nuestros proveedores tienen deber de confidencialidad.',
      },
      {
        p: 'Ningún sistema es completamente invulnerable. Si ocurre un incidente de seguridad que afecte tus datos, te lo comunicaremos a vos y a la URCDP, como establece la normativa.',
      },
    ],
  },
  {
    id: 'transferencias-internacionales',
    title: 'Transferencias internacionales',
    blocks: [
      {
        p: 'Algunos proveedores, por ejemplo los servicios de alojamiento en la nube, pueden guardar datos fuera de Uruguay. Solo transferimos datos a países u organismos que la URCDP considera con un nivel de protección adecuado o, si no lo tienen, con garantías contractuales suficientes o con tu consentimiento, según el artículo 23 de la Ley N° 18.331.',
      },
    ],
  },
  {
    id: 'conservacion',
    title: 'Conservación',
    blocks: [
      {
        p: 'Guardamos tus datos mientras tengas tu cuenta o una póliza vigente gestionada por nosotros, y después durante los plazos que exige la ley (por ejemplo, la documentación comercial y contable) o que sean necesarios para atender reclamos.',
      },
      {
        p: 'Cuando ya no los necesitamos, los eliminamos o los anonimizamos. Si cerrás tu cuenta, borramos tus datos salvo los que debamos conservar por obligación legal.',
      },
    ],
  },
  {
    id: 'cambios',
    title: 'Cambios en esta política',
    blocks: [
      {
        p: 'Podemos actualizar esta política cuando cambien nuestros servicios o la normativa. La fecha de la última actualización figura al comienzo de esta página. Si el cambio es importante, te avisaremos por email o con un aviso en la aplicación antes de que entre en vigencia.',
      },
    ],
  },
];

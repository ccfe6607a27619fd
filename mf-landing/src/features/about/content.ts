// About page copy (es-UY) as data.
import type { IconName } from '@/components/icon';

export const intro = {
  title: 'Quiénes somos',
  lead: 'Somos una wallet digital de seguros hecha en Uruguay. Te ayudamos a cotizar, contratar y gestionar tus seguros en un solo lugar, con reglas claras y sin papeleo.',
};

export interface Milestone {
  /** Machine-readable date for <time>. */
  date: string;
  label: string;
  title: string;
  text: string;
}

export const story: { title: string; milestones: Milestone[] } = {
  title: 'Nuestra historia',
  milestones: [
    {
      date: '2023',
      label: '2023',
      title: 'Nace la idea',
      text: 'Nos cansamos de pólizas difíciles de entender y de trámites en papel. Empezamos a diseñar una forma más simple de contratar y gestionar seguros.',
    },
    {
      date: '2024',
      label: '2024',
      title: 'Se suma SBI',
      text: 'SBI se convierte en nuestra aseguradora aliada y armamos juntos la cotización y la compra online de los seguros de bicicleta y hogar.',
    },
    {
      date: '2025-03',
      label: 'Marzo de 2025',
      title: 'Llega Amparo',
      text: 'Incorporamos a Amparo, nuestra asistente virtual, para responder al instante las dudas sobre coberturas y condiciones de cada póliza.',
    },
    {
      date: '2025-09',
      label: 'Septiembre de 2025',
      title: 'Abrimos la beta',
      text: 'Lanzamos la wallet de pólizas para los primeros usuarios. Seguimos mejorando cada semana con sus opiniones.',
    },
  ],
};

export interface Reason {
  icon: IconName;
  title: string;
  text: string;
}

export const whyWeExist: { title: string; lead: string; reasons: Reason[] } = {
  title: 'Por qué existimos',
  lead: 'Muchas personas pagan seguros sin saber bien qué cubren. Queremos cambiar eso.',
  reasons: [
    {
      icon: 'check',
      title: 'Claridad',
      text: 'Explicamos cada cobertura en palabras simples, para que sepas qué contratás, qué no y cuánto pagás.',
    },
    {
      icon: 'sparkle',
      title: 'Aprovechar tus beneficios',
      text: 'Tus seguros incluyen asistencias, servicios y reintegros que casi nadie usa. Te ayudamos a encontrarlos y a usarlos cuando los necesitás.',
    },
    {
      icon: 'chat',
      title: 'Mejor comunicación',
      text: 'Te avisamos de vencimientos y renovaciones, y siempre tenés a quién preguntarle: a Amparo o a una persona del equipo.',
    },
  ],
};

export const howWeWork = {
  title: 'Cómo trabajamos',
  items: [
    {
      icon: 'shield' as IconName,
      title: 'Con SBI, nuestra aseguradora aliada',
      text: 'SBI emite las pólizas y responde ante los siniestros. Nosotros te acompañamos en todo lo demás: la cotización, la contratación, la renovación y la gestión del día a día.',
    },
    {
      icon: 'sparkle' as IconName,
      title: 'Con Amparo, nuestra asistente virtual',
      text: 'Amparo usa inteligencia artificial para responder tus consultas a cualquier hora, por ejemplo qué póliza te cubre si se rompe un electrodoméstico. Y si preferís hablar con una persona, te atiende alguien del equipo.',
    },
  ],
};

export const team = {
  title: 'Nuestro equipo',
  text: 'Somos un equipo chico y enfocado: un CEO, que lidera el negocio y la relación con las aseguradoras, y un CTO, que construye la plataforma.',
  members: [
    { role: 'CEO', description: 'Negocio, aseguradoras y experiencia de clientes' },
    { role: 'CTO', description: 'Producto, tecnología y seguridad de la plataforma' },
  ],
};

export const vision = {
  title: 'Hacia dónde vamos',
  text: 'Queremos ser la wallet digital de seguros de referencia en América Latina.',
};

export const cta = {
  title: '¿Empezamos?',
  text: 'Creá tu cuenta en minutos y tené tus seguros a mano, o escribinos si tenés dudas.',
  createAccountLabel: 'Creá tu cuenta gratis',
  startLabel: 'Empezá ahora',
  contactLabel: 'Contactanos',
  /** Title of the contact dialog when opened from this page (spec). */
  contactDialogTitle: 'Contactanos',
};

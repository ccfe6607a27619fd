// Landing copy (es-UY) as data. Strings quoted in the spec are copied verbatim.
import { paths } from 'shared-ui';
import type { IconName } from '@/components/icon';

export const hero = {
  eyebrow: 'Beta · Seguros 100% online',
  title: 'Tus seguros, simples y a la mano.',
  subtitle:
    'Contratá y renová tus seguros 100% online, sin papeleo ni vueltas. Cotizá en minutos y tené todas tus pólizas en un solo lugar.',
  registerLabel: 'Registrate gratis',
  exploreLabel: 'Explorá seguros',
  highlights: ['Cotización y compra en 5 minutos', 'Todas tus pólizas en una wallet', 'Asistente virtual Amparo'],
};

export interface FeatureBlock {
  icon: IconName;
  title: string;
  points: string[];
}

export const features: { title: string; lead: string; blocks: FeatureBlock[] } = {
  title: 'Todo lo que necesitás, en un solo lugar',
  lead: 'Desde la cotización hasta la renovación, manejás tus seguros desde el celular o la compu.',
  blocks: [
    {
      icon: 'refresh',
      title: 'Venta y renovación',
      points: ['Contratación y renovación 100% online.', 'Cotizá y comprá online en 5 minutos.'],
    },
    {
      icon: 'wallet',
      title: 'Organización y gestión',
      points: [
        'Consultá de forma inteligente las condiciones de tus pólizas.',
        'Todas tus pólizas juntas en una sola wallet.',
      ],
    },
    {
      icon: 'user',
      title: 'Gestioná todo desde tu perfil',
      points: ['Cambiá tus datos cuando lo necesites.', 'Sumá coberturas a tus seguros.', 'Hablá con un experto.'],
    },
  ],
};

/** Navigation state read by the request form at /insurance/other. */
export interface InsuranceRequestDefaultState {
  defaultType: 'auto' | 'garantia' | 'otros';
}

/** A landing tile: id, title, image (an inline icon) and enable, plus where it leads. */
export interface LandingTile {
  id: 'car' | 'rent' | 'home' | 'bike' | 'other';
  title: string;
  image: IconName;
  enable: boolean;
  hint: string;
  to: string;
  state?: InsuranceRequestDefaultState;
}

export const productGrid: { title: string; lead: string; proposalLead: string; tiles: LandingTile[] } = {
  title: 'Explorá nuestros seguros',
  lead: 'Bicicleta y hogar se cotizan y contratan online.',
  /** Said only while a tile leads to the request form. */
  proposalLead: 'Para el resto, pedí una propuesta personalizada.',
  tiles: [
    {
      id: 'car',
      title: 'Auto',
      image: 'car',
      enable: true,
      hint: 'Pedí tu propuesta',
      to: paths.insuranceOther.href(),
      state: { defaultType: 'auto' },
    },
    {
      id: 'rent',
      title: 'Garantía de Alquiler',
      image: 'key',
      enable: true,
      hint: 'Pedí tu propuesta',
      to: paths.insuranceOther.href(),
      state: { defaultType: 'garantia' },
    },
    {
      id: 'home',
      title: 'Hogar',
      image: 'home',
      enable: true,
      hint: 'Cotizá online',
      to: paths.insurance.href('home'),
    },
    {
      id: 'bike',
      title: 'Bicicleta',
      image: 'bike',
      enable: true,
      hint: 'Cotizá online',
      to: paths.insurance.href('bike'),
    },
    {
      id: 'other',
      title: 'Otros',
      image: 'shield',
      enable: true,
      hint: 'SOA, movilidad y más',
      to: paths.insuranceOther.href(),
      state: { defaultType: 'otros' },
    },
  ],
};

export interface Testimonial {
  name: string;
  rating: number;
  text: string;
}

export const testimonials: { title: string; lead: string; items: Testimonial[] } = {
  title: 'Lo que dicen quienes ya usan la beta',
  lead: 'Opiniones de nuestros primeros usuarios.',
  items: [
    {
      name: 'Lucía Fernández',
      rating: 5,
      text: 'Aseguré mi bici desde el celular en un ratito. Todo clarito, sin llamadas ni formularios en papel.',
    },
    {
      name: 'Martín Rodríguez',
      rating: 5,
      text: 'Por fin tengo todas mis pólizas juntas. Le pregunté a Amparo qué me cubría el seguro de hogar y me respondió al toque.',
    },
    {
      name: 'Sofía Pereira',
      rating: 5,
      text: 'Pedí una propuesta para la garantía de alquiler y me respondieron al otro día. Muy buena atención.',
    },
  ],
};

export const insuranceRequest = {
  eyebrow: 'Propuesta personalizada',
  title: '¿Buscás otro seguro?',
  lead: 'Auto, garantía de alquiler, SOA, movilidad alternativa o accidentes personales: contanos qué necesitás y te enviamos una propuesta a tu medida, sin compromiso.',
  promise: 'Te respondemos en < 24 h',
};

export interface Article {
  title: string;
  excerpt: string;
  /** Starting with http: another site, opened in a new tab. Otherwise an in-app route. */
  link: string;
  source: string;
}

export const articles: { title: string; lead: string; items: Article[] } = {
  title: 'Artículos para decidir mejor',
  lead: 'Guías cortas para entender tus seguros.',
  items: [
    {
      title: '¿Cuánto asegurar tu casa?',
      excerpt:
        'El capital del edificio es lo que costaría reconstruirlo, no su precio de venta: como guía, entre el 60 y el 70% del valor de mercado, sin contar el terreno.',
      link: paths.insurance.href('home'),
      source: 'Seguro de hogar',
    },
    {
      title: 'Tu bici asegurada: qué cubre y cómo denunciar',
      excerpt:
        'Responsabilidad civil hasta USD 10.000, sin deducible y sin límite de edad. Si pasa algo, avisás dentro de los 5 días por WhatsApp.',
      link: paths.insurance.href('bike'),
      source: 'Seguro de bicicleta',
    },
    {
      title: 'Consejos para circular seguro en bicicleta',
      excerpt:
        'La Unidad Nacional de Seguridad Vial (UNASEV) reúne recomendaciones y normativa para moverte por la ciudad con más seguridad.',
      link: 'https://www.gub.uy/unidad-nacional-seguridad-vial',
      source: 'gub.uy · UNASEV',
    },
  ],
};

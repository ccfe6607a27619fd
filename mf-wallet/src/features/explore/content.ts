import { paths } from 'shared-ui';
import type { IconName } from '@/components/icon';

export interface ExploreTile {
  id: string;
  title: string;
  hint: string;
  icon: IconName;
  to: string;
  /** Navigation state of /insurance/other: the request form's preselected type. */
  state?: { defaultType: string };
}

const ONLINE = 'Cotizá online';
const PROPOSAL = 'Pedí tu propuesta';

/**
 * 'Explorar nuevos' (spec §2): home and bike have their own pages; the rest go to the request form, each
 * naming what it asks for (Dental, Viajes and Otros are mf-forms' requests outside the five types).
 */
export const exploreTiles: readonly ExploreTile[] = [
  {
    id: 'car',
    title: 'Auto',
    hint: PROPOSAL,
    icon: 'car',
    to: paths.insuranceOther.href(),
    state: { defaultType: 'auto' },
  },
  { id: 'home', title: 'Hogar', hint: ONLINE, icon: 'home', to: paths.insurance.href('home') },
  {
    id: 'rent',
    title: 'Garantía de alquiler',
    hint: PROPOSAL,
    icon: 'key',
    to: paths.insuranceOther.href(),
    state: { defaultType: 'garantia' },
  },
  { id: 'bike', title: 'Bicicleta', hint: ONLINE, icon: 'bike', to: paths.insurance.href('bike') },
  {
    id: 'dental',
    title: 'Dental',
    hint: PROPOSAL,
    icon: 'tooth',
    to: paths.insuranceOther.href(),
    state: { defaultType: 'dental' },
  },
  {
    id: 'trip',
    title: 'Viajes',
    hint: PROPOSAL,
    icon: 'plane',
    to: paths.insuranceOther.href(),
    state: { defaultType: 'viajes' },
  },
  {
    id: 'health',
    title: 'Accidentes Personales',
    hint: PROPOSAL,
    icon: 'heart',
    to: paths.insuranceOther.href(),
    state: { defaultType: 'accidentes' },
  },
  {
    id: 'other',
    title: 'Otros',
    hint: PROPOSAL,
    icon: 'grid',
    to: paths.insuranceOther.href(),
    state: { defaultType: 'otros' },
  },
];

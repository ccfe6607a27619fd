import { formatUsd } from 'shared-ui';
import * as yup from 'yup';
import { HOME_COVERAGES, type HomeCoverageKey } from '@/config/home-coverages';
import type { Construccion, Propiedad, Ubicacion } from '@/config/home-options';
import { CONSTRUCCION_OPTIONS, optionLabel, PROPIEDAD_OPTIONS, UBICACION_OPTIONS } from '@/config/home-options';

export const REQUIRED_MESSAGE = 'Por favor completá todos los campos obligatorios.';
export const SUCCESS_MESSAGE = 'Solicitud enviada con éxito. Nos pondremos en contacto.';
export const FAILURE_MESSAGE = 'Ocurrió un error al enviar la solicitud.';
export const EMAIL_SUBJECT = 'Solicitud · Propuesta a medida';
/** After a successful send the screen returns home (spec §9). */
export const REDIRECT_DELAY_MS = 2000;

export interface CoverageField {
  key: HomeCoverageKey;
  label: string;
  /** Maximum insured sum in USD (spec §9). */
  max: number;
  guidance?: string;
}

export const COVERAGE_FIELDS: CoverageField[] = [
  {
    key: 'incendioEdificio',
    label: HOME_COVERAGES.incendioEdificio,
    max: 800_000,
    guidance: 'El costo de reconstruir tu vivienda, sin el terreno.',
  },
  {
    key: 'incendioContenido',
    label: HOME_COVERAGES.incendioContenido,
    max: 400_000,
    guidance: 'Recomendado: entre el 10 % y el 20 % del valor del edificio.',
  },
  { key: 'hurtoContenido', label: HOME_COVERAGES.hurtoContenido, max: 10_000 },
  { key: 'hurtoEquipos', label: HOME_COVERAGES.hurtoEquipos, max: 10_000 },
  {
    key: 'rcExtracontractual',
    label: HOME_COVERAGES.rcExtracontractual,
    max: 250_000,
    guidance: 'Recomendado: al menos USD 100.000; lo ideal, USD 200.000.',
  },
  { key: 'danosAgua', label: HOME_COVERAGES.danosAgua, max: 10_000 },
  { key: 'cristales', label: HOME_COVERAGES.cristales, max: 5_000 },
  {
    key: 'escombros',
    label: HOME_COVERAGES.escombros,
    max: 80_000,
    guidance: 'Recomendado: entre el 10 % y el 15 % del valor del edificio.',
  },
  {
    key: 'alojamiento',
    label: HOME_COVERAGES.alojamiento,
    max: 50_000,
    guidance: 'Recomendado: al menos lo que cuesta un mes de alojamiento.',
  },
  { key: 'inundacion', label: HOME_COVERAGES.inundacion, max: 5_000 },
];

export type CustomProposalValues = {
  name: string;
  surname: string;
  email: string;
  propiedad: Propiedad | '';
  construccion: Construccion | '';
  ubicacion: Ubicacion | '';
  comentario: string;
} & Record<HomeCoverageKey, number | null>;

export const emptyCustomProposal: CustomProposalValues = {
  name: '',
  surname: '',
  email: '',
  propiedad: '',
  construccion: '',
  ubicacion: '',
  incendioEdificio: null,
  incendioContenido: null,
  hurtoContenido: null,
  hurtoEquipos: null,
  rcExtracontractual: null,
  danosAgua: null,
  cristales: null,
  escombros: null,
  alojamiento: null,
  inundacion: null,
  comentario: '',
};

const REQUIRED = 'Este campo es obligatorio.';

export function maxMessage(max: number): string {
  return `El máximo para esta cobertura es ${formatUsd(max)}.`;
}

const coverageRules = Object.fromEntries(
  COVERAGE_FIELDS.map(({ key, max }) => [key, yup.number().nullable().required(REQUIRED).max(max, maxMessage(max))]),
) as Record<HomeCoverageKey, yup.NumberSchema<number | null | undefined>>;

export const customProposalSchema = yup.object({
  name: yup.string().trim().required(REQUIRED),
  surname: yup.string().trim().required(REQUIRED),
  email: yup.string().trim().required(REQUIRED).email('Ingresá un email válido.'),
  propiedad: yup.string().required(REQUIRED),
  construccion: yup.string().required(REQUIRED),
  ubicacion: yup.string().required(REQUIRED),
  ...coverageRules,
  comentario: yup.string(),
});

/** True when some required field is empty (the form then says REQUIRED_MESSAGE). */
export function hasMissingRequired(values: CustomProposalValues): boolean {
  const texts = [values.name, values.surname, values.email, values.propiedad, values.construccion, values.ubicacion];
  return texts.some((v) => !v.trim()) || COVERAGE_FIELDS.some(({ key }) => values[key] === null);
}

/** The e-mail body: one 'field: value' line per field, in the form's order. */
export function customProposalText(values: CustomProposalValues): string {
  const lines: [string, string | number][] = [
    ['name', values.name.trim()],
    ['surname', values.surname.trim()],
    ['email', values.email.trim()],
    ['propiedad', optionLabel(PROPIEDAD_OPTIONS, values.propiedad)],
    ['construccion', optionLabel(CONSTRUCCION_OPTIONS, values.construccion)],
    ['ubicacion', optionLabel(UBICACION_OPTIONS, values.ubicacion)],
    ...COVERAGE_FIELDS.map(({ key }): [string, number | string] => [key, values[key] ?? '']),
    ['comentario', values.comentario.trim()],
  ];
  return lines.map(([field, value]) => `${field}: ${value}`).join('\n');
}

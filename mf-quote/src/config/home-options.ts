// The home questionnaire's and the custom proposal's choices. Values are what the partner's rating
// reads (ubicacion montevideo|interior, construccion tradicional|alternativa); labels are the spec's.

export type Propiedad = 'casa' | 'apartamento';
export type Construccion = 'tradicional' | 'alternativa';
export type Ubicacion = 'montevideo' | 'interior';

export interface ChoiceOption<V extends string> {
  value: V;
  label: string;
  description?: string;
}

export const PROPIEDAD_OPTIONS: ChoiceOption<Propiedad>[] = [
  { value: 'casa', label: 'Casa' },
  { value: 'apartamento', label: 'Apartamento' },
];

export const CONSTRUCCION_OPTIONS: ChoiceOption<Construccion>[] = [
  { value: 'tradicional', label: 'Tradicional' },
  { value: 'alternativa', label: 'Alternativa', description: 'Steel framing, isopanel, wood framing' },
];

export const UBICACION_OPTIONS: ChoiceOption<Ubicacion>[] = [
  { value: 'montevideo', label: 'Montevideo / Ciudad de la Costa / Costa de Oro' },
  { value: 'interior', label: 'Resto del país' },
];

export function optionLabel<V extends string>(options: ChoiceOption<V>[], value: V | '' | null | undefined): string {
  return options.find((o) => o.value === value)?.label ?? '';
}

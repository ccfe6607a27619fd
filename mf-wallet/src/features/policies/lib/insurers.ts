// Display names of the insurers by slug (spec §3), as the add-service catalogue names them
// (api/seeds/catalogue.json). An unknown insurer is shown as received.
const INSURER_NAMES: Record<string, string> = {
  sbi: 'SBI Seguros',
  bse: 'Banco de Seguros del Estado',
  mapfre: 'MAPFRE',
  sura: 'SURA',
  porto: 'Porto Seguro',
  hdi: 'HDI Seguros',
  sancor: 'Sancor Seguros',
  'san-cristobal': 'San Cristóbal Seguros',
  berkley: 'Berkley International Seguros',
  surco: 'Surco Seguros',
};

export function insurerName(insurer: string | null | undefined): string {
  const value = insurer?.trim() ?? '';
  return INSURER_NAMES[value.toLowerCase()] ?? value;
}

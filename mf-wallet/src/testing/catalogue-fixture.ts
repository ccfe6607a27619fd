import type { ExternalCatalogue } from 'contracts';

/**
 * A small add-service catalogue (GET /categories/external) with every path of the wizard: home has plans at
 * sbi (integrated) and bse; mapfre has none for home; dental has no plans at all.
 */
export function makeCatalogue(): ExternalCatalogue {
  return {
    categories: [
      { id: 'home', label: 'Hogar' },
      { id: 'car', label: 'Auto' },
      { id: 'dental', label: 'Dental' },
    ],
    insurers: [
      { slug: 'sbi', name: 'SBI Seguros' },
      { slug: 'bse', name: 'Banco de Seguros del Estado' },
      { slug: 'mapfre', name: 'MAPFRE' },
    ],
    catalog: {
      home: { sbi: ['Básico', 'Recomendado', 'Premium'], bse: ['Hogar Integral', 'Incendio Edificio'] },
      car: { sbi: ['Auto Total'], bse: ['Automóviles Total'], mapfre: ['Todo Riesgo'] },
      dental: {},
    },
    integratedInsurers: ['sbi'],
  };
}

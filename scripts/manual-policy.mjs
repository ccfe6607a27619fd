// A complete manual car policy for POST /api/v1/policy/external, as the add-service form sends it. The
// wallet bench seeds with it and the chaos runs write with it; each caller gives the fields that must differ.
export function manualPolicyBody(fields = {}) {
  return {
    status: 'activa',
    category: 'car',
    insurer: 'bse',
    asegurado: 'Usuaria de Prueba',
    vigenciaDesde: '2025-03-01',
    vigenciaHasta: '2026-03-01',
    tipoRenovacion: 'Automática',
    medioPago: 'Débito',
    prima: 850,
    premioTotal: 1037.5,
    cuotas: 10,
    corredor: 'Corredora del Sur',
    producto: 'Automóviles',
    plan: 'Auto Total',
    descripcionBien: 'Vehículo de prueba',
    cobertura: 'Total',
    limite: 'USD 1.000.000',
    deducible: 'USD 400',
    productId: '',
    packageId: '',
    prefill: null,
    ...fields,
  };
}

import { buildManualPolicyBody, manualFormField } from '../build-body';
import { emptyValues, newCoverageRow } from '../form-values';

describe('manual policy body', () => {
  it('sends empty fields as null, numbers as numbers, productId and packageId empty', () => {
    const body = buildManualPolicyBody({
      values: { ...emptyValues(), plan: ' único ', prima: '1500,5', cuotas: '3' },
      mode: 'later',
      category: 'dental',
      insurer: 'mapfre',
      prefill: null,
      documentFileId: null,
    });
    expect(body).toMatchObject({
      status: 'Faltan completar datos',
      plan: 'único',
      prima: 1500.5,
      cuotas: 3,
      premioTotal: null,
      asegurado: null,
      productId: null,
      packageId: null,
      benefits: [],
    });
    expect(body).not.toHaveProperty('documentFileId');
  });

  it('keeps the ids of existing rows (UUIDs only) and drops blank rows', () => {
    const id = '6c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f';
    const body = buildManualPolicyBody({
      values: {
        ...emptyValues(),
        benefits: [
          newCoverageRow({ _id: id, nombreCobertura: ' Incendio ', sumaAsegurada: '1000' }),
          newCoverageRow(),
          newCoverageRow({ _id: 'b1', nombreCobertura: 'Hurto', sumaAsegurada: '' }),
        ],
      },
      mode: 'complete',
      category: 'home',
      insurer: 'sbi',
      prefill: { policyNumber: 'SBI-1' },
      documentFileId: '0b9f6c1e-7d2a-4e3b-9c4d-5e6f7a8b9c0d',
    });
    expect(body.benefits).toEqual([
      { _id: id, nombreCobertura: 'Incendio', sumaAsegurada: 1000 },
      { nombreCobertura: 'Hurto', sumaAsegurada: null },
    ]);
    expect(body).toMatchObject({
      status: 'activa',
      prefill: { policyNumber: 'SBI-1' },
      documentFileId: '0b9f6c1e-7d2a-4e3b-9c4d-5e6f7a8b9c0d',
    });
  });

  it('maps a 400 field to the form field, counting only the rows sent', () => {
    const toField = manualFormField({
      ...emptyValues(),
      benefits: [newCoverageRow(), newCoverageRow({ nombreCobertura: 'Incendio' })],
    });
    expect(toField('vigenciaHasta')).toBe('vigenciaHasta');
    expect(toField('benefits[0].sumaAsegurada')).toBe('benefits.1.sumaAsegurada');
    expect(toField('benefits[5].nombreCobertura')).toBeNull();
    expect(toField('category')).toBeNull();
    expect(toField('documentFileId')).toBeNull();
  });
});

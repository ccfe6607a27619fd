import { aFile, entriesOf } from '@/testing/render';
import {
  emptyInsuranceRequest,
  insuranceRequestFormData,
  totalFileErrors,
  type InsuranceRequestValues,
} from '../insurance-request-values';

function values(overrides: Partial<InsuranceRequestValues>): InsuranceRequestValues {
  return { ...emptyInsuranceRequest('auto'), ...overrides };
}

describe('insuranceRequestFormData (multipart body of POST /solicitudes)', () => {
  it('sends the product and only its own fields, trimmed, leaving out empty ones', () => {
    const body = insuranceRequestFormData(
      values({
        producto: 'soa',
        tipoVehiculo: 'Moto',
        lugarCirculacion: 'Resto del País',
        email: ' ana@example.com ',
        // Filled for another type before switching: not sent.
        marca: 'Fiat',
        nombre: 'Ana',
      }),
    );
    expect(entriesOf(body)).toEqual({
      producto: 'soa',
      tipoVehiculo: 'Moto',
      lugarCirculacion: 'Resto del País',
      email: 'ana@example.com',
    });
  });

  it('sends garantía’s files of the chosen work situation only, each under its field', () => {
    const body = insuranceRequestFormData(
      values({
        producto: 'garantia',
        tipoDoc: 'CI',
        doc: '4.567.890-1',
        nombre: 'Lucía Fernández',
        situacionLaboral: 'profesionales',
        ci: [aFile('cedula.jpg', { type: 'image/jpeg' })],
        rut: [aFile('rut.pdf')],
        certIngresos: [aFile('cert.pdf')],
        // From a situation chosen before: not shown, not sent.
        reciboFijo: [aFile('recibo.pdf')],
      }),
    );
    expect(entriesOf(body)).toEqual({
      producto: 'garantia',
      tipoDoc: 'CI',
      doc: '4.567.890-1',
      nombre: 'Lucía Fernández',
      situacionLaboral: 'profesionales',
      ci: '[archivo] cedula.jpg',
      rut: '[archivo] rut.pdf',
      certIngresos: '[archivo] cert.pdf',
    });
  });

  it('sends movilidad’s invoice or photo', () => {
    const body = insuranceRequestFormData(
      values({
        producto: 'movilidad',
        valorDeclarado: '1200',
        facturaOImagen: [aFile('foto.png', { type: 'image/png' })],
      }),
    );
    expect(entriesOf(body)).toEqual({
      producto: 'movilidad',
      valorDeclarado: '1200',
      facturaOImagen: '[archivo] foto.png',
    });
  });
});

describe('totalFileErrors', () => {
  it('refuses more than 30 MB in all', () => {
    const big = (name: string) => aFile(name, { bytes: 9 * 1024 * 1024 });
    const errors = totalFileErrors(
      values({
        producto: 'garantia',
        situacionLaboral: 'profesionales',
        ci: [big('a.pdf'), big('b.pdf')],
        rut: [big('c.pdf')],
        certIngresos: [big('d.pdf')],
      }),
    );
    expect(errors).toEqual({ certIngresos: 'Entre todos, los archivos pueden pesar hasta 30 MB.' });
  });

  it('says nothing within the limits', () => {
    expect(totalFileErrors(values({ producto: 'movilidad', facturaOImagen: [aFile('f.pdf')] }))).toEqual({});
  });
});

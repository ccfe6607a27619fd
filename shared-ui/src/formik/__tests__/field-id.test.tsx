import { act, useId, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { screen } from '@testing-library/react';
import { Formik } from 'formik';
import { GuardedForm } from '../guarded-form';
import { SelectField } from '../select-field';
import { TextField } from '../text-field';
import { useFieldId } from '../field-id';

function RequestForm({ idPrefix }: { idPrefix?: string | undefined }) {
  return (
    <Formik initialValues={{ email: '', producto: 'auto' }} onSubmit={() => undefined}>
      <GuardedForm aria-label="Solicitud" idPrefix={idPrefix}>
        <TextField name="email" label="Email" hint="Te respondemos a este email." />
        <SelectField
          name="producto"
          label="Elegí un tipo"
          options={[{ value: 'auto', label: 'Auto' }]}
          placeholder={null}
        />
        <SectionTitle />
      </GuardedForm>
    </Formik>
  );
}

function SectionTitle() {
  const id = useFieldId('tus-datos');
  return <h2 id={id}>Tus datos</h2>;
}

/** Elements that draw nothing but move the form to another place in React's tree (so useId's ids change). */
function Elsewhere({ children }: { children: ReactNode }) {
  useId();
  return (
    <>
      <Nothing />
      <Nothing />
      {children}
    </>
  );
}
const Nothing = () => null;

/**
 * As a prerendered screen: the form's HTML rendered alone (publish time), then hydrated by a tree where it
 * sits elsewhere (the shell). Returns what React complained about.
 */
async function hydrateElsewhere(idPrefix?: string): Promise<string[]> {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<RequestForm idPrefix={idPrefix} />);
  document.body.append(container);
  const problems: string[] = [];
  const error = jest.spyOn(console, 'error').mockImplementation((...args) => problems.push(args.map(String).join(' ')));
  try {
    await act(async () => {
      hydrateRoot(
        container,
        <Elsewhere>
          <RequestForm idPrefix={idPrefix} />
        </Elsewhere>,
        { onRecoverableError: (e) => problems.push(String(e)) },
      );
    });
  } finally {
    error.mockRestore();
  }
  return problems;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe("GuardedForm's idPrefix", () => {
  it('names its fields <prefix>-<name>, with the label, hint and section wired to them', () => {
    const html = renderToString(<RequestForm idPrefix="solicitud" />);
    document.body.innerHTML = html;
    expect(screen.getByLabelText('Email')).toHaveAttribute('id', 'solicitud-email');
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Te respondemos a este email.');
    expect(screen.getByLabelText('Elegí un tipo')).toHaveAttribute('id', 'solicitud-producto');
    expect(screen.getByRole('heading', { name: 'Tus datos' })).toHaveAttribute('id', 'solicitud-tus-datos');
  });

  it('is hydrated without a mismatch where the form sits elsewhere in the tree than where it was rendered', async () => {
    expect(await hydrateElsewhere('solicitud')).toEqual([]);
    expect(screen.getByLabelText('Email')).toHaveAttribute('id', 'solicitud-email');
  });

  it('without it, generated ids differ there (why a prerendered form needs it)', async () => {
    const problems = await hydrateElsewhere();
    expect(problems.join('\n')).toMatch(/didn't match|hydrat/i);
  });
});

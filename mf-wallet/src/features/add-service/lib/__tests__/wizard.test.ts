import { makeCatalogue } from '@/testing/catalogue-fixture';
import {
  canConfirm,
  initialWizard,
  isLastStep,
  reduceWizard,
  toDraft,
  wizardSteps,
  type WizardAction,
  type WizardState,
} from '../wizard';

const catalogue = makeCatalogue();

function run(...actions: WizardAction[]): WizardState {
  return actions.reduce((state, action) => reduceWizard(catalogue, state, action), initialWizard);
}

describe('wizard steps', () => {
  it.each([
    ['home', 'sbi', ['category', 'insurer', 'plan', 'policyNumber']],
    ['home', 'bse', ['category', 'insurer', 'plan']],
    ['home', 'mapfre', ['category', 'insurer', 'confirm']],
    ['dental', 'sbi', ['category', 'insurer', 'policyNumber']],
    ['dental', 'bse', ['category', 'insurer', 'confirm']],
  ])('%s at %s: %j', (category, insurer, steps) => {
    expect(wizardSteps(catalogue, run({ type: 'category', id: category }, { type: 'insurer', slug: insurer }))).toEqual(
      steps,
    );
  });

  it('knows only the first two until the insurer is chosen', () => {
    expect(wizardSteps(catalogue, initialWizard)).toEqual(['category', 'insurer']);
    expect(wizardSteps(catalogue, run({ type: 'category', id: 'home' }))).toEqual(['category', 'insurer']);
  });
});

describe('wizard transitions', () => {
  it('choosing the category moves to the insurer and resets insurer, plan and number', () => {
    const chosen = run(
      { type: 'category', id: 'home' },
      { type: 'insurer', slug: 'sbi' },
      { type: 'plan', name: 'Premium' },
      { type: 'next' },
      { type: 'policyNumber', value: 'SBI-1' },
      { type: 'back' },
      { type: 'back' },
      { type: 'back' },
    );
    expect(chosen.step).toBe('category');
    expect(reduceWizard(catalogue, chosen, { type: 'category', id: 'car' })).toEqual({
      step: 'insurer',
      category: 'car',
      insurer: null,
      plan: null,
      policyNumber: '',
    });
  });

  it('choosing the insurer moves to step 3: plan, policy number or confirmation', () => {
    expect(run({ type: 'category', id: 'home' }, { type: 'insurer', slug: 'sbi' }).step).toBe('plan');
    expect(run({ type: 'category', id: 'dental' }, { type: 'insurer', slug: 'sbi' }).step).toBe('policyNumber');
    expect(run({ type: 'category', id: 'home' }, { type: 'insurer', slug: 'mapfre' }).step).toBe('confirm');
  });

  it('a new insurer drops the plan chosen for the previous one', () => {
    const state = run(
      { type: 'category', id: 'home' },
      { type: 'insurer', slug: 'sbi' },
      { type: 'plan', name: 'Básico' },
      { type: 'back' },
      { type: 'insurer', slug: 'bse' },
    );
    expect(state).toMatchObject({ step: 'plan', insurer: 'bse', plan: null });
  });

  it('ignores a plan the catalogue does not list, and does not leave the plan step without one', () => {
    const onPlan = run({ type: 'category', id: 'home' }, { type: 'insurer', slug: 'sbi' });
    expect(reduceWizard(catalogue, onPlan, { type: 'plan', name: 'Inventado' }).plan).toBeNull();
    expect(reduceWizard(catalogue, onPlan, { type: 'next' }).step).toBe('plan');
    const chosen = reduceWizard(catalogue, onPlan, { type: 'plan', name: 'Recomendado' });
    expect(reduceWizard(catalogue, chosen, { type: 'next' }).step).toBe('policyNumber');
  });

  it('back walks the steps of the current choices', () => {
    const state = run(
      { type: 'category', id: 'home' },
      { type: 'insurer', slug: 'sbi' },
      { type: 'plan', name: 'Básico' },
      { type: 'next' },
    );
    expect(state.step).toBe('policyNumber');
    expect(
      run(
        { type: 'category', id: 'home' },
        { type: 'insurer', slug: 'sbi' },
        { type: 'plan', name: 'Básico' },
        { type: 'next' },
        { type: 'back' },
      ).step,
    ).toBe('plan');
    expect(reduceWizard(catalogue, initialWizard, { type: 'back' })).toBe(initialWizard);
  });
});

describe('confirming', () => {
  it('needs category and insurer, and a plan when the catalogue has plans', () => {
    expect(canConfirm(catalogue, initialWizard)).toBe(false);
    expect(canConfirm(catalogue, run({ type: 'category', id: 'home' }))).toBe(false);
    expect(canConfirm(catalogue, run({ type: 'category', id: 'home' }, { type: 'insurer', slug: 'bse' }))).toBe(false);
    expect(
      canConfirm(
        catalogue,
        run(
          { type: 'category', id: 'home' },
          { type: 'insurer', slug: 'bse' },
          { type: 'plan', name: 'Hogar Integral' },
        ),
      ),
    ).toBe(true);
    expect(canConfirm(catalogue, run({ type: 'category', id: 'home' }, { type: 'insurer', slug: 'mapfre' }))).toBe(
      true,
    );
  });

  it('is done on the last step of the choices', () => {
    const onPlan = run({ type: 'category', id: 'home' }, { type: 'insurer', slug: 'bse' });
    expect(isLastStep(catalogue, onPlan)).toBe(true);
    const sbiPlan = run({ type: 'category', id: 'home' }, { type: 'insurer', slug: 'sbi' });
    expect(isLastStep(catalogue, sbiPlan)).toBe(false);
    expect(isLastStep(catalogue, run({ type: 'category', id: 'home' }))).toBe(false);
  });

  it('hands a draft with plan "único" when there are no plans, and the number only for integrated insurers', () => {
    expect(toDraft(catalogue, run({ type: 'category', id: 'home' }, { type: 'insurer', slug: 'mapfre' }))).toEqual({
      category: 'home',
      insurer: 'mapfre',
      plan: 'único',
      policyNumber: null,
      prefill: null,
      prefillError: null,
    });
    const sbi = run(
      { type: 'category', id: 'home' },
      { type: 'insurer', slug: 'sbi' },
      { type: 'plan', name: 'Premium' },
      { type: 'next' },
      { type: 'policyNumber', value: '  SBI-10000001 ' },
    );
    expect(toDraft(catalogue, sbi, { prefill: null, prefillError: 'not_found' })).toEqual({
      category: 'home',
      insurer: 'sbi',
      plan: 'Premium',
      policyNumber: 'SBI-10000001',
      prefill: null,
      prefillError: 'not_found',
    });
  });
});

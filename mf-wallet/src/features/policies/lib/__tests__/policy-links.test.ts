import { makePolicy } from 'shared-ui/testing/policy-fixture';
import { policyActions, requoteLink } from '../policy-links';

describe('requoteLink', () => {
  it('goes to the online quotes for home and bike, else to the request form', () => {
    expect(requoteLink('home')).toEqual({ to: '/quote/home' });
    expect(requoteLink('bike')).toEqual({ to: '/quote/bike' });
    expect(requoteLink('car')).toEqual({ to: '/insurance/other', state: { defaultType: 'auto' } });
    expect(requoteLink('dental')).toEqual({ to: '/insurance/other' });
    expect(requoteLink(null)).toEqual({ to: '/insurance/other' });
  });
});

describe('policyActions', () => {
  it('pending: complete the purchase, no claim', () => {
    const actions = policyActions(makePolicy({ status: 'pendiente' }));
    expect(actions.completePurchase).toEqual({ to: '/policy/3f1c2b9e-8a4d-4c1e-9b7a-1d2e3f4a5b6c/emission' });
    expect(actions.claim).toBeNull();
    expect(actions.completeData).toBeNull();
  });

  it('active and ours: the claim goes to the claims tab with the policy number', () => {
    const actions = policyActions(makePolicy({ status: 'activa' }));
    expect(actions.completePurchase).toBeNull();
    expect(actions.claim).toEqual({ to: '/app', state: { tab: 'reclamos', policyNumber: 'SBI-12345678' } });
    expect(policyActions(makePolicy({ numeroPoliza: null })).claim).toEqual({ to: '/app', state: { tab: 'reclamos' } });
  });

  it('external: never completed or claimed here; missing data offers the edit draft', () => {
    const actions = policyActions(
      makePolicy({ externo: true, status: 'Faltan completar datos', insurer: 'bse', category: 'car' }),
    );
    expect(actions.completePurchase).toBeNull();
    expect(actions.claim).toBeNull();
    expect(actions.completeData).toEqual({
      to: '/service/new',
      state: { editPolicyId: '3f1c2b9e-8a4d-4c1e-9b7a-1d2e3f4a5b6c', insurer: 'bse', category: 'car' },
    });
    expect(policyActions(makePolicy({ externo: true, status: 'pendiente' })).completePurchase).toBeNull();
  });
});

import { screen, within } from '@testing-library/react';
import { QA_BADGE_ID, renderQaBadge } from '../qa-badge';

describe('QA badge', () => {
  afterEach(() => document.getElementById(QA_BADGE_ID)?.remove());

  it('shows the pinned versions and a link that drops them', () => {
    renderQaBadge(document, {
      versions: { 'mf-landing': '2.0.0', 'mf-quote': '1.4.0' },
      expiresAt: '2030-01-01T00:00:00Z',
    });
    const badge = screen.getByRole('complementary', { name: 'Versiones fijadas para QA' });
    expect(badge).toHaveTextContent('QA: mf-landing 2.0.0, mf-quote 1.4.0');
    expect(within(badge).getByRole('link', { name: 'Quitar' })).toHaveAttribute('href', '/__release/qa/clear');
  });

  it('draws nothing when no version is pinned, and only one badge at a time', () => {
    expect(renderQaBadge(document, { versions: {}, expiresAt: '2030-01-01T00:00:00Z' })).toBeNull();
    renderQaBadge(document, { versions: { 'mf-landing': '2.0.0' }, expiresAt: '2030-01-01T00:00:00Z' });
    renderQaBadge(document, { versions: { 'mf-landing': '3.0.0' }, expiresAt: '2030-01-01T00:00:00Z' });
    expect(screen.getAllByRole('complementary')).toHaveLength(1);
    expect(screen.getByRole('complementary')).toHaveTextContent('mf-landing 3.0.0');
  });
});

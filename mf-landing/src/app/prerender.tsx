// Publish-time HTML of this remote's public screens (tooling/webpack/prerender-config.cjs runs it after the
// browser build and writes what it returns into dist/prerender/; how: shared-ui's prerenderScreens).
import { paths } from 'shared-ui';
import { prerenderScreens, type PrerenderScreen } from 'shared-ui/prerender';
import AboutPage from '@/app/exposed/about-page';
import InsurancePage from '@/app/exposed/insurance-page';
import LandingPage from '@/app/exposed/landing-page';
import PrivacyPage from '@/app/exposed/privacy-page';
import { insuranceContent, type InsuranceType } from '@/features/insurance/content';

const screens: PrerenderScreen[] = [
  { address: paths.home.href(), pattern: paths.home.path, file: 'home.html', Page: LandingPage },
  { address: paths.about.href(), pattern: paths.about.path, file: 'about.html', Page: AboutPage },
  { address: paths.privacy.href(), pattern: paths.privacy.path, file: 'privacy.html', Page: PrivacyPage },
  ...(Object.keys(insuranceContent) as InsuranceType[]).map((type) => ({
    address: paths.insurance.href(type),
    pattern: paths.insurance.path,
    file: `insurance-${type}.html`,
    Page: InsurancePage,
  })),
];

export function prerender(): Record<string, string> {
  return prerenderScreens(screens);
}

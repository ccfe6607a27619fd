// The route table: which remote module draws each address, and whether it needs a signed-in person. The shell
// routes by it, and each remote's standalone bootstrap routes its own screens by it (`standaloneScreens`).
// With `paths` (the address) and the module's file in its remote's src/app/exposed/ (the screen), it is one
// of the three places a new screen is written; `npm run screens` generates the rest from them (the remote
// registry and the shell's early-download table first-modules.json), and a shell test fails when those do
// not agree. Plain data: the generator (tooling/screens/) reads it too.
import type { paths } from './paths';

export interface ScreenRoute {
  /** The address, by its name in shared-ui's `paths`. */
  address: keyof typeof paths;
  /** Federation name of the remote, e.g. `mf_wallet`. */
  remote: string;
  /** Its exposed module, e.g. `./PolicyPage`. */
  module: string;
  /** Behind the sign-in guard. */
  guarded: boolean;
}

// A screen still to come is added together with its module and the links to it; until then its address
// redirects home like any unknown one.
export const screenRoutes: readonly ScreenRoute[] = [
  { address: 'home', remote: 'mf_landing', module: './LandingPage', guarded: false },
  { address: 'about', remote: 'mf_landing', module: './AboutPage', guarded: false },
  { address: 'privacy', remote: 'mf_landing', module: './PrivacyPage', guarded: false },
  { address: 'insurance', remote: 'mf_landing', module: './InsurancePage', guarded: false },
  { address: 'insuranceOther', remote: 'mf_forms', module: './OtherInsurancePage', guarded: false },
  { address: 'compare', remote: 'mf_quote', module: './ComparePage', guarded: false },
  { address: 'quoteBike', remote: 'mf_quote', module: './BikeQuotePage', guarded: false },
  { address: 'quoteHome', remote: 'mf_quote', module: './HomeQuotePage', guarded: false },
  { address: 'quoteHomeForm', remote: 'mf_quote', module: './HomePlansPage', guarded: false },
  { address: 'quoteHomeCustom', remote: 'mf_quote', module: './HomeCustomPage', guarded: false },
  { address: 'app', remote: 'mf_wallet', module: './AppPage', guarded: true },
  { address: 'policy', remote: 'mf_wallet', module: './PolicyPage', guarded: true },
  { address: 'serviceNew', remote: 'mf_wallet', module: './ServiceNewPage', guarded: true },
  { address: 'profile', remote: 'mf_wallet', module: './ProfilePage', guarded: true },
  { address: 'emission', remote: 'mf_emission', module: './EmissionPage', guarded: true },
  { address: 'emissionResult', remote: 'mf_emission', module: './EmissionResultPage', guarded: true },
  { address: 'emissionResultEs', remote: 'mf_emission', module: './EmissionResultPage', guarded: true },
  { address: 'chat', remote: 'mf_assistant', module: './ChatPage', guarded: true },
  { address: 'chatConversation', remote: 'mf_assistant', module: './ChatPage', guarded: true },
];

/** `./PolicyPage` → `policy-page`: the file in its remote's src/app/exposed/ that exposes the module. */
export function exposedFileOf(module: string): string {
  return module
    .replace(/^\.\//, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .toLowerCase();
}

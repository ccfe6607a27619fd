// Publish-time HTML of this remote's public screen, /insurance/other (tooling/webpack/prerender-config.cjs
// runs it after the browser build and writes what it returns into dist/prerender/; how: shared-ui's
// prerenderScreens). Its form's ids come from the field names (GuardedForm's idPrefix), not from useId.
import { paths } from 'shared-ui';
import { prerenderScreens } from 'shared-ui/prerender';
import OtherInsurancePage from '@/app/exposed/other-insurance-page';

export function prerender(): Record<string, string> {
  return prerenderScreens([
    {
      address: paths.insuranceOther.href(),
      pattern: paths.insuranceOther.path,
      file: 'insurance-other.html',
      Page: OtherInsurancePage,
    },
  ]);
}

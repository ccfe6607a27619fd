// Publish-time HTML of this remote's public screens, /quote/bike and /quote/home (tooling/webpack/
// prerender-config.cjs runs it after the browser build and writes what it returns into dist/prerender/; how:
// shared-ui's prerenderScreens). Their forms' ids come from the field names (GuardedForm's idPrefix).
import { paths } from 'shared-ui';
import { prerenderScreens } from 'shared-ui/prerender';
import BikeQuotePage from '@/app/exposed/bike-quote-page';
import HomeQuotePage from '@/app/exposed/home-quote-page';

export function prerender(): Record<string, string> {
  return prerenderScreens([
    { address: paths.quoteBike.href(), pattern: paths.quoteBike.path, file: 'quote-bike.html', Page: BikeQuotePage },
    { address: paths.quoteHome.href(), pattern: paths.quoteHome.path, file: 'quote-home.html', Page: HomeQuotePage },
  ]);
}

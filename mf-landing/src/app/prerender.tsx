// Publish-time HTML of this remote's public screens (tooling/webpack/prerender-config.cjs runs it after the
// browser build and writes what it returns into dist/prerender/). Each screen is rendered alone, as
// RemoteMount draws it inside the shell's <main> (no element of its own around it), at its address; the
// gateway puts it into the shell's prerendered frame for the version of this remote the request is served,
// and the browser hydrates it with the same module.
import type { ComponentType } from 'react';
import { getInstance } from '@module-federation/enhanced/runtime';
import { renderToString } from 'react-dom/server';
import { Route, Routes, StaticRouter } from 'react-router';
import type { PrerenderedPages } from 'contracts/runtime';
import { paths } from 'shared-ui';
import AboutPage from '@/app/exposed/about-page';
import InsurancePage from '@/app/exposed/insurance-page';
import LandingPage from '@/app/exposed/landing-page';
import PrivacyPage from '@/app/exposed/privacy-page';
import { insuranceContent, type InsuranceType } from '@/features/insurance/content';

interface Screen {
  address: string;
  pattern: string;
  file: string;
  Page: ComponentType;
}

const screens: Screen[] = [
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

/**
 * No IntersectionObserver on the server would make useNearViewport start "near" (and draw the sections the
 * browser draws only when scrolled to): as in the browser, they start out of view.
 */
function likeTheBrowser(): void {
  const scope = globalThis as { IntersectionObserver?: unknown };
  scope.IntersectionObserver ??= class {
    observe() {}
    disconnect() {}
  };
}

export function prerender(): Record<string, string> {
  likeTheBrowser();
  const files: Record<string, string> = {};
  // The prerender build's federation stand-in registers every remote of the registry: links to all of them
  // are drawn, so the gateway serves this HTML only when the browser's snapshot has them all.
  const assumes = (getInstance()?.options.remotes ?? []).map((remote) => remote.name).sort();
  const pages: PrerenderedPages = { assumes, pages: {} };
  for (const { address, pattern, file, Page } of screens) {
    files[file] = renderToString(
      <StaticRouter location={address}>
        <Routes>
          <Route path={pattern} element={<Page />} />
        </Routes>
      </StaticRouter>,
    );
    pages.pages[address] = file;
  }
  files['pages.json'] = `${JSON.stringify(pages, null, 2)}\n`;
  return files;
}

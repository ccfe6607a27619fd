// The parts of `npm run bench` that can also run alone: `npm run bench -- lighthouse` / `-- monolith` / `-- seo`.
// Each needs the built app running on :8080 (bench.mjs starts it) and prints its own figures.
export const BENCH_PARTS = ['monolith', 'lighthouse', 'seo'];

/** @param {string[]} parts @param {import('@playwright/test').Browser} browser */
export async function runBenchParts(parts, browser) {
  for (const part of parts) {
    try {
      if (part === 'monolith') {
        const { benchComposedVsMonolith } = await import('./monolith.mjs');
        await benchComposedVsMonolith(browser);
      } else if (part === 'seo') {
        const { benchServedHtml } = await import('./served-html.mjs');
        await benchServedHtml();
      } else if (part === 'lighthouse') {
        const { benchLighthouse } = await import('./lighthouse.mjs');
        await benchLighthouse();
      }
    } catch (error) {
      // One part failing (a build, a browser hiccup) still lets the others print their figures.
      process.exitCode = 1;
      console.error(`\n${part}: no se pudo medir (${error.stack ?? error})`);
    }
  }
}

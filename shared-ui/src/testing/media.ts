// jsdom has no window.matchMedia (nor layout): tests choose what each media query answers. tooling's jest
// preset installs fakeMatchMedia(() => false) before every test file. Test-only; never exported from the
// package entry.

/** Installs a window.matchMedia whose lists match when `matches(query)` says so. */
export function fakeMatchMedia(matches: (query: string) => boolean): void {
  window.matchMedia = ((query: string) => ({
    matches: matches(query),
    media: query,
    onchange: null,
    addListener() {},
    removeListener() {},
    addEventListener() {},
    removeEventListener() {},
    dispatchEvent: () => false,
  })) as typeof window.matchMedia;
}

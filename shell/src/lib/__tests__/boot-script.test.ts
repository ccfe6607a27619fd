import fs from 'node:fs';
import path from 'node:path';
import { PRERENDERED_ATTRIBUTE, ROOT_TAKEN_OVER_EVENT } from 'contracts/runtime';

// public/boot.js, the page's one script (webpack/boot-script-plugin.cjs), run as the page runs it.
const SOURCE = fs.readFileSync(path.join(__dirname, '../../../public/boot.js'), 'utf8');

type PaintList = { getEntriesByName: (name: string) => unknown[] };
let observed: Array<(list: PaintList) => void> = [];
const painted = (name: string) =>
  observed.forEach((callback) => callback({ getEntriesByName: (n) => (n === name ? [{}] : []) }));
class FakePaintObserver {
  constructor(private readonly callback: (list: PaintList) => void) {}
  observe(options: { type: string; buffered: boolean }) {
    expect(options).toEqual({ type: 'paint', buffered: true });
    observed.push(this.callback);
  }
}

function page(prerendered: boolean) {
  document.head.innerHTML =
    '<template id="after-paint"><link rel="preload" as="script" href="/main.js?shell=1.0.0"><link rel="preload" as="script" href="/1.aaaaaaaa.js"></template>';
  document.body.innerHTML = `<div id="root"${prerendered ? ` ${PRERENDERED_ATTRIBUTE}=""` : ''}><button type="button">Menú</button><a href="/insurance/home">Hogar</a><a href="/privacy" target="_blank">Privacidad</a></div>`;
  Object.defineProperty(document, 'currentScript', {
    configurable: true,
    value: { src: 'http://localhost/boot.js?shell=1.0.0' },
  });
  new Function(SOURCE)();
}
const mainScripts = () => [...document.head.querySelectorAll('script')].map((s) => s.getAttribute('src'));
const preloads = () => [...document.head.querySelectorAll('link[rel="preload"]')].map((l) => l.getAttribute('href'));

beforeEach(() => {
  observed = [];
  jest.useFakeTimers();
  Object.assign(window, { PerformanceObserver: FakePaintObserver });
});
afterEach(() => {
  // Each page's boot.js stops holding clicks once the app has the root.
  document.getElementById('root')?.dispatchEvent(new Event(ROOT_TAKEN_OVER_EVENT));
  jest.useRealTimers();
  delete (window as { PerformanceObserver?: unknown }).PerformanceObserver;
});

describe('boot.js', () => {
  it('starts main.js of its own shell version at once when nothing was prerendered', () => {
    page(false);
    expect(mainScripts()).toEqual(['http://localhost/main.js?shell=1.0.0']);
  });

  it('leaves the app scripts of a prerendered page until the first contentful paint is reported, then adds them once', () => {
    page(true);
    expect(mainScripts()).toEqual([]);
    expect(preloads()).toEqual([]);
    // A first paint can be an empty frame.
    painted('first-paint');
    expect(mainScripts()).toEqual([]);
    painted('first-contentful-paint');
    expect(preloads()).toEqual(['/main.js?shell=1.0.0', '/1.aaaaaaaa.js']);
    expect(mainScripts()).toEqual(['http://localhost/main.js?shell=1.0.0']);
    jest.advanceTimersByTime(1000);
    expect(mainScripts()).toHaveLength(1);
  });

  it('starts the app after 1 s when no paint is reported', () => {
    page(true);
    jest.advanceTimersByTime(999);
    expect(mainScripts()).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(mainScripts()).toHaveLength(1);
  });

  it('holds a click on a button or an app link until the app has the root, starting it at once; then clicks again', () => {
    page(true);
    const root = document.getElementById('root')!;
    const button = root.querySelector('button')!;
    const link = root.querySelector('a[href="/insurance/home"]')!;
    // What the page's own handlers (none before the app has the root) would see: the held clicks' default
    // actions (a page load, a form's submission) do not happen.
    const seen: string[] = [];
    root.addEventListener('click', (event) =>
      seen.push(`${event.defaultPrevented ? 'held ' : ''}${(event.target as Element).textContent ?? ''}`),
    );
    // After it: jsdom loads no page.
    root.addEventListener('click', (event) => event.preventDefault());
    button.click();
    expect(mainScripts()).toHaveLength(1);
    link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    // Another tab's link, or a click with a modifier, is the browser's.
    root.querySelector<HTMLElement>('a[target]')!.click();
    link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true }));
    expect(seen).toEqual(['held Menú', 'held Hogar', 'Privacidad', 'Hogar']);
    root.dispatchEvent(new Event(ROOT_TAKEN_OVER_EVENT));
    expect(seen.slice(4)).toEqual(['Menú', 'Hogar']);
    // Once the app has the root, clicks are its own.
    button.click();
    expect(seen.slice(6)).toEqual(['Menú']);
  });
});

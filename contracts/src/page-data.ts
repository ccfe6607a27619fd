// What the gateway and the shell agree on besides the JSON shapes, and what a build leaves for the gateway:
// the addresses the shell starts from, the ids of the JSON data blocks the gateway inlines in the page, and
// the names of the files a build writes beside its entry (build-files.json, which the webpack plugins read
// too). No TypeBox: the shell needs these at run time (`contracts/runtime`).
import buildFiles from './build-files.json';

/** The runtime configuration (`RuntimeConfig`). */
export const CONFIG_URL = '/config.json';
/** This browser's remotes, one snapshot (`RemotesManifest`). */
export const REMOTES_URL = '/remotes.json';

/** The page's `<script type="application/json">` carrying this page load's `/config.json`. */
export const CONFIG_ELEMENT_ID = 'runtime-config';
/** The page's `<script type="application/json">` carrying this page load's `/remotes.json`. */
export const SNAPSHOT_ELEMENT_ID = 'remotes-snapshot';

/** Beside a remote's remoteEntry.js: exposed module → the files of its own chunks. */
export const EXPOSED_FILES_NAME: string = buildFiles.exposedFiles;
/** Beside the shell's main.js: its bootstrap and auth chunks and its route table. */
export const FIRST_SCREEN_NAME: string = buildFiles.firstScreen;

/**
 * Beside a remote's remoteEntry.js, from its publish-time prerender: address → the HTML its screen renders
 * there (a file beside it), and the remotes the rendering took as served (its links to them are drawn).
 */
export const PRERENDER_PAGES_NAME: string = buildFiles.prerenderPages;
/** Beside the shell's main.js: the frame around a public screen (banner, header), prerendered at build time. */
export const PRERENDER_FRAME_NAME: string = buildFiles.prerenderFrame;
/** Where the frame takes the screen's prerendered HTML. */
export const PRERENDER_SCREEN_SLOT = '<!--prerendered-screen-->';
/**
 * The beta banner's feedback address in the prerendered frame, by kind (the banner opens a link to another
 * site in a new tab): the gateway puts the configured address (escaped) in its place.
 */
export const PRERENDER_FEEDBACK_SLOT = {
  external: 'https://feedback.prerender.invalid',
  internal: 'mailto:feedback@prerender.invalid',
} as const;
/** On #root when the gateway served the page's HTML in it: the shell hydrates it instead of drawing anew. */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';
/**
 * Dispatched on #root by the shell once React has taken the prerendered HTML over (hydrateRoot, or a new root):
 * shell/public/boot.js then clicks again the buttons clicked before, which it held (no handler was there yet).
 */
export const ROOT_TAKEN_OVER_EVENT = 'app-root';

/** A remote's prerender/pages.json. */
export interface PrerenderedPages {
  /** Remotes (federation names) the screens were rendered with as served: links to them are in the HTML. */
  assumes: string[];
  /** Address (`/insurance/home`) → file beside pages.json. */
  pages: Record<string, string>;
}

/** The shell's prerender/frame.json: the frame with PRERENDER_SCREEN_SLOT, by the kind of feedback link. */
export interface PrerenderedFrame {
  /** The beta banner without a feedback link. */
  plain: string;
  /** With an https: link (opens a new tab); its href is PRERENDER_FEEDBACK_SLOT.external. */
  external: string;
  /** With a mailto: link; its href is PRERENDER_FEEDBACK_SLOT.internal. */
  internal: string;
}

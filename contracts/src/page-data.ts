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

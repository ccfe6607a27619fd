/**
 * `app.config` (plugin name `config`): server-kit's plugin, as in the gateway and the sandbox. The api types it
 * by declaration merging in ../config.ts.
 */
export { configPlugin as default } from 'server-kit';

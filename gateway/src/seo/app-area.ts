/**
 * The signed-in area's address prefixes (shared-ui's APP_AREA_PREFIXES, which a server may not import;
 * gateway/test/seo/site-files.test.ts checks the two lists are the same).
 */
export const APP_AREA_PREFIXES_FOR_ROBOTS = [
  '/app',
  '/policy',
  '/profile',
  '/chat',
  '/service',
  '/emission',
  '/emision',
] as const;

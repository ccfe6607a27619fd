// Upload limits of POST /solicitudes and POST /claims. The values live in contracts (with TypeBox, which a
// runtime import would bring into this bundle): the types below fail the build if they drift, and a test
// compares them with contracts' values.
import type { UPLOAD_MAX_FILE_BYTES, UPLOAD_MAX_REQUEST_BYTES } from 'contracts';

export const MAX_FILE_BYTES: typeof UPLOAD_MAX_FILE_BYTES = 10 * 1024 * 1024;
export const MAX_REQUEST_BYTES: typeof UPLOAD_MAX_REQUEST_BYTES = 30 * 1024 * 1024;

// Upload limits of POST /solicitudes and POST /claims: contracts' (the api's).
export {
  UPLOAD_MAX_FILE_BYTES as MAX_FILE_BYTES,
  UPLOAD_MAX_REQUEST_BYTES as MAX_REQUEST_BYTES,
} from 'contracts/runtime';

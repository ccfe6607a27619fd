// Public entry of server-kit: what the four servers (api, gateway, sbi-sandbox, idp-dev) share.
export { configPlugin } from './config-plugin';
export { decodeBase64, sniffFileType, type SniffedMime } from './file-types';
export { escapeHtml, htmlPage, newNonce, type HtmlPageOptions } from './html-page';
export {
  ConfigError,
  MEMORY,
  findRepoRoot,
  isUrl,
  loadDotEnv,
  readEnv,
  type Env,
  type EnvReader,
  type UrlOptions,
} from './env';
export {
  LOG_LEVELS,
  OneLinePerRequest,
  REDACTED,
  createLogger,
  isLogLevel,
  loggerOptions,
  redactLine,
  redactUrl,
  type LogLevel,
  type Logger,
  type LoggerSettings,
  type RedactUrlOptions,
} from './logger';
export { captureLogs, type LogCapture } from './log-capture';
export { REQUEST_ID_HEADER, genReqId, requestId } from './request-id';
export {
  fastifyListener,
  httpListener,
  loopbackAddresses,
  runServer,
  type Address,
  type Listener,
  type RunServerOptions,
} from './run-server';
export {
  describeValidationError,
  type AjvLikeError,
  type ValidationMessageOptions,
  type ValidationProblem,
} from './validation-messages';
export {
  MAX_WEBHOOK_SIGNATURE_HEADER,
  WEBHOOK_SIGNATURE_TOLERANCE_SEC,
  computeWebhookSignature,
  signWebhookBody,
  verifyWebhookSignature,
  type VerifyWebhookOptions,
} from './webhook-signature';
export {
  Counter,
  Gauge,
  Histogram,
  METRICS_CONTENT_TYPE,
  Registry,
  UNMATCHED_ROUTE,
  metricsListener,
  metricsPlugin,
  metricsText,
  type MetricsPluginOptions,
} from './metrics';
export {
  S3Client,
  S3Error,
  defaultCredentialChain,
  errorCode,
  parseListing,
  parseS3Url,
  readBody,
  readS3Location,
  readStream,
  type ReadS3Options,
  type S3CredentialProvider,
  type S3Credentials,
  type S3Location,
  type S3Response,
  type S3StreamResponse,
} from './s3';

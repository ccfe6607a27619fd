// Minimal JSON-lines logger (pino-compatible shape: level, time, msg). Never pass passwords,
// codes or tokens to it: callers log identifiers and outcomes only.
export type LogLevel = 'debug' | 'info' | 'warn' | 'error' | 'silent';

const RANK: Record<LogLevel, number> = { debug: 20, info: 30, warn: 40, error: 50, silent: Infinity };

export interface Logger {
  debug(msg: string, fields?: Record<string, unknown>): void;
  info(msg: string, fields?: Record<string, unknown>): void;
  warn(msg: string, fields?: Record<string, unknown>): void;
  error(msg: string, fields?: Record<string, unknown>): void;
}

export function createLogger(level: string = 'info', write = (line: string) => process.stdout.write(line)): Logger {
  const threshold = RANK[(level in RANK ? level : 'info') as LogLevel];
  const log =
    (lvl: Exclude<LogLevel, 'silent'>) =>
    (msg: string, fields: Record<string, unknown> = {}) => {
      if (RANK[lvl] < threshold) return;
      write(`${JSON.stringify({ level: RANK[lvl], time: Date.now(), name: 'idp-dev', msg, ...fields })}\n`);
    };
  return { debug: log('debug'), info: log('info'), warn: log('warn'), error: log('error') };
}

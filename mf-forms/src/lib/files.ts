import { formatNumber } from 'shared-ui';

/** A file's extension, lower-case and without the dot ('' when it has none). */
export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
}

/**
 * True when the name says one of these types. The api decides by content (the first bytes) and refuses a
 * name that says otherwise; this check only spares the person a round trip.
 */
export function hasType(file: Pick<File, 'name'>, types: readonly string[]): boolean {
  return types.includes(extensionOf(file.name));
}

/** The `accept` attribute for these extensions: '.pdf,.jpg,.png'. */
export function acceptOf(types: readonly string[]): string {
  return types.map((t) => `.${t}`).join(',');
}

/** 'PDF, JPG, JPEG o PNG' */
export function typeList(types: readonly string[]): string {
  const upper = types.map((t) => t.toUpperCase());
  return upper.length > 1 ? `${upper.slice(0, -1).join(', ')} o ${upper.at(-1)}` : (upper[0] ?? '');
}

/** A size in KB, es-UY: '1.234 KB'. Never '0 KB' for a file that has bytes. */
export function formatKb(bytes: number): string {
  const kb = bytes > 0 ? Math.max(1, Math.round(bytes / 1024)) : 0;
  return `${formatNumber(kb)} KB`;
}

/** '10 MB' */
export function formatMb(bytes: number): string {
  return `${formatNumber(bytes / (1024 * 1024))} MB`;
}

export function totalBytes(files: readonly Pick<File, 'size'>[]): number {
  return files.reduce((sum, f) => sum + f.size, 0);
}

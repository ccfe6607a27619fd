/** Desktop layout of /app (sidebar instead of the section selector). */
export const DESKTOP_QUERY = '(min-width: 900px)';

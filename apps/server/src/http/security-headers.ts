import helmet, { type HelmetOptions } from 'helmet';

/**
 * Helmet's headers for options without per-request parts (no nonces, no directive functions): the
 * same list for every answer, so it is worked out once here by running helmet's middleware over a
 * recording response. @fastify/helmet built the middleware again and parsed the CSP directives on
 * every request (5 % of a request's CPU in the profile of `npm run bench:api`).
 */
export function securityHeadersOf(options: Readonly<HelmetOptions>): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: unknown) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  let failed: unknown = null;
  helmet(options)({} as never, recorder as never, (err?: unknown) => {
    failed = err ?? null;
  });
  if (failed) throw failed instanceof Error ? failed : new Error(String(failed));
  return headers;
}

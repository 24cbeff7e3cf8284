/**
 * How many e2e files run at once, each worker on its own server (e2e/global-setup.ts). Two suit the
 * 2-core CI machine: a browser flow is mostly waiting on its server, the judge or a poll, so two flows
 * leave room for the server suites that run beside them. VERDICT_E2E_WORKERS=1 runs the files one after another on one
 * server, as before.
 */
export const E2E_WORKERS = Math.max(1, Number(process.env.VERDICT_E2E_WORKERS) || 2);

/**
 * How many e2e files run at once, each worker on its own server (e2e/global-setup.ts). Two suits the
 * 2-core CI machine: most of a browser flow is waiting on the server, the judge or a poll.
 * VERDICT_E2E_WORKERS=1 runs the files one after another on one server, as before.
 */
export const E2E_WORKERS = Math.max(1, Number(process.env.VERDICT_E2E_WORKERS) || 2);

import { z } from 'zod';

// The server's Content-Security-Policy forbids eval. zod probes for it (new Function) on its first
// parse, and the blocked probe is reported as a violation: tell it up front not to. Imported first
// by main.tsx, so it runs before any module parses anything.
z.config({ jitless: true });

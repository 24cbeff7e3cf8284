/** The storm's proxy process: `proxy-main.ts <upstream>...`; tells its parent its address, ends on SIGTERM. */
import { serveProxy } from './proxy';

const proxy = await serveProxy(process.argv.slice(2));
process.send?.({ url: proxy.url });
process.once('SIGTERM', () => {
  void proxy.close().then(() => process.exit(0));
});

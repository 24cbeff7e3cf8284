import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { listenOnFreePort } from '../packages/judge/src/testing/ports';

/** One received mail, decoded enough to read codes and links from its text. */
export interface ReceivedMail {
  to: string[];
  raw: string;
  /** Raw message plus every base64 / quoted-printable body decoded. */
  text: string;
  receivedAt: number;
}

function decodeQuotedPrintable(s: string): string {
  const bytes = s.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/** Decodes each MIME body by its Content-Transfer-Encoding; enough for nodemailer's output. */
export function decodeMail(raw: string): string {
  const out = [raw];
  const parts = raw.split(/\r?\n--[^\r\n]+\r?\n/);
  for (const part of parts) {
    const split = part.search(/\r?\n\r?\n/);
    if (split < 0) continue;
    const headers = part.slice(0, split);
    const body = part.slice(split).trim();
    if (/content-transfer-encoding:\s*base64/i.test(headers))
      out.push(Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8'));
    else if (/content-transfer-encoding:\s*quoted-printable/i.test(headers)) out.push(decodeQuotedPrintable(body));
  }
  return out.join('\n');
}

/** SMTP receiver for the e2e run: every mail is written as JSON into `dir` for the test forks. */
export async function startMailbox(dir: string): Promise<{ port: number; close: () => Promise<void> }> {
  mkdirSync(dir, { recursive: true });
  let count = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const mail: ReceivedMail = {
          to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
          raw,
          text: decodeMail(raw),
          receivedAt: Date.now(),
        };
        writeFileSync(path.join(dir, `${Date.now()}-${count++}.json`), JSON.stringify(mail));
        callback();
      });
    },
  });
  const port = await listenOnFreePort(server.server);
  return { port, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** A message a test SMTP server received, with its text part decoded. */
export interface ReceivedMail {
  to: string[];
  raw: string;
  subject: string;
  /** The body with quoted-printable soft breaks and escapes decoded. */
  text: string;
}

/** A test SMTP server: its address, what it received, and how to stop it. */
export interface TestSmtpServer {
  url: string;
  received: ReceivedMail[];
  stop(): Promise<void>;
}

/**
 * A real SMTP server that keeps what it receives (issue 4 "Email": tests use one), on a free port
 * unless given one (a server started again where a stopped one was), adding to `received` when given.
 */
export async function startSmtpServer(
  options: { port?: number; received?: ReceivedMail[] } = {},
): Promise<TestSmtpServer> {
  const received = options.received ?? [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        received.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
          subject: /^Subject: (.*)$/m.exec(raw)?.[1]?.trim() ?? '',
          text: decodeQuotedPrintable(raw),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function decodeQuotedPrintable(text: string): string {
  return text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

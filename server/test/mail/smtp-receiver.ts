import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** A message the receiver accepted. */
export interface ReceivedMail {
  from: string;
  to: string[];
  /** The message as sent: headers, blank line, body. */
  raw: string;
}

export interface SmtpReceiver {
  /** `smtp://user:password@127.0.0.1:<port>` for EMONEY_SMTP_URL. */
  url: string;
  /** Messages accepted (answered 250), in order. */
  accepted: ReceivedMail[];
  /** How many messages were offered, refused ones included. */
  offered(): number;
  /** Forgets what was received and answers from now on as `options` say. */
  reset(options?: ReceiverOptions): void;
  close(): Promise<void>;
}

export interface ReceiverOptions {
  /** Answer to the n-th offered message (1-based): an SMTP code such as 451 refuses it; undefined accepts. */
  refuse?: (n: number) => number | undefined;
  /** Awaited before a message is accepted (holds a sender mid-conversation). */
  hold?: () => Promise<void>;
}

const USER = 'relay-user';
const PASSWORD = 'p@ss word';

/**
 * A real SMTP server on a loopback port: plain SMTP with AUTH required (the URL carries the
 * credentials, percent-encoded), no STARTTLS. It keeps what it accepts in memory.
 */
export async function startSmtpReceiver(initial: ReceiverOptions = {}): Promise<SmtpReceiver> {
  let options = initial;
  const accepted: ReceivedMail[] = [];
  let offered = 0;
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === USER && auth.password === PASSWORD) callback(null, { user: USER });
      else callback(Object.assign(new Error('Invalid username or password'), { responseCode: 535 }));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const n = ++offered;
        const code = options.refuse?.(n);
        if (code !== undefined) {
          callback(Object.assign(new Error(code >= 500 ? 'Mailbox unavailable' : 'Try again later'), { responseCode: code }));
          return;
        }
        void (options.hold?.() ?? Promise.resolve()).then(() => {
          const envelope = session.envelope;
          accepted.push({
            from: envelope.mailFrom ? envelope.mailFrom.address : '',
            to: envelope.rcptTo.map((r) => r.address),
            raw: Buffer.concat(chunks).toString('utf8'),
          });
          callback(null);
        });
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://${encodeURIComponent(USER)}:${encodeURIComponent(PASSWORD)}@127.0.0.1:${port}`,
    accepted,
    offered: () => offered,
    reset: (next = {}) => {
      accepted.length = 0;
      offered = 0;
      options = next;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The text of a received message's body (quoted-printable decoded when so encoded). */
export function bodyOf(mail: ReceivedMail): string {
  const split = mail.raw.indexOf('\r\n\r\n');
  const headers = mail.raw.slice(0, split);
  const body = mail.raw.slice(split + 4);
  if (!/^content-transfer-encoding:\s*quoted-printable/im.test(headers)) return body;
  return Buffer.from(body.replace(/=\r\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))), 'latin1').toString('utf8');
}

/** One header of a received message. */
export function headerOf(mail: ReceivedMail, name: string): string | undefined {
  const headers = mail.raw.slice(0, mail.raw.indexOf('\r\n\r\n'));
  return new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(headers)?.[1]?.trim();
}

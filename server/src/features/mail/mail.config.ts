import { ConfigError, type EnvReader } from '../../env-reader.js';

/** Where production sends its mail: an SMTP relay (`EMONEY_SMTP_URL`) and the sender (`EMONEY_MAIL_FROM`). */
export interface MailConfig {
  /** Unset: no relay; production keeps its mail queued (and says so loudly at start), the sandbox never sends. */
  smtp: SmtpSettings | undefined;
  /** The From header, e.g. `Example Money <no-reply@example.com>` (`EMONEY_MAIL_FROM`, required with a relay). */
  from: string | undefined;
}

export interface SmtpSettings {
  host: string;
  port: number;
  /** `smtps://`: TLS from the first byte (port 465 by default). `smtp://`: STARTTLS (port 587 by default). */
  secure: boolean;
  /** `smtp://` to any host but a loopback one must upgrade with STARTTLS: credentials and codes never cross a network in clear. */
  requireTls: boolean;
  auth: { user: string; pass: string } | undefined;
}

const LOOPBACK = /^(localhost|127(\.\d{1,3}){3}|\[::1\])$/i;

/**
 * `EMONEY_SMTP_URL` is `smtps://user:password@host:port` or `smtp://…` (user and password
 * percent-encoded, both optional); `EMONEY_MAIL_FROM` must then be set too.
 */
export function loadMailConfig(env: EnvReader): MailConfig {
  const raw = env.text('EMONEY_SMTP_URL');
  const from = env.text('EMONEY_MAIL_FROM');
  if (from !== undefined && !/@[^@\s>]+/.test(from)) throw env.error('EMONEY_MAIL_FROM', 'an email address such as "Example Money <no-reply@example.com>"', from);
  if (raw === undefined) return { smtp: undefined, from };
  const means = 'an SMTP URL such as smtps://user:password@smtp.example.com:465 (or smtp:// for STARTTLS)';
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw env.error('EMONEY_SMTP_URL', means, redact(raw));
  }
  if ((url.protocol !== 'smtp:' && url.protocol !== 'smtps:') || url.hostname === '') throw env.error('EMONEY_SMTP_URL', means, redact(raw));
  if (from === undefined) throw new ConfigError('EMONEY_MAIL_FROM must be set with EMONEY_SMTP_URL: the address the mail comes from');
  const secure = url.protocol === 'smtps:';
  const auth = url.username === '' && url.password === '' ? undefined : { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) };
  return {
    smtp: { host: url.hostname, port: url.port === '' ? (secure ? 465 : 587) : Number(url.port), secure, requireTls: !secure && !LOOPBACK.test(url.hostname), auth },
    from,
  };
}

/** An SMTP URL fit for an error message: its password replaced. */
function redact(raw: string): string {
  return raw.replace(/\/\/([^:/@]*):[^@/]*@/, '//$1:***@');
}

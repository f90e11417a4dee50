import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '@emoney/server/testing';

// EMONEY_SMTP_URL and EMONEY_MAIL_FROM, read through the server's one environment reader.
describe('mail settings', () => {
  const from = 'Example Money <no-reply@example.com>';

  it('reads an smtps URL with percent-encoded credentials; its port defaults to 465', () => {
    const { mail } = loadConfig({ EMONEY_SMTP_URL: 'smtps://relay%40example.com:p%40ss%3Aword@smtp.example.com', EMONEY_MAIL_FROM: from });
    expect(mail).toEqual({ smtp: { host: 'smtp.example.com', port: 465, secure: true, requireTls: false, auth: { user: 'relay@example.com', pass: 'p@ss:word' } }, from });
  });

  it('smtp:// must upgrade with STARTTLS, except to a loopback relay; its port defaults to 587', () => {
    expect(loadConfig({ EMONEY_SMTP_URL: 'smtp://smtp.example.com', EMONEY_MAIL_FROM: from }).mail.smtp).toEqual({ host: 'smtp.example.com', port: 587, secure: false, requireTls: true, auth: undefined });
    expect(loadConfig({ EMONEY_SMTP_URL: 'smtp://localhost:25', EMONEY_MAIL_FROM: from }).mail.smtp).toMatchObject({ host: 'localhost', port: 25, requireTls: false });
  });

  it('no relay by default', () => {
    expect(loadConfig({}).mail).toEqual({ smtp: undefined, from: undefined });
  });

  it('refuses an unusable URL without repeating its password, and a relay without a sender', () => {
    expect(() => loadConfig({ EMONEY_SMTP_URL: 'https://user:secret@smtp.example.com', EMONEY_MAIL_FROM: from })).toThrow(ConfigError);
    expect(() => loadConfig({ EMONEY_SMTP_URL: 'https://user:secret@smtp.example.com', EMONEY_MAIL_FROM: from })).toThrow(/^EMONEY_SMTP_URL must be an SMTP URL .*, got "https:\/\/user:\*\*\*@smtp\.example\.com"$/);
    expect(() => loadConfig({ EMONEY_SMTP_URL: 'smtp://smtp.example.com' })).toThrow('EMONEY_MAIL_FROM must be set with EMONEY_SMTP_URL');
    expect(() => loadConfig({ EMONEY_MAIL_FROM: 'nobody' })).toThrow('EMONEY_MAIL_FROM must be an email address');
  });
});

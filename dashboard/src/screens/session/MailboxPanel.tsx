// The sandbox sends no email: this panel reads what it would have sent (`GET /sandbox/mailbox?to=`,
// allowed to the browser that started the sign-up) and offers the newest code.
import { useState } from 'react';
import { BusyButton } from '@emoney/onboarding/components/BusyButton';
import { codeOf } from '@emoney/onboarding/flow/mailbox';
import type { ApiError } from '../../api/ApiError';
import { api, ok } from '../../api/client';
import type { MailboxMessage } from '../../api/types';
import { errorOfThrown } from '../../api/ApiError';
import { formatTime } from '../../state/format';

type Read = { state: 'idle' } | { state: 'reading' } | { state: 'failed'; error: ApiError } | { state: 'read'; messages: MailboxMessage[] };

export function MailboxPanel({ email, onCode }: { email: string; onCode: (code: string) => void }) {
  const [read, setRead] = useState<Read>({ state: 'idle' });
  const load = async () => {
    setRead({ state: 'reading' });
    try {
      setRead({ state: 'read', messages: (await ok(api.GET('/sandbox/mailbox', { params: { query: { to: email } } }))).messages });
    } catch (error) {
      const e = errorOfThrown(error);
      setRead({ state: 'failed', error: e.status === 404 ? Object.assign(e, { message: 'There is no sandbox mailbox here: this is not the sandbox, so the code went to your real inbox.' }) : e });
    }
  };
  const newest = read.state === 'read' ? read.messages[0] : undefined;
  const code = newest === undefined ? undefined : codeOf(newest.body);
  return (
    <section className="panel" aria-labelledby="mailbox-title">
      <h2 id="mailbox-title">Sandbox mailbox</h2>
      <p className="muted">The sandbox sends no real email. Read the emails it would have sent to {email}.</p>
      <div className="actions">
        <BusyButton variant="secondary" busy={read.state === 'reading'} onClick={() => void load()}>
          {read.state === 'idle' ? 'Show the sandbox mailbox' : 'Refresh the mailbox'}
        </BusyButton>
      </div>
      <div aria-live="polite">
        {read.state === 'failed' && <p className="field-error">{read.error.message}</p>}
        {read.state === 'read' && read.messages.length === 0 && <p className="notice">No emails yet. They arrive a moment after the sign-up.</p>}
        {newest !== undefined && (
          <article className="mail">
            <h3 className="message">{newest.subject}</h3>
            <p className="muted mail-time">
              <time dateTime={newest.createdAt}>{formatTime(newest.createdAt)}</time>
            </p>
            {code !== undefined && (
              <p className="mail-code">
                <span className="mail-code-label">Code</span>
                <span className="mail-code-digits">{code}</span>
                <button type="button" className="button button-secondary button-small" onClick={() => onCode(code)}>
                  Use this code
                </button>
              </p>
            )}
            <p className="mail-body">{newest.body}</p>
          </article>
        )}
      </div>
    </section>
  );
}

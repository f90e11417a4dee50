// The sandbox sends no email: this page shows the emails it would have sent to one address
// (`/onboarding/mailbox?to=…`, opened from "Check your email"), with a sign-up code large enough
// to read at a glance. It reads `GET /sandbox/mailbox` from this browser, the one that signed up.
import { useCallback, useEffect, useState } from 'react';
import { api } from '../api/client';
import { thrownProblem, toProblem, type Problem } from '../api/problem';
import { BusyButton } from '../components/BusyButton';
import { ScreenHeading } from '../components/ScreenHeading';
import { Skeleton } from '../components/Skeleton';
import { codeOf } from '../flow/mailbox';

interface Message {
  id: string;
  subject: string;
  body: string;
  createdAt: string;
}

type Loaded = { state: 'loading' } | { state: 'failed'; problem: Problem } | { state: 'ready'; messages: Message[] };

const time = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'medium' });

export function SandboxMailbox({ to }: { to: string }) {
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  const [busy, setBusy] = useState(false);

  const load = useCallback(async () => {
    setBusy(true);
    try {
      const { data, error, response } = await api.GET('/sandbox/mailbox', { params: { query: { to } } });
      if (data !== undefined) setLoaded({ state: 'ready', messages: data.messages });
      else if (response.status === 404) setLoaded({ state: 'failed', problem: { message: 'There is no sandbox mailbox here: this is not the sandbox, and real emails go to real inboxes.', fields: {}, status: 404 } });
      else setLoaded({ state: 'failed', problem: toProblem(error, response) });
    } catch (error) {
      setLoaded({ state: 'failed', problem: thrownProblem(error) });
    } finally {
      setBusy(false);
    }
  }, [to]);

  useEffect(() => {
    void load();
  }, [load]);

  if (to === '') {
    return (
      <>
        <ScreenHeading title="Sandbox mailbox" />
        <div role="alert" className="error-summary">
          <p className="error-summary-title">This link names no email address. Open the mailbox from the “Check your email” screen.</p>
        </div>
      </>
    );
  }
  if (loaded.state === 'loading') return <Skeleton />;

  return (
    <>
      <ScreenHeading title="Sandbox mailbox" />
      <p className="lead">
        The sandbox sends no real email. These are the emails it would have sent to <strong>{to}</strong>, newest first.
      </p>
      {loaded.state === 'failed' ? (
        <div role="alert" className="error-summary">
          <p className="error-summary-title">{loaded.problem.message}</p>
        </div>
      ) : loaded.messages.length === 0 ? (
        <p className="notice">No emails yet. Emails arrive here a moment after you create the account or ask for a new code.</p>
      ) : (
        <ol className="mailbox">
          {loaded.messages.map((m, i) => {
            const code = codeOf(m.body);
            return (
              <li key={m.id}>
                <article className="panel mail" aria-labelledby={`mail-${m.id}`}>
                  <h2 id={`mail-${m.id}`}>
                    {m.subject}
                    {i === 0 && <span className="badge badge-verified">Newest</span>}
                  </h2>
                  <p className="muted mail-time">
                    <time dateTime={m.createdAt}>{time(m.createdAt)}</time>
                  </p>
                  {code !== undefined && (
                    <p className="mail-code">
                      <span className="mail-code-label">Code</span>
                      <span className="mail-code-digits">{code}</span>
                    </p>
                  )}
                  <p className="mail-body">{m.body}</p>
                </article>
              </li>
            );
          })}
        </ol>
      )}
      <div className="actions">
        <BusyButton variant="secondary" busy={busy} onClick={() => void load()}>
          Refresh
        </BusyButton>
      </div>
      <p className="muted">Go back to the tab with the sign-up screen and enter the newest code there.</p>
    </>
  );
}

// The summary of what went wrong, in a live region that is always in the page (so assistive
// technology announces what appears in it). It names the fields with a problem, each a link that
// moves focus to its field; the field's own sentence appears once, at the field.
import { useEffect, useRef } from 'react';
import type { Problem } from '../api/problem';
import { summaryOf, type SummaryField } from '../flow/errorSummary';

interface ErrorSummaryProps {
  problem: Problem | undefined;
  /** API field name → the control that shows its sentence. Field errors not listed here show their sentence here. */
  fields?: Record<string, SummaryField>;
}

export function ErrorSummary({ problem, fields = {} }: ErrorSummaryProps) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (problem !== undefined) ref.current?.focus();
  }, [problem]);
  const summary = problem === undefined ? undefined : summaryOf(problem, fields);
  return (
    <div ref={ref} role="alert" aria-live="assertive" aria-atomic="true" tabIndex={-1} className={summary === undefined ? 'error-summary empty' : 'error-summary'}>
      {summary !== undefined && (
        <>
          <p className="error-summary-title">{summary.headline}</p>
          {summary.sentences.map((sentence) => (
            <p key={sentence} className="error-summary-sentence">
              {sentence}
            </p>
          ))}
          {summary.links.length > 0 && (
            <ul>
              {summary.links.map(({ id, label }) => (
                <li key={id}>
                  <a
                    href={`#${id}`}
                    onClick={(event) => {
                      event.preventDefault();
                      document.getElementById(id)?.focus();
                    }}
                  >
                    {label}
                  </a>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </div>
  );
}

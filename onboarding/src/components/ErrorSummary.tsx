// The summary of what went wrong, in a live region that is always in the page (so assistive
// technology announces what appears in it). Field errors link to their field.
import { useEffect, useRef } from 'react';
import type { Problem } from '../api/problem';

interface ErrorSummaryProps {
  problem: Problem | undefined;
  /** API field name → id of the control that shows it. Field errors not listed here show as text. */
  fieldIds?: Record<string, string>;
}

export function ErrorSummary({ problem, fieldIds = {} }: ErrorSummaryProps) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (problem !== undefined) ref.current?.focus();
  }, [problem]);
  const fields = problem === undefined ? [] : Object.entries(problem.fields);
  return (
    <div ref={ref} role="alert" aria-live="assertive" aria-atomic="true" tabIndex={-1} className={problem === undefined ? 'error-summary empty' : 'error-summary'}>
      {problem !== undefined && (
        <>
          <p className="error-summary-title">{problem.message}</p>
          {fields.length > 0 && (
            <ul>
              {fields.map(([field, message]) => {
                const target = fieldIds[field];
                return (
                  <li key={field}>
                    {target === undefined ? (
                      message
                    ) : (
                      <a
                        href={`#${target}`}
                        onClick={(event) => {
                          event.preventDefault();
                          document.getElementById(target)?.focus();
                        }}
                      >
                        {message}
                      </a>
                    )}
                  </li>
                );
              })}
            </ul>
          )}
        </>
      )}
    </div>
  );
}

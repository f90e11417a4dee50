// An HTTP message (headers and body, cut to 4 kB by the server), JSON bodies indented.

function pretty(body: string): string {
  try {
    return JSON.stringify(JSON.parse(body), null, 2);
  } catch {
    return body;
  }
}

export function MessageView({ title, message, level = 2 }: { title: string; message: { headers: Record<string, string>; body: string }; level?: 2 | 4 }) {
  const Heading = level === 2 ? 'h2' : 'h4';
  const headers = Object.entries(message.headers);
  return (
    <section aria-label={title}>
      <Heading>{title}</Heading>
      <p className="message">Headers</p>
      <pre className="pre" tabIndex={0} aria-label={`${title}: headers`}>
        {headers.length === 0 ? '(none)' : headers.map(([k, v]) => `${k}: ${v}`).join('\n')}
      </pre>
      <p className="message">Body</p>
      <pre className="pre" tabIndex={0} aria-label={`${title}: body`}>
        {message.body === '' ? '(empty)' : pretty(message.body)}
      </pre>
    </section>
  );
}

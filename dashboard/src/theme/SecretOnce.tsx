// A client secret, shown the one time the server answers it: copy it now, it cannot be read again.
import { Copyable } from './Copyable';

export function SecretOnce({ secret, note }: { secret: string; note?: string }) {
  return (
    <section className="panel secret-once notice-warning" aria-labelledby="secret-title">
      <h2 id="secret-title">Client secret</h2>
      <p className="message">
        Copy the secret now and keep it somewhere safe (a secret manager, your server’s environment). emoney keeps only a hash: this is the only time it is shown.
      </p>
      {note !== undefined && <p>{note}</p>}
      <Copyable value={secret} what="client secret" />
    </section>
  );
}

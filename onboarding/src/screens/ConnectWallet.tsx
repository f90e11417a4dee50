// Step 3: link wallet addresses, signed by an injected wallet or pasted by hand.
import { useEffect, useState, type FormEvent } from 'react';
import { api, type Chain, type HostedRequest, type HostedUser } from '../api/client';
import { problem, toProblem, type Problem } from '../api/problem';
import { AddressList } from '../components/AddressList';
import { BusyButton } from '../components/BusyButton';
import { ErrorSummary } from '../components/ErrorSummary';
import { Field } from '../components/Field';
import { ScreenHeading } from '../components/ScreenHeading';
import { evmChainOptions } from '../flow/chains';
import { useAction } from '../flow/useAction';
import { injectedProvider, LINK_MESSAGE, signOwnership, walletErrorMessage, type Eip1193Provider } from '../wallet/eip1193';

interface ConnectWalletProps {
  request: HostedRequest;
  user: HostedUser;
  /** Re-reads the request (which lists the linked addresses). */
  onLinked: () => Promise<void>;
  onContinue: () => void;
}

const FIELD_IDS = { chain: 'chain', address: 'address', signature: 'signature' };

/** The injected provider, also when the wallet injects it after the page loaded. */
function useInjectedProvider(): Eip1193Provider | undefined {
  const [provider, setProvider] = useState(injectedProvider);
  useEffect(() => {
    const update = () => setProvider(injectedProvider());
    window.addEventListener('ethereum#initialized', update, { once: true });
    return () => window.removeEventListener('ethereum#initialized', update);
  }, []);
  return provider;
}

export function ConnectWallet({ request, user, onLinked, onContinue }: ConnectWalletProps) {
  const provider = useInjectedProvider();
  const [chain, setChain] = useState<Chain>(request.chain ?? 'sepolia');
  const linked = user.addresses;
  const isLinked = (a: string) => linked.some((l) => l.address.toLowerCase() === a.toLowerCase());
  const [address, setAddress] = useState(request.address !== undefined && !isLinked(request.address) ? request.address : '');
  const [signature, setSignature] = useState('');
  const action = useAction();

  async function link(body: { address: string; chain: Chain; signature: string }): Promise<Problem | undefined> {
    const { error, response } = await api.POST('/addresses', { body });
    if (error !== undefined) {
      if (response.status === 401) await onLinked();
      return toProblem(error, response);
    }
    await onLinked();
    return undefined;
  }

  function connect() {
    void action.run('connect', async () => {
      const wallet = injectedProvider();
      if (wallet === undefined) return problem('No browser wallet was found. Paste an address and its signature instead.');
      let signed;
      try {
        signed = await signOwnership(wallet);
      } catch (error) {
        return problem(walletErrorMessage(error));
      }
      return link({ ...signed, chain });
    });
  }

  function submitManual(event: FormEvent) {
    event.preventDefault();
    void action.run('manual', async () => {
      const fields: Record<string, string> = {};
      if (address.trim() === '') fields.address = 'Enter the address';
      if (signature.trim() === '') fields.signature = 'Enter the signature';
      if (Object.keys(fields).length > 0) return problem('Some details are missing.', fields);
      const outcome = await link({ address: address.trim(), chain, signature: signature.trim() });
      if (outcome === undefined) {
        setAddress('');
        setSignature('');
      }
      return outcome;
    });
  }

  // Address and signature errors belong to the pasted form only when it was the one sent.
  const fieldError = (name: string) =>
    name === 'chain' || action.failed === 'manual' ? action.problem?.fields[name] : undefined;
  const blocked = action.busy !== undefined;

  return (
    <>
      <ScreenHeading title="Connect your wallets" />
      <p className="lead">
        Link at least one wallet address to your account. {request.app.name} will see the addresses you link.
      </p>
      <ErrorSummary problem={action.problem} fieldIds={action.failed === 'manual' ? FIELD_IDS : { chain: 'chain' }} />

      <section>
        <h2>Linked wallets</h2>
        {linked.length === 0 ? (
          <p className="muted">No wallet linked yet.</p>
        ) : (
          <AddressList addresses={linked} />
        )}
      </section>

      <form onSubmit={submitManual} noValidate>
        <Field id="chain" label="Chain" error={fieldError('chain')} hint="The network the wallet uses with emoney.">
          {(control) => (
            <select {...control} name="chain" value={chain} onChange={(e) => setChain(e.target.value as Chain)}>
              {evmChainOptions(request.sandbox).map((c) => (
                <option key={c.chain} value={c.chain}>
                  {c.name}
                </option>
              ))}
            </select>
          )}
        </Field>

        <section className="panel">
          <h2>Your browser wallet</h2>
          {provider !== undefined ? (
            <>
              <p className="muted">Your wallet asks you to share an account and to sign a short message that proves you own it. Signing costs nothing.</p>
              <BusyButton busy={action.busy === 'connect'} blocked={blocked} onClick={connect}>
                Connect wallet
              </BusyButton>
            </>
          ) : (
            <p className="notice">No browser wallet was found on this device. Install one (for example MetaMask), or paste an address and its signature below.</p>
          )}
        </section>

        <section className="panel">
          <h2>Or paste an address and signature</h2>
          <p className="muted">
            Sign this exact message with the address (EIP-191 <code>personal_sign</code>): <q className="message">{LINK_MESSAGE}</q>
          </p>
          <Field id="address" label="Address" error={fieldError('address')} hint="0x followed by 40 hexadecimal characters.">
            {(control) => (
              <input {...control} name="address" className="mono" autoComplete="off" spellCheck={false} value={address} onChange={(e) => setAddress(e.target.value)} />
            )}
          </Field>
          <Field id="signature" label="Signature" error={fieldError('signature')} hint="0x followed by 130 hexadecimal characters.">
            {(control) => (
              <textarea {...control} name="signature" className="mono" rows={3} autoComplete="off" spellCheck={false} value={signature} onChange={(e) => setSignature(e.target.value)} />
            )}
          </Field>
          <BusyButton type="submit" variant="secondary" busy={action.busy === 'manual'} blocked={blocked}>
            Link address
          </BusyButton>
        </section>
      </form>

      <div className="actions">
        <BusyButton disabled={linked.length === 0 || blocked} onClick={onContinue} aria-describedby={linked.length === 0 ? 'continue-hint' : undefined}>
          Continue
        </BusyButton>
        {linked.length === 0 && (
          <p className="hint" id="continue-hint">
            Link at least one wallet to continue.
          </p>
        )}
      </div>
    </>
  );
}

// Step 3: link wallet addresses, signed by an injected wallet or pasted by hand.
import { useEffect, useState, type FormEvent } from 'react';
import { api, type Chain, type HostedRequest, type HostedUser, type LinkedAddress } from '../api/client';
import { problem, toProblem, type Problem } from '../api/problem';
import { AddressList } from '../components/AddressList';
import { BusyButton } from '../components/BusyButton';
import { ErrorSummary } from '../components/ErrorSummary';
import { Field } from '../components/Field';
import { ScreenHeading } from '../components/ScreenHeading';
import { ShortAddress } from '../components/ShortAddress';
import { chainName, chainOfWallet, evmChainOptions } from '../flow/chains';
import { hasChecksumTypo, toChecksumAddress } from '../flow/checksum';
import { QrCode } from '../components/QrCode';
import { isHandheld, WALLET_APPS } from '../wallet/walletApps';
import { SEVERAL_FIELDS } from '../flow/errorSummary';
import { useAction } from '../flow/useAction';
import { injectedProvider, LINK_MESSAGE, signOwnership, walletAccount, walletErrorMessage, type Eip1193Provider } from '../wallet/eip1193';

interface ConnectWalletProps {
  request: HostedRequest;
  user: HostedUser;
  /** Re-reads the request (which lists the linked addresses). */
  onLinked: () => Promise<void>;
  onContinue: () => void;
}

/** The fields, as the error summary names them: the pasted form's, or the wallet's chain when the wallet cannot tell it. */
const WALLET_FIELDS = { chain: { id: 'wallet-chain', label: 'Chain' } };
const MANUAL_FIELDS = { chain: { id: 'chain', label: 'Chain' }, address: { id: 'address', label: 'Address' }, signature: { id: 'signature', label: 'Signature' } };

/** What the screen says when the wallet's network is not known: it did not say, or emoney does not support it. */
function unknownChainMessage(walletChainId: string | undefined): string {
  if (walletChainId === undefined) return 'Your wallet did not say which network it is on. Choose the network, then press Connect wallet again.';
  const id = Number.parseInt(walletChainId.slice(2), 16);
  return `Your wallet is on a network emoney does not support${Number.isNaN(id) ? '' : ` (chain id ${id})`}. Switch your wallet to a supported network, or choose one here, then press Connect wallet again.`;
}

/** The id of a wallet's item in the list, so focus can move to a newly linked one. */
export const walletItemId = (a: { address: string; chain: Chain }) => `wallet-${a.chain}-${a.address.toLowerCase()}`;

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
  // Set when the wallet's network could not be taken from it: then, and only then, the wallet's way asks for the chain.
  const [askWalletChain, setAskWalletChain] = useState(false);
  const linked = user.addresses;
  const isLinked = (a: string) => linked.some((l) => l.address.toLowerCase() === a.toLowerCase());
  const [address, setAddress] = useState(request.address !== undefined && !isLinked(request.address) ? request.address : '');
  const [signature, setSignature] = useState('');
  const [pasteOpen, setPasteOpen] = useState(false);
  // After the first wallet, the ways to link another are folded away.
  const [anotherOpen, setAnotherOpen] = useState(false);
  const action = useAction();
  const [justLinked, setJustLinked] = useState<{ address: string; chain: Chain } | undefined>(undefined);
  const [announcement, setAnnouncement] = useState('');
  const handheld = useState(isHandheld)[0];
  const pageUrl = window.location.href;

  // After a wallet links, focus moves to it in the list (the live region below announces it).
  useEffect(() => {
    if (justLinked === undefined) return;
    document.getElementById(walletItemId(justLinked))?.focus();
  }, [justLinked, linked.length]);

  // The wallet the app sent with its signature (authorize's address, signature and chain): linked
  // with the signature the request holds, so the person does not sign again.
  const sent = request.address !== undefined && request.chain !== undefined && !isLinked(request.address) ? { address: request.address, chain: request.chain } : undefined;

  async function afterLink(body: { address: string; chain: Chain }, error: unknown, response: Response): Promise<Problem | undefined> {
    if (error !== undefined) {
      if (response.status === 401) await onLinked();
      return toProblem(error, response);
    }
    setJustLinked({ address: body.address.toLowerCase(), chain: body.chain });
    await onLinked();
    setAnnouncement(`Wallet ${toChecksumAddress(body.address)} linked on ${chainName(body.chain)}.`);
    return undefined;
  }

  function linkSent() {
    if (sent === undefined) return;
    void action.run('sent', async () => {
      const { error, response } = await api.POST('/requests/{request}/addresses', { params: { path: { request: request.id } } });
      return afterLink(sent, error, response);
    });
  }

  async function link(body: { address: string; chain: Chain; signature: string }): Promise<Problem | undefined> {
    // The request's id lets the signature the app sent with it link when pasted here.
    const { error, response } = await api.POST('/addresses', { body: { ...body, request: request.id } });
    return afterLink(body, error, response);
  }

  function connect() {
    void action.run('connect', async () => {
      const wallet = injectedProvider();
      if (wallet === undefined) return problem('No browser wallet was found. Open this page in your wallet app, or paste an address and its signature instead.');
      let account;
      try {
        account = await walletAccount(wallet);
      } catch (error) {
        return problem(walletErrorMessage(error));
      }
      // The chain is the wallet's own; asked for only when the wallet's is unknown or not ours.
      const walletChain = account.chainId === undefined ? undefined : chainOfWallet(account.chainId);
      if (walletChain === undefined && !askWalletChain) {
        setAskWalletChain(true);
        return problem(SEVERAL_FIELDS, { chain: unknownChainMessage(account.chainId) });
      }
      let signed;
      try {
        signed = await signOwnership(wallet, account.address);
      } catch (error) {
        return problem(walletErrorMessage(error));
      }
      const outcome = await link({ ...signed, chain: walletChain ?? chain });
      if (outcome === undefined) setAskWalletChain(false);
      return outcome;
    });
  }

  function submitManual(event: FormEvent) {
    event.preventDefault();
    void action.run('manual', async () => {
      const fields: Record<string, string> = {};
      if (address.trim() === '') fields.address = 'Enter the wallet address.';
      else if (!/^0x[0-9a-fA-F]{40}$/.test(address.trim())) fields.address = 'Enter a wallet address: 0x followed by 40 characters 0–9 and a–f.';
      else if (hasChecksumTypo(address.trim())) fields.address = 'The address has a typo: its capital letters do not match its checksum. Copy it again from your wallet.';
      if (signature.trim() === '') fields.signature = 'Enter the signature.';
      else if (!/^0x[0-9a-fA-F]{130}$/.test(signature.trim())) fields.signature = 'Enter the whole signature: 0x followed by 130 characters 0–9 and a–f.';
      if (Object.keys(fields).length > 0) return problem(SEVERAL_FIELDS, fields);
      const outcome = await link({ address: address.trim(), chain, signature: signature.trim() });
      if (outcome === undefined) {
        setAddress('');
        setSignature('');
      }
      return outcome;
    });
  }

  function remove(wallet: LinkedAddress) {
    void action.run('remove', async () => {
      const { error, response } = await api.DELETE('/requests/{request}/addresses/{address}', {
        params: { path: { request: request.id, address: wallet.address }, query: { chain: wallet.chain } },
      });
      if (error !== undefined) {
        if (response.status === 401) await onLinked();
        return toProblem(error, response);
      }
      setJustLinked(undefined);
      await onLinked();
      // Announced once the list no longer shows it.
      setAnnouncement(`Wallet ${toChecksumAddress(wallet.address)} on ${chainName(wallet.chain)} removed.`);
      // The list's heading, or the screen's when no wallet is left.
      (document.getElementById('linked-heading') ?? document.querySelector<HTMLElement>('h1'))?.focus();
      return undefined;
    });
  }

  // Each form's errors show at its own fields: the wallet's chain, or the pasted form's.
  const fieldError = (form: 'connect' | 'manual', name: string) => (action.failed === form ? action.problem?.fields[name] : undefined);

  const chainSelect = (id: string, form: 'connect' | 'manual', hint: string) => (
    <Field id={id} label="Chain" error={fieldError(form, 'chain')} hint={hint}>
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
  );
  const blocked = action.busy !== undefined;
  const app = request.app.name;

  const hasWallet = linked.length > 0;

  // The ways to link a wallet: shown open while none is linked, folded under "Link another wallet" after.
  const ways = (
    <>
      <section className="panel wallet-primary" aria-labelledby="wallet-heading">
        {provider !== undefined ? (
          <>
            <h2 id="wallet-heading">Your wallet</h2>
            <p className="muted">
              Your wallet asks you to share an account and to sign a short message that proves you own it. Signing costs nothing. The wallet is linked on the
              network it is on.
            </p>
            {askWalletChain && chainSelect('wallet-chain', 'connect', 'The networks emoney supports. The wallet is linked on the one you choose.')}
            <BusyButton variant={hasWallet || sent !== undefined ? 'secondary' : 'primary'} busy={action.busy === 'connect'} blocked={blocked} onClick={connect}>
              Connect wallet
            </BusyButton>
          </>
        ) : handheld ? (
          <>
            <h2 id="wallet-heading">Open this page in your wallet app</h2>
            <p className="muted">This browser has no wallet. Choose your wallet app: this step opens in its browser, where you log in again and connect.</p>
            <ul className="wallet-rows">
              {WALLET_APPS.map((w) => (
                <li key={w.name}>
                  <a className="wallet-row" href={w.link(pageUrl)}>
                    <img src={w.icon} alt="" width={32} height={32} />
                    <span className="wallet-row-name">
                      <span className="visually-hidden">Open in </span>
                      {w.name}
                    </span>
                    <span className="wallet-row-go" aria-hidden="true">
                      Open ›
                    </span>
                  </a>
                </li>
              ))}
            </ul>
          </>
        ) : (
          <>
            <h2 id="wallet-heading">No wallet in this browser</h2>
            <div className="qr">
              <QrCode value={pageUrl} label="QR code of this page, to continue on your phone" />
              <p className="muted">
                Install a browser wallet (for example MetaMask) and reload, or scan this code with your phone to continue there in your wallet app.
              </p>
            </div>
          </>
        )}
      </section>

      {/* Open as the person left it: a sent paste keeps it open, whether it failed or linked. */}
      <details className="fallback" open={pasteOpen} onToggle={(e) => setPasteOpen(e.currentTarget.open)}>
        <summary>Paste an address and signature instead</summary>
        <form onSubmit={submitManual} noValidate className="panel">
          <p className="muted">
            A <strong>signature</strong> proves you own an address without sharing any secret. In your wallet, find “Sign message” (sometimes under
            advanced settings), sign exactly this text with the address, and paste the result here: <q className="message">{LINK_MESSAGE}</q>
          </p>
          {chainSelect('chain', 'manual', 'The network the wallet uses with emoney.')}
          <Field id="address" label="Address" error={fieldError('manual', 'address')} hint="0x followed by 40 characters, as your wallet shows it.">
            {(control) => (
              <input {...control} name="address" className="mono" autoComplete="off" spellCheck={false} value={address} onChange={(e) => setAddress(e.target.value)} />
            )}
          </Field>
          <Field id="signature" label="Signature" error={fieldError('manual', 'signature')} hint="0x followed by 130 characters.">
            {(control) => (
              <textarea {...control} name="signature" className="mono" rows={3} autoComplete="off" spellCheck={false} value={signature} onChange={(e) => setSignature(e.target.value)} />
            )}
          </Field>
          <BusyButton type="submit" variant="secondary" busy={action.busy === 'manual'} blocked={blocked}>
            Link address
          </BusyButton>
        </form>
      </details>
    </>
  );

  return (
    <>
      <ScreenHeading title="Connect your wallets" />
      <p className="lead">
        {hasWallet ? `${app} will see the addresses you link. Continue, or link another wallet first.` : `Link at least one wallet to your account. ${app} will see the addresses you link.`}
      </p>
      <ErrorSummary problem={action.problem} fields={action.failed === 'manual' ? MANUAL_FIELDS : WALLET_FIELDS} />

      {hasWallet && (
        <section className="panel panel-success" aria-labelledby="linked-heading">
          <h2 id="linked-heading" tabIndex={-1}>
            <span className="ok-mark" aria-hidden="true">
              ✓
            </span>{' '}
            {linked.length === 1 ? 'Wallet linked' : `${linked.length} wallets linked`}
          </h2>
          <AddressList addresses={linked} itemId={walletItemId} onRemove={remove} blocked={blocked} />
          <div className="actions">
            <BusyButton disabled={blocked} onClick={onContinue}>
              Continue
            </BusyButton>
          </div>
        </section>
      )}
      <p role="status" className="visually-hidden">
        {announcement}
      </p>

      {sent !== undefined && (
        <section className="panel wallet-primary" aria-labelledby="sent-heading">
          <h2 id="sent-heading">The wallet {app} sent</h2>
          <p className="sent-wallet">
            <ShortAddress address={sent.address} /> <span className="muted">on {chainName(sent.chain)}</span>
          </p>
          <p className="muted">You already signed for this wallet in {app}: linking it needs no new signature.</p>
          <BusyButton variant={hasWallet ? 'secondary' : 'primary'} busy={action.busy === 'sent'} blocked={blocked} onClick={linkSent}>
            Link this wallet
          </BusyButton>
        </section>
      )}

      <div inert={blocked || undefined}>
        {hasWallet ? (
          <details className="fallback link-another" open={anotherOpen} onToggle={(e) => setAnotherOpen(e.currentTarget.open)}>
            <summary>Link another wallet</summary>
            {ways}
          </details>
        ) : (
          ways
        )}
      </div>

      {!hasWallet && (
        <div className="actions">
          <BusyButton disabled aria-describedby="continue-hint">
            Continue
          </BusyButton>
          <p className="hint" id="continue-hint">
            Link at least one wallet to continue.
          </p>
        </div>
      )}
    </>
  );
}

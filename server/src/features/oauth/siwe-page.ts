import type { Response } from 'express';

/**
 * `GET /siwe`: the page a Sign-In with Ethereum message names as its first resource. A wallet
 * may show the link; whoever follows it learns what signing the message does. Plain HTML in the
 * hosted screens' look, no script, so it works everywhere and cannot be framed.
 */
export function sendSiwePage(res: Response, appName = 'emoney'): void {
  res
    .status(200)
    .set({
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; img-src 'self'; frame-ancestors 'none'",
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'public, max-age=3600',
    })
    .send(PAGE.replaceAll('{name}', appName));
}

const PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="icon" type="image/svg+xml" href="/onboarding/favicon.svg">
<title>Signing in with your wallet · {name}</title>
<style>
  :root { --bg:#f4f6f9; --surface:#fff; --text:#1c2430; --muted:#4a5565; --border:#c9d1dc; --primary:#1f4fd1; --radius:10px;
    --shadow:0 1px 2px rgb(16 24 40 / 6%),0 4px 16px rgb(16 24 40 / 6%); color-scheme:light;
    font-family:system-ui,-apple-system,'Segoe UI',Roboto,'Helvetica Neue',Arial,sans-serif; line-height:1.5; color:var(--text); background:var(--bg); }
  body { margin:0; }
  header { background:var(--surface); border-bottom:1px solid var(--border); padding:0.75rem 1.25rem; font-weight:700; }
  main { max-width:40rem; margin:2rem auto; padding:1.5rem 1.75rem; background:var(--surface); border:1px solid var(--border);
    border-radius:var(--radius); box-shadow:var(--shadow); }
  h1 { font-size:1.5rem; margin-top:0; } h2 { font-size:1.1rem; margin-bottom:0.25rem; }
  p, li { color:var(--muted); } strong { color:var(--text); } code { background:#e8eefc; padding:0 0.25rem; border-radius:4px; }
</style>
</head>
<body>
<header>{name}</header>
<main>
  <h1>Signing in with your wallet</h1>
  <p>An app that works with {name} asked your wallet to sign a message that begins
  <q>… wants you to sign in with your Ethereum account</q> and lists this page. This is
  <strong>Sign-In with Ethereum</strong> (EIP-4361): it proves that you control a wallet address you
  already linked to your {name} account, instead of a password.</p>
  <h2>What signing does</h2>
  <ul>
    <li>It lets the app named in the message read your profile, linked addresses, IBANs, balances and orders, and place orders that you sign.</li>
    <li>It does <strong>not</strong> move money, send a transaction or cost any fee. Orders always need a signature of their own.</li>
    <li>The message is valid once and only for a few minutes, as stated in its <code>Expiration Time</code>.</li>
  </ul>
  <h2>Before you sign</h2>
  <ul>
    <li>Check that the website asking is the app you meant to use: its address is the first line of the message.</li>
    <li>Check the app's privacy policy and terms of service, the other two links of the message.</li>
    <li>If you did not start this, do not sign. Nothing happens without your signature.</li>
  </ul>
  <p>You can withdraw an app's access at any time on your <a href="/onboarding/connected-apps">Connected apps</a> page: the app then reaches your account no more, its sign-ins end at once, and it needs your consent again.</p>
</main>
</body>
</html>
`;

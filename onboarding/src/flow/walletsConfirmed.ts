// Remembers, per authorization request and browser tab, that the person finished the wallets
// screen: the one step the server cannot tell (they may link more than one address).
const key = (requestId: string) => `emoney.onboarding.walletsConfirmed.${requestId}`;

export function readWalletsConfirmed(requestId: string): boolean {
  try {
    return window.sessionStorage.getItem(key(requestId)) === '1';
  } catch {
    return false;
  }
}

export function writeWalletsConfirmed(requestId: string, confirmed: boolean): void {
  try {
    if (confirmed) window.sessionStorage.setItem(key(requestId), '1');
    else window.sessionStorage.removeItem(key(requestId));
  } catch {
    // Storage can be unavailable (private mode, disabled); the step then simply asks again after a reload.
  }
}

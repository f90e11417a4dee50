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
    // '0' records an explicit "Change wallets", so a returning person is not sent past it again.
    window.sessionStorage.setItem(key(requestId), confirmed ? '1' : '0');
  } catch {
    // Storage can be unavailable (private mode, disabled); the step then simply asks again after a reload.
  }
}

/** Forgets the choice (someone else may sign in next). */
export function clearWalletsChoice(requestId: string): void {
  try {
    window.sessionStorage.removeItem(key(requestId));
  } catch {
    // Nothing was stored.
  }
}

/** Whether this tab already chose (Continue or Change wallets) for the request. */
export function hasWalletsChoice(requestId: string): boolean {
  try {
    return window.sessionStorage.getItem(key(requestId)) !== null;
  } catch {
    return false;
  }
}

const pendingKey = (requestId: string) => `emoney.onboarding.pendingAccepted.${requestId}`;

/** The person chose to authorize while their profile is pending review (per request and tab). */
export function readPendingAccepted(requestId: string): boolean {
  try {
    return window.sessionStorage.getItem(pendingKey(requestId)) === '1';
  } catch {
    return false;
  }
}

export function writePendingAccepted(requestId: string): void {
  try {
    window.sessionStorage.setItem(pendingKey(requestId), '1');
  } catch {
    // Without storage the choice lasts until a reload.
  }
}

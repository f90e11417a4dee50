import { describe, expect, it } from 'vitest';
import type { HostedRequest, HostedUser, LinkedAddress } from '../api/client';
import { currentStep, STEPS, stepNumber } from './currentStep';

type ProfileState = HostedUser['profile']['state'];

const ADDRESS: LinkedAddress = { address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', chain: 'sepolia' };

function user(state: ProfileState, addresses: LinkedAddress[] = []): HostedUser {
  return {
    userId: '5b2c8e1d-4f7a-4c3b-9e6d-1a2b3c4d5e6f',
    email: 'jane.doe@partner.test',
    profile: { id: '3f1a0c5e-8d5b-4b8a-9d7e-2f6c1b9a4e10', kind: 'personal', name: state === 'created' ? '' : 'Jane Doe', state },
    addresses,
  };
}

function request(overrides: Partial<HostedRequest> = {}): HostedRequest {
  return {
    id: '6a1e2b3c-4d5e-4f60-8a7b-9c0d1e2f3a4b',
    status: 'open',
    app: {
      name: 'Partner App',
      privacyPolicyUrl: 'https://app.partner.test/privacy',
      termsOfServiceUrl: 'https://app.partner.test/terms',
      redirectDomain: 'app.partner.test',
      domainVerified: true,
      homeUrl: 'https://app.partner.test',
    },
    permissions: ['Read your profile, addresses, IBANs, balances and orders'],
    sandbox: true,
    skipKyc: false,
    skipCreateAccount: false,
    expiresAt: '2026-11-22T10:00:00.000Z',
    ...overrides,
  };
}

const confirmed = { walletsConfirmed: true };
const unconfirmed = { walletsConfirmed: false };

describe('currentStep', () => {
  it('asks to sign in when nobody is signed in', () => {
    expect(currentStep(request())).toBe('signIn');
    expect(currentStep(request({ skipCreateAccount: true, skipKyc: true }), confirmed)).toBe('signIn');
  });

  it.each<ProfileState>(['created', 'pending', 'rejected', 'blocked'])('asks for details while the profile is %s', (state) => {
    expect(currentStep(request({ user: user(state, [ADDRESS]) }), confirmed)).toBe('onboard');
  });

  it('lets a pending profile go on once the person chose to, but never a rejected or blocked one', () => {
    expect(currentStep(request({ user: user('pending', [ADDRESS]) }), { ...confirmed, pendingAccepted: true })).toBe('authorize');
    expect(currentStep(request({ user: user('pending') }), { walletsConfirmed: false, pendingAccepted: true })).toBe('wallets');
    for (const state of ['rejected', 'blocked', 'created'] as const) {
      expect(currentStep(request({ user: user(state, [ADDRESS]) }), { ...confirmed, pendingAccepted: true })).toBe('onboard');
    }
  });

  it('skips the details when the profile is approved', () => {
    expect(currentStep(request({ user: user('approved') }))).toBe('wallets');
  });

  it('skips the details when the app asked to skip KYC', () => {
    expect(currentStep(request({ skipKyc: true, user: user('created') }))).toBe('wallets');
  });

  it('stays on the wallets step until an address is linked, even if confirmed', () => {
    expect(currentStep(request({ user: user('approved') }), confirmed)).toBe('wallets');
  });

  it('stays on the wallets step after linking until the person continues', () => {
    expect(currentStep(request({ user: user('approved', [ADDRESS]) }), unconfirmed)).toBe('wallets');
    expect(currentStep(request({ user: user('approved', [ADDRESS]) }))).toBe('wallets');
  });

  it('asks to authorize once an address is linked and the person continued', () => {
    expect(currentStep(request({ user: user('approved', [ADDRESS]) }), confirmed)).toBe('authorize');
    expect(currentStep(request({ skipKyc: true, user: user('created', [ADDRESS]) }), confirmed)).toBe('authorize');
  });
});

describe('stepNumber', () => {
  it('numbers the four steps from 1', () => {
    expect(STEPS).toHaveLength(4);
    expect((['signIn', 'onboard', 'wallets', 'authorize'] as const).map((s) => stepNumber(s))).toEqual([1, 2, 3, 4]);
  });
});

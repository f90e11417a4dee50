// How long the old client secret keeps working after a rotation: the choices offered, and what
// each means for the partner's running apps (the server counts on the partner's sandbox clock).

export interface GraceChoice {
  minutes: number;
  label: string;
  explanation: string;
}

export const GRACE_CHOICES: readonly GraceChoice[] = [
  { minutes: 0, label: 'None', explanation: 'The old secret and every token the app holds stop working at once: use it when the secret leaked.' },
  { minutes: 60, label: '1 hour', explanation: 'Enough to redeploy one service with the new secret.' },
  { minutes: 1440, label: '24 hours', explanation: 'Time to roll the new secret out everywhere; tokens already issued keep working until they expire.' },
  { minutes: 10_080, label: '7 days', explanation: 'For apps you cannot redeploy quickly. Both secrets work meanwhile.' },
];

/** The server's default, and ours. */
export const DEFAULT_GRACE_MINUTES = 1440;

export function graceChoice(minutes: number): GraceChoice {
  return GRACE_CHOICES.find((c) => c.minutes === minutes) ?? GRACE_CHOICES.find((c) => c.minutes === DEFAULT_GRACE_MINUTES)!;
}

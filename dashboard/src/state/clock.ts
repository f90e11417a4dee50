// Advancing the partner's sandbox clock: the steps offered, and the offset in words.

export const CLOCK_STEPS = [
  { seconds: 3600, label: '1 hour' },
  { seconds: 86_400, label: '1 day' },
  { seconds: 7 * 86_400, label: '7 days' },
  { seconds: 30 * 86_400, label: '30 days' },
] as const;

/** 90061 → "1 d 1 h 1 min"; 0 → "none". */
export function offsetWords(seconds: number): string {
  if (seconds <= 0) return 'none';
  const parts: string[] = [];
  const d = Math.floor(seconds / 86_400);
  const h = Math.floor((seconds % 86_400) / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  if (d > 0) parts.push(`${d} d`);
  if (h > 0) parts.push(`${h} h`);
  if (m > 0) parts.push(`${m} min`);
  if (parts.length === 0) parts.push(`${seconds} s`);
  return parts.join(' ');
}

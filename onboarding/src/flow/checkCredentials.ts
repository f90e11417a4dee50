import { problem, type Problem } from '../api/problem';
import { SEVERAL_FIELDS } from './errorSummary';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The email and password fields as the error summary names them (log-in forms). */
export const LOGIN_FIELDS = { email: { id: 'email', label: 'Email' }, password: { id: 'password', label: 'Password' } };

/** The same checks the server makes, in words for people, before anything is sent. */
export function checkCredentials(email: string, password: string, passwordLabel: string, extra: Record<string, string> = {}): Problem | undefined {
  const fields: Record<string, string> = {};
  if (email.trim() === '') fields.email = 'Enter your email address.';
  else if (!EMAIL.test(email.trim())) fields.email = 'Enter a valid email address, like name@example.com.';
  if (password === '') fields.password = `Enter your ${passwordLabel.toLowerCase()}.`;
  else if (password.length < 8) fields.password = `${passwordLabel} must be at least 8 characters long.`;
  Object.assign(fields, extra);
  return Object.keys(fields).length > 0 ? problem(SEVERAL_FIELDS, fields) : undefined;
}

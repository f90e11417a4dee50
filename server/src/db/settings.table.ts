/** Small key-value settings the deployment keeps in its database (the token signing key, sandbox seed facts). */
export interface SettingsTable {
  key: string;
  value: string;
}

import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { versions } from '../navigation/site.js';
import { createStrictContext } from './createStrictContext.js';
import { KEYS, readLocal, writeLocal } from './storage.js';

export interface VersionState {
  versions: readonly string[];
  version: string;
  choose: (version: string) => void;
}

const [VersionContext, useVersionContext] = createStrictContext<VersionState>('Version');
export const useVersion = useVersionContext;

const LATEST = versions[0] ?? '';

/** The documented version: the reader's choice is stored locally (an unknown stored value falls back to the latest). */
export function VersionProvider({ children }: { children: ReactNode }) {
  const [version, setVersion] = useState(LATEST);
  useEffect(() => {
    const stored = readLocal(KEYS.version);
    if (stored && versions.includes(stored)) setVersion(stored);
  }, []);
  const choose = useCallback((next: string) => {
    if (!versions.includes(next)) return;
    writeLocal(KEYS.version, next);
    setVersion(next);
  }, []);
  const value = useMemo(() => ({ versions, version, choose }), [version, choose]);
  return <VersionContext.Provider value={value}>{children}</VersionContext.Provider>;
}

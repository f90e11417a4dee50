import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { announcement } from '../navigation/site.js';
import { createStrictContext } from './createStrictContext.js';
import { KEYS, readLocal, writeLocal } from './storage.js';

export interface AnnouncementState {
  id: string;
  dismissed: boolean;
  dismiss: () => void;
}

const [AnnouncementContext, useAnnouncementContext] = createStrictContext<AnnouncementState>('Announcement');
export const useAnnouncement = useAnnouncementContext;

/** The announcement stays closed for a reader until its id changes (the stored value is the closed id). */
export function AnnouncementProvider({ children }: { children: ReactNode }) {
  const [dismissed, setDismissed] = useState(false);
  useEffect(() => setDismissed(readLocal(KEYS.announcement) === announcement.id), []);
  const dismiss = useCallback(() => {
    writeLocal(KEYS.announcement, announcement.id);
    document.documentElement.dataset.announcementDismissed = 'true';
    setDismissed(true);
  }, []);
  const value = useMemo(() => ({ id: announcement.id, dismissed, dismiss }), [dismissed, dismiss]);
  return <AnnouncementContext.Provider value={value}>{children}</AnnouncementContext.Provider>;
}

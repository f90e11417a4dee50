import { announcement } from '../navigation/site.js';
import { useAnnouncement } from '../state/AnnouncementProvider.js';
import { SiteLink } from './SiteLink.js';

/** A closable bar above the navbar; once closed it stays closed until the announcement's id changes. */
export function AnnouncementBar() {
  const { dismissed, dismiss } = useAnnouncement();
  if (dismissed) return null;
  return (
    <div className="announcement" role="region" aria-label="Announcement" data-announcement-id={announcement.id}>
      <p>
        {announcement.text} <SiteLink to={announcement.link.to}>{announcement.link.label}</SiteLink>
      </p>
      <button type="button" className="announcement-close" aria-label="Close the announcement" onClick={dismiss}>
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}

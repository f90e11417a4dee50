import { announcement } from '../navigation/announcement.js';
import { KEYS } from './storage.js';

/**
 * The inline script in every page's <head>: it applies the theme (stored choice, else the system
 * setting, else light) and hides a dismissed announcement before the first paint, so neither flashes.
 */
export function headScript(): string {
  return `(function(){try{var d=document.documentElement,t=localStorage.getItem(${JSON.stringify(KEYS.theme)});if(t!=='dark'&&t!=='light'){t=window.matchMedia&&matchMedia('(prefers-color-scheme: dark)').matches?'dark':'light'}d.dataset.theme=t;if(localStorage.getItem(${JSON.stringify(KEYS.announcement)})===${JSON.stringify(announcement.id)}){d.dataset.announcementDismissed='true'}}catch(e){document.documentElement.dataset.theme='light'}})();`;
}

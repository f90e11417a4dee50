import { usePendingNavigation } from '../state/NavigationProvider.js';

/** A thin bar at the top while a navigation has been pending for more than 200 ms. */
export function ProgressBar() {
  const { progress } = usePendingNavigation();
  if (!progress) return null;
  return <div className="progress-bar" role="progressbar" aria-label="Loading the page" />;
}

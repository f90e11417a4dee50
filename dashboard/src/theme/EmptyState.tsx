import type { ReactNode } from 'react';

/** Nothing here yet: what would be here, and (for those who may) how to make the first one. */
export function EmptyState({ children, action }: { children: ReactNode; action?: ReactNode }) {
  return (
    <div className="empty-state">
      <p>{children}</p>
      {action !== undefined && <div className="actions">{action}</div>}
    </div>
  );
}

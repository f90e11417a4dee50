// The three states of a read drawn one way everywhere: a skeleton while loading, the error with
// "Try again", and the content once there.
import type { ReactNode } from 'react';
import { Skeleton } from '@emoney/onboarding/components/Skeleton';
import type { Resource } from '../state/useResource';
import { LoadError } from './LoadError';

export function ResourceView<T>({ resource, children }: { resource: Resource<T>; children: (data: T) => ReactNode }) {
  if (resource.state === 'loading') return <Skeleton />;
  if (resource.state === 'failed') return <LoadError error={resource.error} onRetry={() => void resource.reload()} />;
  return <>{children(resource.data)}</>;
}

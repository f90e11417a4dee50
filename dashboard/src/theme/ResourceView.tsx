// The three states of a read drawn one way everywhere: a skeleton while loading, the error with
// "Try again", and the content once there.
import type { ReactNode } from 'react';
import { Skeleton } from '@emoney/onboarding/components/Skeleton';
import type { Resource } from '../state/useResource';
import { LoadError } from './LoadError';

interface ResourceViewProps<T> {
  resource: Resource<T>;
  children: (data: T) => ReactNode;
  /** Shown above the skeleton or the error when the screen's own heading comes with the data. */
  head?: ReactNode;
}

export function ResourceView<T>({ resource, children, head }: ResourceViewProps<T>) {
  if (resource.state === 'loading')
    return (
      <>
        {head}
        <Skeleton />
      </>
    );
  if (resource.state === 'failed')
    return (
      <>
        {head}
        <LoadError error={resource.error} onRetry={() => void resource.reload()} />
      </>
    );
  return <>{children(resource.data)}</>;
}

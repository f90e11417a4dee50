// One read from the API and its three states (loading, failed, ready), with a reload that keeps the
// old data on screen while it runs, so a refresh does not flash the skeleton.
import { useCallback, useEffect, useRef, useState } from 'react';
import { errorOfThrown, type ApiError } from '../api/ApiError';

export type Resource<T> =
  | { state: 'loading'; reload: () => Promise<void> }
  | { state: 'failed'; error: ApiError; reload: () => Promise<void> }
  | { state: 'ready'; data: T; reloading: boolean; reload: () => Promise<void> };

type Loaded<T> = { state: 'loading' } | { state: 'failed'; error: ApiError } | { state: 'ready'; data: T; reloading: boolean };

export function useResource<T>(load: () => Promise<T>, deps: readonly unknown[]): Resource<T> {
  const [loaded, setLoaded] = useState<Loaded<T>>({ state: 'loading' });
  // Only the newest read's answer counts (filters typed fast, a screen left mid-read).
  const generation = useRef(0);
  // `deps` are the read's inputs, given by the caller: a new input means a new read.
  const read = useCallback(load, deps);
  const reload = useCallback(async () => {
    const mine = ++generation.current;
    setLoaded((prev) => (prev.state === 'ready' ? { ...prev, reloading: true } : prev));
    try {
      const data = await read();
      if (mine === generation.current) setLoaded({ state: 'ready', data, reloading: false });
    } catch (error) {
      if (mine === generation.current) setLoaded({ state: 'failed', error: errorOfThrown(error) });
    }
  }, [read]);
  useEffect(() => {
    setLoaded({ state: 'loading' });
    void reload();
    return () => {
      generation.current++;
    };
  }, [reload]);
  return { ...loaded, reload } as Resource<T>;
}

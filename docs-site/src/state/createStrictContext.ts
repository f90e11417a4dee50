import { createContext, useContext, type Context } from 'react';

/** A context whose hook throws when used outside its provider: a missing provider is a bug, not a default. */
export function createStrictContext<T>(name: string): [Context<T | null>, () => T] {
  const context = createContext<T | null>(null);
  context.displayName = name;
  const use = (): T => {
    const value = useContext(context);
    if (value === null) throw new Error(`use${name} must be used inside <${name}Provider>`);
    return value;
  };
  return [context, use];
}

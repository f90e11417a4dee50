import type { MouseEvent, ReactNode } from 'react';
import { urlFor, type Mode } from './mode';

/** A link to another form of the step: a real link (a new tab works), switched in place on click. */
export function SwitchLink({ to, onSwitch, children }: { to: Mode; onSwitch: (mode: Mode) => void; children: ReactNode }) {
  const click = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    onSwitch(to);
  };
  return (
    <a href={urlFor(to)} onClick={click}>
      {children}
    </a>
  );
}

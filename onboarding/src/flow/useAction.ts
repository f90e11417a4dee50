// Runs one action of a screen at a time: which one is busy, and the problem it ended with.
import { useCallback, useRef, useState } from 'react';
import { thrownProblem, type Problem } from '../api/problem';

export interface Action {
  /** Name of the running action, or undefined when idle. */
  busy: string | undefined;
  /** How the last action failed, or undefined when it succeeded (or none ran). */
  problem: Problem | undefined;
  /** Name of the action that ended with `problem`. */
  failed: string | undefined;
  /** Runs `work` unless another action runs; `work` resolves to a Problem, or undefined on success. */
  run: (name: string, work: () => Promise<Problem | undefined>) => Promise<void>;
}

export function useAction(): Action {
  const [busy, setBusy] = useState<string | undefined>(undefined);
  const [outcome, setOutcome] = useState<{ problem: Problem; name: string } | undefined>(undefined);
  const running = useRef(false);
  const run = useCallback(async (name: string, work: () => Promise<Problem | undefined>) => {
    if (running.current) return;
    running.current = true;
    setBusy(name);
    // Clearing first makes the live region announce the next problem even if it reads the same.
    setOutcome(undefined);
    let problem: Problem | undefined;
    try {
      problem = await work();
    } catch (error) {
      problem = thrownProblem(error);
    }
    running.current = false;
    setBusy(undefined);
    setOutcome(problem === undefined ? undefined : { problem, name });
  }, []);
  return { busy, problem: outcome?.problem, failed: outcome?.name, run };
}

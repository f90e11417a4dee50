// "Step n of 4", with the names of all four steps; the current one carries aria-current="step",
// completed ones a check mark and "(completed)" for screen readers (visible in forced colours too).
import { STEPS, stepNumber, type Step } from '../flow/currentStep';

export function StepIndicator({ step }: { step: Step }) {
  const n = stepNumber(step);
  return (
    <nav className="steps" aria-label="Progress">
      <p className="steps-count">
        Step {n} of {STEPS.length}
      </p>
      <ol className="steps-list">
        {STEPS.map((s, i) => {
          const done = i + 1 < n;
          return (
            <li key={s.step} className={done ? 'done' : i + 1 === n ? 'current' : undefined} aria-current={s.step === step ? 'step' : undefined}>
              {done && (
                <span className="step-check" aria-hidden="true">
                  ✓
                </span>
              )}
              {s.name}
              {done && <span className="visually-hidden"> (completed)</span>}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

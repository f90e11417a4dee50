// "Step n of 4", with the names of all four steps; the current one carries aria-current="step",
// completed ones a check mark and "(completed)" for screen readers (visible in forced colours too).
// On a phone only the bars (and check marks) show, and the label names the current step: four names side by side
// would break a word ("Authoriz-e") at 320 px and push the screen's actions down.
import { STEPS, stepNumber, type Step } from '../flow/currentStep';

export function StepIndicator({ step }: { step: Step }) {
  const n = stepNumber(step);
  return (
    <nav className="steps" aria-label="Progress">
      <p className="steps-count">
        Step {n} of {STEPS.length}
        {/* The list below names the step for screen readers (aria-current). */}
        <span className="steps-count-name" aria-hidden="true">
          : {STEPS[n - 1]?.name}
        </span>
      </p>
      <ol className="steps-list">
        {STEPS.map((s, i) => {
          const done = i + 1 < n;
          return (
            <li key={s.step} className={done ? 'done' : i + 1 === n ? 'current' : undefined} aria-current={s.step === step ? 'step' : undefined}>
              {/* Seen on wider screens; screen readers read the hidden copy, which a phone keeps. */}
              <span className="step-name" aria-hidden="true">
                {done && <span className="step-check">✓</span>}
                <span className="step-label">{s.name}</span>
              </span>
              <span className="visually-hidden">
                {s.name}
                {done && ' (completed)'}
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

// "Step n of 4", with the names of all four steps; the current one carries aria-current="step".
import { STEPS, stepNumber, type Step } from '../flow/currentStep';

export function StepIndicator({ step }: { step: Step }) {
  const n = stepNumber(step);
  return (
    <nav className="steps" aria-label="Progress">
      <p className="steps-count">
        Step {n} of {STEPS.length}
      </p>
      <ol className="steps-list">
        {STEPS.map((s, i) => (
          <li
            key={s.step}
            className={i + 1 < n ? 'done' : i + 1 === n ? 'current' : undefined}
            aria-current={s.step === step ? 'step' : undefined}
          >
            {s.name}
          </li>
        ))}
      </ol>
    </nav>
  );
}

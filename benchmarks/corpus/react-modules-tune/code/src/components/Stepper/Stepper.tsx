import {
  Children,
  createContext,
  forwardRef,
  isValidElement,
  useContext,
  type HTMLAttributes,
  type ReactNode,
} from 'react';
import clsx from 'clsx';
import { CheckIcon } from '../../icons/CheckIcon';
import styles from './Stepper.module.css';

type StepStatus = 'complete' | 'current' | 'upcoming';

const StepContext = createContext<{ index: number; status: StepStatus }>({ index: 0, status: 'upcoming' });

export interface StepperProps extends HTMLAttributes<HTMLOListElement> {
  /** Index of the current step, 0-based. Earlier steps show as complete. */
  activeStep: number;
}

const StepperRoot = forwardRef<HTMLOListElement, StepperProps>(function Stepper(
  { activeStep, className, children, ...rest },
  ref,
) {
  const steps = Children.toArray(children).filter(isValidElement);
  return (
    <ol ref={ref} className={clsx(styles.stepper, className)} {...rest}>
      {steps.map((step, index) => {
        const status: StepStatus = index < activeStep ? 'complete' : index === activeStep ? 'current' : 'upcoming';
        return (
          <StepContext.Provider key={step.key ?? index} value={{ index, status }}>
            {step}
          </StepContext.Provider>
        );
      })}
    </ol>
  );
});

export interface StepProps extends HTMLAttributes<HTMLLIElement> {
  label: ReactNode;
  description?: ReactNode;
}

/** One step of a `Stepper`; its number and status come from the stepper. */
export const Step = forwardRef<HTMLLIElement, StepProps>(function Step({ label, description, className, ...rest }, ref) {
  const { index, status } = useContext(StepContext);
  return (
    <li
      ref={ref}
      className={clsx(styles.step, className)}
      data-state={status}
      aria-current={status === 'current' ? 'step' : undefined}
      {...rest}
    >
      <span className={styles.marker}>{status === 'complete' ? <CheckIcon size="sm" /> : index + 1}</span>
      <span className={styles.text}>
        <span className={styles.label}>{label}</span>
        {description ? <span className={styles.description}>{description}</span> : null}
      </span>
    </li>
  );
});

/** A horizontal progress of numbered steps (checkout, onboarding). Part: `Stepper.Step`. */
export const Stepper = Object.assign(StepperRoot, { Step });

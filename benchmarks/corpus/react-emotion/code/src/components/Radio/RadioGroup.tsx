import { createContext, useId, type ReactNode } from 'react';
import { Group } from './Radio.styles';

interface RadioGroupContextValue {
  name: string;
  value?: string;
  onChange?: (value: string) => void;
}

export const RadioGroupContext = createContext<RadioGroupContextValue | null>(null);

export interface RadioGroupProps {
  legend: string;
  value?: string;
  onChange?: (value: string) => void;
  name?: string;
  children: ReactNode;
}

export function RadioGroup({ legend, value, onChange, name, children }: RadioGroupProps) {
  const autoName = useId();
  return (
    <Group>
      <legend>{legend}</legend>
      <RadioGroupContext.Provider value={{ name: name ?? autoName, value, onChange }}>
        {children}
      </RadioGroupContext.Provider>
    </Group>
  );
}

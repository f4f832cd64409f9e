/** What the fields of one form need to know: its id prefix and the failure shown. */
import { createContext, useContext } from 'react';
import type { Failure } from './outcome';

export interface FormContextValue {
  formId: string;
  failure: Failure;
  /** Field errors are shown beside their field (else only above the button). */
  inline: boolean;
}

export const FormContext = createContext<FormContextValue>({
  formId: 'form',
  failure: { message: '', fields: {} },
  inline: false,
});

export const alertIdOf = (formId: string) => `${formId}-status`;

/** Id, error text and ARIA attributes of one field. */
export function useFieldState(name: string) {
  const { formId, failure, inline } = useContext(FormContext);
  const id = `${formId}-${name}`;
  const error = failure.fields[name];
  const errorId = inline ? `${id}-error` : alertIdOf(formId);
  return {
    id,
    error: inline ? error : undefined,
    errorId,
    aria: error ? { 'aria-invalid': true as const, 'aria-describedby': errorId } : {},
  };
}

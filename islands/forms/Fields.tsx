/** The form controls shared by the four forms: a labelled field and a group of choices. */
import type { ReactNode } from 'react';
import { useFieldState } from './FormContext';

/** Component classes of templates/site.css: the forms' long class lists live there, not in every form's script. */
export const controlClass = 'form-control';

const labelClass = 'form-label';

export function Required() {
  return (
    // Red by the label's rule (site.css).
    <span aria-hidden="true">{' *'}</span>
  );
}

export function FieldError({ id, text }: { id: string; text: string | undefined }) {
  return text ? (
    <p id={id} className="form-error">
      {text}
    </p>
  ) : null;
}

type Kind = 'text' | 'email' | 'tel' | 'url' | 'textarea' | 'select';

export interface FieldProps {
  name: string;
  label: string;
  type?: Kind;
  required?: boolean;
  /** Rows of a textarea. */
  rows?: number;
  /** Choices of a select; the first is selected by default. */
  options?: Array<{ value: string; label: string }>;
  autoComplete?: string;
  placeholder?: string;
  disabled?: boolean;
  /** Take the whole width of a two-column grid. */
  wide?: boolean;
}

/** A labelled input, textarea or select, with its error when shown beside it. */
export function Field({
  name,
  label,
  type = 'text',
  required = false,
  rows = 4,
  options = [],
  autoComplete,
  placeholder,
  disabled,
  wide,
}: FieldProps) {
  const { id, error, errorId, aria } = useFieldState(name);
  const common = { id, name, required, disabled, ...aria };
  let control: ReactNode;
  if (type === 'textarea')
    control = <textarea {...common} rows={rows} placeholder={placeholder} className={controlClass} />;
  else if (type === 'select') {
    control = (
      <select {...common} className={controlClass}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    );
  } else
    control = (
      <input {...common} type={type} autoComplete={autoComplete} placeholder={placeholder} className={controlClass} />
    );
  return (
    <div className={wide ? 'sm:col-span-2' : undefined}>
      <label htmlFor={id} className={labelClass}>
        {label}
        {required && <Required />}
      </label>
      {control}
      <FieldError id={errorId} text={error} />
    </div>
  );
}

export interface ChoicesProps {
  name: string;
  legend: string;
  type: 'checkbox' | 'radio';
  options: string[];
  required?: boolean;
  /** Field name of one option, when it differs from the group's (the Other box). */
  nameOf?: (option: string) => string | undefined;
  isDisabled?: (option: string) => boolean;
  /** Shown under the options (the Other text). */
  children?: ReactNode;
}

/** A group of checkboxes or radio buttons under a legend. */
export function Choices({ name, legend, type, options, required = false, nameOf, isDisabled, children }: ChoicesProps) {
  const { id, error, errorId } = useFieldState(name);
  return (
    <fieldset className="sm:col-span-2" aria-describedby={error ? errorId : undefined}>
      <legend className={labelClass}>
        {legend}
        {required && <Required />}
      </legend>
      <div className="form-choices">
        {options.map((option, index) => (
          <label key={option} className="form-choice">
            <input
              type={type}
              id={`${id}-${index}`}
              name={nameOf?.(option) ?? name}
              value={option}
              required={type === 'radio' && required}
              disabled={isDisabled?.(option)}
            />
            <span>{option}</span>
          </label>
        ))}
      </div>
      {children}
      <FieldError id={errorId} text={error} />
    </fieldset>
  );
}

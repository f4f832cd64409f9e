/**
 * The frame every form shares: a form that posts natively to the form
 * service (with _next and the honeypot), the status line above the send
 * button, and the thank-you panel that replaces the form once it is sent.
 */
import { useEffect, useRef, type ReactNode } from 'react';
import { alertIdOf, FormContext } from './FormContext';
import { useFormSubmission, type SubmissionOptions } from './useFormSubmission';

export type FormTexts = {
  submitLabel: string;
  sendingLabel: string;
  successHeading: string;
  successText: string;
  homeLabel: string;
};

/** Props every form island receives from the page (a type, so it serializes as a plain record). */
export type FormIslandProps = {
  /** Prefix of every id in the form, unique on the page. */
  id: string;
  /** The form service's address for this form. */
  action: string;
  /** Absolute address of the thank-you page, for a submission without JavaScript. */
  next: string;
  texts: FormTexts;
};

interface Props extends FormIslandProps, Omit<SubmissionOptions, 'action' | 'draftKey'> {
  children: ReactNode;
}

const buttonClass =
  'inline-flex min-h-11 w-full items-center justify-center rounded-lg bg-accent-400 px-6 py-3 text-base font-semibold text-ink-950 transition-colors hover:bg-accent-300 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-500 disabled:cursor-wait disabled:opacity-70 sm:w-auto';

export function FormShell({ id, action, next, texts, children, ...options }: Props) {
  const { formRef, status, failure, onInput, onSubmit } = useFormSubmission({ action, draftKey: id, ...options });
  const alertId = alertIdOf(id);
  if (status === 'succeeded') return <ThankYou id={id} texts={texts} />;
  const submitting = status === 'submitting';
  return (
    <FormContext.Provider value={{ formId: id, failure, inline: Boolean(options.labels) }}>
      <form
        ref={formRef}
        id={id}
        method="post"
        action={action}
        onSubmit={onSubmit}
        onInput={onInput}
        aria-busy={submitting ? true : undefined}
        className="rounded-2xl border border-ink-100 bg-white p-5 shadow-sm sm:p-8"
      >
        <input type="hidden" name="_next" value={next} />
        <div className="hidden">
          <label htmlFor={`${id}-gotcha`}>Leave this field empty</label>
          <input type="text" id={`${id}-gotcha`} name="_gotcha" tabIndex={-1} autoComplete="off" />
        </div>
        <p className="mb-6 text-sm text-ink-600">
          <span className="text-red-700" aria-hidden="true">*</span>
          {' marks a required field.'}
        </p>
        <div className="grid gap-5 sm:grid-cols-2">{children}</div>
        <div className="mt-6">
          <p id={alertId} role="alert" className="mb-4 text-sm font-medium text-red-700 empty:mb-0">{failure.message}</p>
          <button type="submit" disabled={submitting} className={buttonClass}>
            {submitting ? texts.sendingLabel : texts.submitLabel}
          </button>
        </div>
      </form>
    </FormContext.Provider>
  );
}

function ThankYou({ id, texts }: { id: string; texts: FormTexts }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <div id={id} className="rounded-2xl border border-brand-100 bg-brand-50 p-6 text-center sm:p-10">
      <h3 ref={headingRef} tabIndex={-1} className="text-2xl font-bold text-brand-900 focus:outline-none">{texts.successHeading}</h3>
      <p className="mt-3 text-lg text-ink-700">{texts.successText}</p>
      <a
        href="/"
        className="mt-6 inline-flex min-h-11 items-center justify-center rounded-lg bg-brand-700 px-5 py-2.5 text-sm font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
      >
        {texts.homeLabel}
      </a>
    </div>
  );
}

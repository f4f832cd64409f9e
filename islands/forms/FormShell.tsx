/**
 * The frame every form shares: a form that posts natively to the form
 * service (with _next and the honeypot), the status line above the send
 * button, and the thank-you panel that replaces the form once it is sent.
 */
import { useEffect, useRef, type ReactNode } from 'react';
import { alertIdOf, FormContext } from './FormContext';
import type { FormWords } from './service-words';
import { useFormSubmission, type SubmissionOptions } from './useFormSubmission';

export type FormTexts = {
  submitLabel: string;
  sendingLabel: string;
  successHeading: string;
  successText: string;
  homeLabel: string;
  /** The home page's address when the site is served below a folder ("/site/"); "/" otherwise. */
  homeHref?: string;
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
  /** What the form says of the service's error codes and of a message that waits to be sent. */
  words: FormWords;
};

interface Props extends FormIslandProps, Omit<SubmissionOptions, 'action' | 'draftKey' | 'words'> {
  children: ReactNode;
}

export function FormShell({ id, action, next, texts, words, children, ...options }: Props) {
  const { formRef, status, failure, nextTry, onInput, onSubmit, discard } = useFormSubmission({
    action,
    draftKey: id,
    words,
    ...options,
  });
  const alertId = alertIdOf(id);
  if (status === 'succeeded') return <ThankYou id={id} texts={texts} />;
  const submitting = status === 'submitting';
  // While a message is on its way its fields are locked; while it waits, the visitor may still change it.
  const locked = submitting;
  const waiting = nextTry
    ? `${words.kept} ${words.retry.replace('{time}', new Date(nextTry).toLocaleTimeString())}`
    : '';
  return (
    <FormContext.Provider value={{ formId: id, failure, inline: Boolean(options.labels) }}>
      <form
        ref={formRef}
        id={id}
        method="post"
        action={action}
        onSubmit={onSubmit}
        onInput={onInput}
        aria-busy={submitting || undefined}
        className="form-card"
      >
        <input type="hidden" name="_next" value={next} />
        <div className="hidden">
          <label htmlFor={`${id}-gotcha`}>Leave this field empty</label>
          <input type="text" id={`${id}-gotcha`} name="_gotcha" tabIndex={-1} autoComplete="off" />
        </div>
        <p className="form-note">
          <span aria-hidden="true">*</span>
          {' marks a required field.'}
        </p>
        <fieldset disabled={locked} className="form-fields">
          <legend className="sr-only">{words.fields}</legend>
          {children}
        </fieldset>
        <div className="mt-6">
          <p id={alertId} role="alert" className="form-alert">
            {failure.message}
          </p>
          <p role="status" className="form-waiting">
            {waiting}
          </p>
          <button type="submit" disabled={submitting} className="form-submit">
            {submitting ? texts.sendingLabel : nextTry ? words.sendNow : texts.submitLabel}
          </button>
          {nextTry > 0 && (
            <button type="button" onClick={discard} disabled={submitting} className="form-discard">
              {words.discard}
            </button>
          )}
        </div>
      </form>
    </FormContext.Provider>
  );
}

function ThankYou({ id, texts }: { id: string; texts: FormTexts }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <div id={id} className="form-thanks">
      <h3 ref={headingRef} tabIndex={-1}>
        {texts.successHeading}
      </h3>
      <p>{texts.successText}</p>
      <a href={texts.homeHref ?? '/'}>{texts.homeLabel}</a>
    </div>
  );
}

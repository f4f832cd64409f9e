/**
 * The life of a form after hydration: idle, submitting, waiting for the
 * connection, succeeded, with the failure shown. Sends once at a time,
 * keeps every value on failure, keeps a draft (with its submission id)
 * until the form is sent, and clears it then. A message that cannot leave
 * the device waits, and is sent once when the connection returns.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { applyDraft, clearDraft, loadDraft, saveDraft, submissionId, SUBMISSION_FIELD, type Draft } from './draft';
import { FormServiceError, submitForm } from './form-client';
import { describeFailure, NETWORK_ERROR, type Failure } from './outcome';
import type { FormWords } from './service-words';

export type Status = 'idle' | 'submitting' | 'waiting' | 'succeeded';

export interface SubmissionOptions {
  action: string;
  /** Key of the kept draft. */
  draftKey: string;
  words: FormWords;
  /** Labels by field name: when given, field errors show beside their field. */
  labels?: Record<string, string>;
  /** Adjusts the fields just before sending (joins selections). */
  prepare?: (fields: FormData) => void;
  /** Runs once after hydration, once any kept draft is back in the form. */
  onRestore?: (form: HTMLFormElement, draft: Draft | undefined) => void;
  /** Runs after every change of a field, to sync derived state. */
  onChange?: (form: HTMLFormElement) => void;
}

const NO_FAILURE: Failure = { message: '', fields: {} };

/** The visible label of a field, without the required mark (groups of boxes are named by the `labels` option). */
function labelIn(form: HTMLFormElement, name: string): string | undefined {
  const field = form.elements.namedItem(name) as HTMLInputElement | null;
  return field?.labels?.[0]?.textContent?.replace(/\s*\*$/, '') || undefined;
}

export function useFormSubmission({
  action,
  draftKey,
  words,
  labels,
  prepare,
  onRestore,
  onChange,
}: SubmissionOptions) {
  const formRef = useRef<HTMLFormElement>(null);
  const busy = useRef(false);
  const [status, setStatus] = useState<Status>('idle');
  const [failure, setFailure] = useState<Failure>(NO_FAILURE);
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once, after hydration: the draft key of a form does not change
  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    const draft = loadDraft(draftKey);
    if (draft) applyDraft(form, draft);
    onRestore?.(form, draft);
  }, []);

  // After a failure, put focus where the visitor can act: the first field in error, or the button.
  useEffect(() => {
    const form = formRef.current;
    if (!form || attempt === 0) return;
    const target =
      form.querySelector<HTMLElement>('[aria-invalid="true"]') ?? form.querySelector<HTMLElement>('[type="submit"]');
    target?.focus();
  }, [attempt]);

  // A waiting message goes as soon as the connection returns (through the form, so its rules are checked again).
  useEffect(() => {
    if (status !== 'waiting') return;
    const send = () => formRef.current?.requestSubmit();
    window.addEventListener('online', send);
    return () => window.removeEventListener('online', send);
  }, [status]);

  const onInput = (event: FormEvent<HTMLFormElement>) => {
    const form = event.currentTarget;
    const name = (event.target as HTMLInputElement).name;
    if (name && failure.fields[name]) {
      const { [name]: _cleared, ...rest } = failure.fields;
      setFailure({ ...failure, fields: rest });
    }
    onChange?.(form);
    saveDraft(draftKey, form);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy.current) return;
    busy.current = true;
    const form = event.currentTarget;
    const fields = new FormData(form);
    prepare?.(fields);
    fields.set(SUBMISSION_FIELD, submissionId(draftKey, form));
    let next: Status = 'waiting';
    let shown = { message: words.offline, fields: {} };
    try {
      if (navigator.onLine) {
        setFailure(NO_FAILURE);
        setStatus('submitting');
        const result = await submitForm(action, fields);
        if (result.ok) {
          form.reset();
          clearDraft(draftKey);
          setStatus('succeeded');
          return;
        }
        next = 'idle';
        shown = describeFailure(result, {
          codes: words.codes,
          labelOf: (name) => labels?.[name] ?? labelIn(form, name),
          inline: Boolean(labels),
        });
      }
    } catch (error) {
      // A request that never reached the service waits for the connection; anything else may be tried again.
      if (!(error instanceof FormServiceError && error.reason === 'network')) {
        next = 'idle';
        shown = { message: NETWORK_ERROR, fields: {} };
      }
    } finally {
      busy.current = false;
    }
    setFailure(shown);
    setStatus(next);
    setAttempt((count) => count + 1);
  };

  return { formRef, status, failure, onInput, onSubmit };
}

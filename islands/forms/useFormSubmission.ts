/**
 * The life of a form after hydration: idle, submitting, succeeded, with the
 * failure shown. Sends once at a time, keeps every value on failure, keeps
 * a draft until the form is sent, and clears it then.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { applyDraft, clearDraft, loadDraft, saveDraft, type Draft } from './draft';
import { submitForm } from './form-client';
import { describeFailure, NETWORK_ERROR, type Failure } from './outcome';

export type Status = 'idle' | 'submitting' | 'succeeded';

export interface SubmissionOptions {
  action: string;
  /** Key of the kept draft. */
  draftKey: string;
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

export function useFormSubmission({ action, draftKey, labels, prepare, onRestore, onChange }: SubmissionOptions) {
  const formRef = useRef<HTMLFormElement>(null);
  const busy = useRef(false);
  const [status, setStatus] = useState<Status>('idle');
  const [failure, setFailure] = useState<Failure>(NO_FAILURE);
  const [attempt, setAttempt] = useState(0);

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
    const target = form.querySelector<HTMLElement>('[aria-invalid="true"]') ?? form.querySelector<HTMLElement>('[type="submit"]');
    target?.focus();
  }, [attempt]);

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
    setFailure(NO_FAILURE);
    setStatus('submitting');
    try {
      const result = await submitForm(action, fields);
      if (result.ok) {
        form.reset();
        clearDraft(draftKey);
        setStatus('succeeded');
        return;
      }
      setFailure(describeFailure(result, labels));
    } catch {
      setFailure({ message: NETWORK_ERROR, fields: {} });
    } finally {
      busy.current = false;
    }
    setStatus('idle');
    setAttempt((count) => count + 1);
  };

  return { formRef, status, failure, onInput, onSubmit };
}

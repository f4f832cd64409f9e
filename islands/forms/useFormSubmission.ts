/**
 * The life of a form after hydration: idle, submitting, succeeded, with the
 * failure shown. Sends once at a time, keeps every value on failure, keeps
 * a draft of what is typed for the tab (draft.ts) and, once Send is
 * pressed, the message itself until it is delivered or discarded
 * (kept.ts). A message that got no answer, or an answer that means "not
 * now" (NOT_NOW_STATUSES: the service's own words shown where it gives
 * some), waits: it is tried again after the service's Retry-After or with
 * backoff while the page is open, at once when the connection returns or
 * the page is shown again, and when the form's page is next opened, always
 * as the same message (one submission id). While it waits its fields stay
 * open: an edit is kept as the message to send (a new one, with a new id).
 * Only an answer about the message itself ends the wait, and it stays in
 * the fields to correct. The form's other tabs learn when a kept message
 * is delivered, discarded or refused (the storage event) and show the
 * same; a refused message stays in their fields too.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import {
  applyDraft,
  clearDraft,
  draftId,
  keepSent,
  loadDraft,
  readForm,
  saveDraft,
  submissionId,
  SUBMISSION_FIELD,
  type Draft,
} from './draft';
import { FormServiceError, submitForm } from './form-client';
import {
  fieldsOf,
  idOf,
  inTurn,
  isDone,
  keepMessage,
  keptId,
  keptMessage,
  markDone,
  settledIn,
  settleMessage,
  type KeptMessage,
  type Settled,
} from './kept';
import { describeFailure, NETWORK_ERROR, type Failure } from './outcome';
import type { FormWords } from './service-words';

export type Status = 'idle' | 'submitting' | 'succeeded';

export interface SubmissionOptions {
  action: string;
  /** Key of the kept draft and of the kept message. */
  draftKey: string;
  words: FormWords;
  /**
   * When given (even empty), field errors show beside their field, prefixed by its label: the one the form shows,
   * or the one given here by field name (groups of boxes, whose labels the form cannot name).
   */
  labels?: Record<string, string>;
  /** Adjusts the fields just before sending (joins selections). */
  prepare?: (fields: FormData) => void;
  /** Runs once after hydration, once any kept draft is back in the form. */
  onRestore?: (form: HTMLFormElement, draft: Draft | undefined) => void;
  /** Runs after every change of a field, to sync derived state. */
  onChange?: (form: HTMLFormElement) => void;
}

const NO_FAILURE: Failure = { message: '', fields: {} };

/** Wait before the next automatic try: 5 s, doubling after each try, at most 5 minutes. */
export const retryDelay = (tries: number) => Math.min(5_000 * 2 ** tries, 300_000);

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
  const tries = useRef(0);
  const [status, setStatus] = useState<Status>('idle');
  const [failure, setFailure] = useState<Failure>(NO_FAILURE);
  const [attempt, setAttempt] = useState(0);
  /** When the waiting message is tried next (ms since the epoch); 0 while none waits. */
  const [nextTry, setNextTry] = useState(0);
  /** What another tab last said became of the kept message. */
  const heard = useRef<Settled | undefined>(undefined);

  /**
   * One try of a message, in the form's turn among the site's tabs (inTurn). Delivered: the form is done with
   * it. An answer that refuses it: the visitor sees why and decides; it is no longer kept. No answer: it waits
   * for the next try. `pressed` when the visitor asked for it: the failure shown is new, and focus moves to
   * where they can act.
   */
  const send = async (message: KeptMessage, pressed: boolean) => {
    const form = formRef.current;
    if (busy.current || !form) return;
    busy.current = true;
    if (pressed) setFailure(NO_FAILURE);
    // Also while it waits for its turn: another tab is sending the message meanwhile.
    setStatus('submitting');
    const id = idOf(message);
    // Where the browser refused to keep it, no other tab has it: it goes, once.
    const kept = keptId(draftKey) === id;
    let shown: Failure = { message: NETWORK_ERROR, fields: {} };
    let wait = 0;
    const ended = await inTurn(draftKey, async () => {
      // Delivered, discarded, refused or changed in another tab while this one waited for its turn: not sent again.
      if (kept && (keptId(draftKey) !== id || (await isDone(id)))) return true;
      try {
        const result = await submitForm(message.action, fieldsOf(message));
        if (result.ok) {
          settleMessage(draftKey, { outcome: 'delivered', id });
          await markDone(id);
          // Shown as another tab's word would be.
          heard.current = { outcome: 'delivered' };
          return true;
        }
        shown = describeFailure(result, {
          codes: words.codes,
          labelOf: (name) => labels?.[name] ?? labelIn(form, name),
          inline: Boolean(labels),
        });
        if (result.later) {
          // Not now: the service's own words where it gave some, else the words of a message that got no answer.
          const own = result.errors?.length ? shown.message : (result.error ?? '');
          shown = { message: own || NETWORK_ERROR, fields: {} };
          if (keptMessage(draftKey)) wait = result.later.afterMs ?? retryDelay(tries.current++);
        }
      } catch (error) {
        // No answer (unreachable, or none in time): a kept message waits. An unreadable answer: it may be sent again by hand.
        if (error instanceof FormServiceError && error.reason !== 'format' && keptMessage(draftKey))
          wait = retryDelay(tries.current++);
      }
      // The wait ends: the message stays in the fields, here and in the form's other tabs, which show the same.
      if (!wait && keptMessage(draftKey)) settleMessage(draftKey, { outcome: 'refused', id, failure: shown });
    });
    busy.current = false;
    // Delivered; or gone while this tab waited for its turn, or a word from another tab while this one tried it (one
    // that, without Web Locks, tried it too): the form shows what became of it.
    if (ended || heard.current) return settled();
    setFailure(shown);
    setStatus('idle');
    setNextTry(wait && Date.now() + wait);
    if (pressed) setAttempt((count) => count + 1);
  };

  /**
   * The kept message is gone: delivered, discarded or refused in another tab. The form shows what that tab
   * said: the thanks, or an empty form, never the failure it showed before; a refusal, the message staying in
   * the fields to correct. Gone without a word (the browser's storage cleared, or the word still on its way,
   * which then settles it again), it stays in the fields with the failure shown, no longer waiting: Send
   * sends it again.
   */
  const settled = () => {
    const form = formRef.current;
    if (busy.current || !form) return;
    const { outcome, failure } = heard.current ?? {};
    heard.current = undefined;
    setNextTry(0);
    setStatus(outcome === 'delivered' ? 'succeeded' : 'idle');
    if (outcome === 'refused') setFailure(failure ?? NO_FAILURE);
    else if (outcome) {
      // Delivered or discarded.
      setFailure(NO_FAILURE);
      clearDraft(draftKey);
      form.reset();
      onChange?.(form);
    }
  };

  /** The message the form holds now, with its submission id (the one kept while its fields are unchanged). */
  const compose = (form: HTMLFormElement): KeptMessage => {
    const fields = new FormData(form);
    prepare?.(fields);
    fields.set(SUBMISSION_FIELD, submissionId(draftKey, form));
    return { action, fields: [...fields].map(([name, value]) => [name, String(value)]), draft: readForm(form) };
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once, after hydration: the draft key of a form does not change
  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    const kept = keptMessage(draftKey);
    const draft = kept?.draft ?? loadDraft(draftKey);
    if (draft) applyDraft(form, draft);
    onRestore?.(form, draft);
    if (kept) {
      // A message kept from an earlier visit is shown as it was sent, and tried again at once; sent again from
      // here unchanged, it is the same message (its id).
      applyDraft(form, kept.draft);
      const id = idOf(kept);
      if (id) keepSent(draftKey, readForm(form), id);
      send(kept, false);
    }
  }, []);

  // Another tab delivered, discarded or refused the kept message: this one shows the same, not the failure it had.
  // biome-ignore lint/correctness/useExhaustiveDependencies: set once; what it reads is read when the event comes
  useEffect(() => {
    const hear = (event: StorageEvent) => {
      const word = settledIn(event, draftKey);
      // Only a word about the message this tab shows (sent or restored: its draft keeps the id) is about its own.
      if (!word || word.id !== draftId(draftKey)) return;
      heard.current = word;
      // While this tab tries it, or waits for its turn, the end of that settles it (send, discard).
      settled();
    };
    window.addEventListener('storage', hear);
    return () => window.removeEventListener('storage', hear);
  }, []);

  // After a failure, put focus where the visitor can act: the first field in error, or the button.
  useEffect(() => {
    const form = formRef.current;
    if (!form || attempt === 0) return;
    // The first in the form's order: the fields come before the button.
    form.querySelector<HTMLElement>('[aria-invalid="true"],[type="submit"]')?.focus();
  }, [attempt]);

  // A waiting message is tried again at its time, when the connection returns and when the page is shown again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: each new time of the next try sets the triggers again
  useEffect(() => {
    if (!nextTry) return;
    const retry = () => {
      const kept = keptMessage(draftKey);
      // Delivered, discarded or refused in another tab meanwhile, or gone: nothing waits any more.
      if (kept) send(kept, false);
      else settled();
    };
    const shown = () => document.visibilityState === 'visible' && retry();
    const timer = setTimeout(retry, nextTry - Date.now());
    window.addEventListener('online', retry);
    document.addEventListener('visibilitychange', shown);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('online', retry);
      document.removeEventListener('visibilitychange', shown);
    };
  }, [nextTry]);

  const onInput = (event: FormEvent<HTMLFormElement>) => {
    const form = event.currentTarget;
    const name = (event.target as HTMLInputElement).name;
    if (name && failure.fields[name]) {
      const { [name]: _cleared, ...rest } = failure.fields;
      setFailure({ ...failure, fields: rest });
    }
    onChange?.(form);
    saveDraft(draftKey, form);
    // A waiting message changed by the visitor: the change is what waits now.
    if (nextTry && keptMessage(draftKey)) keepMessage(draftKey, compose(form));
  };

  /** Send, or Send now while a message waits: that message as it was kept. */
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy.current) return;
    const form = event.currentTarget;
    // Gone meanwhile without a word (a word is shown as it comes): what the fields hold is sent, under the same id
    // while they are unchanged.
    let message = nextTry ? keptMessage(draftKey) : undefined;
    if (!message) {
      message = compose(form);
      // Where the browser refuses to keep it, it is sent once, and waits for no other try.
      keepMessage(draftKey, message);
    }
    tries.current = 0;
    send(message, true);
  };

  /**
   * Deletes the waiting message and its values, in the form's turn: nothing is sent, nothing stays on the
   * device. Delivered by another tab meanwhile, it shows the thanks instead.
   */
  const discard = () => {
    if (busy.current) return;
    busy.current = true;
    setStatus('submitting');
    const id = keptId(draftKey);
    inTurn(draftKey, async () => {
      // Delivered by another tab while this one waited for its turn (its word may still be on its way): it shows that.
      const done = await isDone(id);
      busy.current = false;
      if (done) return settled();
      settleMessage(draftKey, { outcome: 'discarded', id });
      await markDone(id);
      heard.current = { outcome: 'discarded' };
      settled();
      setAttempt((count) => count + 1);
    });
  };

  return { formRef, status, failure, nextTry, onInput, onSubmit, discard };
}

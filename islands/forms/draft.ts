/**
 * Drafts: what a visitor has typed into a form, kept in the tab's
 * sessionStorage until the form is sent, so a reload or an accidental
 * back loses nothing. Fields whose name starts with "_" (the honeypot,
 * _next) are never kept. Once the visitor presses send, the draft also
 * keeps a submission id, sent with the message: sending the same draft
 * again (after a lost answer or a reload) carries the same id, so the
 * service can recognise the second send. A change to any field makes it
 * a new message, with a new id.
 */

import { readStored, removeStored, writeStored } from './stored';

export type Draft = Record<string, string[]>;

const PREFIX = 'form-draft:';

const kept = (name: string) => name !== '' && !name.startsWith('_');

/** The form's current values, by field name (checked boxes only). */
export function readForm(form: HTMLFormElement): Draft {
  const draft: Draft = {};
  for (const element of Array.from(form.elements)) {
    const field = element as HTMLInputElement;
    if (!kept(field.name) || field.type === 'submit' || field.type === 'button') continue;
    if ((field.type === 'checkbox' || field.type === 'radio') && !field.checked) continue;
    // biome-ignore lint/suspicious/noAssignInExpressions: the list of a field's values, made on its first value
    (draft[field.name] ??= []).push(field.value);
  }
  return draft;
}

/** Puts a draft back: boxes as they were, text only into fields still empty. */
export function applyDraft(form: HTMLFormElement, draft: Draft): void {
  for (const element of Array.from(form.elements)) {
    const field = element as HTMLInputElement;
    const values = draft[field.name];
    if (!kept(field.name) || field.type === 'hidden' || !values) continue;
    if (field.type === 'checkbox' || field.type === 'radio') field.checked = values.includes(field.value);
    else if (!field.value || field.tagName === 'SELECT') field.value = values[0] ?? '';
  }
}

/** Name of the field that carries the submission id, in the draft and to the service. */
export const SUBMISSION_FIELD = 'submission_id';

// Storage full or refused: the form still works, only the draft is not kept.
const store = (key: string, draft: Draft) => writeStored('sessionStorage', PREFIX + key, draft);

/** Keeps the form's values; a change drops the submission id, as the message is no longer the one sent. */
export const saveDraft = (key: string, form: HTMLFormElement) => store(key, readForm(form));

/** The id of the message in the form: the one kept with an unchanged draft, else a new one, kept from now on. */
export function submissionId(key: string, form: HTMLFormElement): string {
  const id = draftId(key) ?? Date.now().toString(36) + Math.random().toString(36).slice(2);
  store(key, { ...readForm(form), [SUBMISSION_FIELD]: [id] });
  return id;
}

/** Keeps the values of a message shown in the form with its id, so that sending them unchanged sends it again. */
export const keepSent = (key: string, draft: Draft, id: string) => store(key, { ...draft, [SUBMISSION_FIELD]: [id] });

export const loadDraft = (key: string) => readStored<Draft>('sessionStorage', PREFIX + key);

/** The submission id kept with the draft: the id of the message the form shows, once sent or restored. */
export const draftId = (key: string) => loadDraft(key)?.[SUBMISSION_FIELD]?.[0];

export const clearDraft = (key: string) => removeStored('sessionStorage', PREFIX + key);

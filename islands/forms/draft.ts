/**
 * Drafts: what a visitor has typed into a form, kept in the tab's
 * sessionStorage until the form is sent, so a reload or an accidental
 * back loses nothing. Fields whose name starts with "_" (the honeypot,
 * _next) are never kept.
 */

export type Draft = Record<string, string[]>;

const PREFIX = 'form-draft:';

function storage(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

const kept = (name: string) => name !== '' && !name.startsWith('_');

/** The form's current values, by field name (checked boxes only). */
export function readForm(form: HTMLFormElement): Draft {
  const draft: Draft = {};
  for (const element of Array.from(form.elements)) {
    const field = element as HTMLInputElement;
    if (!kept(field.name) || field.type === 'submit' || field.type === 'button') continue;
    if ((field.type === 'checkbox' || field.type === 'radio') && !field.checked) continue;
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

export function saveDraft(key: string, form: HTMLFormElement): void {
  try {
    storage()?.setItem(PREFIX + key, JSON.stringify(readForm(form)));
  } catch {
    // Storage full or refused: the form still works, only the draft is not kept.
  }
}

export function loadDraft(key: string): Draft | undefined {
  try {
    const text = storage()?.getItem(PREFIX + key);
    const data: unknown = text ? JSON.parse(text) : undefined;
    return typeof data === 'object' && data !== null ? (data as Draft) : undefined;
  } catch {
    return undefined;
  }
}

export function clearDraft(key: string): void {
  try {
    storage()?.removeItem(PREFIX + key);
  } catch {
    // Nothing kept, nothing to clear.
  }
}

/** Checkbox groups of a form: what is ticked, and the selection sent as one field. */

/** Values of the ticked boxes with any of the names, in the form's order. */
export function checkedValues(form: HTMLFormElement, ...names: string[]): string[] {
  return Array.from(form.querySelectorAll<HTMLInputElement>('input[type="checkbox"]'))
    .filter((box) => names.includes(box.name) && box.checked)
    .map((box) => box.value);
}

/** Replaces a group's values by one field: the selection (its Other box included) joined with ", ". */
export function joinSelection(fields: FormData, group: string, other: string): void {
  const values = [...fields.getAll(group), ...fields.getAll(other)].map(String);
  fields.set(group, values.join(', '));
}

/** Makes the browser refuse to send the form while none of a group is ticked. */
export function requireOne(form: HTMLFormElement, group: string, ticked: number, message: string): void {
  form.querySelector<HTMLInputElement>(`input[name="${group}"]`)?.setCustomValidity(ticked > 0 ? '' : message);
}

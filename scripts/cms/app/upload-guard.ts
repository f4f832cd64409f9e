/**
 * Checks a picture the moment it is chosen for upload, in the editor, by
 * the rule the local backend and the build apply (media-rules.ts): a file
 * that is not an SVG, PNG or JPEG by its content, too large, or an SVG that
 * is not a plain drawing is refused there, with the reason in plain words
 * beside the Upload button, and never reaches the app. The backends check
 * again: this only tells staff why, where they are looking.
 */

const PROBLEM_ATTRIBUTE = 'data-upload-problem';

/** The name Decap gives an upload (lower-case, plain characters), which is the one the rule reads. */
const uploadName = (name: string) => name.toLowerCase().replace(/[^a-z0-9_.-]+/g, '-');

/** Shows `problem` beside the chosen file's button, or removes the last one shown. */
function show(input: HTMLInputElement, problem: string | undefined): void {
  const anchor = input.closest('label') ?? input;
  anchor.parentElement?.querySelector(`[${PROBLEM_ATTRIBUTE}]`)?.remove();
  if (!problem) return;
  const note = document.createElement('p');
  note.setAttribute(PROBLEM_ATTRIBUTE, '');
  note.setAttribute('role', 'alert');
  note.textContent = `Not uploaded: ${problem}`;
  note.style.cssText =
    'color:#a4262c;font-size:14px;line-height:1.4;max-width:32rem;margin:0 0 0 16px;text-align:left;';
  anchor.after(note);
}

/** Checks every file chosen in the page's file inputs before the app sees it. */
export function guardUploads(): void {
  const checked = new WeakSet<Event>();
  document.addEventListener(
    'change',
    (event) => {
      const input = event.target;
      if (!(input instanceof HTMLInputElement) || input.type !== 'file' || checked.has(event)) return;
      const file = input.files?.[0];
      if (!file) return;
      // Held back until checked: reading the file takes a moment, and the app would upload it meanwhile.
      event.stopImmediatePropagation();
      // The rule (with its SVG parser, 60 KB gzip) loads on the first upload, not with the editor.
      void Promise.all([import('../../shared/media-rules'), file.arrayBuffer()]).then(([{ uploadProblem }, buffer]) => {
        const problem = uploadProblem(uploadName(file.name), new Uint8Array(buffer));
        show(input, problem);
        if (problem) {
          input.value = '';
          return;
        }
        const again = new Event('change', { bubbles: true });
        checked.add(again);
        input.dispatchEvent(again);
      });
    },
    true,
  );
}

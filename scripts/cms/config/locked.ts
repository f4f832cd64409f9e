/**
 * Settings of site.yaml that the web editor shows but never changes: where
 * staff log in and save (editing:) and where visitors' messages go
 * (forms.endpoint). Browser-safe: the app's widget reads the same names.
 */
import type { CmsField } from './fields';

/** The widget that shows a value without letting it change (registered by the app: scripts/cms/app/locked-widget.tsx). */
export const LOCKED_WIDGET = 'locked';
/** What a locked field says under its value. */
export const LOCKED_NOTE = 'A developer changes this in content/site.yaml; the web editor shows it only.';
/** site.yaml's settings (their check paths) that decide where staff log in and save, and where visitors' messages go. */
export const SECURITY_SETTINGS: ReadonlySet<string> = new Set(['editing', 'forms.endpoint']);

/**
 * The site's fields with its security settings locked: whoever could change them in the editor could send
 * every staff member's login, or every visitor's message, to a server of their own.
 */
export function lockSecuritySettings(fields: CmsField[]): CmsField[] {
  return fields.map((field) => {
    if (SECURITY_SETTINGS.has(field.check_path)) {
      const { name, label, check_path } = field;
      return { name, label, check_path, widget: LOCKED_WIDGET, required: false, hint: LOCKED_NOTE };
    }
    return field.fields ? { ...field, fields: lockSecuritySettings(field.fields) } : field;
  });
}

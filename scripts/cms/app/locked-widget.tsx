/**
 * The "locked" widget: shows a setting of site.yaml that the web editor must
 * not change (where staff log in and save, where visitors' messages go) as
 * plain text, with the field's hint saying that a developer changes it in
 * content/site.yaml. It never reports a change, so a save writes the value
 * back as it was read.
 */
import { createElement, type ReactNode } from 'react';
import { LOCKED_WIDGET } from '../config/locked';
import type { CmsApi } from './cms-api';

interface LockedProps {
  value?: unknown;
  forID?: string;
  classNameWrapper?: string;
}

const toJS = (value: unknown): unknown =>
  value !== null && typeof value === 'object' && typeof (value as { toJS?: unknown }).toJS === 'function'
    ? (value as { toJS: () => unknown }).toJS()
    : value;

/** The value as lines of `name: value`, or the text itself. */
function linesOf(value: unknown): string[] {
  if (value === undefined || value === null || value === '') return ['Not set'];
  if (typeof value !== 'object') return [String(value)];
  return Object.entries(value as Record<string, unknown>).map(([name, item]) => `${name}: ${String(item)}`);
}

function LockedControl({ value, forID, classNameWrapper }: LockedProps): ReactNode {
  return createElement(
    'div',
    { id: forID, className: classNameWrapper, 'data-locked': 'true', style: { whiteSpace: 'pre-wrap' } },
    linesOf(toJS(value)).join('\n'),
  );
}

function LockedPreview({ value }: LockedProps): ReactNode {
  return createElement('div', null, linesOf(toJS(value)).join('\n'));
}

export function registerLockedWidget(cms: CmsApi): void {
  (cms.registerWidget as unknown as (name: string, control: unknown, preview: unknown) => void)(
    LOCKED_WIDGET,
    LockedControl,
    LockedPreview,
  );
}

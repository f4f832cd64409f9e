/**
 * Puts the build's checks into the web editor: every field's control is
 * wrapped so that, when an entry is saved, the control asks the build's
 * checks (entry-problems.ts) about the whole entry and shows the build's
 * message for its own field beside it, which stops the save. A problem no
 * field can show stops the save too, with its message in the notification.
 */
import { Component, createElement, type ComponentType } from 'react';
import type { ContentProblem } from '../../problems/errors';
import type { AdminData } from '../admin-data';
import type { CmsApi } from './cms-api';
import { checkPathOf, problemMessage, problemsOfEntry, valueAtField, type EntryFile } from './entry-problems';
import { rememberSavedText } from './tidy-formats';

/** The widgets that hold a value of their own; lists and objects are checked through their fields. */
const VALUE_WIDGETS = ['string', 'text', 'markdown', 'number', 'boolean', 'select', 'image', 'datetime'];

/** What Decap hands a widget's control (the part used here). Immutable.js values, read through toJS. */
interface ControlProps {
  field: { get(key: string): unknown };
  value: unknown;
  entry: ImmutableLike;
  forID: string;
  [prop: string]: unknown;
}

interface ImmutableLike {
  get(key: string): unknown;
  toJS?: () => unknown;
}

interface InnerControl {
  isValid?: () => unknown;
  focus?: (path?: unknown) => void;
  getValidateValue?: () => unknown;
  shouldComponentUpdate?: (nextProps: ControlProps) => boolean;
}

const toJS = (value: unknown): unknown =>
  value !== null && typeof value === 'object' && typeof (value as ImmutableLike).toJS === 'function'
    ? (value as ImmutableLike).toJS!()
    : value;

/** The entry as a file's path and data, with the media files the app holds for it (those its save uploads among them). */
export function entryFile(entry: ImmutableLike): EntryFile {
  const data = toJS(entry.get('data'));
  const mediaFiles = toJS(entry.get('mediaFiles'));
  return {
    path: String(entry.get('path') ?? ''),
    data: data && typeof data === 'object' ? (data as Record<string, unknown>) : {},
    media: Array.isArray(mediaFiles)
      ? mediaFiles.flatMap((file: unknown) => {
          const path = (file as { path?: unknown } | null)?.path;
          return typeof path === 'string' ? [path.replace(/^\//, '')] : [];
        })
      : [],
  };
}

/** The problems of an entry, worked out once for each version of it (every field asks). */
function checker(site: AdminData): (entry: ImmutableLike) => { file: EntryFile; problems: ContentProblem[] } {
  let last: { data: unknown; mediaFiles: unknown; file: EntryFile; problems: ContentProblem[] } | undefined;
  return (entry) => {
    const data = entry.get('data');
    // A picture uploaded for the entry changes its media files, not its data.
    const mediaFiles = entry.get('mediaFiles');
    if (last === undefined || last.data !== data || last.mediaFiles !== mediaFiles) {
      const file = entryFile(entry);
      last = { data, mediaFiles, file, problems: problemsOfEntry(file, site) };
    }
    return last;
  };
}

const sameValue = (a: unknown, b: unknown) => a === b || JSON.stringify(a ?? '') === JSON.stringify(b ?? '');

/** The problems at this field of this entry: same place in the schema, same value (which list item). */
function problemsAt(props: ControlProps, check: ReturnType<typeof checker>): ContentProblem[] {
  const checkPath = props.field.get('check_path');
  if (typeof checkPath !== 'string') return [];
  // getEntry gives the entry as it is now; the `entry` prop is as it was when this field last changed.
  const entry = typeof props.getEntry === 'function' ? (props.getEntry as () => ImmutableLike)() : props.entry;
  const { file, problems } = check(entry);
  const value = toJS(props.value);
  return problems.filter(
    (problem) => checkPathOf(problem) === checkPath && sameValue(valueAtField(file.data, problem.field), value),
  );
}

function checkedControl(
  Inner: ComponentType<ControlProps>,
  check: ReturnType<typeof checker>,
): ComponentType<ControlProps> {
  return class CheckedControl extends Component<ControlProps> {
    inner: InnerControl | null = null;

    /**
     * Bound: the app keeps this function and calls it on its own field object, not on the control, so a
     * method would read the app's `this` and never ask the wrapped control (a number's own refusal was lost).
     */
    isValid = (): unknown => {
      const controlVerdict = this.inner?.isValid?.();
      if (
        controlVerdict !== undefined &&
        controlVerdict !== true &&
        !(
          typeof controlVerdict === 'object' &&
          controlVerdict !== null &&
          'error' in controlVerdict &&
          !controlVerdict.error
        )
      ) {
        return controlVerdict;
      }
      const problems = problemsAt(this.props, check);
      if (problems.length === 0) return controlVerdict ?? true;
      return { error: { type: 'CUSTOM', message: problems.map(problemMessage).join(' ') } };
    };

    focus(path?: unknown): void {
      if (this.inner?.focus) this.inner.focus(path);
      else document.getElementById(this.props.forID)?.focus();
    }

    getValidateValue(): unknown {
      return this.inner?.getValidateValue?.();
    }

    /**
     * The app redraws a field only when this says so (it reads it from the control it is given, which is
     * this wrapper). The picture field's own answer also redraws it when a picture was chosen in the media
     * library or its thumbnail has loaded, neither of which changes its value: without it, the choice never
     * reached the field and its thumbnail stayed empty. A control without its own answer gets the app's.
     */
    override shouldComponentUpdate(nextProps: ControlProps): boolean {
      const own = this.inner?.shouldComponentUpdate;
      if (own) return own.call(this.inner, nextProps);
      return (
        this.props.value !== nextProps.value ||
        this.props.classNameWrapper !== nextProps.classNameWrapper ||
        this.props.hasActiveStyle !== nextProps.hasActiveStyle
      );
    }

    override render() {
      return createElement(Inner, {
        ...this.props,
        ref: (inner: InnerControl | null) => {
          this.inner = inner;
        },
      } as ControlProps);
    }
  };
}

/** Wraps the value widgets' controls with the build's checks, and stops a save the build would refuse. */
export function registerChecks(cms: CmsApi, site: AdminData): void {
  const check = checker(site);
  for (const name of VALUE_WIDGETS) {
    const widget = cms.getWidget(name) as
      | {
          control: ComponentType<ControlProps>;
          preview?: unknown;
          schema?: unknown;
          globalStyles?: unknown;
          allowMapValue?: boolean;
        }
      | undefined;
    if (!widget) continue;
    // Registered again under its own name (none of these has global styles or other options to carry over).
    (cms.registerWidget as unknown as (name: string, control: unknown, preview: unknown, schema: unknown) => void)(
      name,
      checkedControl(widget.control, check),
      widget.preview,
      widget.schema,
    );
  }
  // The last word before a file is written: a problem no field showed still stops the save.
  cms.registerEventListener({
    name: 'preSave',
    handler: ({ entry }: { entry: ImmutableLike }) => {
      const { problems } = check(entry);
      if (problems.length > 0)
        throw new Error(
          problems.map((problem) => `${problem.field || 'The file'}: ${problemMessage(problem)}`).join('\n'),
        );
      // The file is written next: its writer changes only what changed in the text it was read from.
      rememberSavedText(entry.get('raw'));
      return entry.get('data');
    },
  });
}

/**
 * The web editor's number field (prices, counts, sizes), in place of the
 * app's own. The app's is a browser number box, which reads a comma as a
 * thousands separator: a price typed 4,99 silently became 499. This one is a
 * text box with the phone's number keyboard: it reads digits with a point
 * before the decimals, and refuses anything else beside the field, in plain
 * words, keeping the text as typed (so the save stops and the preview says
 * why).
 */
import { Component, createElement, type ReactNode } from 'react';
import type { CmsApi } from './cms-api';

/** What the number typed is, or why it is not one. */
export type NumberReading = { value: number | '' } | { problem: string };

/**
 * A comma is refused rather than read: in this site's content a comma groups thousands ($2,500), so
 * 1,500 may mean fifteen hundred to one member of staff and one and a half to another. Reading 4,99 as
 * 4.99 but 4,990 as 4990 would let one more digit change a price a thousandfold, in silence.
 */
export function readNumber(typed: string): NumberReading {
  const text = typed.trim();
  if (text === '') return { value: '' };
  if (/^[+-]?(\d+\.?\d*|\.\d+)$/.test(text)) return { value: Number(text) };
  if (/^[+-]?[\d.,]+$/.test(text) && text.includes(','))
    return {
      problem: `"${text}" has a comma. Write numbers with a point before the decimals and nothing between the thousands, like 4.99 or 2500.`,
    };
  return { problem: `"${text}" is not a number. Write it in digits, with a point before any decimals, like 4.99.` };
}

/** The text a value shows as: the number as written in the file, or the text as typed. */
const textOf = (value: unknown): string =>
  typeof value === 'number' || typeof value === 'string' ? String(value) : '';

interface NumberProps {
  field: { get(key: string): unknown };
  value?: unknown;
  forID?: string;
  classNameWrapper?: string;
  setActiveStyle?: () => void;
  setInactiveStyle?: () => void;
  onChange: (value: unknown) => void;
}

class NumberControl extends Component<NumberProps, { text: string }> {
  override state = { text: textOf(this.props.value) };

  override componentDidUpdate(previous: NumberProps): void {
    // A value set from elsewhere (a list item moved, an entry loaded): shown as it is.
    if (previous.value !== this.props.value && !this.reads(this.state.text, this.props.value))
      this.setState({ text: textOf(this.props.value) });
  }

  /** Whether `text` is what the field holds as `value`. */
  private reads(text: string, value: unknown): boolean {
    const reading = readNumber(text);
    return 'value' in reading ? reading.value === value : text === value;
  }

  private handleChange = (event: { target: { value: string } }) => {
    const text = event.target.value;
    this.setState({ text });
    const reading = readNumber(text);
    this.props.onChange('value' in reading ? reading.value : text);
  };

  isValid(): true | { error: { type: string; message: string } } {
    const reading = readNumber(this.state.text);
    return 'problem' in reading ? { error: { type: 'CUSTOM', message: reading.problem } } : true;
  }

  override render(): ReactNode {
    const whole = this.props.field.get('value_type') === 'int';
    return createElement('input', {
      type: 'text',
      // The phone's keyboard of digits; a decimal one, with its point, for prices and other fractions.
      inputMode: whole ? 'numeric' : 'decimal',
      autoComplete: 'off',
      id: this.props.forID,
      className: this.props.classNameWrapper,
      value: this.state.text,
      onChange: this.handleChange,
      onFocus: this.props.setActiveStyle,
      onBlur: this.props.setInactiveStyle,
    });
  }
}

/** Registers the number field in place of the app's, keeping the app's preview and the options its configuration may give it. */
export function registerNumberWidget(cms: CmsApi): void {
  const own = cms.getWidget('number') as { preview?: unknown; schema?: unknown } | undefined;
  (cms.registerWidget as unknown as (name: string, control: unknown, preview: unknown, schema: unknown) => void)(
    'number',
    NumberControl,
    own?.preview,
    own?.schema,
  );
}

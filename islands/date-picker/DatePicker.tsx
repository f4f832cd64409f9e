/** A date field with a popover calendar; the browser's own date field until its script runs. */
import { useEffect, useRef, useState } from 'react';
import { Calendar } from './Calendar';
import { isIsoDate, longDate, todayIso, type WeekStart } from './dates';

export interface DatePickerProps {
  /** Id of the button; other ids derive from it. */
  id: string;
  /** Name of the hidden field that carries the date. */
  name: string;
  label: string;
  /** The date as yyyy-MM-dd, or '' for none. */
  value?: string;
  onChange?: (value: string) => void;
  /** Earliest date that can be chosen, yyyy-MM-dd. */
  min?: string;
  /** 1 (default) for weeks starting on Monday, 0 for Sunday. */
  weekStartsOn?: WeekStart;
  /** Shown on the button while no date is chosen. */
  placeholder?: string;
}

/**
 * One date, chosen in a popover calendar. The form receives it as yyyy-MM-dd
 * in a hidden field ('' when none). Choosing the chosen date again clears it.
 * Until its script runs (and without JavaScript) it is the browser's own
 * date field, which sends the same yyyy-MM-dd; a date entered there is kept
 * when the calendar takes over.
 */
export function DatePicker({
  id,
  name,
  label,
  value,
  onChange,
  min,
  weekStartsOn = 1,
  placeholder = 'Pick a date',
}: DatePickerProps) {
  const [current, setCurrent] = useState(value && isIsoDate(value) ? value : '');
  const [today, setToday] = useState('');
  const [enhanced, setEnhanced] = useState(false);
  const open = today !== '';
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const fieldRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (value !== undefined) setCurrent(isIsoDate(value) ? value : '');
  }, [value]);

  // The calendar takes over from the browser's date field, keeping its date; never under the
  // visitor's fingers: while that field has focus, it stays until it is left. A reset form clears it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once, after hydration: the calendar takes over from the browser's date field
  useEffect(() => {
    const native = fieldRef.current;
    const form = native?.form;
    const onReset = () => setCurrent('');
    const takeOver = () => {
      const entered = native?.value ?? '';
      if (isIsoDate(entered) && entered !== current) {
        setCurrent(entered);
        onChange?.(entered);
      }
      setEnhanced(true);
    };
    if (native && document.activeElement === native) native.addEventListener('blur', takeOver, { once: true });
    else takeOver();
    form?.addEventListener('reset', onReset);
    return () => form?.removeEventListener('reset', onReset);
  }, []);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setToday('');
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const close = () => {
    setToday('');
    buttonRef.current?.focus();
  };
  const choose = (date: string) => {
    setCurrent(date);
    onChange?.(date);
    close();
  };
  // Its classes are in templates/site.css, which keeps them out of the script.
  const fieldClass = 'date-field';
  const now = today || todayIso();
  const initialFocus = current || (min && min > now ? min : now);

  return (
    <div ref={rootRef} className="relative">
      <label id={`${id}-label`} htmlFor={id} className="date-label">
        {label}
      </label>
      {enhanced ? (
        <>
          <button
            ref={buttonRef}
            id={id}
            type="button"
            aria-labelledby={`${id}-label ${id}-value`}
            aria-haspopup="dialog"
            aria-expanded={open}
            aria-controls={open ? `${id}-dialog` : undefined}
            onClick={() => (open ? setToday('') : setToday(todayIso()))}
            className={fieldClass}
          >
            <span id={`${id}-value`} className={current ? 'text-ink-900' : 'text-ink-600'}>
              {current ? longDate(current) : placeholder}
            </span>
            <svg viewBox="0 0 20 20" aria-hidden="true">
              <rect x="3" y="4.5" width="14" height="12" rx="1.5" />
              <path d="M3 8.5h14M7 3v3M13 3v3" />
            </svg>
          </button>
          <input key="field" ref={fieldRef} type="hidden" name={name} value={current} />
        </>
      ) : (
        <input
          key="native"
          ref={fieldRef}
          id={id}
          type="date"
          name={name}
          min={min}
          defaultValue={current}
          className={fieldClass}
        />
      )}
      {open && (
        <Calendar
          id={id}
          label={label}
          selected={current}
          today={today}
          min={min}
          weekStart={weekStartsOn}
          initialFocus={initialFocus}
          onChoose={choose}
          onClose={close}
        />
      )}
    </div>
  );
}

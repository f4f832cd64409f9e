/** The date picker's calendar dialog. */
import { useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { addMonths, dateAfterKey, longDate, monthGrid, monthLabel, monthOf, WEEKDAYS, type WeekStart } from './dates';

interface Props {
  id: string;
  label: string;
  /** The chosen date, or ''. */
  selected: string;
  today: string;
  /** Earliest date that can be chosen. */
  min?: string | undefined;
  weekStart: WeekStart;
  /** Date that has focus when the dialog opens. */
  initialFocus: string;
  onChoose: (date: string) => void;
  onClose: () => void;
}

/** Its classes are in templates/site.css (.cal-*), which keeps them out of the script. */
const navClass = 'cal-nav';

/**
 * The calendar dialog of the date picker (WAI-ARIA APG date picker dialog):
 * arrows move by day and week, Page Up and Page Down by month (with Shift by
 * year), Home and End to the start and end of the week, Enter or Space
 * chooses, Escape closes. Tab stays inside the dialog.
 */
export function Calendar({ id, label, selected, today, min, weekStart, initialFocus, onChoose, onClose }: Props) {
  const [focused, setFocused] = useState(initialFocus);
  const dialogRef = useRef<HTMLDivElement>(null);
  // Set when the focused date should take the keyboard focus after rendering.
  const moveFocus = useRef(true);
  const monthId = `${id}-month`;
  const weekdays = Array.from({ length: 7 }, (_, index) => WEEKDAYS[(index + weekStart) % 7] ?? '');
  const tooEarly = (date: string) => Boolean(min && date < min);

  // Before the next key press can arrive, so no key lands on the previous date.
  useLayoutEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    dialogRef.current?.querySelector<HTMLElement>(`[data-date="${focused}"]`)?.focus();
  }, [focused]);

  const onDialogKey = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      onClose();
    } else if (event.key === 'Tab') {
      const stops = [
        ...(dialogRef.current?.querySelectorAll<HTMLElement>('button:not([tabindex="-1"]):not([disabled])') ?? []),
      ];
      const first = stops[0];
      const last = stops[stops.length - 1];
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last?.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first?.focus();
      }
    }
  };

  const onGridKey = (event: KeyboardEvent<HTMLTableSectionElement>) => {
    const next = dateAfterKey(focused, event.key, event.shiftKey, weekStart);
    if (!next) return;
    event.preventDefault();
    moveFocus.current = true;
    setFocused(next);
  };

  return (
    <div
      ref={dialogRef}
      id={`${id}-dialog`}
      role="dialog"
      aria-modal="true"
      aria-label={label}
      onKeyDown={onDialogKey}
      className="cal-dialog"
    >
      <div>
        <button
          type="button"
          className={navClass}
          aria-label="Previous month"
          disabled={Boolean(min && monthOf(focused) <= monthOf(min))}
          onClick={() => setFocused(addMonths(focused, -1))}
        >
          <svg viewBox="0 0 20 20" aria-hidden="true">
            <path d="M12 5l-5 5 5 5" />
          </svg>
        </button>
        <h2 id={monthId} aria-live="polite">
          {monthLabel(focused)}
        </h2>
        <button
          type="button"
          className={navClass}
          aria-label="Next month"
          onClick={() => setFocused(addMonths(focused, 1))}
        >
          <svg viewBox="0 0 20 20" aria-hidden="true">
            <path d="M8 5l5 5-5 5" />
          </svg>
        </button>
      </div>
      {/* biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the ARIA date picker pattern: a table with the grid role, its days moved through with arrow keys */}
      <table role="grid" aria-labelledby={monthId}>
        <thead>
          <tr>
            {weekdays.map((day) => (
              <th key={day} scope="col" abbr={day}>
                {day.slice(0, 2)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody onKeyDown={onGridKey}>
          {monthGrid(focused, weekStart).map((week, row) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a week's row number is its identity within the month shown
            <tr key={row}>
              {week.map((date, column) =>
                date ? (
                  // biome-ignore lint/a11y/useAriaPropsSupportedByRole: a cell of a role=grid table is a gridcell, which supports aria-selected
                  <td key={date} aria-selected={date === selected}>
                    <button
                      type="button"
                      data-date={date}
                      tabIndex={date === focused ? 0 : -1}
                      aria-label={longDate(date)}
                      aria-current={date === today ? 'date' : undefined}
                      aria-disabled={tooEarly(date) ? true : undefined}
                      onClick={() => !tooEarly(date) && onChoose(date === selected ? '' : date)}
                      className="cal-day"
                    >
                      {String(Number(date.slice(8)))}
                    </button>
                  </td>
                ) : (
                  // biome-ignore lint/suspicious/noArrayIndexKey: a blank day has no date; its column is its identity
                  <td key={`blank-${column}`} />
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
      <div>
        <button type="button" onClick={onClose} className="cal-close">
          Close
        </button>
      </div>
    </div>
  );
}

/** One notification, which closes itself after a while or when swiped away. */
import type { PointerEvent } from 'react';
import { Component, createRef } from '../runtime/component';
import type { ToastInput } from './api';

/** Distance in pixels a sideways swipe must pass to dismiss a toast. */
const SWIPE_THRESHOLD = 50;
const DEFAULT_DURATION = 5000;

interface Props {
  toast: ToastInput;
  onDismiss: () => void;
}

/**
 * One notification: title, description, optional action and a close button.
 * It closes itself after its duration, paused while the pointer rests on it
 * or focus is inside it, and a sideways swipe past 50 px dismisses it.
 */
export class ToastCard extends Component<Props, { swiping: boolean }> {
  override state = { swiping: false };
  private card = createRef<HTMLDivElement>();
  private swipeStart: number | null = null;
  private timer = 0;
  private left = this.props.toast.duration ?? DEFAULT_DURATION;
  private since = 0;
  /** Hover and focus each hold the timer; it runs again once nothing holds it. */
  private holds = 0;

  override componentDidMount() {
    this.run();
  }

  override componentWillUnmount() {
    clearTimeout(this.timer);
  }

  private run() {
    this.since = Date.now();
    this.timer = window.setTimeout(this.props.onDismiss, this.left);
  }

  private hold(change: 1 | -1) {
    this.holds += change;
    if (change > 0 && this.holds === 1) {
      clearTimeout(this.timer);
      this.left -= Date.now() - this.since;
    } else if (change < 0 && this.holds === 0) this.run();
  }

  private slide(offset: number) {
    this.card.current?.style.setProperty('--swipe-x', `${offset}px`);
  }

  private onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.button || (event.target as Element).closest('button')) return;
    this.swipeStart = event.clientX;
    event.currentTarget.setPointerCapture(event.pointerId);
    this.setState({ swiping: true });
  };

  private onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (this.swipeStart !== null) this.slide(event.clientX - this.swipeStart);
  };

  private onPointerEnd = (event: PointerEvent<HTMLDivElement>) => {
    if (this.swipeStart === null) return;
    const offset = event.clientX - this.swipeStart;
    this.swipeStart = null;
    this.setState({ swiping: false });
    if (Math.abs(offset) > SWIPE_THRESHOLD) this.props.onDismiss();
    else this.slide(0);
  };

  override render() {
    const { toast, onDismiss } = this.props;
    const destructive = toast.variant === 'destructive';
    return (
      // biome-ignore lint/a11y/noStaticElementInteractions: swiping a toast away is a pointer extra; its close button is the accessible way
      <div
        ref={this.card}
        role={destructive ? 'alert' : 'status'}
        aria-atomic="true"
        onPointerDown={this.onPointerDown}
        onPointerMove={this.onPointerMove}
        onPointerUp={this.onPointerEnd}
        onPointerCancel={this.onPointerEnd}
        onMouseEnter={() => this.hold(1)}
        onMouseLeave={() => this.hold(-1)}
        onFocus={() => this.hold(1)}
        onBlur={() => this.hold(-1)}
        className={`toast-card ${
          this.state.swiping ? '' : 'transition-[translate,opacity] duration-200 motion-reduce:transition-none'
        } ${destructive ? 'border-red-800 bg-red-700 text-white' : 'border-ink-100 bg-white text-ink-900'}`}
      >
        <div className="flex-1 text-sm">
          <p className="font-semibold">{toast.title}</p>
          {toast.description && <p className={`mt-1 ${destructive ? '' : 'text-ink-600'}`}>{toast.description}</p>}
        </div>
        {toast.action && (
          <button
            type="button"
            onClick={() => {
              toast.action?.onClick();
              onDismiss();
            }}
            className="toast-action"
          >
            {toast.action.label}
          </button>
        )}
        <button type="button" aria-label="Close" onClick={onDismiss} className="toast-close">
          <svg
            viewBox="0 0 20 20"
            aria-hidden="true"
            className="h-4 w-4"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
          >
            <path d="M5 5l10 10M15 5L5 15" />
          </svg>
        </button>
      </div>
    );
  }
}

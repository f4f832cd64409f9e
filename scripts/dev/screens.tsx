/**
 * What the dev server shows instead of (or over) a page when something is
 * wrong: the content problems, worded as `npm run check` prints them, or
 * the fallback screen of a page whose template threw. Rendered on the
 * server as HTML, styled by /__dev/overlay.css, no inline script or style.
 */
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { ContentProblem } from '../problems/errors';
import type { CodeOrigin } from '../problems/stack-map';
import { VERSION_ATTRIBUTE } from './inject';
import { clientUrl, OVERLAY_CSS_URL } from './urls';

/** Lines of a file with the one at fault marked; `label` makes a wide one reachable by keyboard to scroll. */
function Frame({ frame, label }: { frame: string; label?: string }) {
  if (!frame) return null;
  return (
    <pre className="dev-frame" {...(label ? { tabIndex: 0, 'aria-label': label } : {})}>
      {frame.split('\n').map((line, index) => (
        // Each line is a block of its own, so it needs no line break of its own.
        // biome-ignore lint/suspicious/noArrayIndexKey: a code frame's lines are drawn once and never reordered
        <span key={index} className={line.startsWith('>') ? 'dev-frame-line dev-frame-mark' : 'dev-frame-line'}>
          {line}
        </span>
      ))}
    </pre>
  );
}

function Problem({ problem, index }: { problem: ContentProblem; index: number }) {
  const { file, line, column } = problem.location;
  const rows: [string, string | undefined][] = [
    ['Field:', problem.field],
    ['Expected:', problem.expected],
    ['Found:', problem.found],
    ['Fix:', problem.hint],
  ];
  return (
    <li className="dev-problem" aria-labelledby={`dev-problem-${index}`}>
      <h2 id={`dev-problem-${index}`} className="dev-problem-title">
        <span aria-hidden="true">✖ </span>
        {problem.title}: <span className="dev-location">{`${file}:${line}:${column}`}</span>
      </h2>
      <dl className="dev-details">
        {rows
          .filter(([, value]) => value)
          .map(([label, value]) => (
            <div key={label} className="dev-detail">
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
      </dl>
      <Frame frame={problem.frame} />
    </li>
  );
}

function countOf(problems: readonly ContentProblem[]): string {
  const files = new Set(problems.map((problem) => problem.location.file)).size;
  return `${problems.length} ${problems.length === 1 ? 'problem' : 'problems'} in ${files} ${files === 1 ? 'file' : 'files'}`;
}

/** The overlay listing every content problem; `overPage` when a last good page shows beneath it. */
export function ContentOverlay({ problems, overPage }: { problems: readonly ContentProblem[]; overPage: boolean }) {
  return (
    <div
      id="dev-overlay"
      className="dev-overlay"
      role="alertdialog"
      aria-modal="true"
      aria-labelledby="dev-overlay-title"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: the dialog takes focus so that a screen reader reads the problems at once
      tabIndex={0}
    >
      <div className="dev-panel">
        <h1 id="dev-overlay-title" className="dev-title">{`The content has ${countOf(problems)}`}</h1>
        <p className="dev-lead">
          {overPage ? 'Beneath this box is the page as it was before the mistake. ' : ''}
          Fix the file and save it: this page updates by itself.
        </p>
        <ol className="dev-problems">
          {problems.map((problem, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the list is drawn once and never reordered
            <Problem key={index} problem={problem} index={index} />
          ))}
        </ol>
      </div>
    </div>
  );
}

interface ErrorScreenProps {
  route: string;
  message: string;
  stack: string | undefined;
  /** The template line the error came from. */
  origin: CodeOrigin | undefined;
}

/** The screen of a page whose template threw, naming the route, the error and the template's own line. */
export function ErrorScreen({ route, message, stack, origin }: ErrorScreenProps) {
  return (
    <div id="dev-error" className="dev-overlay" role="alert" aria-labelledby="dev-error-title">
      <div className="dev-panel">
        <h1 id="dev-error-title" className="dev-title">
          Unexpected Application Error!
        </h1>
        <p className="dev-lead">
          The page <code className="dev-location">{route}</code> could not be shown. A production build stops with this
          error, naming the page. Fix the code and save it: this page updates by itself.
        </p>
        <pre className="dev-frame dev-message">{message}</pre>
        {origin && (
          <>
            <p className="dev-lead">
              In <span className="dev-location">{`${origin.file}:${origin.line}:${origin.column}`}</span>
            </p>
            <Frame frame={origin.frame} label={`Code around ${origin.file}:${origin.line}`} />
          </>
        )}
        {stack && (
          <details className="dev-stack">
            <summary>Where in the code</summary>
            <pre className="dev-frame">{stack}</pre>
          </details>
        )}
      </div>
    </div>
  );
}

/** A whole HTML document around a dev screen, for when there is no page to show beneath it. */
export function screenDocument(title: string, screen: ReactElement, route: string, version: number): string {
  const html = renderToStaticMarkup(
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{title}</title>
        <link rel="stylesheet" href={OVERLAY_CSS_URL} />
        <script type="module" src={clientUrl(route)} {...{ [VERSION_ATTRIBUTE]: version }} />
      </head>
      <body className="dev-body">{screen}</body>
    </html>,
  );
  return `<!DOCTYPE html>${html}`;
}

export const renderScreen = (screen: ReactElement) => renderToStaticMarkup(screen);

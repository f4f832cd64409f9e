/** The JSX runtime of islands in the browser: Preact's, with React's prop names (./dom-props). */
import './dom-props';

export { Fragment, jsx, jsxs } from 'preact/jsx-runtime';

/**
 * What islands import as 'react' in the browser (see scripts/assets/bundle.ts):
 * Preact's core and hooks. It stands in for preact/compat, which costs about
 * 2 KB gzip more on every page (reports/js-budget.json).
 *
 * Supported: the hooks, Component, createContext, createRef, Fragment,
 * createElement, and React's prop names on DOM elements (./dom-props).
 * Anything else from React (memo, forwardRef, portals, Suspense) is not
 * here: the build stops with "No matching export" if an island uses it.
 */
import './dom-props';

export { Component, createContext, createElement, createRef, Fragment, isValidElement } from 'preact';
export {
  useCallback,
  useContext,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useReducer,
  useRef,
  useState,
} from 'preact/hooks';

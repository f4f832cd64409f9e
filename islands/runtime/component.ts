/**
 * React's class API for islands that use no hooks (the site-wide ones, see
 * ../site-wide/README.md). On the server this is React's; in the browser the build
 * serves ./component.browser.ts instead, straight from Preact, so these
 * islands do not bring Preact's hooks runtime along.
 */
export { Component, createRef } from 'react';

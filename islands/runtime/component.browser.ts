/** Browser side of ./component.ts: the class API from Preact, without hooks. */
import './dom-props';

export { Component, createRef } from 'preact';

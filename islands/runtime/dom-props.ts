/**
 * React's prop names on DOM elements, for Preact in the browser: onChange on
 * text inputs and range sliders fires on every input (as in React), onFocus
 * and onBlur bubble (as in React), onDoubleClick, and camelCase SVG
 * attributes (strokeWidth...). Loaded with the JSX runtime, so every island
 * has it.
 */
import { options, type VNode } from 'preact';

const renamed: Record<string, string> = { onFocus: 'onfocusin', onBlur: 'onfocusout', onDoubleClick: 'ondblclick' };
const svgAttribute = /^(?:stroke|fill|clip|stop|font|text|color)[A-Z]/;
const changeOnInput = (type: string, props: Record<string, unknown>) =>
  type === 'textarea' || (type === 'input' && !/^(?:checkbox|radio|file)$/.test(String(props.type)));

const next = options.vnode;
options.vnode = (vnode: VNode) => {
  const { type } = vnode;
  if (typeof type === 'string') {
    const props = vnode.props as Record<string, unknown>;
    for (const key of Object.keys(props)) {
      const name =
        renamed[key] ??
        (key === 'onChange' && changeOnInput(type, props)
          ? 'onInput'
          : svgAttribute.test(key)
            ? key.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)
            : key);
      if (name !== key) {
        props[name] = props[key];
        delete props[key];
      }
    }
  }
  next?.(vnode);
};

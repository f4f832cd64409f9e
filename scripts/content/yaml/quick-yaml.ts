/**
 * A quick reader for the plain YAML most content is written in: block
 * mappings and sequences, one-line plain and quoted scalars, and one-line
 * flow collections. It gives the same value as the `yaml` package (YAML 1.2,
 * core schema), faster. For anything else (block scalars,
 * comments after a value, anchors, tags, escapes, multi-line scalars,
 * duplicate keys, odd indentation) it gives up and returns undefined, and the
 * caller reads the file with the `yaml` package, which also reports errors
 * with their position. tests/unit/quick-yaml.test.ts holds it to the package.
 */

/** Thrown to give up; never leaves this module. */
const GIVE_UP = Symbol('give up');
/** Collections inside collections read here at most; deeper is left to the package (and its error). */
const MAX_DEPTH = 64;

interface Line {
  indent: number;
  text: string;
}

const KEY = /^([A-Za-z_][\w-]*):(?: +(.*))?$/;
// The core schema's tests (yaml/dist/schema/core) for plain scalars that are not strings.
const NULL = /^(?:~|[Nn]ull|NULL)$/;
const TRUE = /^(?:[Tt]rue|TRUE)$/;
const FALSE = /^(?:[Ff]alse|FALSE)$/;
const NUMBER =
  /^(?:[-+]?\.(?:inf|Inf|INF)|\.nan|\.NaN|\.NAN|[-+]?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)(?:[eE][-+]?[0-9]+)?|0o[0-7]+|0x[0-9a-fA-F]+)$/;
// The numbers read here; any other NUMBER is left to the package.
const PLAIN_INT = /^(?:0|-?[1-9]\d{0,14})$/;
const PLAIN_DECIMAL = /^-?(?:0|[1-9]\d{0,14})\.\d{1,15}$/;
/** Characters that may not start a plain scalar, or that make one need care. */
const SPECIAL_START = /^[-?:,[\]{}#&*!|>'"%@`]/;

/** The value of a YAML text, or undefined when this reader does not handle it. */
export function quickYaml(yaml: string): unknown {
  if (yaml.includes('\t') || yaml.includes('\r')) return undefined;
  const lines: Line[] = [];
  for (const raw of yaml.split('\n')) {
    const text = raw.trimStart();
    if (text === '' || text.startsWith('#')) continue;
    if (raw.startsWith('---') || raw.startsWith('...') || raw.startsWith('%')) return undefined;
    lines.push({ indent: raw.length - text.length, text: text.trimEnd() });
  }
  if (lines.length === 0) return null;
  try {
    const reader = { lines, at: 0, depth: 0 };
    const first = lines[0]!;
    if (first.indent !== 0 || !KEY.test(first.text)) return undefined;
    const value = block(reader, 0);
    return reader.at === lines.length ? value : undefined;
  } catch (error) {
    if (error === GIVE_UP) return undefined;
    throw error;
  }
}

interface Reader {
  lines: Line[];
  at: number;
  depth: number;
}

/** The mapping or sequence whose first line is the next one, at this indentation. */
function block(reader: Reader, indent: number): unknown {
  const line = reader.lines[reader.at];
  if (!line || line.indent !== indent || reader.depth >= MAX_DEPTH) throw GIVE_UP;
  reader.depth += 1;
  const value = isItem(line.text) ? sequence(reader, indent) : mapping(reader, indent);
  reader.depth -= 1;
  return value;
}

const isItem = (text: string) => text === '-' || text.startsWith('- ');

function mapping(reader: Reader, indent: number): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  for (let line = reader.lines[reader.at]; line && line.indent === indent; line = reader.lines[reader.at]) {
    const match = KEY.exec(line.text);
    if (!match) throw GIVE_UP;
    const key = match[1]!;
    // biome-ignore lint/suspicious/noPrototypeBuiltins: the web editor runs this too, in browsers that may lack Object.hasOwn
    if (key === '__proto__' || Object.prototype.hasOwnProperty.call(result, key)) throw GIVE_UP;
    reader.at += 1;
    result[key] = match[2] === undefined ? nested(reader, indent, true) : scalarOrFlow(match[2]);
  }
  return result;
}

function sequence(reader: Reader, indent: number): unknown[] {
  const result: unknown[] = [];
  for (
    let line = reader.lines[reader.at];
    line && line.indent === indent && isItem(line.text);
    line = reader.lines[reader.at]
  ) {
    const rest = line.text.slice(1).trimStart();
    if (rest === '') {
      reader.at += 1;
      result.push(nested(reader, indent, false));
    } else if (KEY.test(rest) || isItem(rest)) {
      // The item's first line, seen from where its content starts: "- key: value" opens a mapping there.
      const column = indent + line.text.length - rest.length;
      reader.lines[reader.at] = { indent: column, text: rest };
      result.push(block(reader, column));
    } else {
      reader.at += 1;
      result.push(scalarOrFlow(rest));
    }
  }
  return result;
}

/** The value of "key:" or "-" with nothing after it: the block below, or null. */
function nested(reader: Reader, indent: number, inMapping: boolean): unknown {
  const next = reader.lines[reader.at];
  if (next && next.indent > indent) return block(reader, next.indent);
  // A sequence may sit at its key's own indentation.
  if (inMapping && next && next.indent === indent && isItem(next.text)) return sequence(reader, indent);
  return null;
}

function scalarOrFlow(text: string): unknown {
  if (text.startsWith('{') || text.startsWith('[')) {
    const flow = { text, at: 0, depth: 0 };
    const value = flowValue(flow);
    if (flow.at !== text.length) throw GIVE_UP;
    return value;
  }
  return scalar(text, true);
}

/** A one-line scalar; `block` when outside a flow collection. */
function scalar(text: string, block: boolean): unknown {
  if (text.startsWith('"')) {
    if (text.length < 2 || !text.endsWith('"') || text.slice(1, -1).search(/["\\]/) !== -1) throw GIVE_UP;
    return text.slice(1, -1);
  }
  if (text.startsWith("'")) {
    const inner = text.slice(1, -1);
    if (text.length < 2 || !text.endsWith("'") || inner.replace(/''/g, '').includes("'")) throw GIVE_UP;
    return inner.replace(/''/g, "'");
  }
  if (text === '' || SPECIAL_START.test(text) || text.includes(': ') || text.includes(' #') || text.endsWith(':'))
    throw GIVE_UP;
  if (!block && /[,[\]{}]/.test(text)) throw GIVE_UP;
  if (NULL.test(text)) return null;
  if (TRUE.test(text)) return true;
  if (FALSE.test(text)) return false;
  if (PLAIN_INT.test(text) || PLAIN_DECIMAL.test(text)) return Number(text);
  if (NUMBER.test(text)) throw GIVE_UP;
  return text;
}

interface Flow {
  text: string;
  at: number;
  depth: number;
}

/** A flow collection or scalar, up to the next "," or closing bracket at this level. */
function flowValue(flow: Flow): unknown {
  skipSpaces(flow);
  const open = flow.text[flow.at];
  if (open !== '{' && open !== '[') {
    const end = flow.text.slice(flow.at).search(/\s*[,\]}]/);
    if (end === -1) throw GIVE_UP;
    const value = scalar(flow.text.slice(flow.at, flow.at + end), false);
    flow.at += end;
    skipSpaces(flow);
    return value;
  }
  if (flow.depth >= MAX_DEPTH) throw GIVE_UP;
  flow.depth += 1;
  const close = open === '{' ? '}' : ']';
  const result: Record<string, unknown> | unknown[] = open === '{' ? {} : [];
  flow.at += 1;
  skipSpaces(flow);
  while (flow.text[flow.at] !== close) {
    if (Array.isArray(result)) {
      result.push(flowValue(flow));
    } else {
      const match = /^([A-Za-z_][\w-]*): +/.exec(flow.text.slice(flow.at));
      if (!match) throw GIVE_UP;
      const key = match[1]!;
      // biome-ignore lint/suspicious/noPrototypeBuiltins: the web editor runs this too, in browsers that may lack Object.hasOwn
      if (key === '__proto__' || Object.prototype.hasOwnProperty.call(result, key)) throw GIVE_UP;
      flow.at += match[0].length;
      result[key] = flowValue(flow);
    }
    if (flow.text[flow.at] === ',') {
      flow.at += 1;
      skipSpaces(flow);
      if (flow.text[flow.at] === close) throw GIVE_UP;
    } else if (flow.text[flow.at] !== close) {
      throw GIVE_UP;
    }
  }
  flow.at += 1;
  flow.depth -= 1;
  skipSpaces(flow);
  return result;
}

function skipSpaces(flow: Flow): void {
  while (flow.text[flow.at] === ' ') flow.at += 1;
}

/**
 * Test helper: whether a regular expression can backtrack super-linearly in a backtracking engine such
 * as V8's, i.e. whether some input makes `test` take quadratic or exponential time.
 *
 * How: the pattern is parsed into a position automaton (Glushkov: one state per character it reads,
 * bounded repeats written out, lookarounds checked as patterns of their own), over a sample alphabet of
 * ASCII and a few other characters. A backtracking engine tries every path of that automaton before it
 * gives up on an input, so the time it can take is the automaton's ambiguity (Weber and Seidl, 1991):
 * - exponential when some state has two different loops that read the same word;
 * - polynomial (at least quadratic) when states p and q differ and one word leads p to p, p to q, and
 *   q to q (`[^@]+\.[^@]{2,}` with dots: every split point between the two repetitions is tried).
 * A pattern without `^` is tried at every start position, which is a loop on any character before it.
 *
 * Back-references are not supported (the contract has none); they make `analyseBacktracking` throw.
 */

export type Backtracking =
  | { growth: 'linear' }
  | {
      growth: 'polynomial' | 'exponential';
      /** What loops against what, for the failure message. */ why: string;
    };

/** Printable ASCII, whitespace and a few non-ASCII characters: enough to tell character classes apart. */
const ALPHABET = [
  ...Array.from({ length: 0x7f - 0x20 }, (_, i) => String.fromCharCode(0x20 + i)),
  '\t',
  '\n',
  '\r',
  '\u0000',
  '\u001f',
  '\u00a0',
  '\u00e9',
  '\u03a9',
  '\u2028',
  '\u20ac',
];
const ANY = (1n << BigInt(ALPHABET.length)) - 1n;

type Node =
  | { type: 'char'; set: bigint; source: string }
  | { type: 'empty' }
  | { type: 'seq'; items: Node[] }
  | { type: 'alt'; options: Node[] }
  | { type: 'repeat'; body: Node; min: number; max: number }
  /** A lookahead or lookbehind: reads nothing here, and is analysed as a pattern of its own. */
  | { type: 'lookaround'; body: Node }
  | { type: 'start' };

/** The characters of the sample alphabet that a one-character piece of pattern (`a`, `\d`, `[^@]`) matches. */
function charSet(source: string, flags: string): bigint {
  const single = new RegExp(`^(?:${source})$`, flags.replace(/[gy]/g, ''));
  let set = 0n;
  ALPHABET.forEach((char, index) => {
    if (single.test(char)) set |= 1n << BigInt(index);
  });
  return set;
}

class Parser {
  private at = 0;
  constructor(
    private readonly source: string,
    private readonly flags: string,
  ) {}

  parse(): Node {
    const node = this.alternation();
    if (this.at < this.source.length) throw new Error(`Unexpected ${this.source[this.at]} at ${this.at}`);
    return node;
  }

  private peek(offset = 0) {
    return this.source[this.at + offset];
  }

  private alternation(): Node {
    const options = [this.sequence()];
    while (this.peek() === '|') {
      this.at += 1;
      options.push(this.sequence());
    }
    return options.length === 1 ? options[0] : { type: 'alt', options };
  }

  private sequence(): Node {
    const items: Node[] = [];
    while (this.at < this.source.length && this.peek() !== '|' && this.peek() !== ')') {
      items.push(this.quantified(this.atom()));
    }
    return items.length === 1 ? items[0] : { type: 'seq', items };
  }

  private quantified(body: Node): Node {
    let min: number;
    let max: number;
    const char = this.peek();
    if (char === '*' || char === '+' || char === '?') {
      this.at += 1;
      [min, max] = char === '*' ? [0, Infinity] : char === '+' ? [1, Infinity] : [0, 1];
    } else {
      const braces = /^\{(\d+)(,(\d*))?\}/.exec(this.source.slice(this.at));
      if (!braces) return body;
      this.at += braces[0].length;
      min = Number(braces[1]);
      max = braces[2] === undefined ? min : braces[3] === '' ? Infinity : Number(braces[3]);
    }
    if (this.peek() === '?') this.at += 1; // lazy: the same paths, tried in another order
    return this.quantified({ type: 'repeat', body, min, max });
  }

  private char(source: string): Node {
    return { type: 'char', set: charSet(source, this.flags), source };
  }

  private atom(): Node {
    const start = this.at;
    const char = this.peek();
    if (char === '(') {
      this.at += 1;
      let lookaround = false;
      if (this.peek() === '?') {
        const kind = /^\?(:|=|!|<=|<!|<[A-Za-z_$][\w$]*>)/.exec(this.source.slice(this.at));
        if (!kind) throw new Error(`Unsupported group at ${start}`);
        this.at += kind[0].length;
        lookaround = kind[1] !== ':' && !kind[1].endsWith('>');
      }
      const body = this.alternation();
      if (this.peek() !== ')') throw new Error(`Unclosed group at ${start}`);
      this.at += 1;
      return lookaround ? { type: 'lookaround', body } : body;
    }
    if (char === '[') {
      let end = this.at + 1;
      if (this.source[end] === '^') end += 1;
      while (end < this.source.length && this.source[end] !== ']') end += this.source[end] === '\\' ? 2 : 1;
      this.at = end + 1;
      return this.char(this.source.slice(start, this.at));
    }
    if (char === '\\') {
      const escape = /^\\(?:[1-9]|k<)/.test(this.source.slice(this.at));
      if (escape) throw new Error(`Back-references are not supported (at ${start})`);
      const token =
        /^\\(?:u\{[0-9A-Fa-f]+\}|u[0-9A-Fa-f]{4}|x[0-9A-Fa-f]{2}|c[A-Za-z]|[pP]\{[^}]*\}|[\s\S])/.exec(
          this.source.slice(this.at),
        )![0];
      this.at += token.length;
      return token === '\\b' || token === '\\B' ? { type: 'empty' } : this.char(token);
    }
    this.at += 1;
    if (char === '^') return { type: 'start' };
    // End of input: a position no character can be read into, so what comes before it does not accept.
    if (char === '$') return { type: 'char', set: 0n, source: '$' };
    return this.char(char);
  }
}

/**
 * The position automaton: `sets[p]` is what position p reads, `follow[p]` where it may go next and in how
 * many ways (two when an inner and an outer repetition both lead from p to q, as in `(a+)+`).
 */
interface Automaton {
  sets: bigint[];
  follow: Map<number, number>[];
  /** Positions after which the match is complete: reaching one ends the search with a success. */
  accepting: Set<number>;
  /** Positions inside a repetition that can run again (the only ones that can loop). */
  cyclic: Set<number>;
  describe: string[];
}

interface Fragment {
  nullable: boolean;
  first: Set<number>;
  last: Set<number>;
}

const MAX_POSITIONS = 4000;

function buildAutomaton(root: Node, lookarounds: Node[]): Automaton {
  const automaton: Automaton = {
    sets: [],
    follow: [],
    accepting: new Set(),
    cyclic: new Set(),
    describe: [],
  };
  const position = (set: bigint, describe: string) => {
    if (automaton.sets.length >= MAX_POSITIONS) throw new Error('Pattern too large to analyse');
    automaton.sets.push(set);
    automaton.follow.push(new Map());
    automaton.describe.push(describe);
    return automaton.sets.length - 1;
  };
  const link = (from: Set<number>, to: Set<number>) => {
    for (const p of from)
      for (const q of to) automaton.follow[p].set(q, (automaton.follow[p].get(q) ?? 0) + 1);
  };
  const union = (a: Set<number>, b: Set<number>) => new Set([...a, ...b]);
  const EMPTY: Fragment = { nullable: true, first: new Set(), last: new Set() };

  const concat = (a: Fragment, b: Fragment): Fragment => {
    link(a.last, b.first);
    return {
      nullable: a.nullable && b.nullable,
      first: a.nullable ? union(a.first, b.first) : a.first,
      last: b.nullable ? union(a.last, b.last) : b.last,
    };
  };
  const optional = (f: Fragment): Fragment => ({ ...f, nullable: true });
  const loop = (build: () => Fragment): Fragment => {
    const before = automaton.sets.length;
    const f = build();
    link(f.last, f.first);
    for (let p = before; p < automaton.sets.length; p += 1) automaton.cyclic.add(p);
    return f;
  };

  const build = (node: Node): Fragment => {
    switch (node.type) {
      case 'char': {
        const p = position(node.set, node.source);
        return { nullable: false, first: new Set([p]), last: new Set([p]) };
      }
      case 'empty':
      case 'start':
        return EMPTY;
      case 'lookaround':
        lookarounds.push(node.body);
        return EMPTY;
      case 'seq':
        return node.items.reduce((acc, item) => concat(acc, build(item)), EMPTY);
      case 'alt':
        return node.options.map(build).reduce((a, b) => ({
          nullable: a.nullable || b.nullable,
          first: union(a.first, b.first),
          last: union(a.last, b.last),
        }));
      case 'repeat': {
        // body{min,max} written out: min copies (the last one looping when max is unbounded), then
        // (max - min) nested optional copies.
        let result = EMPTY;
        const mandatory = node.max === Infinity ? Math.max(node.min - 1, 0) : node.min;
        for (let i = 0; i < mandatory; i += 1) result = concat(result, build(node.body));
        if (node.max === Infinity) {
          const repeated = loop(() => build(node.body));
          return concat(result, node.min === 0 ? optional(repeated) : repeated);
        }
        if (node.max - node.min > MAX_POSITIONS) throw new Error('Pattern too large to analyse');
        const optionals: Fragment[] = [];
        for (let i = node.min; i < node.max; i += 1) optionals.push(build(node.body));
        // (b (b (b)?)?)?: built from the innermost out, so each copy is reachable only after the one before.
        const nested = optionals.reduceRight<Fragment>((inner, copy) => optional(concat(copy, inner)), EMPTY);
        return concat(result, nested);
      }
    }
  };

  const fragment = build(root);
  automaton.accepting = fragment.last;
  return automaton;
}

/** Pairs and triples of positions as one number, for the product automata. */
const key = (...positions: number[]) => positions.reduce((acc, p) => acc * MAX_POSITIONS + p, 0);

/** Steps of several copies of the automaton that read one common character. */
function* jointSteps(automaton: Automaton, states: number[]): Generator<number[]> {
  const [head, ...rest] = states;
  for (const next of automaton.follow[head].keys()) {
    // Reaching an accepting position ends the search with a match: nothing after it is retried.
    if (automaton.accepting.has(next)) continue;
    if (rest.length === 0) {
      yield [next];
      continue;
    }
    for (const tail of jointSteps(automaton, rest)) {
      const common = [next, ...tail].reduce((set, p) => set & automaton.sets[p], ANY);
      if (common !== 0n) yield [next, ...tail];
    }
  }
}

/**
 * A state with two different loops reading the same word: a walk of the pair automaton from (q,q) back to
 * (q,q) through a pair that differs (or through a step that can be taken in two ways).
 */
function exponentialAt(automaton: Automaton): string | null {
  for (const q of automaton.cyclic) {
    // Pairs reachable from (q,q), and whether (q,q) is reachable again through a pair that differs.
    const seen = new Map<number, boolean>();
    const queue: [number, number, boolean][] = [[q, q, false]];
    while (queue.length > 0) {
      const [a, b, diverged] = queue.shift()!;
      for (const [c, d] of jointSteps(automaton, [a, b])) {
        const nowDiverged = diverged || c !== d || (a === b && automaton.follow[a].get(c)! > 1);
        if (c === q && d === q && nowDiverged) return automaton.describe[q];
        const k = key(c, d);
        if (seen.get(k) === true || (seen.has(k) && !nowDiverged)) continue;
        seen.set(k, nowDiverged);
        queue.push([c, d, nowDiverged]);
      }
    }
  }
  return null;
}

/** Two different looping states p and q with one word taking p to p, p to q and q to q. */
function polynomialAt(automaton: Automaton): string | null {
  for (const p of automaton.cyclic) {
    for (const q of automaton.cyclic) {
      if (p === q) continue;
      const seen = new Set<number>();
      const queue: number[][] = [[p, p, q]];
      while (queue.length > 0) {
        const triple = queue.shift()!;
        for (const next of jointSteps(automaton, triple)) {
          if (next[0] === p && next[1] === q && next[2] === q) {
            return `${automaton.describe[p]} against ${automaton.describe[q]}`;
          }
          const k = key(...next);
          if (seen.has(k)) continue;
          seen.add(k);
          queue.push(next);
        }
      }
    }
  }
  return null;
}

/** Whether the pattern starts with ^ in every alternative (then it is tried at the start only). */
function anchoredAtStart(node: Node): boolean {
  if (node.type === 'start') return true;
  if (node.type === 'seq') return node.items.length > 0 && anchoredAtStart(node.items[0]);
  if (node.type === 'alt') return node.options.every(anchoredAtStart);
  return false;
}

function analyseNode(root: Node, anchored: boolean, flags: string): Backtracking {
  // Unanchored: the engine tries each start position, like a loop on any character in front.
  const pattern: Node = anchored
    ? root
    : {
        type: 'seq',
        items: [
          {
            type: 'repeat',
            body: { type: 'char', set: ANY, source: '(start position)' },
            min: 0,
            max: Infinity,
          },
          root,
        ],
      };
  const lookarounds: Node[] = [];
  const automaton = buildAutomaton(pattern, lookarounds);
  const exponential = exponentialAt(automaton);
  if (exponential) return { growth: 'exponential', why: `${exponential} can loop in two ways` };
  const polynomial = polynomialAt(automaton);
  if (polynomial) return { growth: 'polynomial', why: polynomial };
  for (const body of lookarounds) {
    const inner = analyseNode(body, anchored, flags);
    if (inner.growth !== 'linear') return inner;
  }
  return { growth: 'linear' };
}

/** How long a backtracking engine can take on this pattern, as a function of the input's length. */
export function analyseBacktracking(pattern: RegExp): Backtracking {
  const root = new Parser(pattern.source, pattern.flags).parse();
  const anchored = pattern.sticky || (!pattern.multiline && anchoredAtStart(root));
  return analyseNode(root, anchored, pattern.flags);
}

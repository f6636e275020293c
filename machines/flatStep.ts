/**
 * A fast step for the flat machines of this folder (queueItem, research): it reads the machine's own
 * config (`machine.config`: its states, `on` tables, guards, targets and actions by name) and applies
 * one event to a stored (value, context) without building xstate snapshots, which cost about 35 us
 * per event against about 1 us here. The queue tick steps hundreds of thousands of items in a burst,
 * so this was a third of its CPU (docs/PERFORMANCE.md).
 *
 * It covers the features those configs use, and refuses any other at creation: top-level states only,
 * `on` on the root and on states, transitions as an object or an array of them, string guards and
 * actions, targets 'x' (a sibling) or '.x' (a child of the root), final states, and no
 * entry, exit, always, after, invoke or nested states. The semantics are xstate 5's: the state's
 * transitions are tried before the root's, in order, the first whose guard holds is taken; its
 * actions run in order (an assignment merges into the context, an emit records its event). A final
 * state has no transitions of its own, but the root's still apply (as in xstate: a completed research
 * run refuses a START). tests/unit/machines/flatStep.test.ts checks that each
 * machine steps exactly as xstate's `transition` on random event sequences.
 */

type Transition = { target?: string; guard?: string; actions?: string | string[] };
type TransitionLike = Transition | string;
type On = Record<string, TransitionLike | TransitionLike[]>;
interface StateConfig { on?: On; type?: string; [k: string]: unknown }
interface Config { on?: On; states?: Record<string, StateConfig> }

export interface FlatImpl<C, E extends { type: string }, Emitted> {
  guards: Record<string, (context: C, event: E) => boolean>;
  /** Actions that assign: the context fields they set. */
  assigns: Record<string, (context: C, event: E) => Partial<C>>;
  /** Actions that emit: the event they emit. */
  emits?: Record<string, Emitted>;
}

export interface FlatResult<V extends string, C, Emitted> {
  value: V;
  context: C;
  emitted: Emitted[];
  /** Whether a transition was taken. */
  taken: boolean;
}

const UNSUPPORTED = ['entry', 'exit', 'always', 'after', 'invoke', 'states', 'initial'];
const UNSUPPORTED_ROOT = ['entry', 'exit', 'always', 'after', 'invoke'];

export function flatStepper<V extends string, C extends object, E extends { type: string }, Emitted>(
  machineConfig: object, impl: FlatImpl<C, E, Emitted>,
): (value: V, context: C, event: E) => FlatResult<V, C, Emitted> {
  const config = machineConfig as Config;
  const states = config.states ?? {};
  // A string transition is xstate's shorthand for its target.
  const one = (t: TransitionLike): Transition => (typeof t === 'string' ? { target: t } : t);
  const list = (t: TransitionLike | TransitionLike[] | undefined): Transition[] => (t === undefined ? [] : (Array.isArray(t) ? t : [t]).map(one));
  const names = (a: string | string[] | undefined): string[] => (a === undefined ? [] : Array.isArray(a) ? a : [a]);
  const check = (t: Transition, where: string) => {
    for (const k of Object.keys(t)) if (!['target', 'guard', 'actions'].includes(k)) throw new Error(`flatStep: ${where}: '${k}' is not supported`);
    if (t.guard !== undefined && (typeof t.guard !== 'string' || !impl.guards[t.guard])) throw new Error(`flatStep: ${where}: unknown guard`);
    for (const a of names(t.actions)) if (typeof a !== 'string' || (!impl.assigns[a] && !impl.emits?.[a])) throw new Error(`flatStep: ${where}: unknown action ${String(a)}`);
    if (t.target !== undefined && !states[t.target.replace(/^\./, '')]) throw new Error(`flatStep: ${where}: unknown target ${t.target}`);
  };
  for (const k of UNSUPPORTED_ROOT) if (k in config) throw new Error(`flatStep: root: '${k}' is not supported`);
  for (const [event, ts] of Object.entries(config.on ?? {})) for (const t of list(ts)) check(t, `on.${event}`);
  for (const [name, s] of Object.entries(states)) {
    for (const k of UNSUPPORTED) if (k in s) throw new Error(`flatStep: state ${name}: '${k}' is not supported`);
    for (const [event, ts] of Object.entries(s.on ?? {})) for (const t of list(ts)) check(t, `${name}.on.${event}`);
  }

  return (value, context, event) => {
    const state = states[value];
    if (!state) throw new Error(`flatStep: unknown state ${value}`);
    const pick = (ts: Transition[]) => ts.find((t) => t.guard === undefined || impl.guards[t.guard](context, event));
    const t = pick(list(state.on?.[event.type])) ?? pick(list(config.on?.[event.type]));
    if (!t) return { value, context, emitted: [], taken: false };
    let next = context;
    const emitted: Emitted[] = [];
    for (const a of names(t.actions)) {
      const assign = impl.assigns[a];
      if (assign) next = { ...next, ...assign(next, event) };
      else emitted.push(impl.emits![a]);
    }
    return { value: (t.target === undefined ? value : t.target.replace(/^\./, '')) as V, context: next, emitted, taken: true };
  };
}

// The state of one table in the browser and the pure reducer that moves it on: server messages, connection changes,
// acts sent, errors shown and dismissed. Rendering reads this; nothing here computes rules.
import type { ActMessage, LogEntry, ServerMessage, StateMessage } from "./protocol";

export type ConnectionStatus = "connecting" | "open" | "reconnecting" | "closed";

export interface ShownError {
  id: number;
  message: string;
}

export interface TableState {
  connection: ConnectionStatus;
  game: StateMessage | null; // the newest state received
  log: LogEntry[]; // every log entry received for this game, by index, ascending
  freshFrom: number; // entries with n >= freshFrom arrived with the newest state (shown as new)
  sinceMove: number | null; // the log index at this viewer's last act: what happened since is shown apart
  thinking: { seat: number; seconds: number; receivedAt: number } | null;
  pending: { seq: number; action: string } | null; // an act sent and not yet answered
  errors: ShownError[];
  nextErrorId: number;
  rematch: "none" | "offered";
  redirect: { id: string; token: string | null } | null; // a rematch to go to
}

export const initialTableState: TableState = {
  connection: "connecting",
  game: null,
  log: [],
  freshFrom: 0,
  sinceMove: null,
  thinking: null,
  pending: null,
  errors: [],
  nextErrorId: 1,
  rematch: "none",
  redirect: null,
};

export type TableEvent =
  | { kind: "server"; message: ServerMessage; now: number }
  | { kind: "connection"; status: ConnectionStatus }
  | { kind: "sent"; act: ActMessage }
  | { kind: "rematch-offered" }
  | { kind: "error"; message: string }
  | { kind: "dismiss"; id: number };

const MAX_ERRORS = 3;

/** Merge log entries by their index: a resent entry replaces its old copy, new ones append, order is by index. */
export function mergeLog(log: readonly LogEntry[], incoming: readonly LogEntry[]): LogEntry[] {
  if (incoming.length === 0) return log as LogEntry[];
  const last = log.length ? (log[log.length - 1] as LogEntry).n : -1;
  const first = incoming[0] as LogEntry;
  if (first.n > last && incoming.every((e, i) => i === 0 || e.n > (incoming[i - 1] as LogEntry).n)) {
    return [...log, ...incoming]; // the usual case: entries after the ones we have
  }
  const byIndex = new Map<number, LogEntry>();
  for (const e of log) byIndex.set(e.n, e);
  for (const e of incoming) byIndex.set(e.n, e);
  return [...byIndex.values()].sort((a, b) => a.n - b.n);
}

function withError(state: TableState, message: string): TableState {
  const errors = [...state.errors, { id: state.nextErrorId, message }].slice(-MAX_ERRORS);
  return { ...state, errors, nextErrorId: state.nextErrorId + 1 };
}

/** Who is deciding and since when: the server's report, else (another seat to move) counted from the state that
 * began the decision, so that the table is never silent while the computer or the other person decides. */
function thinkingAfter(state: TableState, msg: StateMessage, sameDecision: boolean, now: number): TableState["thinking"] {
  if (msg.thinking) return { ...msg.thinking, receivedAt: now };
  if (msg.status !== "playing" || msg.to_move === null || msg.to_move === msg.seat) return null;
  if (sameDecision && state.thinking && state.thinking.seat === msg.to_move) return state.thinking;
  return { seat: msg.to_move, seconds: 0, receivedAt: now };
}

function applyState(state: TableState, msg: StateMessage, now: number): TableState {
  const sameGame = state.game !== null && state.game.id === msg.id;
  if (sameGame && msg.seq < (state.game as StateMessage).seq) {
    return state; // an older decision than the one shown (a late message): never go back
  }
  const log = sameGame ? mergeLog(state.log, msg.log) : mergeLog([], msg.log);
  const last = log.length ? (log[log.length - 1] as LogEntry).n : -1;
  // New entries are fresh; on a table just opened (the whole log arrives at once) only its last entry is, so that
  // the board does not mark everything that ever happened as "just happened".
  const freshFrom = !sameGame ? Math.max(last, 0) : msg.log.length ? (msg.log[0] as LogEntry).n : last + 1;
  const moved = !sameGame || msg.seq !== (state.game as StateMessage).seq;
  return {
    ...state,
    game: msg,
    log,
    freshFrom,
    thinking: thinkingAfter(state, msg, sameGame && !moved, now),
    pending: moved ? null : state.pending,
    rematch: sameGame ? state.rematch : "none",
    sinceMove: sameGame ? state.sinceMove : null,
  };
}

export function reduceTable(state: TableState, event: TableEvent): TableState {
  switch (event.kind) {
    case "server": {
      const m = event.message;
      switch (m.type) {
        case "state":
          return applyState(state, m, event.now);
        case "thinking":
          return { ...state, thinking: { seat: m.seat, seconds: m.seconds, receivedAt: event.now } };
        case "error": {
          // The game is unchanged: the act (if any) was refused, so the actions are usable again.
          return withError({ ...state, pending: null }, m.message);
        }
        case "rematch":
          return { ...state, redirect: { id: m.id, token: m.token } };
        case "pong":
          return state;
      }
      return state;
    }
    case "connection": {
      // A dropped connection loses the answer to an act in flight; the state sent after the new hello tells.
      const pending = event.status === "open" ? state.pending : null;
      return { ...state, connection: event.status, pending };
    }
    case "sent": {
      const next = state.log.length ? (state.log[state.log.length - 1] as LogEntry).n + 1 : 0;
      return { ...state, pending: { seq: event.act.seq, action: event.act.action }, sinceMove: next };
    }
    case "rematch-offered":
      return { ...state, rematch: "offered" };
    case "error":
      return withError(state, event.message);
    case "dismiss":
      return { ...state, errors: state.errors.filter((e) => e.id !== event.id) };
  }
}

/** Why this viewer cannot act now (null: they can). */
export function whyNoAct(state: TableState): string | null {
  const g = state.game;
  if (!g) return "the table is not loaded yet";
  if (state.connection !== "open") return "not connected to the server";
  if (g.seat === null) return "you are watching";
  if (g.status !== "playing") return g.status === "over" ? "the game is over" : `the game is ${g.status}`;
  if (g.to_move !== g.seat) return "it is not your decision";
  if (state.pending) return "waiting for the server to answer";
  return null;
}

/** The act message for this legal action at the decision shown, or an error in words. Every act carries the seq of
 * the decision the player saw, so the server refuses it if the game moved on meanwhile. */
export function makeAct(state: TableState, actionId: string): ActMessage | { error: string } {
  const why = whyNoAct(state);
  if (why) return { error: `cannot act: ${why}` };
  const g = state.game as StateMessage;
  if (!g.actions.some((a) => a.id === actionId)) return { error: `no legal action ${actionId} at this decision` };
  return { type: "act", seq: g.seq, action: actionId };
}

/** Seconds the seat has been thinking now: the last report plus the time since it arrived. */
export function thinkingSeconds(state: TableState, now: number): number | null {
  if (!state.thinking) return null;
  return state.thinking.seconds + Math.max(0, now - state.thinking.receivedAt) / 1000;
}

/** The log entries since this viewer's last act (their move and what followed it, the opponent's answer included). */
export function sinceLastMove(state: TableState): LogEntry[] {
  const from = state.sinceMove;
  return from === null ? [] : state.log.filter((e) => e.n >= from);
}

// Types for every message and HTTP answer of docs/web-protocol.md, and the parser that checks what the server sends
// before the client trusts it. The client never computes rules: everything it shows comes from these messages.

export type Seat = number;
export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type JsonObject = { [key: string]: Json };

// ------------------------------------------------------------------ WebSocket: client -> server
export type HelloMessage = { type: "hello"; token: string | null };
export type ActMessage = { type: "act"; seq: number; action: string };
export type RematchRequest = { type: "rematch" };
export type PingMessage = { type: "ping" };
export type ClientMessage = HelloMessage | ActMessage | RematchRequest | PingMessage;

// ------------------------------------------------------------------ WebSocket: server -> client
export type GameStatus = "waiting" | "playing" | "over" | "stale";

export interface PlayerInfo {
  seat: Seat;
  name: string;
  kind: "person" | "computer";
  agent: string | null;
  connected: boolean;
}

/** A public reference (DESIGN.md "refs"): a card instance id, or "kind:name" for a square, arena, problem... */
export type Ref = number | string;

export interface LegalAction {
  id: string;
  label: string;
  refs: Ref[]; // what the action concerns: a click on any of these offers it
  run: boolean; // a whole-run action: one action doing a run of the same small decision
  resign: boolean; // conceding the game (the action's own `resign` flag, or the id "resign")
}

export interface Note {
  rule_id: string;
  text: string;
  refs: Ref[]; // card instance ids (numbers) or other public references ("square:c3")
  kind: "blocked" | "forecast";
}

export interface LogEntry {
  n: number; // index of the entry in this viewer's log
  text: string;
  refs: Ref[]; // what the entry concerns (lit when the line is hovered; "what just happened" on the board)
}

export interface GameResult {
  winner: Seat | null;
  reason: string;
  text: string; // describe_result for this viewer (with the rule and the scores)
  scores: Json[];
}

export interface Thinking {
  seat: Seat;
  seconds: number;
}

export interface StateMessage {
  type: "state";
  id: string;
  game: string;
  title: string;
  version: string;
  seq: number;
  seat: Seat | null;
  status: GameStatus;
  players: PlayerInfo[];
  to_move: Seat | null;
  deciding: string;
  view: JsonObject;
  actions: LegalAction[];
  notes: Note[];
  log: LogEntry[];
  log_from: number;
  result: GameResult | null;
  thinking: Thinking | null;
  only: string | null; // the id of the one real choice (besides resigning), if the decision has only one
  stale: string | null; // why the game cannot go on (engine version changed), when status is "stale"
  rematch: RematchOffers | null;
}

export interface RematchOffers {
  offers: Seat[]; // seats that offered a rematch
  id: string | null; // the new game, once both agreed
}

export interface ThinkingMessage extends Thinking {
  type: "thinking";
}
export interface ErrorMessage {
  type: "error";
  message: string;
  seq: number | null;
}
export interface RematchMessage {
  type: "rematch";
  id: string;
  token: string | null;
}
export interface PongMessage {
  type: "pong";
}
export type ServerMessage = StateMessage | ThinkingMessage | ErrorMessage | RematchMessage | PongMessage;

// ------------------------------------------------------------------ HTTP
export interface CatalogOption {
  name: string;
  default: Json;
  help: string;
  choices: Json[] | null;
  minimum: number | null;
}
export interface SampleDeck {
  name: string;
  deck_name: string;
  sizes: Json;
}
export interface CatalogGame {
  name: string;
  title: string;
  profile: JsonObject;
  options: CatalogOption[];
  samples: SampleDeck[];
  sections: Json[];
}
export interface AgentInfo {
  kind: string;
  params: Json;
}
export interface Catalog {
  games: CatalogGame[];
  agents: AgentInfo[];
  default_think: number;
}
export interface CardDetails {
  id: string;
  name: string;
  type: string;
  stats: [string, Json][];
  keywords: string[];
  text: string;
}
export interface DeckProblem {
  rule_id: string;
  message: string;
}
export interface DeckCheck {
  problems: DeckProblem[];
  error: string | null;
  cards?: number;
  // a deck file of another format (LackeyCCG, OCTGN, PonyHead, a forum list) converted by the server:
  converted?: string; // how it was read ("read as an OCTGN deck file")
  text?: string; // the list in tcgkit's format
  warnings?: string[];
}
export type DeckChoice = { sample: string } | { text: string };
export type Opponent = { kind: "computer"; agent: string; think: number } | { kind: "person" };
export interface CreateGameRequest {
  game: string;
  deck: DeckChoice;
  options: Record<string, Json>;
  opponent: Opponent;
  seat: Seat | null;
}
export interface CreatedGame {
  id: string;
  seat: Seat;
  token: string;
  invite: string | null;
  spectate: string;
}
export interface JoinedGame {
  id: string;
  seat: Seat;
  token: string;
}
export interface GameSummary {
  id: string;
  game: string;
  title: string;
  status: GameStatus;
  players: Json;
  created: Json;
  updated: Json;
  result: Json;
}
export interface GameLists {
  waiting: GameSummary[];
  mine: GameSummary[];
  finished: GameSummary[];
}

// ------------------------------------------------------------------ parsing
export class ProtocolError extends Error {
  override name = "ProtocolError";
}

type Obj = Record<string, unknown>;

function isObj(x: unknown): x is Obj {
  return typeof x === "object" && x !== null && !Array.isArray(x);
}
function fail(what: string, got: unknown): never {
  let shown: string;
  try {
    shown = JSON.stringify(got) ?? String(got);
  } catch {
    shown = String(got);
  }
  throw new ProtocolError(`${what}, got ${shown.length > 80 ? shown.slice(0, 77) + "..." : shown}`);
}
function str(o: Obj, key: string, where: string): string {
  const v = o[key];
  return typeof v === "string" ? v : fail(`${where}.${key} must be a string`, v);
}
function num(o: Obj, key: string, where: string): number {
  const v = o[key];
  return typeof v === "number" && Number.isFinite(v) ? v : fail(`${where}.${key} must be a number`, v);
}
function int(o: Obj, key: string, where: string): number {
  const v = num(o, key, where);
  return Number.isInteger(v) ? v : fail(`${where}.${key} must be an integer`, v);
}
function seatOrNull(o: Obj, key: string, where: string): Seat | null {
  return o[key] === null || o[key] === undefined ? null : int(o, key, where);
}
function arr(o: Obj, key: string, where: string): unknown[] {
  const v = o[key];
  if (v === undefined || v === null) return [];
  return Array.isArray(v) ? v : fail(`${where}.${key} must be a list`, v);
}
function obj(x: unknown, where: string): Obj {
  return isObj(x) ? x : fail(`${where} must be an object`, x);
}

/** The refs of an action, note or log entry: integers and strings kept, anything else dropped. */
function parseRefs(o: Obj, where: string): Ref[] {
  return arr(o, "refs", where).filter((r): r is Ref => (typeof r === "number" && Number.isInteger(r)) || typeof r === "string");
}

function parsePlayer(x: unknown, i: number): PlayerInfo {
  const where = `players[${i}]`;
  const o = obj(x, where);
  const kind = o.kind === "computer" ? "computer" : "person";
  return {
    seat: int(o, "seat", where),
    name: typeof o.name === "string" ? o.name : `player ${i + 1}`,
    kind,
    agent: typeof o.agent === "string" ? o.agent : null,
    connected: o.connected !== false,
  };
}

function parseAction(x: unknown, i: number): LegalAction {
  const where = `actions[${i}]`;
  const o = obj(x, where);
  const id = str(o, "id", where);
  return {
    id,
    label: str(o, "label", where),
    refs: parseRefs(o, where),
    run: o.run === true,
    resign: o.resign === true || id === "resign",
  };
}

function parseNote(x: unknown, i: number): Note {
  const where = `notes[${i}]`;
  const o = obj(x, where);
  const refs = parseRefs(o, where);
  return {
    rule_id: typeof o.rule_id === "string" ? o.rule_id : "",
    text: str(o, "text", where),
    refs,
    kind: o.kind === "forecast" ? "forecast" : "blocked",
  };
}

function parseLogEntry(x: unknown, i: number, from: number): LogEntry {
  if (typeof x === "string") return { n: from + i, text: x, refs: [] }; // tolerated: a bare line at its place
  const where = `log[${i}]`;
  const o = obj(x, where);
  return { n: typeof o.n === "number" ? int(o, "n", where) : from + i, text: str(o, "text", where), refs: parseRefs(o, where) };
}

function parseResult(x: unknown): GameResult | null {
  if (x === null || x === undefined) return null;
  const o = obj(x, "result");
  return {
    winner: seatOrNull(o, "winner", "result"),
    reason: typeof o.reason === "string" ? o.reason : "",
    text: typeof o.text === "string" ? o.text : String(o.reason ?? "the game is over"),
    scores: Array.isArray(o.scores) ? (o.scores as Json[]) : [],
  };
}

function parseThinking(x: unknown, where: string): Thinking | null {
  if (x === null || x === undefined) return null;
  const o = obj(x, where);
  return { seat: int(o, "seat", where), seconds: num(o, "seconds", where) };
}

const STATUSES: readonly GameStatus[] = ["waiting", "playing", "over", "stale"];

export function parseState(o: Obj): StateMessage {
  const w = "state";
  const status = o.status;
  if (typeof status !== "string" || !(STATUSES as readonly string[]).includes(status)) fail(`${w}.status is unknown`, status);
  const log = arr(o, "log", w);
  const logFrom = typeof o.log_from === "number" ? int(o, "log_from", w) : 0;
  const view = o.view === null || o.view === undefined ? {} : obj(o.view, `${w}.view`);
  return {
    type: "state",
    id: str(o, "id", w),
    game: str(o, "game", w),
    title: typeof o.title === "string" ? o.title : str(o, "game", w),
    version: o.version === undefined || o.version === null ? "" : String(o.version),
    seq: int(o, "seq", w),
    seat: seatOrNull(o, "seat", w),
    status: status as GameStatus,
    players: arr(o, "players", w).map(parsePlayer),
    to_move: seatOrNull(o, "to_move", w),
    deciding: typeof o.deciding === "string" ? o.deciding : "",
    view: view as JsonObject,
    actions: arr(o, "actions", w).map(parseAction),
    notes: arr(o, "notes", w).map(parseNote),
    log: log.map((e, i) => parseLogEntry(e, i, logFrom)),
    log_from: logFrom,
    result: parseResult(o.result),
    thinking: parseThinking(o.thinking, `${w}.thinking`),
    only: typeof o.only === "string" ? o.only : null,
    stale: typeof o.stale === "string" ? o.stale : null,
    rematch: parseRematchOffers(o.rematch),
  };
}

function parseRematchOffers(x: unknown): RematchOffers | null {
  if (!isObj(x)) return null;
  const offers = Array.isArray(x.offers) ? x.offers.filter((s): s is number => typeof s === "number") : [];
  return { offers, id: typeof x.id === "string" ? x.id : null };
}

/** One server message from its text; ProtocolError (never a half-trusted object) if it is not one. */
export function parseServerMessage(text: string): ServerMessage {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    throw new ProtocolError(`not JSON: ${text.slice(0, 60)}`);
  }
  const o = obj(raw, "message");
  switch (o.type) {
    case "state":
      return parseState(o);
    case "thinking": {
      const t = parseThinking(o, "thinking") as Thinking;
      return { type: "thinking", seat: t.seat, seconds: t.seconds };
    }
    case "error":
      return {
        type: "error",
        message: typeof o.message === "string" ? o.message : "the server refused the message",
        seq: typeof o.seq === "number" ? o.seq : null,
      };
    case "rematch":
      return { type: "rematch", id: str(o, "id", "rematch"), token: typeof o.token === "string" ? o.token : null };
    case "pong":
      return { type: "pong" };
    default:
      return fail("message.type is unknown", o.type);
  }
}

export function encodeClientMessage(m: ClientMessage): string {
  return JSON.stringify(m);
}

// ------------------------------------------------------------------ replays (GET /api/games/{id}/replay, POST /api/replay)
export interface ReplayAction {
  seat: Seat | null; // who took the action at this step
  label: string | null; // as its player saw it; null when this view may not see it
  refs: Ref[];
}

export interface ReplayMessage {
  type: "replay";
  id: string | null; // null for an uploaded record file
  game: string;
  title: string;
  version: string;
  status: GameStatus | "record";
  players: PlayerInfo[];
  step: number; // actions applied (0: the start)
  steps: number; // actions in the record
  seat: Seat | null; // whose view this is (null: the public view)
  views: string[]; // the views this viewer may choose: "0", "1", "public"
  turn: number;
  turns: { turn: number; step: number }[]; // each turn number's first step
  to_move: Seat | null;
  deciding: string | null;
  view: JsonObject;
  log: LogEntry[];
  action: ReplayAction | null; // the action taken at this step (null at the end)
  result: GameResult | null;
}

/** A replay answer, checked like a state message. */
export function parseReplay(raw: unknown): ReplayMessage {
  const w = "replay";
  const o = obj(raw, w);
  const status = o.status === "record" ? "record" : (STATUSES as readonly unknown[]).includes(o.status) ? (o.status as GameStatus) : fail(`${w}.status is unknown`, o.status);
  const turns = arr(o, "turns", w).map((t, i) => {
    const x = obj(t, `${w}.turns[${i}]`);
    return { turn: int(x, "turn", `${w}.turns[${i}]`), step: int(x, "step", `${w}.turns[${i}]`) };
  });
  let action: ReplayAction | null = null;
  if (o.action !== null && o.action !== undefined) {
    const a = obj(o.action, `${w}.action`);
    action = { seat: seatOrNull(a, "seat", `${w}.action`), label: typeof a.label === "string" ? a.label : null, refs: parseRefs(a, `${w}.action`) };
  }
  return {
    type: "replay",
    id: typeof o.id === "string" ? o.id : null,
    game: str(o, "game", w),
    title: typeof o.title === "string" ? o.title : str(o, "game", w),
    version: o.version === undefined || o.version === null ? "" : String(o.version),
    status,
    players: arr(o, "players", w).map(parsePlayer),
    step: int(o, "step", w),
    steps: int(o, "steps", w),
    seat: seatOrNull(o, "seat", w),
    views: arr(o, "views", w).filter((v): v is string => typeof v === "string"),
    turn: typeof o.turn === "number" ? int(o, "turn", w) : 0,
    turns,
    to_move: seatOrNull(o, "to_move", w),
    deciding: typeof o.deciding === "string" ? o.deciding : null,
    view: (o.view === null || o.view === undefined ? {} : obj(o.view, `${w}.view`)) as JsonObject,
    log: arr(o, "log", w).map((e, i) => parseLogEntry(e, i, 0)),
    action,
    result: parseResult(o.result),
  };
}

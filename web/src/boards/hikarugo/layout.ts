// Hikaru no Go TCG's view JSON (src/tcgkit/games/hikarugo/state.py `_observe`) read into what the board draws: the
// 6x6 board with its quadrant colours and stones (tapped ones apart), both players' bowls, agehama, hands, characters,
// uchite, fuseki (face down for the opponent) and discard piles, and the match area with its techniques and live
// values. Card facts the view does not carry (type, cost, attack, defense) come from the card details
// (GET /api/games/hikarugo/cards/{id}). Refs follow docs/positions-hikarugo.md "Refs". Pure: no DOM.
import type { CardDetails, Json, JsonObject } from "../../protocol";
import type { CardNode } from "../generic/layout";

export type Details = ReadonlyMap<string, CardDetails>;

export const COLUMNS = ["a", "b", "c", "d", "e", "f"] as const;
/** HGO-1.3: the quadrant colour of each square, by (row, column); rows from 1 (top) and columns from a (left). */
export type Quadrant = "white" | "red" | "blue" | "yellow";

export function quadrantOf(row: number, col: number): Quadrant {
  if (row < 3) return col < 3 ? "white" : "red";
  return col < 3 ? "blue" : "yellow";
}

export interface HgoCard {
  key: string; // refKey of the instance; "" for a face-down card the viewer does not know
  iid: number | null;
  card: string | null; // card id; null when hidden
  name: string;
  type: string; // "uchite", "technique", "character", "fuseki" ("" while the details load, or hidden)
  cost: string; // "1 red + 1 black", "free"
  colour: string; // the card's colour word ("red", "black")
  attack: number | null;
  defense: number | null;
  notes: string[]; // "new this turn", "face down (set turn 30)", "ability used"
  faceDown: boolean; // lies face down on the table (a fuseki), even when the viewer knows it
  path: string; // where it is, in words
}

export interface HgoSquare {
  key: string; // "square:a1"
  name: string;
  row: number; // 0 = row 1 (top)
  col: number;
  quadrant: Quadrant;
  stone: "black" | "white" | null;
  tapped: boolean;
  owner: number | null; // the seat whose stone it is
}

export interface HgoSide {
  seat: number;
  label: string; // "You", "The opponent", "Player 1"
  colour: "black" | "white";
  active: boolean;
  bowl: number;
  agehama: number;
  score: number;
  handSize: number;
  deckSize: number;
  untapped: Record<Quadrant, number>; // the side's untapped stones per mana colour (what pays costs)
  hand: HgoCard[]; // the viewer's own hand; face-down backs for another's
  character: HgoCard | null;
  uchite: HgoCard[];
  fuseki: HgoCard[];
  discard: HgoCard[]; // bottom first, the top card last
  placed: boolean; // placed an uchite from hand this turn
  zones: Record<ZoneName, string>; // ref keys "zone:<seat>-<zone>"
}
export type ZoneName = "hand" | "deck" | "discard" | "character" | "uchite" | "fuseki" | "bowl" | "agehama";
const ZONES: ZoneName[] = ["hand", "deck", "discard", "character", "uchite", "fuseki", "bowl", "agehama"];

export interface HgoMatch {
  attacker: HgoCard;
  defender: HgoCard | null;
  attackerSeat: number;
  techniques: [HgoCard[], HgoCard[]]; // per seat
  counts: [number, number];
  attack: number;
  defense: number;
  priority: number | null;
  modifiers: string[]; // in words
}

export interface HgoLayout {
  turn: number;
  phase: string;
  active: number;
  black: number;
  squares: HgoSquare[]; // 36, row-major from a1
  top: HgoSide; // the opponent (a spectator: player 2)
  bottom: HgoSide; // the viewer (a spectator: player 1)
  match: HgoMatch | null;
  matchHeld: boolean;
  resolving: HgoCard[];
  matchKey: string; // "zone:match"
}

export const MATCH_KEY = "zone:match";

function isObject(x: Json | undefined): x is JsonObject {
  return typeof x === "object" && x !== null && !Array.isArray(x);
}
function num(x: Json | undefined, dflt = 0): number {
  return typeof x === "number" ? x : dflt;
}
function list(x: Json | undefined): Json[] {
  return Array.isArray(x) ? x : [];
}
function pair(x: Json | undefined): [Json, Json] {
  const l = list(x);
  return [l[0] ?? null, l[1] ?? null];
}

export function seatLabel(seat: number, viewer: number | null): string {
  if (viewer === null) return `Player ${seat + 1}`;
  return seat === viewer ? "You" : "The opponent";
}

function stat(d: CardDetails | undefined, name: string): Json | undefined {
  return d?.stats.find(([k]) => k === name)?.[1];
}

/** A card of the view (`{iid, card, name}` or a face-down `{set_turn}`) with its facts from the details. */
export function readCard(x: Json, path: string, details: Details, extra: string[] = []): HgoCard {
  const o = isObject(x) ? x : {};
  const iid = typeof o.iid === "number" ? o.iid : null;
  const card = typeof o.card === "string" ? o.card : null;
  const d = card ? details.get(card) : undefined;
  const cost = stat(d, "cost");
  const colour = stat(d, "colour");
  const attack = stat(d, "attack");
  const defense = stat(d, "defense");
  return {
    key: iid === null ? "" : String(iid),
    iid,
    card,
    name: typeof o.name === "string" ? o.name : card ?? "Face-down card",
    type: d?.type ?? "",
    cost: typeof cost === "string" ? cost : "",
    colour: typeof colour === "string" ? colour.split(" ")[0] ?? "" : "",
    attack: typeof attack === "number" ? attack : null,
    defense: typeof defense === "number" ? defense : null,
    notes: extra,
    faceDown: false,
    path,
  };
}

/** The card panel's node for a drawn card (the generic CardNode the shell shows and fetches details for). */
export function cardNode(c: HgoCard): CardNode {
  const tags = [c.type, c.cost && `cost ${c.cost}`, c.attack !== null ? `attack ${c.attack}` : "", c.defense !== null ? `defense ${c.defense}` : "", ...c.notes].filter(
    (t): t is string => Boolean(t),
  );
  return { t: "card", iid: c.iid, card: c.card, name: c.name, tags, attached: [], path: c.path };
}

/** The squares of `board` (6 strings, row 1 first: '.', 'B'/'W' untapped, 'b'/'w' tapped). */
export function readBoard(rows: Json | undefined, black: number): HgoSquare[] {
  const out: HgoSquare[] = [];
  const r = list(rows);
  for (let row = 0; row < 6; row++) {
    const line = typeof r[row] === "string" ? (r[row] as string) : "";
    for (let col = 0; col < 6; col++) {
      const ch = line[col] ?? ".";
      const stone = ch === "B" || ch === "b" ? "black" : ch === "W" || ch === "w" ? "white" : null;
      const name = `${COLUMNS[col]}${row + 1}`;
      out.push({
        key: `square:${name}`,
        name,
        row,
        col,
        quadrant: quadrantOf(row, col),
        stone,
        tapped: ch === "b" || ch === "w",
        owner: stone === null ? null : stone === "black" ? black : 1 - black,
      });
    }
  }
  return out;
}

const MOD_WORDS: Record<string, string> = {
  BOOST: "boost",
  ATTACK_UP: "attack +",
  DEFENSE_UP: "defense +",
  WEAKEN: "weaken",
  EXTRA_TAKE: "extra take",
  GUARD: "guard",
};

function side(v: JsonObject, seat: number, viewer: number | null, details: Details, squares: HgoSquare[]): HgoSide {
  const label = seatLabel(seat, viewer);
  const whose = label === "You" ? "your" : `${label.toLowerCase()}'s`;
  const turn = num(v.turn);
  const black = num(v.black);
  const active = num(v.active) === seat;
  const used = list(v.abilities_used).filter(isObject).map((u) => u.card);
  const chars = list(pair(v.characters)[seat]);
  const charCard = chars[0];
  const character =
    charCard === undefined
      ? null
      : readCard(charCard, `${whose} character`, details, isObject(charCard) && used.includes(charCard.card ?? null) ? ["ability used this turn"] : []);
  const uchite = list(pair(v.uchite)[seat]).map((u) => {
    const entry = isObject(u) ? num(u.entry_turn) : 0;
    const fresh = active && entry >= turn;
    return readCard(u, `${whose} uchite`, details, fresh ? ["new this turn: attacks from the next"] : []);
  });
  const fuseki = list(pair(v.fuseki)[seat]).map((f) => {
    const setTurn = isObject(f) ? num(f.set_turn) : 0;
    const c = readCard(f, `${whose} fuseki (face down)`, details, [`face down, set on turn ${setTurn}`]);
    return { ...c, faceDown: true, name: c.card ? c.name : "Face-down fuseki" };
  });
  const handSize = num(pair(v.hand_sizes)[seat]);
  const hand =
    seat === viewer
      ? list(v.hand).map((h) => readCard(h, "your hand", details))
      : Array.from({ length: handSize }, () => ({ ...readCard(null, `${whose} hand`, details), name: "Hand card", faceDown: true }));
  const untapped: Record<Quadrant, number> = { white: 0, red: 0, blue: 0, yellow: 0 };
  for (const s of squares) if (s.owner === seat && !s.tapped) untapped[s.quadrant] += 1;
  const zones = Object.fromEntries(ZONES.map((z) => [z, `zone:${seat}-${z}`])) as Record<ZoneName, string>;
  return {
    seat,
    label,
    colour: seat === black ? "black" : "white",
    active,
    bowl: num(pair(v.bowls)[seat]),
    agehama: num(pair(v.agehama)[seat]),
    score: num(pair(v.score)[seat]),
    handSize,
    deckSize: num(pair(v.deck_sizes)[seat]),
    untapped,
    hand,
    character,
    uchite,
    fuseki,
    discard: list(pair(v.discards)[seat]).map((c) => readCard(c, `${whose} discard pile`, details)),
    placed: Boolean(pair(v.uchite_placed)[seat]),
    zones,
  };
}

function readMatch(m: Json | undefined, active: number, viewer: number | null, details: Details): HgoMatch | null {
  if (!isObject(m) || !isObject(m.attacker)) return null;
  const values = isObject(m.values) ? m.values : {};
  const techs = pair(m.techniques);
  const counts = pair(m.technique_counts);
  const whose = (seat: number) => (seatLabel(seat, viewer) === "You" ? "your" : `${seatLabel(seat, viewer).toLowerCase()}'s`);
  const modifiers = list(m.modifiers)
    .filter(isObject)
    .map((x) => {
      const kind = typeof x.kind === "string" ? x.kind : "";
      const n = num(x.n);
      const who = typeof x.player === "number" ? seatLabel(x.player, viewer) : "";
      const src = typeof x.source === "string" ? details.get(x.source)?.name ?? x.source : "";
      const what = MOD_WORDS[kind] ?? kind.toLowerCase();
      return `${who}: ${what}${what.endsWith("+") ? n : n ? ` ${n}` : ""}${src ? ` (${src})` : ""}`;
    });
  return {
    attacker: readCard(m.attacker, `${whose(active)} attacker`, details),
    defender: isObject(m.defender) ? readCard(m.defender, `${whose(1 - active)} defender`, details) : null,
    attackerSeat: active,
    techniques: [0, 1].map((s) => list(techs[s]).map((c) => readCard(c, `${whose(s)} techniques`, details))) as [HgoCard[], HgoCard[]],
    counts: [num(counts[0]), num(counts[1])],
    attack: num(values.attack),
    defense: num(values.defense),
    priority: typeof m.priority === "number" ? m.priority : null,
    modifiers,
  };
}

/** The whole board for `viewer` (null: a spectator, who sees player 1 below). */
export function layoutHgo(view: JsonObject, viewer: number | null, details: Details): HgoLayout {
  const black = num(view.black);
  const active = num(view.active);
  const squares = readBoard(view.board, black);
  const me = viewer ?? 0;
  return {
    turn: num(view.turn),
    phase: typeof view.phase === "string" ? view.phase : "",
    active,
    black,
    squares,
    top: side(view, 1 - me, viewer, details, squares),
    bottom: side(view, me, viewer, details, squares),
    match: readMatch(view.match, active, viewer, details),
    matchHeld: Boolean(view.match_held),
    resolving: list(view.resolving).map((c) => readCard(c, "being played", details)),
    matchKey: MATCH_KEY,
  };
}

/** Every card id the view names (to fetch their details). */
export function cardIds(view: JsonObject): string[] {
  const out = new Set<string>();
  const walk = (x: Json | undefined): void => {
    if (Array.isArray(x)) x.forEach(walk);
    else if (isObject(x)) {
      if (typeof x.card === "string") out.add(x.card);
      if (typeof x.source === "string") out.add(x.source);
      Object.values(x).forEach(walk);
    }
  };
  walk(view);
  return [...out].sort();
}

/** A cost in words ("1 red + 2 black", "free") as one colour per stone to tap: ["red", "black", "black"]. */
export function costPips(cost: string): string[] {
  const pips: string[] = [];
  for (const part of cost.split("+")) {
    const [n, colour] = part.trim().split(" ");
    const count = Number(n);
    if (colour && Number.isInteger(count)) for (let i = 0; i < count; i++) pips.push(colour);
  }
  return pips;
}

/** The phase in words for the board's header. */
export const PHASE_WORDS: Record<string, string> = {
  mulligan: "Mulligan",
  recovery: "Recovery phase",
  stone: "Stone phase",
  hand: "Hand phase",
  main: "Main phase",
  match: "Match phase",
  end: "End phase",
};

/** Every ref key the board draws (each carries data-ref): the squares, both sides' zones and cards, the match. */
export function drawnRefs(l: HgoLayout): Set<string> {
  const out = new Set<string>(l.squares.map((s) => s.key));
  out.add(l.matchKey);
  const cards: HgoCard[] = [...l.resolving];
  for (const s of [l.top, l.bottom]) {
    for (const z of Object.values(s.zones)) out.add(z);
    cards.push(...s.hand, ...s.uchite, ...s.fuseki, ...s.discard);
    if (s.character) cards.push(s.character);
  }
  if (l.match) {
    cards.push(l.match.attacker, ...l.match.techniques[0], ...l.match.techniques[1]);
    if (l.match.defender) cards.push(l.match.defender);
  }
  for (const c of cards) if (c.key) out.add(c.key);
  return out;
}

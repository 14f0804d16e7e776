// Bionicle's view JSON (observe(p)["view"], state.py _observe) read into what the board draws: the map's squares
// with their kinds, the two Toa pieces, locks, mission marks and the Bohrok nest; each player's Toa with its stats
// (masks and Turaga attached), held cards, hand, missions and piles; the shared decks, pools and the contest.
// Pure: no DOM, no Preact (tested by layout.test.ts on a real view).
import type { Json, JsonObject } from "../../protocol";

export type StatPair = [string, string];

export interface BioCard {
  iid: number;
  card: string; // card id (details: GET /api/games/bionicle/cards/<id>)
  name: string;
  stats: StatPair[]; // key stats under the name ("Strength +2", "when move card")
  tags: string[]; // "attached", "active mission 1/3", "cancelled"
  ref: string; // refKey of the instance
}

export interface Square {
  name: string; // "r,c" (as in square refs and action ids)
  ref: string; // "square:r,c"
  row: number;
  col: number;
  x: number; // SVG cell origin
  y: number;
  kind: string; // map code: "." general, ST, MI, GA, 2G, CL, 2C, PO, BC, NE
  word: string; // the kind in words
}

export interface Pile {
  ref: string; // "deck:action-0"
  label: string;
  count: number;
}

export interface BioPlayer {
  seat: number;
  label: string; // "You", "The opponent", "Player 1"
  toa: BioCard;
  stats: { stat: string; base: number; bonus: number }[]; // the Toa's six stats with attached bonuses
  square: string | null;
  actionLock: string | null;
  challengeLock: string | null;
  held: BioCard[];
  masks: number;
  hand: BioCard[]; // visible hand cards (all of yours; the opponent's known ones)
  hiddenHand: number; // face-down hand cards
  missions: (BioCard & { drawnAt: string })[];
  piles: Pile[];
  discard: BioCard[];
  knownTop: BioCard[];
}

export interface BioLayout {
  mapTitle: string;
  cols: number;
  rows: number;
  squares: Square[];
  nest: string | null;
  players: BioPlayer[]; // in seat order
  turn: number;
  active: number;
  bohrokTop: BioCard | null;
  bohrokCount: number;
  raiding: BioCard | null;
  removed: BioCard[];
  contest: { kind: string; card: BioCard; values: number[] } | null;
  window: (BioCard & { player: number })[];
  piles: Pile[]; // shared piles (challenge, mission, Bohrok)
  challengeDiscard: BioCard[];
  missionDiscards: BioCard[];
  pools: { label: string; cards: BioCard[] }[]; // the draft pools (and picks made so far)
  moveEffects: string[];
  scores: number[];
}

export const CELL = 40;

export const KIND_WORDS: Record<string, string> = {
  ".": "general square",
  ST: "start square",
  MI: "mission square",
  GA: "action square",
  "2G": "double action square",
  CL: "challenge square",
  "2C": "double challenge square",
  PO: "portal",
  BC: "Bohrok control square",
  NE: "nest",
};

/** Short marks drawn in a square (the colour says the rest; the full word is in its title). */
export const KIND_MARKS: Record<string, string> = {
  ".": "",
  ST: "S",
  MI: "M",
  GA: "A",
  "2G": "AA",
  CL: "C",
  "2C": "CC",
  PO: "◎",
  BC: "B",
  NE: "N",
};

const STATS = ["Flight", "Shielding", "Speed", "Strength", "Swimming", "Vision"];

function obj(x: Json | undefined): JsonObject | null {
  return typeof x === "object" && x !== null && !Array.isArray(x) ? x : null;
}
function arr(x: Json | undefined): Json[] {
  return Array.isArray(x) ? x : [];
}
function num(x: Json | undefined, dflt = 0): number {
  return typeof x === "number" ? x : dflt;
}
function str(x: Json | undefined): string | null {
  return typeof x === "string" ? x : null;
}

export function seatLabel(seat: number, viewer: number | null): string {
  if (viewer === null) return `Player ${seat + 1}`;
  return seat === viewer ? "You" : "The opponent";
}

/** The key stats of a card id from the view's card_stats (pairs of label and value, values as text). */
export function statsOf(view: JsonObject, card: string): StatPair[] {
  const table = obj(view.card_stats);
  const pairs = table ? arr(table[card]) : [];
  const out: StatPair[] = [];
  for (const p of pairs) {
    if (Array.isArray(p) && p.length === 2) out.push([String(p[0]), String(p[1])]);
  }
  return out;
}

function card(view: JsonObject, x: Json | undefined, tags: string[] = []): BioCard | null {
  const o = obj(x);
  if (!o || typeof o.iid !== "number") return null;
  const id = str(o.card) ?? "";
  return { iid: o.iid, card: id, name: str(o.name) ?? id, stats: statsOf(view, id), tags, ref: String(o.iid) };
}

function cards(view: JsonObject, xs: Json | undefined): BioCard[] {
  return arr(xs).flatMap((x) => {
    const c = card(view, x);
    return c ? [c] : [];
  });
}

/** The map grid (BIO-1.17 rows of 13 codes) as squares with SVG positions. */
export function mapSquares(grid: string[], firstRow: number): Square[] {
  const out: Square[] = [];
  grid.forEach((line, i) => {
    const row = firstRow + i;
    line
      .trim()
      .split(/\s+/)
      .forEach((code, j) => {
        if (code === "--") return;
        const col = j + 1;
        const name = `${row},${col}`;
        out.push({ name, ref: `square:${name}`, row, col, x: j * CELL, y: i * CELL, kind: code, word: KIND_WORDS[code] ?? code });
      });
  });
  return out;
}

function player(view: JsonObject, p: JsonObject, seat: number, viewer: number | null): BioPlayer {
  const held = arr(p.held).flatMap((x) => {
    const o = obj(x);
    const c = card(view, x, o?.attached === true ? ["attached"] : []);
    return c ? [c] : [];
  });
  const toa = card(view, p.toa) ?? { iid: -1, card: "", name: "Toa", stats: [], tags: [], ref: "" };
  const base = new Map(toa.stats.map(([k, v]) => [k, Number(v)]));
  const bonus = new Map<string, number>();
  for (const h of held) {
    if (!h.tags.includes("attached")) continue;
    const first = h.stats[0];
    if (first) bonus.set(first[0], (bonus.get(first[0]) ?? 0) + Number(first[1]));
  }
  const missions = arr(p.missions).flatMap((x, k) => {
    const o = obj(x);
    if (!o) return [];
    const tags = k === 0 ? ["active", o.eligible === true ? "eligible" : "not yet eligible"] : [`queued ${k + 1}`];
    if (k === 0 && num(o.progress) > 0) tags.push(`progress ${num(o.progress)}`);
    const c = card(view, x, tags);
    return c ? [{ ...c, drawnAt: str(o.drawn_at) ?? "" }] : [];
  });
  const hand = cards(view, p.hand);
  const mt = `deck:mt-${seat}`;
  return {
    seat,
    label: seatLabel(seat, viewer),
    toa,
    stats: STATS.map((s) => ({ stat: s, base: base.get(s) ?? 0, bonus: bonus.get(s) ?? 0 })),
    square: str(p.square),
    actionLock: str(p.action_lock),
    challengeLock: str(p.challenge_lock),
    held,
    masks: num(p.masks),
    hand,
    hiddenHand: Math.max(0, num(p.hand_count) - hand.length),
    missions,
    piles: [
      { ref: `deck:action-${seat}`, label: "action deck", count: num(p.action_deck) },
      { ref: mt, label: "Mask & Turaga deck", count: num(p.mt_deck) },
    ],
    discard: cards(view, p.action_discard),
    knownTop: cards(view, p.mt_known_top),
  };
}

export function layoutView(view: JsonObject, viewer: number | null): BioLayout {
  const map = obj(view.map);
  const grid = arr(map?.grid).map((r) => String(r));
  const firstRow = num(map?.first_row, 1);
  const players = arr(view.players).flatMap((p, seat) => {
    const o = obj(p);
    return o ? [player(view, o, seat, viewer)] : [];
  });
  const contestObj = obj(view.contest);
  const contestCard = contestObj ? card(view, contestObj.card) : null;
  const mdecks = arr(view.mission_decks).map((n) => num(n));
  const piles: Pile[] = [
    { ref: "deck:bohrok", label: "Bohrok deck", count: num(view.bohrok_deck) },
    { ref: "deck:challenge", label: "challenge deck", count: num(view.challenge_deck) },
    ...(mdecks.length === 1
      ? [{ ref: "deck:mission", label: "mission deck", count: mdecks[0] ?? 0 }]
      : mdecks.map((n, k) => ({ ref: `deck:mission-${k}`, label: `${seatLabel(k, viewer)}: mission deck`, count: n }))),
  ];
  const drafting = num(view.turn) === 0 && str(view.nest) === null;
  const pools = [
    { label: drafting ? "challenge pool: pick one" : "challenges not drafted", cards: cards(view, view.challenge_pool) },
    { label: "challenge deck so far", cards: cards(view, view.challenge_picks) },
    { label: drafting ? "mission pool: pick one" : "missions not drafted", cards: cards(view, view.mission_pool) },
    { label: "mission deck so far", cards: cards(view, view.mission_picks) },
  ].filter((p) => p.cards.length > 0);
  const effects = obj(view.move_effects);
  const moveEffects: string[] = [];
  if (effects) {
    if (num(effects.extra_steps) > 0) moveEffects.push(`${num(effects.extra_steps)} extra step(s)`);
    if (effects.leap === true) moveEffects.push("may leap over the opponent");
    if (effects.ignore_locks === true) moveEffects.push("locks ignored");
  }
  const cancelled = new Set(
    arr(view.window).flatMap((x) => {
      const o = obj(x);
      return o && o.cancelled === true && typeof o.iid === "number" ? [o.iid] : [];
    }),
  );
  return {
    mapTitle: str(map?.title) ?? "map",
    cols: 13,
    rows: grid.length,
    squares: mapSquares(grid, firstRow),
    nest: str(view.nest),
    players,
    turn: num(view.turn),
    active: num(view.active),
    bohrokTop: card(view, view.bohrok_top),
    bohrokCount: num(view.bohrok_deck),
    raiding: card(view, view.raiding_bohrok, ["raiding"]),
    removed: cards(view, view.removed),
    contest: contestObj && contestCard ? { kind: str(contestObj.kind) ?? "challenge", card: contestCard, values: arr(contestObj.values).map((v) => num(v)) } : null,
    window: arr(view.window).flatMap((x) => {
      const o = obj(x);
      const c = card(view, x, o && typeof o.iid === "number" && cancelled.has(o.iid) ? ["cancelled"] : []);
      return c && o ? [{ ...c, player: num(o.player) }] : [];
    }),
    piles,
    challengeDiscard: cards(view, view.challenge_discard),
    missionDiscards: arr(view.mission_discards).flatMap((d) => cards(view, d)),
    pools,
    moveEffects,
    scores: arr(view.scores).map((s) => num(s)),
  };
}

/** Every card instance the layout draws (each at most once per place). */
export function allCards(l: BioLayout): BioCard[] {
  const out: BioCard[] = [];
  for (const p of l.players) out.push(p.toa, ...p.held, ...p.hand, ...p.missions, ...p.discard, ...p.knownTop);
  if (l.bohrokTop) out.push(l.bohrokTop);
  if (l.raiding) out.push(l.raiding);
  if (l.contest) out.push(l.contest.card);
  out.push(...l.removed, ...l.window, ...l.challengeDiscard, ...l.missionDiscards);
  for (const p of l.pools) out.push(...p.cards);
  return out;
}

/** The sets of ref keys the shell hands a board (BoardProps), as far as marking a thing goes. */
export interface Marks {
  highlight: ReadonlySet<string>;
  recent: ReadonlySet<string>;
  clickable: ReadonlySet<string>;
  selection: ReadonlySet<string>;
  next: ReadonlySet<string>;
  blocked: ReadonlyMap<string, string>;
}

/**
 * The state classes of a drawn ref: can-act, recent, lit, chosen, next, blocked. `alsoKeys` are other keys that
 * light it too (a card's "card:<id>", which log events name since they keep card ids, and a Toa piece's square).
 */
export function markClasses(key: string, m: Marks, alsoKeys: string[] = []): string[] {
  const any = (s: ReadonlySet<string>) => s.has(key) || alsoKeys.some((k) => s.has(k));
  const out: string[] = [];
  if (m.clickable.has(key)) out.push("can-act");
  if (any(m.recent)) out.push("recent");
  if (any(m.highlight)) out.push("lit");
  if (m.selection.has(key)) out.push("chosen");
  if (m.next.has(key)) out.push("next");
  if (m.blocked.has(key)) out.push("blocked");
  return out;
}

/** Pieces and marks on a square: which Toa stand there, whose locks, whose missions were drawn there. */
export function squareMarks(l: BioLayout, name: string): { toa: number[]; locks: string[]; missions: number } {
  const toa: number[] = [];
  const locks: string[] = [];
  let missions = 0;
  for (const p of l.players) {
    if (p.square === name) toa.push(p.seat);
    if (p.actionLock === name) locks.push(`${p.label}: action lock`);
    if (p.challengeLock === name) locks.push(`${p.label}: challenge lock`);
    missions += p.missions.filter((m) => m.drawnAt === name).length;
  }
  return { toa, locks, missions };
}

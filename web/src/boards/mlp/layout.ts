// My Little Pony CCG's view JSON (src/tcgkit/games/mlp/state.py `_observe`) read into what the board draws: both
// players' bars (points, action tokens, hand, deck, discard), both homes, the problems with what each player needs
// there and the characters and troublemakers of both sides, the faceoff and its reveals. Card facts the view does not
// carry (colour, cost, requirement, bonus) come from the card details (GET /api/games/mlp/cards/{id}). Pure: no DOM.
import type { CardDetails, Json, JsonObject } from "../../protocol";
import type { CardNode } from "../generic/layout";

export type Details = ReadonlyMap<string, CardDetails>;

/** The six colours of the game (MLP-1.1), in the order the board draws a card's stripe. */
export const COLOURS = ["blue", "orange", "pink", "purple", "white", "yellow"] as const;

export interface MlpCard {
  key: string; // its ref as a key (refKey): the instance id, or "facedown:<tag>/<n>" for an unknown troublemaker
  iid: number | null;
  card: string | null; // card id; null when its face is hidden from the viewer
  name: string;
  type: string; // "Friend", "Troublemaker"... ("" while the details are loading)
  owner: number | null;
  faceDown: boolean; // lies face down (a troublemaker), even when the viewer knows it
  colours: string[]; // the card's colours (a character's, a resource's or event's requirement colour)
  power: number | null; // current power in play (the view's), else the printed power
  cost: number | null; // action tokens to play it
  points: number | null; // a troublemaker's points
  req: string | null; // play requirement in words ("2 white power")
  states: string[]; // "exhausted", "frightened", "BOOSTED"
  attached: MlpCard[];
  path: string; // where it is, in words (the card panel's "where")
  note: string; // a short word on the card about where it is ("their hand", "your deck, top"), or ""
  fighting: boolean; // a participant of the current faceoff
}

export interface MlpPlace {
  key: string; // "home:h0", "problem:s1"
  tag: string;
  kind: "home" | "problem";
  owner: number;
  title: string; // "Your home", "The opponent's problem", "Temporary problem t1 (yours)"
  problem: MlpCard | null;
  needs: [string, string]; // what each seat needs to confront it ("" for a home)
  bonus: number | null;
  cards: [MlpCard[], MlpCard[]]; // the cards of each seat there (characters, resources, troublemakers)
  power: [number, number]; // the current power of each seat's characters there
  inFaceoff: boolean;
}

export interface MlpSide {
  seat: number;
  label: string; // "You", "The opponent", "Player 2"
  score: number;
  tokens: number;
  hand: MlpCard[]; // the viewer's own hand (empty for the other side)
  handCount: number;
  deck: number;
  deckKey: string; // "deck:<seat>"
  discard: MlpCard[];
  problemDeck: number;
  flip: MlpCard[]; // cards revealed in the current faceoff
  homeLimit: number;
  mulligan: boolean;
}

export interface MlpFaceoff {
  kind: string; // "problem" or "troublemaker"
  at: string[]; // place keys
  sides: number[]; // the seat of each side
  totals: number[];
  participants: number[]; // instance ids of the characters (and the troublemaker) in it
}

export interface MlpPile {
  keeper: MlpCard; // the card in play the pile lies beneath
  cards: MlpCard[];
}

export interface MlpLayout {
  bottom: number; // the seat drawn below (the viewer; player 1 for a spectator)
  sides: [MlpSide, MlpSide]; // by seat
  homes: [MlpPlace, MlpPlace]; // by seat
  problems: MlpPlace[]; // main problems (bottom seat's first), then temporary ones
  faceoff: MlpFaceoff | null;
  resolving: MlpCard[];
  banished: MlpCard[]; // banished cards that lie beneath no card
  beneath: MlpPile[]; // public piles beneath cards in play (card text, Canterlot Nights)
  known: MlpCard[]; // cards the viewer knows in hidden zones (their problem deck at setup, peeked deck tops)
  status: string; // "Turn 6 · main phase · your turn"
}

export const WIN_POINTS = 15; // MLP-7.1

/** One of a pair by seat (0 or 1). */
export function of<T>(pair: readonly [T, T], seat: number): T {
  return seat === 1 ? pair[1] : pair[0];
}

function isObj(x: Json | undefined): x is JsonObject {
  return typeof x === "object" && x !== null && !Array.isArray(x);
}
function num(x: Json | undefined, dflt = 0): number {
  return typeof x === "number" ? x : dflt;
}
function str(x: Json | undefined): string {
  return typeof x === "string" ? x : "";
}
function arr(x: Json | undefined): Json[] {
  return Array.isArray(x) ? x : [];
}

export function who(seat: number, viewer: number | null): string {
  if (viewer === null) return `player ${seat + 1}`;
  return seat === viewer ? "you" : "the opponent";
}
export function possessive(seat: number, viewer: number | null): string {
  if (viewer === null) return `player ${seat + 1}'s`;
  return seat === viewer ? "your" : "the opponent's";
}
function capital(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

/** A stat of the card details by its name ("cost", "power"...). */
export function stat(d: CardDetails | undefined, label: string): Json | undefined {
  return d?.stats.find(([l]) => l === label)?.[1];
}

/** A card's colours: a character's printed colours, else the colours its play requirement names. */
export function cardColours(d: CardDetails | undefined): string[] {
  if (!d) return [];
  const printed = stat(d, "colour");
  const text = typeof printed === "string" ? printed : str(stat(d, "play requirement"));
  return COLOURS.filter((c) => new RegExp(`(^|[^-])\\b${c}\\b`).test(text));
}

const NONE: ReadonlySet<number> = new Set();

const STATES: [string, string][] = [
  ["exhausted", "exhausted"],
  ["frightened", "frightened"],
  ["boosted", "BOOSTED"],
];

export function readCard(o: JsonObject, details: Details, path: string, key?: string, fighting: ReadonlySet<number> = NONE): MlpCard {
  const iid = typeof o.iid === "number" ? o.iid : null;
  const card = typeof o.card === "string" ? o.card : null;
  const d = card ? details.get(card) : undefined;
  const printedPower = stat(d, "power") ?? stat(d, "power when revealed");
  const cost = stat(d, "cost");
  const points = stat(d, "points");
  const req = stat(d, "play requirement");
  return {
    key: key ?? (iid === null ? "" : String(iid)),
    iid,
    card,
    name: card ? str(o.name) || card : "Face-down troublemaker",
    type: d?.type ?? "",
    owner: typeof o.owner === "number" ? o.owner : null,
    faceDown: o.face_down === true,
    colours: cardColours(d),
    power: typeof o.power === "number" ? o.power : typeof printedPower === "number" ? printedPower : null,
    cost: typeof cost === "number" ? cost : null,
    points: typeof points === "number" ? points : null,
    req: typeof req === "string" ? req : null,
    states: STATES.filter(([k]) => o[k] === true).map(([, w]) => w),
    attached: arr(o.attached)
      .filter(isObj)
      .map((a) => readCard(a, details, `${path}, attached to ${str(o.name)}`)),
    path,
    note: "",
    fighting: iid !== null && fighting.has(iid),
  };
}

/** What the card panel shows for a card of the board. */
export function cardNode(c: MlpCard): CardNode {
  const tags = [...c.states];
  if (c.faceDown) tags.push("face down");
  if (c.power !== null && c.type !== "Problem") tags.push(`power ${c.power}`);
  if (c.cost !== null) tags.push(`cost ${c.cost}`);
  return { t: "card", iid: c.iid, card: c.card, name: c.name, tags, attached: c.attached.map(cardNode), path: c.path };
}

function placeTitle(kind: "home" | "problem", tag: string, owner: number, viewer: number | null): string {
  if (kind === "home") return `${capital(possessive(owner, viewer))} home`;
  if (tag.startsWith("t")) return `Temporary problem ${tag.slice(1)} (${who(owner, viewer) === "you" ? "yours" : possessive(owner, viewer).replace(/'s$/, "")})`;
  return `${capital(possessive(owner, viewer))} problem`;
}

function readPlace(o: JsonObject, details: Details, viewer: number | null, faceoffAt: readonly string[], fighting: ReadonlySet<number>): MlpPlace {
  const tag = str(o.at);
  const kind = tag.startsWith("h") ? "home" : "problem";
  const owner = num(o.owner);
  const title = placeTitle(kind, tag, owner, viewer);
  const key = `${kind}:${tag}`;
  const cards: [MlpCard[], MlpCard[]] = [[], []];
  const power: [number, number] = [0, 0];
  const downCount = [0, 0];
  for (const raw of arr(o.cards)) {
    if (!isObj(raw)) continue;
    const seat = num(raw.owner) === 1 ? 1 : 0;
    let refKey: string | undefined;
    if (raw.face_down === true) {
      downCount[seat] = (downCount[seat] ?? 0) + 1;
      if (typeof raw.iid !== "number") refKey = `facedown:${tag}/${downCount[seat]}`;
    }
    const c = readCard(raw, details, `${title}, ${who(seat, viewer)}`, refKey, fighting);
    cards[seat].push(c);
    if (typeof raw.power === "number") power[seat] += raw.power;
  }
  const prob = isObj(o.problem) ? readCard(o.problem, details, title) : null;
  const d = prob?.card ? details.get(prob.card) : undefined;
  const ownerNeeds = str(stat(d, "its owner needs"));
  const otherNeeds = str(stat(d, "the opponent needs"));
  const bonus = stat(d, "bonus");
  const needs: [string, string] = kind === "home" ? ["", ""] : owner === 0 ? [ownerNeeds, otherNeeds] : [otherNeeds, ownerNeeds];
  return {
    key,
    tag,
    kind,
    owner,
    title,
    problem: prob,
    needs,
    bonus: typeof bonus === "number" ? bonus : null,
    cards,
    power,
    inFaceoff: faceoffAt.includes(tag),
  };
}

function readSide(o: JsonObject, seat: number, viewer: number | null, details: Details): MlpSide {
  const label = capital(who(seat, viewer));
  const hand = Array.isArray(o.hand) ? o.hand.filter(isObj).map((c) => readCard(c, details, `${possessive(seat, viewer)} hand`)) : [];
  return {
    seat,
    label,
    score: num(o.score),
    tokens: num(o.tokens),
    hand,
    handCount: Array.isArray(o.hand) ? o.hand.length : num(o.hand),
    deck: num(o.deck),
    deckKey: `deck:${seat}`,
    discard: arr(o.discard)
      .filter(isObj)
      .map((c) => readCard(c, details, `${possessive(seat, viewer)} discard pile`)),
    problemDeck: num(o.problem_deck),
    flip: arr(o.flip)
      .filter(isObj)
      .map((c) => readCard(c, details, `revealed by ${who(seat, viewer)} in the faceoff`)),
    homeLimit: num(o.home_limit),
    mulligan: o.mulligan === true,
  };
}

const PHASES: Record<string, string> = {
  setup: "setup",
  ready: "ready phase",
  troublemaker: "troublemaker phase",
  main: "main phase",
  score: "score phase",
  end: "end phase",
};

const ZONE_WORDS: Record<string, string> = {
  deck: "deck",
  problem_deck: "problem deck",
  hand: "hand",
};

/** The whole board for `viewer` (null: the public view, player 1 below). */
export function layoutMlp(view: JsonObject, viewer: number | null, details: Details): MlpLayout {
  const bottom = viewer ?? 0;
  const fo = isObj(view.faceoff) ? view.faceoff : null;
  const foAt = fo ? arr(fo.at).map(str) : [];
  const participants = fo ? arr(fo.participants).flatMap((side) => arr(side).filter(isObj).map((c) => num(c.iid, -1))) : [];
  const fighting = new Set(participants);
  const players = arr(view.players);
  const sides = [0, 1].map((s) => readSide(isObj(players[s]) ? (players[s] as JsonObject) : {}, s, viewer, details)) as [MlpSide, MlpSide];
  const places = arr(view.locations)
    .filter(isObj)
    .map((p) => readPlace(p, details, viewer, foAt, fighting));
  const home = (s: number): MlpPlace =>
    places.find((p) => p.kind === "home" && p.owner === s) ?? readPlace({ at: `h${s}`, owner: s, cards: [] }, details, viewer, foAt, fighting);
  const problems = places.filter((p) => p.kind === "problem");
  const rank = (p: MlpPlace) => (p.tag.startsWith("t") ? 2 : p.owner === bottom ? 0 : 1);
  problems.sort((a, b) => rank(a) - rank(b) || a.tag.localeCompare(b.tag, "en", { numeric: true }));
  const list = (key: string, path: string) =>
    arr(view[key])
      .filter(isObj)
      .map((c) => readCard(c, details, path));
  const beneath: MlpPile[] = arr(view.beneath)
    .filter(isObj)
    .filter((b) => isObj(b.card))
    .map((b) => {
      const keeper = readCard(b.card as JsonObject, details, "in play");
      return { keeper, cards: arr(b.cards).filter(isObj).map((c) => readCard(c, details, `beneath ${keeper.name}`)) };
    });
  const under = new Set(beneath.flatMap((b) => b.cards.map((c) => c.iid ?? -1)));
  const known = arr(view.known)
    .filter(isObj)
    .filter((k) => k.zone !== "face_down") // a known face-down troublemaker is drawn where it lies
    .map((k) => {
      const zone = ZONE_WORDS[str(k.zone)] ?? str(k.zone);
      const whose = possessive(num(k.player), viewer);
      const at = typeof k.from_top === "number" ? (k.from_top === 0 ? ", on top" : `, ${k.from_top + 1}. from the top`) : "";
      const c = readCard(k, details, `known to you: in ${whose} ${zone}${at}`);
      const short = num(k.player) === viewer ? "your" : viewer === null ? `P${num(k.player) + 1}` : "their";
      return { ...c, note: `${short} ${zone}${typeof k.from_top === "number" ? (k.from_top === 0 ? ", top" : `, ${k.from_top + 1}. from top`) : ""}` };
    });
  const turn = num(view.turn);
  const phase = PHASES[str(view.phase)] ?? str(view.phase);
  const active = num(view.active, -1);
  const status = turn > 0 ? `Turn ${turn} · ${phase} · ${possessive(active, viewer)} turn` : `Setup`;
  return {
    bottom,
    sides,
    homes: [home(0), home(1)],
    problems,
    faceoff: fo
      ? {
          kind: str(fo.kind),
          at: foAt.map((t) => `${t.startsWith("h") ? "home" : "problem"}:${t}`),
          sides: arr(fo.sides).map((x) => num(x)),
          totals: arr(fo.totals).map((x) => num(x)),
          participants,
        }
      : null,
    resolving: list("resolving", "being played"),
    banished: list("banished", "banished").filter((c) => c.iid === null || !under.has(c.iid)),
    beneath,
    known,
    status,
  };
}

/** Every card id of a view (to fetch their details once). */
export function cardIds(view: Json): string[] {
  const out = new Set<string>();
  const walk = (x: Json | undefined): void => {
    if (Array.isArray(x)) x.forEach(walk);
    else if (isObj(x)) {
      if (typeof x.card === "string") out.add(x.card);
      Object.values(x).forEach(walk);
    }
  };
  walk(view);
  return [...out].sort();
}

/** Every ref key the board draws (for tests: an action's refs must all be among them). */
export function drawnKeys(l: MlpLayout): Set<string> {
  const out = new Set<string>();
  const add = (c: MlpCard): void => {
    if (c.key) out.add(c.key);
    c.attached.forEach(add);
  };
  for (const s of l.sides) {
    s.hand.forEach(add);
    s.flip.forEach(add);
    s.discard.forEach(add);
    out.add(s.deckKey);
    out.add(`tokens:${s.seat}`);
    out.add(`points:${s.seat}`);
  }
  for (const p of [...l.homes, ...l.problems]) {
    out.add(p.key);
    if (p.problem) add(p.problem);
    p.cards[0].forEach(add);
    p.cards[1].forEach(add);
  }
  [...l.resolving, ...l.banished, ...l.beneath.flatMap((b) => b.cards), ...l.known].forEach(add);
  return out;
}

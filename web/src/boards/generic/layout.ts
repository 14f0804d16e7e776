// The generic board's reading of any game's `view` JSON: which parts are cards, zones of cards, groups (a unit, a
// location), grids, per-player values and plain facts. It knows no game: only the shape of the JSON.
import type { Json, JsonObject } from "../../protocol";

export interface Fact {
  label: string;
  value: string;
}
export interface CardNode {
  t: "card";
  iid: number | null;
  card: string | null; // card id for GET /api/games/{game}/cards/{card}; null for a face-down card
  name: string;
  tags: string[]; // "rested", "power 2000", "counters 2"
  attached: CardNode[]; // cards inside it (equipment, a location's problem)
  path: string; // where it is, in words ("the opponent · field")
}
export interface StackNode {
  t: "stack";
  tags: string[];
  cards: CardNode[];
}
export type ZoneItem = CardNode | StackNode;
export type BoardNode =
  | { t: "facts"; label: string; facts: Fact[] }
  | { t: "empty"; labels: string[] }
  | { t: "zone"; label: string; items: ZoneItem[] }
  | { t: "grid"; label: string; rows: string[] }
  | { t: "group"; label: string; nodes: BoardNode[] };

export interface PlayerArea {
  seat: number;
  label: string; // "You", "The opponent", "Player 2"
  nodes: BoardNode[];
}
export interface BoardLayout {
  players: PlayerArea[]; // in seat order
  common: BoardNode[];
}

/** Keys whose integer value names a seat (written as "you", "the opponent", "player N"). */
const SEAT_KEYS = new Set(["active", "first", "owner", "controller", "to_move", "winner", "turn_player"]);
/** Keys that are identities, never shown as tags. */
const ID_KEYS = new Set(["iid", "card", "name"]);

export function isObject(x: Json | undefined): x is JsonObject {
  return typeof x === "object" && x !== null && !Array.isArray(x);
}

/** An object naming a card: it has a card id, an instance id or a name (the protocol's rule for cards). */
export function isCard(x: Json | undefined): boolean {
  // (not a type guard: an object that is not a card is still an object)
  return isObject(x) && (typeof x.card === "string" || typeof x.iid === "number" || typeof x.name === "string") && !Array.isArray(x.cards);
}

function isScalar(x: Json | undefined): x is string | number | boolean | null {
  return x === null || typeof x !== "object";
}

export function words(key: string): string {
  return key.replace(/_/g, " ").replace(/([a-z])([A-Z])/g, "$1 $2").trim();
}

export function seatName(seat: number, viewer: number | null): string {
  if (viewer === null) return `player ${seat + 1}`;
  return seat === viewer ? "you" : "the opponent";
}

function capital(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

function scalarText(key: string, v: Json, viewer: number | null): string {
  if (typeof v === "number" && SEAT_KEYS.has(key) && Number.isInteger(v)) return seatName(v, viewer);
  if (typeof v === "boolean") return v ? "yes" : "no";
  if (v === null) return "none";
  if (typeof v === "number") return Number.isInteger(v) ? String(v) : String(Math.round(v * 100) / 100);
  return String(v);
}

function tagFor(key: string, v: Json, viewer: number | null): string | null {
  if (ID_KEYS.has(key)) return null;
  if (v === true) return words(key);
  if (v === false || v === null) return null;
  if (isScalar(v)) return `${words(key)} ${scalarText(key, v, viewer)}`;
  if (Array.isArray(v) && v.length === 0) return null;
  if (isObject(v) && Object.keys(v).length === 0) return null;
  if (Array.isArray(v) && v.every(isScalar)) return `${words(key)} ${v.map((x) => scalarText(key, x, viewer)).join(", ")}`;
  if (isObject(v) && Object.values(v).every(isScalar))
    return `${words(key)}: ${Object.entries(v)
      .map(([k, x]) => (x === true ? words(k) : `${words(k)} ${scalarText(k, x, viewer)}`))
      .join(", ")}`;
  return null;
}

/** A card held under a key of another object (a location's problem, a unit's equipment) says which. */
function keyed(c: CardNode, key: string): CardNode {
  return { ...c, tags: [words(key), ...c.tags] };
}

function cardNode(x: JsonObject, path: string, viewer: number | null): CardNode {
  const tags: string[] = [];
  const attached: CardNode[] = [];
  for (const [k, v] of Object.entries(x)) {
    if (isCard(v)) attached.push(keyed(cardNode(v as JsonObject, `${path} · ${words(k)}`, viewer), k));
    else if (Array.isArray(v) && v.length && v.every(isCard))
      attached.push(...v.map((c) => keyed(cardNode(c as JsonObject, `${path} · ${words(k)}`, viewer), k)));
    else {
      const tag = tagFor(k, v, viewer);
      if (tag) tags.push(tag);
    }
  }
  const card = typeof x.card === "string" ? x.card : null;
  const name = typeof x.name === "string" ? x.name : card ?? "a card";
  return { t: "card", iid: typeof x.iid === "number" ? x.iid : null, card, name, tags, attached, path };
}

/** A non-card object in a list of cards: a group of cards (it has `cards`) or a face-down card with its fields. */
function zoneItem(x: Json, path: string, viewer: number | null): ZoneItem | null {
  if (isCard(x)) return cardNode(x as JsonObject, path, viewer);
  if (!isObject(x)) {
    return isScalar(x) && x !== null
      ? { t: "card", iid: null, card: null, name: String(x), tags: [], attached: [], path }
      : null;
  }
  if (Array.isArray(x.cards)) {
    const tags: string[] = [];
    const cards: CardNode[] = [];
    for (const [k, v] of Object.entries(x)) {
      if (k === "cards") continue;
      if (isCard(v)) cards.push(keyed(cardNode(v as JsonObject, `${path} · ${words(k)}`, viewer), k));
      else if (Array.isArray(v) && v.length && v.every(isCard))
        cards.push(...v.map((c) => keyed(cardNode(c as JsonObject, `${path} · ${words(k)}`, viewer), k)));
      else {
        const tag = tagFor(k, v, viewer);
        if (tag) tags.push(tag);
      }
    }
    const own = x.cards.filter(isCard).map((c) => cardNode(c as JsonObject, path, viewer));
    return { t: "stack", tags, cards: [...own, ...cards] };
  }
  const tags = Object.entries(x)
    .map(([k, v]) => tagFor(k, v, viewer))
    .filter((t): t is string => t !== null);
  return { t: "card", iid: null, card: null, name: "face-down card", tags, attached: [], path };
}

function isGrid(v: Json[]): v is string[] {
  if (v.length < 3 || !v.every((r) => typeof r === "string")) return false;
  const width = (v[0] as string).length;
  return width >= 3 && v.every((r) => (r as string).length === width);
}

/** The nodes of an object's entries (a player's part, a sub-object), in the object's order; scalars first as facts. */
function objectNodes(o: JsonObject, path: string, viewer: number | null, playerCount: number, split: boolean): BoardNode[] {
  const facts: Fact[] = [];
  const empty: string[] = [];
  const rest: BoardNode[] = [];
  for (const [key, v] of Object.entries(o)) {
    const label = words(key);
    const where = path ? `${path} · ${label}` : label;
    if (split && key === "players" && Array.isArray(v) && v.length === playerCount && v.every(isObject)) continue;
    if (split && key !== "players" && perPlayer(v, playerCount)) continue;
    if (v === null) {
      empty.push(label);
    } else if (isScalar(v)) {
      facts.push({ label, value: scalarText(key, v, viewer) });
    } else if (isCard(v)) {
      rest.push({ t: "zone", label, items: [cardNode(v as JsonObject, where, viewer)] });
    } else if (Array.isArray(v)) {
      if (v.length === 0) empty.push(label);
      else if (isGrid(v)) rest.push({ t: "grid", label, rows: v });
      else if (v.every(isScalar)) facts.push({ label, value: v.map((x) => scalarText(key, x, viewer)).join(", ") });
      else if (v.every((x) => isObject(x) || isScalar(x))) {
        const items = v.map((x) => zoneItem(x, where, viewer)).filter((x): x is ZoneItem => x !== null);
        rest.push({ t: "zone", label, items });
      } else {
        // a list of lists: one zone per inner list
        const nodes = v.flatMap((x, i) => objectNodes({ [`${key} ${i + 1}`]: x }, path, viewer, playerCount, false));
        rest.push({ t: "group", label, nodes });
      }
    } else if (isObject(v)) {
      if (Object.keys(v).length === 0) continue;
      if (Object.values(v).every(isScalar)) {
        rest.push({
          t: "facts",
          label,
          facts: Object.entries(v).map(([k, x]) => ({ label: words(k), value: scalarText(k, x, viewer) })),
        });
      } else {
        rest.push({ t: "group", label, nodes: objectNodes(v, where, viewer, playerCount, false) });
      }
    }
  }
  const out: BoardNode[] = facts.length ? [{ t: "facts", label: "", facts }, ...rest] : rest;
  return empty.length ? [...out, { t: "empty", labels: empty }] : out;
}

/** A top-level list with one entry per player (bowls [15, 15], discards [[…], […]]): shown in each player's area. */
function perPlayer(v: Json, playerCount: number): v is Json[] {
  if (!Array.isArray(v) || playerCount < 2 || v.length !== playerCount) return false;
  if (v.every((x) => isCard(x) || (isObject(x) && Array.isArray(x.cards)))) return false; // a zone of cards
  if (v.every((x) => typeof x === "string") && isGrid(v)) return false;
  return v.every((x) => Array.isArray(x) || isScalar(x) || isObject(x));
}

export function layoutView(view: JsonObject, viewer: number | null, playerCount: number): BoardLayout {
  const areas: PlayerArea[] = [];
  for (let seat = 0; seat < playerCount; seat++) {
    const label = capital(seatName(seat, viewer));
    const own: JsonObject = {};
    for (const [key, v] of Object.entries(view)) {
      if (key !== "players" && perPlayer(v, playerCount)) own[key] = (v as Json[])[seat] ?? null;
    }
    const players = view.players;
    const mine = Array.isArray(players) && players.length === playerCount && players.every(isObject)
      ? (players[seat] as JsonObject)
      : {};
    const nodes = objectNodes({ ...mine, ...own }, label, viewer, playerCount, false);
    areas.push({ seat, label, nodes });
  }
  return { players: areas, common: objectNodes(view, "", viewer, playerCount, true) };
}

/** Every card of a layout (for "cards you can see"), depth first. */
export function allCards(layout: BoardLayout): CardNode[] {
  const out: CardNode[] = [];
  const visitCard = (c: CardNode) => {
    out.push(c);
    c.attached.forEach(visitCard);
  };
  const visit = (n: BoardNode) => {
    if (n.t === "zone") n.items.forEach((i) => (i.t === "card" ? visitCard(i) : i.cards.forEach(visitCard)));
    else if (n.t === "group") n.nodes.forEach(visit);
  };
  layout.players.forEach((p) => p.nodes.forEach(visit));
  layout.common.forEach(visit);
  return out;
}

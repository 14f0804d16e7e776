// Star Wars TCG's view JSON (SwtState._observe) read into what the board draws: both sides (the opponent above, the
// viewer below), the three arenas with each side's units, the battle under way with both dice rolls. Pure: no DOM.
// Refs follow docs/positions-starwars.md ("## Refs"): cards by instance id, units "unit:u<n>", arenas "arena:<name>",
// an opponent's face-down card "build:<player>.<k>", dice "die:<attacker|defender>.<i>", counters "player:<p>".
import type { Json, JsonObject } from "../../protocol";
import type { CardNode } from "../generic/layout";

export const ARENAS = ["space", "ground", "character"] as const;
export type ArenaName = (typeof ARENAS)[number];

/** A card drawn on its own (hand, build zone, equipment, location, a card under a stack). */
export interface SwCard {
  ref: string | null; // its data-ref (null: nothing refers to it, e.g. an unknown card of the opponent's hand)
  keys: string[]; // every ref key that lights it (its ref and aliases: a face-down card is also build:p.k)
  iid: number | null;
  card: string | null; // card id (details panel); null when face down and unknown
  name: string;
  kind: string; // unit, location, equipment, mission, battle; "" when unknown
  stats: string[]; // "cost 4", "3 Force", "space", "S50 P3 H3"
  counters: number | null; // build counters of a face-down card
  faceDown: boolean;
  node: CardNode; // what the card panel is given
}

/** A unit (SWT-1.14): its top card, current stats, the cards under it, equipment and pilot. */
export interface SwUnit {
  ref: string; // unit:u<n>
  keys: string[]; // unit:u<n> and the instance ids of its cards (a completed card lights its unit)
  uid: number;
  owner: number;
  name: string;
  card: string | null;
  speed: number | null;
  power: number | null;
  health: number | null;
  damage: number;
  tapped: boolean;
  keywords: string[];
  under: SwCard[]; // the stack below the top card, top first
  equipment: SwCard[];
  pilot: SwUnit | null;
  node: CardNode;
}

export interface SwSide {
  seat: number;
  ref: string; // player:<seat>
  label: string; // "You", "The opponent", "Player 2"
  side: string; // "Dark" / "Light"
  force: number;
  buildPoints: number;
  controlled: number;
  deck: number;
  handCount: number;
  hand: SwCard[]; // the hand cards the viewer sees (all of their own, the known ones of the opponent)
  hiddenHand: number; // the rest, drawn face down
  builds: SwCard[];
  gear: SwCard[]; // face-up equipment not attached yet
  retreated: SwUnit[];
  aside: SwCard[];
  discard: SwCard[]; // top last
}

export interface SwArena {
  name: ArenaName;
  ref: string; // arena:<name>
  location: SwCard | null;
  locationOwner: number | null;
  above: SwUnit[]; // the opponent's units
  below: SwUnit[]; // the viewer's units
  battling: boolean; // the battle phase is in this arena now
}

export interface SwDie {
  ref: string | null; // die:<roller>.<i> while the attack is under way; null for the last attack's roll
  face: number;
}
export interface SwBattle {
  live: boolean; // the attack under way (false: the last attack of the turn, over)
  arena: string;
  attacker: string; // unit:u<n>
  defender: string;
  attackerName: string;
  defenderName: string;
  attackerDice: SwDie[];
  defenderDice: SwDie[];
  attackerDamage: number | null; // null: not known yet
  defenderDamage: number | null;
  stage: number;
}

export interface SwLayout {
  turn: number;
  phase: string; // "build", "battle: space" ...
  top: SwSide;
  bottom: SwSide;
  arenas: SwArena[];
  battle: SwBattle | null;
  resolving: SwCard[];
}

function obj(x: Json | undefined): JsonObject {
  return typeof x === "object" && x !== null && !Array.isArray(x) ? x : {};
}
function list(x: Json | undefined): Json[] {
  return Array.isArray(x) ? x : [];
}
function num(x: Json | undefined, dflt = 0): number {
  return typeof x === "number" ? x : dflt;
}
function str(x: Json | undefined): string {
  return typeof x === "string" ? x : "";
}
function capital(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

export function seatLabel(seat: number, viewer: number | null): string {
  if (viewer === null) return `Player ${seat + 1}`;
  return seat === viewer ? "You" : "The opponent";
}

/** The printed numbers of a card as short tags: its cost (build points or Force), arena and speed/power/health. */
export function printedStats(c: JsonObject): string[] {
  const out: string[] = [];
  const type = str(c.type);
  if (type === "battle") out.push(`${num(c.force_cost)} Force`);
  else if (typeof c.cost === "number") out.push(`cost ${c.cost}`);
  if (type === "unit") {
    out.push(str(c.arena));
    out.push(`S${num(c.speed)} P${num(c.power)} H${num(c.health)}`);
  }
  return out;
}

function cardNode(iid: number | null, card: string | null, name: string, tags: string[], path: string): CardNode {
  return { t: "card", iid, card, name, tags, attached: [], path };
}

/** A face-up card object of the view ({iid, card, name, type, cost, ...}). */
export function readCard(x: Json | undefined, path: string, extra: string[] = []): SwCard {
  const c = obj(x);
  const iid = typeof c.iid === "number" ? c.iid : null;
  const card = typeof c.card === "string" ? c.card : null;
  const name = str(c.name) || "a card";
  const stats = printedStats(c);
  const ref = iid === null ? null : String(iid);
  return {
    ref,
    keys: [...(ref ? [ref] : []), ...extra],
    iid,
    card,
    name,
    kind: str(c.type),
    stats,
    counters: typeof c.counters === "number" ? c.counters : null,
    faceDown: false,
    node: cardNode(iid, card, name, [str(c.type), ...stats].filter(Boolean), path),
  };
}

export function readUnit(x: Json | undefined, path: string): SwUnit {
  const u = obj(x);
  const uid = num(u.uid);
  const cards = list(u.cards).map((c) => readCard(c, path));
  const top = cards[0];
  const equipment = list(u.equipment).map((c) => readCard(c, `${path} · equipment`));
  const pilotJson = u.pilot;
  const pilot = pilotJson ? readUnit(pilotJson, `${path} · pilot`) : null;
  const kws = Object.entries(obj(u.keywords)).map(([k, v]) => (typeof v === "number" && v > 0 ? `${k} ${v}` : k));
  const ref = `unit:u${uid}`;
  const speed = typeof u.speed === "number" ? u.speed : null;
  const power = typeof u.power === "number" ? u.power : null;
  const health = typeof u.health === "number" ? u.health : null;
  const damage = num(u.damage);
  const tapped = u.tapped === true;
  const name = top?.name ?? `unit u${uid}`;
  const tags = [
    speed === null ? "" : `speed ${speed}`,
    power === null ? "" : `power ${power}`,
    health === null ? "" : `health ${health - damage}/${health}`,
    tapped ? "tapped" : "",
    ...kws,
    cards.length > 1 ? `stack of ${cards.length}` : "",
  ].filter(Boolean);
  return {
    ref,
    keys: [ref, ...cards.map((c) => c.ref ?? ""), ...equipment.map((c) => c.ref ?? "")].filter(Boolean),
    uid,
    owner: num(u.owner),
    name,
    card: top?.card ?? null,
    speed,
    power,
    health,
    damage,
    tapped,
    keywords: kws,
    under: cards.slice(1),
    equipment,
    pilot,
    node: { ...cardNode(top?.iid ?? null, top?.card ?? null, name, tags, path), attached: [...equipment.map((e) => e.node)] },
  };
}

function faceDownCard(ref: string, keys: string[], counters: number | null, path: string): SwCard {
  return {
    ref,
    keys,
    iid: null,
    card: null,
    name: "face-down card",
    kind: "",
    stats: [],
    counters,
    faceDown: true,
    node: cardNode(null, null, "face-down card", counters === null ? [] : [`${counters} build counters`], path),
  };
}

function readSide(p: JsonObject, seat: number, viewer: number | null, units: SwUnit[]): SwSide {
  const label = seatLabel(seat, viewer);
  const where = (zone: string) => `${label.toLowerCase()} · ${zone}`;
  const hand = list(p.hand).map((c) => readCard(c, where("hand")));
  const mine = viewer === seat;
  // the viewer's own face-down cards are named by instance id; everyone else's by build:<seat>.<k> (refs.py)
  const builds = list(p.build_zone).map((b, k) => {
    const alias = `build:${seat}.${k}`;
    const bo = obj(b);
    if (typeof bo.iid !== "number") return faceDownCard(alias, [alias], num(bo.counters), where("build zone"));
    const c = readCard(b, where("build zone (face down)"), [alias]);
    c.faceDown = true;
    if (!mine) {
      c.ref = alias;
      c.keys = [alias, String(bo.iid)];
    }
    c.node.tags = [...c.node.tags, `${num(bo.counters)} build counters`];
    return c;
  });
  const aside = p.aside;
  return {
    seat,
    ref: `player:${seat}`,
    label,
    side: capital(str(p.side)),
    force: num(p.force),
    buildPoints: num(p.build_points),
    controlled: num(p.controlled),
    deck: num(p.deck),
    handCount: num(p.hand_count),
    hand,
    hiddenHand: Math.max(0, num(p.hand_count) - hand.length),
    builds,
    gear: list(p.equipment).map((c) => readCard(c, where("build zone (equipment)"))),
    retreated: units,
    aside: Array.isArray(aside) ? aside.map((c) => readCard(c, where("set aside"))) : [],
    discard: list(p.discard).map((c) => readCard(c, where("discard pile"))),
  };
}

function phaseWords(phase: string): string {
  const [head, arena] = phase.split(":");
  return arena ? `${head} · ${arena}` : phase;
}

/** The whole board from a view. `seat` is the viewer (null: a spectator, who sees player 1 below). */
export function layoutStarWars(view: JsonObject, seat: number | null): SwLayout {
  const me = seat ?? 0;
  const them = 1 - me;
  const players = list(view.players).map(obj);
  const sides = [0, 1].map((s) => {
    const p = players[s] ?? {};
    const retreated = list(p.retreated).map((u) => readUnit(u, `${seatLabel(s, seat).toLowerCase()} · retreated`));
    return readSide(p, s, seat, retreated);
  });
  const arenasJson = obj(view.arenas);
  const phase = str(view.phase);
  const battleArena = phase.startsWith("battle:") ? phase.slice(7) : "";
  const arenas = ARENAS.map((name): SwArena => {
    const a = obj(arenasJson[name]);
    const units = list(a.units).map((u) => readUnit(u, `the ${name} arena`));
    const loc = a.location;
    const lo = obj(loc);
    return {
      name,
      ref: `arena:${name}`,
      location: loc ? readCard(loc, `the ${name} arena · location`) : null,
      locationOwner: typeof lo.owner === "number" ? lo.owner : null,
      above: units.filter((u) => u.owner === them),
      below: units.filter((u) => u.owner !== them),
      battling: battleArena === name,
    };
  });
  const all = arenas.flatMap((x) => [...x.above, ...x.below]);
  const nameOf = (uid: number) => all.find((u) => u.uid === uid)?.name ?? `unit u${uid}`;
  const dice = (xs: Json | undefined, who: "attacker" | "defender", live: boolean): SwDie[] =>
    list(xs).map((f, i) => ({ ref: live ? `die:${who}.${i}` : null, face: num(f) }));
  const damage = (x: Json | undefined) => (typeof x === "number" ? x : null);
  let battle: SwBattle | null = null;
  if (view.attack) {
    const a = obj(view.attack);
    const stage = num(a.stage);
    battle = {
      live: true,
      arena: str(a.arena),
      attacker: `unit:u${num(a.attacker)}`,
      defender: `unit:u${num(a.defender)}`,
      attackerName: nameOf(num(a.attacker)),
      defenderName: nameOf(num(a.defender)),
      attackerDice: dice(a.attacker_dice, "attacker", true),
      defenderDice: dice(a.defender_dice, "defender", true),
      attackerDamage: stage >= 2 ? num(a.attacker_damage) : null,
      defenderDamage: stage >= 2 ? num(a.defender_damage) : null,
      stage,
    };
  } else if (view.last_roll) {
    const a = obj(view.last_roll);
    const names = list(a.names).map(str);
    battle = {
      live: false,
      arena: str(a.arena),
      attacker: `unit:u${num(a.attacker)}`,
      defender: `unit:u${num(a.defender)}`,
      attackerName: names[0] || nameOf(num(a.attacker)),
      defenderName: names[1] || nameOf(num(a.defender)),
      attackerDice: dice(a.attacker_dice, "attacker", false),
      defenderDice: dice(a.defender_dice, "defender", false),
      attackerDamage: damage(a.attacker_damage),
      defenderDamage: damage(a.defender_damage),
      stage: 4,
    };
  }
  return {
    turn: num(view.turn),
    phase: phaseWords(phase),
    top: sides[them] as SwSide,
    bottom: sides[me] as SwSide,
    arenas,
    battle,
    resolving: list(view.resolving).map((c) => readCard(c, "being played")),
  };
}

/** The state classes of a drawn thing from the shell's sets (any of its keys counts, the ref itself for can-act). */
export interface Marks {
  highlight: ReadonlySet<string>;
  recent: ReadonlySet<string>;
  clickable: ReadonlySet<string>;
  selection: ReadonlySet<string>;
  next: ReadonlySet<string>;
  blocked: ReadonlyMap<string, string>;
}
export function marks(m: Marks, ref: string | null, keys: readonly string[]): { cls: string[]; can: boolean; why: string | undefined } {
  const any = (s: ReadonlySet<string>) => keys.some((k) => s.has(k));
  const can = ref !== null && m.clickable.has(ref);
  const why = keys.map((k) => m.blocked.get(k)).find((w) => w !== undefined);
  const cls = [
    can ? "can-act" : "",
    any(m.recent) ? "recent" : "",
    any(m.highlight) ? "lit" : "",
    ref !== null && m.selection.has(ref) ? "chosen" : "",
    ref !== null && m.next.has(ref) ? "next" : "",
    why ? "blocked" : "",
  ].filter(Boolean);
  return { cls, can, why };
}

/** Every ref the layout draws (each appears once as a data-ref): what the board makes clickable. */
export function drawnRefs(l: SwLayout): string[] {
  const out: string[] = [];
  const unit = (u: SwUnit) => {
    out.push(u.ref);
    for (const c of [...u.under, ...u.equipment]) if (c.ref) out.push(c.ref);
    if (u.pilot) unit(u.pilot);
  };
  for (const s of [l.top, l.bottom]) {
    out.push(s.ref);
    for (const c of [...s.hand, ...s.builds, ...s.gear, ...s.aside]) if (c.ref) out.push(c.ref);
    s.retreated.forEach(unit);
  }
  for (const a of l.arenas) {
    out.push(a.ref);
    if (a.location?.ref) out.push(a.location.ref);
    [...a.above, ...a.below].forEach(unit);
  }
  if (l.battle) for (const d of [...l.battle.attackerDice, ...l.battle.defenderDice]) if (d.ref) out.push(d.ref);
  return out;
}

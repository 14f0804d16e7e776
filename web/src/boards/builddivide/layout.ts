// Build Divide's board, read from the view JSON of BdvState.observe (src/tcgkit/games/builddivide/state.py): each
// player's territory, life zone (yellow/red), deck, D-deck, hand, field, energy by colour, graveyard and removed
// zone, and the cards in the check position or being played. Pure: no DOM, no actions; refs as the game documents
// them (docs/positions-builddivide.md, "Refs"): card instance ids, and "life:<seat>", "deck:<seat>",
// "ddeck:<seat>", "energy:<seat>", "field:<seat>", "territory:<seat>".
import type { Json, JsonObject } from "../../protocol";
import { refKey } from "../../refs";
import type { CardNode } from "../generic/layout";

export type Colour = "BLACK" | "BLUE" | "WHITE" | "RED" | "NONE";
export const COLOURS: readonly Colour[] = ["BLACK", "BLUE", "WHITE", "RED", "NONE"];
export const COLOUR_WORDS: Record<Colour, string> = { BLACK: "black", BLUE: "blue", WHITE: "white", RED: "red", NONE: "colorless" };

/** The printed numbers of a card (the view's `card_facts`). */
export interface CardFacts {
  type: string; // UNIT, COMMAND, TERRITORY
  color: Colour;
  icon: string; // NONE, BUSTER, SHOT, TRIGGER
  cost?: string; // "KK2": coloured letters, then generic
  total?: number;
  power?: number;
  hit?: number;
  ace?: boolean;
  title?: string;
  liberation_cost?: number;
}

/** One face-up card as the board draws it. */
export interface BdvCard {
  ref: string; // its refKey: the instance id, or "territory:<seat>" for a territory
  iid: number;
  card: string;
  name: string;
  colour: Colour;
  type: string; // "unit", "ace unit", "command", "territory"
  cost: string; // "KK2" or ""
  icon: string; // "" or "buster" / "shot" / "trigger"
  power: number | null; // current power for a unit on the field, printed otherwise; null: not a unit
  hit: number | null;
  boosted: number; // current power minus printed power (units on the field)
  rested: boolean;
  ace: boolean;
  libCost: number | null; // a territory's liberation cost
  where: string; // "your field", "the opponent's graveyard"
}

export interface EnergyGroup {
  colour: Colour;
  cards: BdvCard[]; // standing first, then rested
  standing: number;
}

export interface Side {
  seat: number;
  mine: boolean; // the viewer's own side (drawn below)
  label: string; // "You", "The opponent", "Player 1"
  owner: string; // "your", "the opponent's", "player 1's"
  refs: { life: string; deck: string; ddeck: string; energy: string; field: string; territory: string };
  territory: BdvCard;
  liberated: boolean;
  life: number;
  yellow: number;
  red: number;
  deck: number;
  ddeckCount: number;
  ddeck: BdvCard[]; // the viewer's own D-deck cards (empty for the opponent: face down)
  handCount: number;
  hand: BdvCard[]; // own hand, or the opponent's revealed cards
  hiddenHand: number; // face-down cards of the opponent's hand
  handLimit: number;
  field: BdvCard[];
  energy: EnergyGroup[];
  standingEnergy: number;
  grave: BdvCard[]; // newest first
  removed: BdvCard[];
  check: BdvCard[];
  resolving: BdvCard[];
  mulliganed: boolean | null;
}

/** The attack in progress: who attacks what (a unit, or the defending player's life zone). */
export interface AttackInfo {
  attacker: string; // refKey of the attacking unit
  target: string; // refKey of the target unit, or "life:<defender>"
  text: string; // "The opponent's Riptide Trickster attacks you"
}

export interface BdvLayout {
  attack: AttackInfo | null;
  turn: number;
  phase: string;
  active: number;
  top: Side;
  bottom: Side;
  status: string; // "Turn 6 · your main phase"
}

function obj(x: Json | undefined): JsonObject {
  return typeof x === "object" && x !== null && !Array.isArray(x) ? x : {};
}
function list(x: Json | undefined): JsonObject[] {
  return Array.isArray(x) ? x.map(obj) : [];
}
function num(x: Json | undefined, dflt = 0): number {
  return typeof x === "number" ? x : dflt;
}
function str(x: Json | undefined): string {
  return typeof x === "string" ? x : "";
}

export function readFacts(view: JsonObject): Record<string, CardFacts> {
  const out: Record<string, CardFacts> = {};
  for (const [cid, raw] of Object.entries(obj(view.card_facts))) {
    const f = obj(raw);
    const colour = COLOURS.includes(f.color as Colour) ? (f.color as Colour) : "NONE";
    const facts: CardFacts = { type: str(f.type), color: colour, icon: str(f.icon) || "NONE" };
    if (typeof f.cost === "string") facts.cost = f.cost;
    if (typeof f.total === "number") facts.total = f.total;
    if (typeof f.power === "number") facts.power = f.power;
    if (typeof f.hit === "number") facts.hit = f.hit;
    if (typeof f.ace === "boolean") facts.ace = f.ace;
    if (typeof f.title === "string") facts.title = f.title;
    if (typeof f.liberation_cost === "number") facts.liberation_cost = f.liberation_cost;
    out[cid] = facts;
  }
  return out;
}

/** "your", "the opponent's", "player 2's" */
export function ownerWords(seat: number, viewer: number | null): string {
  if (viewer === null) return `player ${seat + 1}'s`;
  return seat === viewer ? "your" : "the opponent's";
}

function sideLabel(seat: number, viewer: number | null): string {
  if (viewer === null) return `Player ${seat + 1}`;
  return seat === viewer ? "You" : "The opponent";
}

function readCard(o: JsonObject, facts: Record<string, CardFacts>, where: string, ref?: string): BdvCard {
  const iid = num(o.iid, -1);
  const card = str(o.card);
  const f = facts[card];
  const isUnit = f?.type === "UNIT";
  const printed = f?.power ?? null;
  const power = isUnit ? num(o.power, printed ?? 0) : null;
  return {
    ref: ref ?? refKey(iid),
    iid,
    card,
    name: str(o.name) || card,
    colour: f?.color ?? "NONE",
    type: f ? (f.type === "UNIT" && f.ace ? "ace unit" : f.type.toLowerCase()) : "",
    cost: f?.cost ?? "",
    icon: f && f.icon !== "NONE" ? f.icon.toLowerCase() : "",
    power,
    hit: isUnit ? num(o.hit, f?.hit ?? 0) : null,
    boosted: isUnit && power !== null && printed !== null ? power - printed : 0,
    rested: o.rested === true,
    ace: f?.ace === true,
    libCost: f?.liberation_cost ?? null,
    where,
  };
}

function readSide(view: JsonObject, seat: number, viewer: number | null, facts: Record<string, CardFacts>): Side {
  const p = obj(list(view.players)[seat]);
  const owner = ownerWords(seat, viewer);
  const mine = viewer === null ? seat === 0 : seat === viewer;
  const cards = (key: string, zone: string) => list(p[key]).map((o) => readCard(o, facts, `${owner} ${zone}`));
  const refs = {
    life: `life:${seat}`,
    deck: `deck:${seat}`,
    ddeck: `ddeck:${seat}`,
    energy: `energy:${seat}`,
    field: `field:${seat}`,
    territory: `territory:${seat}`,
  };
  const terr = obj(p.territory);
  const energyCards = cards("energy", "energy zone");
  const energy: EnergyGroup[] = [];
  for (const colour of COLOURS) {
    const of = energyCards.filter((c) => c.colour === colour);
    if (of.length === 0) continue;
    const standing = of.filter((c) => !c.rested);
    energy.push({ colour, cards: [...standing, ...of.filter((c) => c.rested)], standing: standing.length });
  }
  const own = Array.isArray(p.hand);
  const hand = own ? cards("hand", "hand") : cards("hand_known", "hand (revealed)");
  const handCount = num(p.hand_count, hand.length);
  return {
    seat,
    mine,
    label: sideLabel(seat, viewer),
    owner,
    refs,
    territory: readCard(terr, facts, `${owner} territory`, refs.territory),
    liberated: terr.side === "LIBERATED",
    life: num(p.life),
    yellow: num(p.life_yellow),
    red: num(p.life_red),
    deck: num(p.deck),
    ddeckCount: num(p.ddeck_count),
    ddeck: own ? cards("ddeck", "D-deck") : [],
    handCount,
    hand,
    hiddenHand: Math.max(0, handCount - hand.length),
    handLimit: num(p.hand_limit, 5),
    field: cards("field", "field"),
    energy,
    standingEnergy: energyCards.filter((c) => !c.rested).length,
    grave: cards("grave", "graveyard").reverse(),
    removed: cards("removed", "removed zone"),
    check: cards("check", "check position"),
    resolving: cards("resolving", "card being played"),
    mulliganed: typeof p.mulliganed === "boolean" ? p.mulliganed : null,
  };
}

const PHASES: Record<string, string> = {
  setup: "setup",
  stand: "stand phase",
  draw: "draw phase",
  main: "main phase",
  attack: "attack phase",
  end: "end phase",
};

/** The view as two sides: the opponent above, the viewer below (a spectator sees player 1 below). */
export function layoutBoard(view: JsonObject, viewer: number | null): BdvLayout {
  const facts = readFacts(view);
  const me = viewer ?? 0;
  const bottom = readSide(view, me, viewer, facts);
  const top = readSide(view, 1 - me, viewer, facts);
  const turn = num(view.turn);
  const phase = str(view.phase);
  const active = num(view.active);
  const whose = viewer === null ? `player ${active + 1}'s` : active === viewer ? "your" : "the opponent's";
  const status = turn === 0 ? "Setup: opening hands and mulligans" : `Turn ${turn} · ${whose} ${PHASES[phase] ?? phase}`;
  return { attack: readAttack(view, viewer, [top, bottom]), turn, phase, active, top, bottom, status };
}

function readAttack(view: JsonObject, viewer: number | null, sides: Side[]): AttackInfo | null {
  const a = obj(view.attack);
  if (typeof a.attacker !== "number" || typeof a.player !== "number") return null;
  const cards = sides.flatMap((s) => [...s.field, ...s.grave, ...s.removed, ...s.hand]);
  const name = (iid: number) => cards.find((c) => c.iid === iid)?.name ?? "a unit";
  const attacker = a.attacker;
  const defender = 1 - a.player;
  const who = ownerWords(a.player, viewer);
  const targetUnit = typeof a.target === "number" ? a.target : null;
  const whom =
    targetUnit === null
      ? viewer === null
        ? `player ${defender + 1}`
        : defender === viewer
          ? "you"
          : "the opponent"
      : `${ownerWords(defender, viewer)} ${name(targetUnit)}`;
  const left = typeof a.damage_left === "number" && a.damage_left > 0 ? ` (${a.damage_left} more damage to deal)` : "";
  const text = `${who.charAt(0).toUpperCase()}${who.slice(1)} ${name(attacker)} attacks ${whom}${left}`;
  return { attacker: refKey(attacker), target: targetUnit === null ? `life:${defender}` : refKey(targetUnit), text };
}

/** The card panel's node for a drawn card (the panel fetches the details by card id). */
export function cardNode(c: BdvCard): CardNode {
  const tags: string[] = [];
  if (c.power !== null) tags.push(`${c.power} power`, `hit ${c.hit ?? 0}`);
  if (c.cost) tags.push(`cost ${costWords(c.cost)}`);
  if (c.rested) tags.push("rested");
  return { t: "card", iid: c.iid, card: c.card, name: c.name, tags, attached: [], path: c.where };
}

const LETTER_WORDS: Record<string, string> = { K: "black", U: "blue", W: "white", R: "red" };

/** "KK2" -> "2 black + 2" (the cost letters of the view in words). */
export function costWords(cost: string): string {
  const counts = new Map<string, number>();
  let generic = "";
  for (const ch of cost) {
    if (ch >= "0" && ch <= "9") generic += ch;
    else counts.set(ch, (counts.get(ch) ?? 0) + 1);
  }
  const parts = [...counts].map(([l, n]) => `${n} ${LETTER_WORDS[l] ?? l}`);
  if (generic) parts.push(generic);
  return parts.join(" + ") || "0";
}

/** The colour of a cost letter (K/U/W/R), for the cost pips. */
export function letterColour(letter: string): Colour {
  return ({ K: "BLACK", U: "BLUE", W: "WHITE", R: "RED" } as Record<string, Colour>)[letter] ?? "NONE";
}

/** Every ref a side draws (the e2e test's contract: each action ref is drawn somewhere). */
export function sideRefs(s: Side): string[] {
  const zone = [s.refs.life, s.refs.deck, s.refs.ddeck, s.refs.energy, s.refs.field, s.refs.territory];
  const cards = [...s.hand, ...s.field, ...s.energy.flatMap((g) => g.cards), ...s.grave, ...s.removed, ...s.check, ...s.resolving];
  return [...zone, ...cards.map((c) => c.ref)];
}

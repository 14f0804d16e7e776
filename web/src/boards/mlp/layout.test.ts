import { describe, expect, it } from "vitest";
import type { CardDetails, JsonObject, Ref } from "../../protocol";
import { cardColours, cardIds, cardNode, drawnKeys, layoutMlp } from "./layout";
import type { MlpCard, MlpLayout } from "./layout";
import fixtures from "./fixtures/views.json";

// Views captured from the engine (tcgkit.game("mlp"), random games of the sample decks): observe(0) at the setup's
// Starting Problem pick, in a main phase with an opponent's face-down troublemaker, in a troublemaker faceoff, and the
// public view; with the legal actions (and their refs), the notes, the refs of the last log events and the details
// of every card shown.
interface Snap {
  seat: number | null;
  view: JsonObject;
  actions: { id: string; label: string; refs: Ref[] }[];
  notes: { refs: Ref[]; kind: string; text: string }[];
  log_refs: [string, Ref[]][];
}
const data = fixtures as unknown as { views: Record<string, Snap>; details: Record<string, CardDetails> };
const details = new Map(Object.entries(data.details));
function snap(name: string): Snap {
  const s = data.views[name];
  if (!s) throw new Error(`no fixture ${name}`);
  return s;
}
function lay(name: string): MlpLayout {
  const s = snap(name);
  return layoutMlp(s.view, s.seat, details);
}
const names = (cards: MlpCard[]) => cards.map((c) => c.name);

describe("the main phase, read for player 1", () => {
  const l = lay("midgame");
  const view = snap("midgame").view;

  it("puts you below and reads both bars", () => {
    expect(l.bottom).toBe(0);
    const [me, them] = l.sides;
    expect(me.label).toBe("You");
    expect(them.label).toBe("The opponent");
    const players = view.players as JsonObject[];
    expect(me.tokens).toBe(players[0]?.tokens);
    expect(me.hand.length).toBe((players[0]?.hand as unknown[]).length);
    expect(them.hand).toEqual([]);
    expect(them.handCount).toBe(players[1]?.hand);
    expect(me.deckKey).toBe("deck:0");
  });

  it("shows every hand card with its cost, colours and power", () => {
    const hand = l.sides[0].hand;
    expect(hand.length).toBeGreaterThan(0);
    for (const c of hand) {
      expect(c.key).toBe(String(c.iid));
      expect(c.cost).not.toBeNull();
      if (c.type === "Friend") {
        expect(c.colours.length).toBeGreaterThan(0);
        expect(c.power).not.toBeNull();
      }
    }
  });

  it("reads the homes and the problems with what each player needs and the bonus", () => {
    expect(l.homes.map((h) => h.key)).toEqual(["home:h0", "home:h1"]);
    expect(names(l.homes[0].cards[0])[0]).toMatch(/,/); // the Mane ("Rarity, Dazzling Fashionista")
    expect(l.problems.map((p) => p.key)).toEqual(["problem:s0", "problem:s1"]);
    for (const p of l.problems) {
      expect(p.problem?.type).toBe("Problem");
      expect(p.needs[0]).toMatch(/\d+ \w+/);
      expect(p.needs[1]).toMatch(/\d+ \w+/);
      expect(p.bonus).toBeGreaterThanOrEqual(0);
    }
    // the owner needs what the card asks of its owner, the other player the opponent's requirement
    const s0 = l.problems[0];
    const d = details.get(s0?.problem?.card ?? "");
    expect(s0?.needs[0]).toBe(d?.stats.find(([k]) => k === "its owner needs")?.[1]);
    expect(s0?.needs[1]).toBe(d?.stats.find(([k]) => k === "the opponent needs")?.[1]);
  });

  it("draws the opponent's face-down troublemaker face down, named by its place", () => {
    const downs = [...l.problems, ...l.homes].flatMap((p) => p.cards[1]).filter((c) => c.faceDown);
    expect(downs.length).toBeGreaterThan(0);
    for (const c of downs) {
      expect(c.card).toBeNull();
      expect(c.iid).toBeNull();
      expect(c.key).toMatch(/^facedown:[st]\d+\/\d+$/);
    }
  });

  it("adds each character's power to its side's total at a problem", () => {
    for (const p of l.problems) for (const s of [0, 1] as const) expect(p.power[s]).toBe(p.cards[s].reduce((n, c) => n + (c.faceDown ? 0 : (c.power ?? 0)), 0));
  });

  it("draws every ref of every legal action, the blocked notes' cards and the log's places", () => {
    const drawn = drawnKeys(l);
    const s = snap("midgame");
    const refs = s.actions.flatMap((a) => a.refs.map(String));
    expect(refs.length).toBeGreaterThan(0);
    for (const r of refs) expect(drawn, r).toContain(r);
    for (const n of s.notes) for (const r of n.refs) expect(drawn, String(r)).toContain(String(r));
  });

  it("gives the card panel a card node", () => {
    const c = l.homes[0].cards[0][0];
    if (!c) throw new Error("no Mane at home");
    const n = cardNode(c);
    expect(n.card).toBe(c.card);
    expect(n.tags.some((t) => t.startsWith("power"))).toBe(true);
    expect(n.path).toBe("Your home, you");
  });

  it("says whose turn it is", () => {
    expect(l.status).toMatch(/^Turn \d+ · main phase · (your|the opponent's) turn$/);
  });
});

describe("the setup", () => {
  it("draws your Starting Problem candidates (known cards of your problem deck) to click", () => {
    const l = lay("setup");
    const s = snap("setup");
    expect(l.known.length).toBeGreaterThan(0);
    expect(l.known.every((c) => c.path.startsWith("known to you: in your problem deck"))).toBe(true);
    expect(l.known.every((c) => c.note.startsWith("your problem deck"))).toBe(true);
    const drawn = drawnKeys(l);
    for (const a of s.actions) for (const r of a.refs) expect(drawn).toContain(String(r));
    expect(l.status).toBe("Setup");
  });
});

describe("a faceoff", () => {
  const l = lay("faceoff");
  it("reads its kind, place, sides and totals, and the reveals of each player", () => {
    expect(l.faceoff).not.toBeNull();
    expect(l.faceoff?.kind).toBe("troublemaker");
    expect(l.faceoff?.at).toEqual(["problem:s0"]);
    expect(l.faceoff?.totals).toHaveLength(2);
    expect(l.problems.find((p) => p.key === "problem:s0")?.inFaceoff).toBe(true);
    const reveals = [...l.sides[0].flip, ...l.sides[1].flip];
    expect(reveals.length).toBeGreaterThan(0);
    expect(reveals.every((c) => c.card !== null && c.key === String(c.iid))).toBe(true);
  });
  it("marks the participants where they stand", () => {
    const fighting = [...l.problems, ...l.homes].flatMap((p) => [...p.cards[0], ...p.cards[1]]).filter((c) => c.fighting);
    expect(fighting.map((c) => c.iid).sort()).toEqual([...(l.faceoff?.participants ?? [])].sort());
    expect(fighting.length).toBeGreaterThan(0);
  });
  it("draws what the log's last events name", () => {
    const drawn = drawnKeys(l);
    const named = snap("faceoff").log_refs.flatMap(([, refs]) => refs.map(String));
    expect(named.length).toBeGreaterThan(0);
    for (const r of named) expect(drawn, r).toContain(r);
  });
});

describe("the public view", () => {
  it("puts player 1 below, shows no hand and names players by number", () => {
    const l = lay("public");
    expect(l.bottom).toBe(0);
    expect(l.sides.map((s) => s.label)).toEqual(["Player 1", "Player 2"]);
    expect(l.sides[0].hand).toEqual([]);
    expect(l.homes[1].title).toBe("Player 2's home");
  });
});

describe("card facts", () => {
  it("takes a character's printed colours and a resource's requirement colour, never a 'non-' colour", () => {
    const d = (stats: [string, string][]): CardDetails => ({ id: "x", name: "X", type: "Friend", stats, keywords: [], text: "" });
    expect(cardColours(d([["colour", "blue/pink"]]))).toEqual(["blue", "pink"]);
    expect(cardColours(d([["play requirement", "2 white power"]]))).toEqual(["white"]);
    expect(cardColours(d([["play requirement", "2 yellow + 1 non-blue power"]]))).toEqual(["yellow"]);
    expect(cardColours(undefined)).toEqual([]);
  });
  it("lists every card id of a view once", () => {
    const ids = cardIds(snap("midgame").view);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.every((id) => details.has(id))).toBe(true);
  });
});

describe("cards beneath a card (card text, Canterlot Nights)", () => {
  // the midgame view with a public pile beneath the Mane at player 1's home, as the engine sends it: the pile's
  // cards are also in "banished" (out of play), and "beneath" says under which card they lie
  const s = snap("midgame");
  const rarity = { iid: 0, card: "pr-005-rarity", name: "Rarity, Dazzling Fashionista", owner: 0 };
  const tucked = { iid: 999, card: "pr-005-rarity", name: "Rarity, Dazzling Fashionista", owner: 0 };
  const view: JsonObject = { ...s.view, banished: [tucked], beneath: [{ card: rarity, cards: [tucked] }] };
  const l = layoutMlp(view, s.seat, details);

  it("draws each pile under its card's name, not among the other banished cards", () => {
    expect(l.beneath.length).toBe(1);
    expect(l.beneath[0]?.keeper.name).toBe("Rarity, Dazzling Fashionista");
    expect(l.beneath[0]?.cards.map((c) => c.iid)).toEqual([999]);
    expect(l.beneath[0]?.cards[0]?.path).toBe("beneath Rarity, Dazzling Fashionista");
    expect(l.banished).toEqual([]);
    expect(drawnKeys(l).has("999")).toBe(true);
  });

  it("has no piles in a view without them", () => {
    expect(lay("midgame").beneath).toEqual([]);
  });
});

import { describe, expect, it } from "vitest";
import type { JsonObject } from "../../protocol";
import { allCards, isCard, layoutView, seatName } from "./layout";
import type { BoardNode } from "./layout";
import fixtures from "./fixtures/views.json";

// Views captured from the engine (observe(0) of a fixed-seed game of each game; fixtures/views.json).
const views = fixtures as unknown as Record<string, { seat: number; view: JsonObject }>;

function labels(nodes: BoardNode[]): string[] {
  return nodes.map((n) => (n.t === "empty" ? "" : n.label));
}
function zone(nodes: BoardNode[], label: string) {
  const n = nodes.find((x) => x.t !== "empty" && x.label === label);
  if (!n || n.t !== "zone") throw new Error(`no zone ${label} in ${labels(nodes).join(", ")}`);
  return n;
}
function facts(nodes: BoardNode[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const n of nodes) if (n.t === "facts" && n.label === "") for (const f of n.facts) out[f.label] = f.value;
  return out;
}

describe("isCard", () => {
  it("is an object with a card id, an instance id or a name, and no cards inside", () => {
    expect(isCard({ iid: 1, card: "x", name: "X" })).toBe(true);
    expect(isCard({ name: "X" })).toBe(true);
    expect(isCard({ counters: 0 })).toBe(false);
    expect(isCard({ uid: 1, cards: [{ iid: 2 }], name: "unit" })).toBe(false);
    expect(isCard([1])).toBe(false);
    expect(isCard("X")).toBe(false);
  });
});

describe("layoutView on each game's real view", () => {
  it.each(Object.keys(views))("%s: every card of the view is shown exactly once, with a name", (game) => {
    const { seat, view } = views[game] as { seat: number; view: JsonObject };
    const expected = JSON.stringify(view).match(/"iid":/g)?.length ?? 0;
    const cards = allCards(layoutView(view, seat, 2));
    expect(cards.filter((c) => c.iid !== null)).toHaveLength(expected);
    expect(expected).toBeGreaterThan(0);
    for (const c of cards) expect(c.name.length).toBeGreaterThan(0);
  });

  it("builddivide: each player's zones go in that player's area, labelled for the viewer", () => {
    const { view } = views.builddivide as { view: JsonObject };
    const layout = layoutView(view, 0, 2);
    expect(layout.players.map((p) => p.label)).toEqual(["You", "The opponent"]);
    const you = layout.players[0]?.nodes ?? [];
    expect(zone(you, "hand").items.length).toBeGreaterThan(0);
    expect(zone(you, "territory").items).toHaveLength(1);
    const field = zone(layout.players[1]?.nodes ?? [], "field").items;
    expect(field[0]?.t === "card" && field[0].tags.some((t) => t.startsWith("power "))).toBe(true);
    expect(facts(you)["hand count"]).toBeDefined();
    // empty zones are listed together, not as a row of "none" facts
    const empties = you.filter((n) => n.t === "empty").flatMap((n) => (n.t === "empty" ? n.labels : []));
    expect(empties).toContain("removed");
    expect(Object.values(facts(you))).not.toContain("none");
    // whose turn in words, not a seat number
    expect(facts(layout.common)["active"]).toMatch(/^(you|the opponent)$/);
  });

  it("hikarugo: per-player lists (bowls, discards) split into the players' areas and the board is a grid", () => {
    const { view } = views.hikarugo as { view: JsonObject };
    const layout = layoutView(view, 0, 2);
    const grid = layout.common.find((n) => n.t === "grid");
    expect(grid && grid.t === "grid" ? grid.rows.length : 0).toBe(6);
    expect(facts(layout.players[0]?.nodes ?? [])["bowls"]).toBe(String((view.bowls as number[])[0]));
    expect(facts(layout.players[1]?.nodes ?? [])["bowls"]).toBe(String((view.bowls as number[])[1]));
    expect(labels(layout.common)).not.toContain("bowls");
    expect(labels(layout.players[1]?.nodes ?? [])).toContain("discards");
  });

  it("starwars: units are stacks of cards with their stats; face-down build cards keep their counters", () => {
    const { view } = views.starwars as { view: JsonObject };
    const layout = layoutView(view, 0, 2);
    const stacks = allStacks(layout.players.flatMap((p) => p.nodes));
    expect(stacks.length).toBeGreaterThan(0);
    expect(stacks[0]?.tags.some((t) => t.startsWith("speed "))).toBe(true);
    const faceDown = allCards(layout).filter((c) => c.card === null);
    expect(faceDown.length).toBeGreaterThan(0);
    expect(faceDown.every((c) => c.name === "face-down card")).toBe(true);
  });

  it("mlp: locations are groups naming their owner for the viewer, with their problem card attached", () => {
    const { view } = views.mlp as { view: JsonObject };
    const layout = layoutView(view, 0, 2);
    const locs = allStacks(layout.common);
    expect(locs.length).toBe((view.locations as unknown[]).length);
    expect(locs.some((s) => s.tags.includes("owner you"))).toBe(true);
    expect(locs.some((s) => s.tags.includes("owner the opponent"))).toBe(true);
    // a location's problem card is in the group, tagged as the problem
    expect(locs.some((s) => s.cards.some((c) => c.tags[0] === "problem"))).toBe(true);
  });

  it("a spectator sees 'Player 1' and 'Player 2'", () => {
    const layout = layoutView(views.builddivide?.view as JsonObject, null, 2);
    expect(layout.players.map((p) => p.label)).toEqual(["Player 1", "Player 2"]);
    expect(seatName(1, null)).toBe("player 2");
    expect(seatName(1, 1)).toBe("you");
  });
});

function allStacks(nodes: BoardNode[]) {
  const out: Extract<import("./layout").ZoneItem, { t: "stack" }>[] = [];
  const visit = (n: BoardNode) => {
    if (n.t === "zone") for (const i of n.items) if (i.t === "stack") out.push(i);
    if (n.t === "group") n.nodes.forEach(visit);
  };
  nodes.forEach(visit);
  return out;
}

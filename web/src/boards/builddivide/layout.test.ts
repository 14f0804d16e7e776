import { describe, expect, it } from "vitest";
import type { JsonObject } from "../../protocol";
import { cardNode, costWords, layoutBoard, sideRefs } from "./layout";
import blockFixture from "./fixtures/view-block.json";
import fixture from "./fixtures/view-main.json";

// A real view: observe(0) of a seeded random game of Build Divide at player 0's main phase (turn 6), with the legal
// actions and their refs (saved by the engine, see the fixture's "actions").
const { view, actions } = fixture as unknown as { seat: number; view: JsonObject; actions: { id: string; refs: (number | string)[] }[] };
type PlayerJson = { [k: string]: unknown };
const players = (view.players as unknown as PlayerJson[]) ?? [];

describe("layoutBoard on a real view", () => {
  const layout = layoutBoard(view, 0);

  it("puts the viewer below and the opponent above", () => {
    expect(layout.bottom.seat).toBe(0);
    expect(layout.bottom.mine).toBe(true);
    expect(layout.top.seat).toBe(1);
    expect(layout.top.label).toBe("The opponent");
    expect(layout.status).toBe("Turn 6 · your main phase");
  });

  it("a spectator sees player 1 below", () => {
    const pub = layoutBoard(view, null);
    expect(pub.bottom.seat).toBe(0);
    expect(pub.bottom.label).toBe("Player 1");
    expect(pub.top.owner).toBe("player 2's");
  });

  it("reads life as yellow and red zones, and the piles' counts", () => {
    const me = players[0] as PlayerJson;
    expect(layout.bottom.life).toBe(me.life);
    expect(layout.bottom.yellow + layout.bottom.red).toBe(me.life);
    expect(layout.bottom.red).toBe(Math.min(5, me.life as number));
    expect(layout.bottom.deck).toBe(me.deck);
    expect(layout.bottom.ddeckCount).toBe(me.ddeck_count);
    expect(layout.top.hiddenHand).toBe((players[1] as PlayerJson).hand_count);
    expect(layout.top.hand).toHaveLength(0);
  });

  it("shows units with their current power and hit, and cards with their printed numbers", () => {
    const field = (players[0] as PlayerJson).field as { iid: number; power: number; hit: number; name: string }[];
    expect(layout.bottom.field.map((c) => c.iid)).toEqual(field.map((u) => u.iid));
    for (const [k, u] of field.entries()) {
      const c = layout.bottom.field[k];
      expect(c?.power).toBe(u.power);
      expect(c?.hit).toBe(u.hit);
      expect(c?.name).toBe(u.name);
      expect(c?.type).toMatch(/unit/);
      expect(c?.cost).toMatch(/^[KUWR]*[0-9]*$/);
    }
    for (const c of layout.bottom.hand) expect(c.cost.length).toBeGreaterThan(0);
  });

  it("groups energy by colour, standing before rested", () => {
    const energy = (players[1] as PlayerJson).energy as { iid: number; rested: boolean }[];
    const drawn = layout.top.energy.flatMap((g) => g.cards);
    expect(drawn.map((c) => c.iid).sort()).toEqual(energy.map((e) => e.iid).sort());
    for (const g of layout.top.energy) {
      expect(g.cards.every((c) => c.colour === g.colour)).toBe(true);
      expect(g.cards.slice(0, g.standing).every((c) => !c.rested)).toBe(true);
      expect(g.cards.slice(g.standing).every((c) => c.rested)).toBe(true);
    }
    expect(layout.top.standingEnergy).toBe(energy.filter((e) => !e.rested).length);
  });

  it("names the territory by its slot and shows the graveyard newest first", () => {
    expect(layout.bottom.territory.ref).toBe("territory:0");
    expect(layout.bottom.liberated).toBe(false);
    expect(layout.bottom.territory.libCost).toBeGreaterThanOrEqual(0);
    expect(layout.bottom.territory.power).toBeNull();
    const grave = (players[0] as PlayerJson).grave as { iid: number }[];
    expect(layout.bottom.grave.map((c) => c.iid)).toEqual(grave.map((c) => c.iid).reverse());
  });

  it("draws every ref of every legal action", () => {
    const drawn = new Set([...sideRefs(layout.top), ...sideRefs(layout.bottom)]);
    const refs = actions.flatMap((a) => a.refs.map(String));
    expect(refs.length).toBeGreaterThan(0);
    for (const r of refs) expect(drawn.has(r), r).toBe(true);
  });

  it("hands the card panel a node with the card id and where it is", () => {
    const unit = layout.bottom.field[0];
    if (!unit) throw new Error("the fixture has units");
    const node = cardNode(unit);
    expect(node.card).toBe(unit.card);
    expect(node.iid).toBe(unit.iid);
    expect(node.path).toBe("your field");
    expect(node.tags).toContain(`${unit.power} power`);
  });
});

describe("layoutBoard during the opponent's attack (a real view at your block decision)", () => {
  const block = blockFixture as unknown as { view: JsonObject; actions: { id: string; refs: (number | string)[] }[] };
  const layout = layoutBoard(block.view, 0);
  const attack = block.view.attack as { attacker: number; target: number | null; player: number };

  it("names the attacker and its target: your life zone", () => {
    expect(attack.player).toBe(1);
    expect(layout.attack?.attacker).toBe(String(attack.attacker));
    expect(layout.attack?.target).toBe("life:0");
    const attacker = layout.top.field.find((c) => c.iid === attack.attacker);
    expect(attacker).toBeDefined();
    expect(layout.attack?.text).toBe(`The opponent's ${attacker?.name} attacks you`);
  });

  it("draws the blockers and the attacker that the block actions name", () => {
    const drawn = new Set([...sideRefs(layout.top), ...sideRefs(layout.bottom)]);
    const blocks = block.actions.filter((a) => a.id.startsWith("block "));
    expect(blocks.length).toBeGreaterThan(0);
    for (const a of blocks) {
      expect(a.refs[1]).toBe(attack.attacker);
      for (const r of a.refs) expect(drawn.has(String(r))).toBe(true);
    }
  });

  it("has no attack when none is in progress", () => {
    expect(layoutBoard(view, 0).attack).toBeNull();
  });
});

describe("costWords", () => {
  it("spells the coloured letters and the generic part", () => {
    expect(costWords("KK2")).toBe("2 black + 2");
    expect(costWords("RU")).toBe("1 red + 1 blue");
    expect(costWords("3")).toBe("3");
    expect(costWords("")).toBe("0");
  });
});

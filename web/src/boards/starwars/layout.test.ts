import { describe, expect, it } from "vitest";
import type { JsonObject } from "../../protocol";
import { drawnRefs, layoutStarWars, marks, printedStats, readUnit } from "./layout";
import fixture from "./fixtures/view.json";

// A real view: observe(0) of a random game of the engine in the space battle, with its legal actions (fixtures/
// view.json, saved with tcgkit.game("starwars")).
const { view, actions } = fixture as unknown as { view: JsonObject; actions: { id: string; refs: (number | string)[] }[] };

const none = new Set<string>();
const base = { highlight: none, recent: none, clickable: none, selection: none, next: none, blocked: new Map<string, string>() };

describe("layoutStarWars", () => {
  const l = layoutStarWars(view, 0);

  it("puts the viewer below and the opponent above, with their counters", () => {
    expect(l.bottom.seat).toBe(0);
    expect(l.bottom.label).toBe("You");
    expect(l.bottom.side).toBe("Light");
    expect(l.top.label).toBe("The opponent");
    expect(l.top.side).toBe("Dark");
    expect(l.bottom.force).toBe(8);
    expect(l.bottom.ref).toBe("player:0");
    expect(l.top.ref).toBe("player:1");
  });

  it("shows the viewer's whole hand with costs and the opponent's hand face down", () => {
    expect(l.bottom.hand.map((c) => c.name)).toContain("Padme Amidala (C)");
    const padme = l.bottom.hand.find((c) => c.name === "Padme Amidala (C)");
    expect(padme?.ref).toBe("43");
    expect(padme?.stats).toEqual(["cost 4", "character", "S50 P3 H3"]);
    const yoda = l.bottom.hand.find((c) => c.ref === "48");
    expect(yoda?.stats).toEqual(["3 Force"]);
    expect(l.top.hand).toEqual([]);
    expect(l.top.hiddenHand).toBe(l.top.handCount);
  });

  it("names the opponent's face-down cards build:<seat>.<k> and the viewer's by instance", () => {
    expect(l.top.builds.length).toBeGreaterThan(0);
    l.top.builds.forEach((c, k) => {
      expect(c.ref).toBe(`build:1.${k}`);
      expect(c.faceDown).toBe(true);
      expect(c.card).toBeNull();
      expect(c.counters).not.toBeNull();
    });
    for (const c of l.bottom.builds) {
      expect(c.ref).toMatch(/^\d+$/);
      expect(c.card).not.toBeNull();
    }
  });

  it("splits each arena's units by side, with current stats and the battle arena marked", () => {
    const space = l.arenas.find((a) => a.name === "space");
    expect(space?.ref).toBe("arena:space");
    expect(space?.battling).toBe(true);
    expect(space?.above.map((u) => u.ref)).toEqual(["unit:u1", "unit:u3", "unit:u12"]);
    expect(space?.below.every((u) => u.owner === 0)).toBe(true);
    const isd = space?.above[1];
    expect(isd?.name).toBe("Imperial Star Destroyer");
    expect([isd?.speed, isd?.power, isd?.health]).toEqual([30, 7, 7]);
    expect(isd?.keywords).toEqual(["Bombard 3"]);
    expect(isd?.keys).toContain("74"); // its card: a log line naming the instance lights the unit
    expect(space?.above[0]?.tapped).toBe(true);
  });

  it("shows both dice rolls of the attack with die refs", () => {
    expect(l.battle?.attacker).toBe("unit:u1");
    expect(l.battle?.defender).toBe("unit:u10");
    expect(l.battle?.attackerDice.map((d) => d.face)).toEqual([5, 3]);
    expect(l.battle?.defenderDice.map((d) => d.ref)).toEqual(["die:defender.0", "die:defender.1", "die:defender.2"]);
    expect(l.battle?.attackerName).toBe("TIE Fighter DS-3-12");
    expect(l.battle?.live).toBe(true);
    expect([l.battle?.attackerDamage, l.battle?.defenderDamage]).toEqual([1, 2]);
  });

  it("shows the last attack's roll, once over, without die refs", () => {
    const { attack: _live, ...rest } = view;
    const over = layoutStarWars(
      {
        ...rest,
        last_roll: {
          attacker: 1,
          defender: 10,
          names: ["TIE Fighter DS-3-12", "Hyperdrive Ring"],
          arena: "space",
          attacker_dice: [6, 2],
          defender_dice: [1],
          attacker_damage: 1,
          defender_damage: 0,
        },
      },
      0,
    );
    expect(over.battle?.live).toBe(false);
    expect(over.battle?.attackerDice).toEqual([
      { ref: null, face: 6 },
      { ref: null, face: 2 },
    ]);
    expect([over.battle?.attackerDamage, over.battle?.defenderDamage]).toEqual([1, 0]);
    expect(over.battle?.defenderName).toBe("Hyperdrive Ring");
    expect(drawnRefs(over).some((r) => r.startsWith("die:"))).toBe(false);
    expect(layoutStarWars(rest, 0).battle).toBeNull();
  });

  it("draws every ref of every legal action once", () => {
    const drawn = drawnRefs(l);
    expect(new Set(drawn).size).toBe(drawn.length);
    for (const a of actions) for (const r of a.refs) expect(drawn).toContain(String(r));
  });

  it("puts a spectator's player 1 below", () => {
    const s = layoutStarWars(view, null);
    expect(s.bottom.seat).toBe(0);
    expect(s.bottom.label).toBe("Player 1");
    expect(s.top.label).toBe("Player 2");
    // nobody's face-down cards are the spectator's own: all are build:<seat>.<k>
    expect(s.bottom.builds.map((c) => c.ref)).toEqual(s.bottom.builds.map((_, k) => `build:0.${k}`));
  });

  it("puts the opponent's units above for seat 1", () => {
    const s = layoutStarWars(view, 1);
    const space = s.arenas.find((a) => a.name === "space");
    expect(space?.below.map((u) => u.uid)).toEqual([1, 3, 12]);
    expect(s.top.builds.every((c) => c.ref?.startsWith("build:0."))).toBe(true);
  });
});

describe("marks", () => {
  it("gives can-act by the ref and the other states by any key", () => {
    const m = marks({ ...base, clickable: new Set(["unit:u1"]), recent: new Set(["63"]), highlight: new Set(["unit:u1"]) }, "unit:u1", [
      "unit:u1",
      "63",
    ]);
    expect(m.can).toBe(true);
    expect(m.cls).toEqual(["can-act", "recent", "lit"]);
  });
  it("dims a blocked thing with its reason", () => {
    const m = marks({ ...base, blocked: new Map([["43", "Not enough build points (SWT-5.1)"]]) }, "43", ["43"]);
    expect(m.cls).toEqual(["blocked"]);
    expect(m.why).toBe("Not enough build points (SWT-5.1)");
    expect(m.can).toBe(false);
  });
  it("marks chosen and next refs", () => {
    expect(marks({ ...base, selection: new Set(["unit:u4"]) }, "unit:u4", ["unit:u4"]).cls).toEqual(["chosen"]);
    expect(marks({ ...base, next: new Set(["unit:u4"]) }, "unit:u4", ["unit:u4"]).cls).toEqual(["next"]);
  });
});

describe("cards and units", () => {
  it("reads printed stats of each card type", () => {
    expect(printedStats({ type: "battle", force_cost: 2 })).toEqual(["2 Force"]);
    expect(printedStats({ type: "location", cost: 3 })).toEqual(["cost 3"]);
  });
  it("reads a piloted stack with equipment", () => {
    const u = readUnit(
      {
        uid: 7,
        owner: 1,
        cards: [
          { iid: 5, card: "a", name: "Top" },
          { iid: 6, card: "b", name: "Under" },
        ],
        tapped: false,
        damage: 2,
        equipment: [{ iid: 9, card: "e", name: "Blaster" }],
        speed: 40,
        power: 5,
        health: 4,
        keywords: { Pilot: 0, Shields: 2 },
        pilot: { uid: 8, owner: 1, cards: [{ iid: 12, card: "p", name: "Pilot" }], tapped: false, damage: 0, equipment: [] },
      },
      "the space arena",
    );
    expect(u.ref).toBe("unit:u7");
    expect(u.under.map((c) => c.ref)).toEqual(["6"]);
    expect(u.equipment.map((c) => c.ref)).toEqual(["9"]);
    expect(u.pilot?.ref).toBe("unit:u8");
    expect(u.keywords).toEqual(["Pilot", "Shields 2"]);
    expect(u.node.tags).toContain("health 2/4");
    expect(u.keys).toEqual(["unit:u7", "5", "6", "9"]);
  });
});

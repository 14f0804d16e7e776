import { describe, expect, it } from "vitest";
import type { CardDetails, JsonObject } from "../../protocol";
import { cardIds, cardNode, costPips, drawnRefs, layoutHgo, quadrantOf, readBoard } from "./layout";
import views from "./fixtures/views.json";
import detailsJson from "./fixtures/details.json";

// Real views: observe(0) and observe(None) of a random game of the engine in a match's technique window at turn 32
// (fixtures/views.json), and the card details of every card they name (fixtures/details.json), both saved with
// tcgkit.game("hikarugo").
type Obs = { view: JsonObject; legal_actions: { id: string; refs: (number | string)[] }[] };
const { player0, spectator } = views as unknown as { player0: Obs; spectator: Obs };
const details = new Map(Object.entries(detailsJson as unknown as Record<string, CardDetails>));
const empty = new Map<string, CardDetails>();

describe("layoutHgo for a player", () => {
  const l = layoutHgo(player0.view, 0, details);

  it("puts the viewer below and the opponent above, with bowls, agehama and scores", () => {
    expect(l.bottom.seat).toBe(0);
    expect(l.bottom.label).toBe("You");
    expect(l.top.label).toBe("The opponent");
    expect(l.bottom.colour).toBe("black"); // view.black = 0
    expect(l.top.colour).toBe("white");
    expect([l.bottom.bowl, l.top.bowl]).toEqual([2, 2]);
    expect([l.bottom.agehama, l.top.agehama]).toEqual([3, 7]);
    expect([l.bottom.score, l.top.score]).toEqual([12, 21.5]);
    expect(l.top.active).toBe(true);
    expect(l.bottom.zones.uchite).toBe("zone:0-uchite");
    expect(l.top.zones.fuseki).toBe("zone:1-fuseki");
  });

  it("reads the 36 squares with quadrant colours, stones, owners and tapped stones", () => {
    expect(l.squares).toHaveLength(36);
    const at = (name: string) => l.squares.find((s) => s.name === name);
    // row 1 is "w.BWw.": a1 a tapped white stone, c1 black, d1 white
    expect(at("a1")).toMatchObject({ key: "square:a1", stone: "white", tapped: true, owner: 1, quadrant: "white" });
    expect(at("b1")).toMatchObject({ stone: null, tapped: false, owner: null });
    expect(at("c1")).toMatchObject({ stone: "black", tapped: false, owner: 0 });
    expect(at("d1")).toMatchObject({ stone: "white", quadrant: "red" });
    // row 4 is "WWbw.b": c4 a tapped black stone in the blue quadrant, f4 tapped black in yellow
    expect(at("c4")).toMatchObject({ stone: "black", tapped: true, quadrant: "blue" });
    expect(at("f4")).toMatchObject({ stone: "black", tapped: true, quadrant: "yellow" });
    expect(quadrantOf(5, 5)).toBe("yellow");
  });

  it("counts each side's untapped stones per mana colour", () => {
    const total = l.squares.filter((s) => s.owner === 0 && !s.tapped).length;
    const mine = l.bottom.untapped;
    expect(mine.white + mine.red + mine.blue + mine.yellow).toBe(total);
    expect(mine.white).toBe(l.squares.filter((s) => s.owner === 0 && !s.tapped && s.quadrant === "white").length);
  });

  it("shows the own hand and fuseki face up, the opponent's as backs", () => {
    expect(l.bottom.hand.map((c) => c.name)).toContain("Miai Balance");
    expect(l.bottom.hand.every((c) => c.key !== "" && c.card !== null)).toBe(true);
    expect(l.top.hand).toHaveLength(5);
    expect(l.top.hand.every((c) => c.card === null && c.key === "")).toBe(true);
    expect(l.bottom.fuseki[0]).toMatchObject({ key: "43", name: "Nirensei Start", faceDown: true });
    expect(l.top.fuseki[0]).toMatchObject({ key: "", card: null, faceDown: true, name: "Face-down fuseki" });
    expect(l.top.fuseki[0]?.notes).toEqual(["face down, set on turn 30"]);
  });

  it("gives every card its type, cost and values from the details", () => {
    const captain = l.bottom.uchite.find((c) => c.card === "u-haze-captain");
    const d = details.get("u-haze-captain");
    expect(captain?.type).toBe("uchite");
    expect(captain?.attack).toBe(d?.stats.find(([k]) => k === "attack")?.[1]);
    expect(captain?.defense).toBe(d?.stats.find(([k]) => k === "defense")?.[1]);
    expect(captain?.cost).toBe(d?.stats.find(([k]) => k === "cost")?.[1]);
    const tech = l.bottom.hand.find((c) => c.card === "t-miai");
    expect(tech?.type).toBe("technique");
    expect(tech?.attack).toBeNull();
    expect(cardNode(captain!).tags).toContain(`attack ${captain?.attack}`);
  });

  it("marks an uchite that entered this turn only for the active player", () => {
    // the opponent is active; our uchite entered on turn 31 are not "new"
    expect(l.bottom.uchite.every((c) => c.notes.length === 0)).toBe(true);
    const fresh = layoutHgo({ ...player0.view, active: 0, turn: 31 }, 0, details);
    expect(fresh.bottom.uchite.find((c) => c.key === "11")?.notes).toEqual(["new this turn: attacks from the next"]);
  });

  it("reads the match: attacker, defender, techniques, counts, priority and the live values", () => {
    const m = l.match!;
    expect(m.attacker).toMatchObject({ key: "59", name: "Insei Hopeful" });
    expect(m.defender).toMatchObject({ key: "16", name: "Ladder Reader" });
    expect(m.attackerSeat).toBe(1);
    expect(m.techniques[1].map((c) => c.name)).toEqual(["Tsuke Contact Play"]);
    expect(m.counts).toEqual([0, 1]);
    expect(m.priority).toBe(0);
    expect(m.attack).toBe(3);
    expect(m.modifiers).toEqual(["The opponent: attack +1 (Tsuke Contact Play)"]);
  });

  it("draws every ref of every legal action", () => {
    const drawn = drawnRefs(l);
    expect(player0.legal_actions.length).toBeGreaterThan(1);
    for (const a of player0.legal_actions) for (const r of a.refs) expect(drawn.has(String(r)), `${a.id}: ${r}`).toBe(true);
  });

  it("lists every card id to fetch details for, and degrades without them", () => {
    const ids = cardIds(player0.view);
    expect(ids).toContain("u-haze-captain");
    expect(ids).toContain("t-tsuke");
    const bare = layoutHgo(player0.view, 0, empty);
    expect(bare.bottom.uchite[0]).toMatchObject({ type: "", cost: "", attack: null, name: "Haze Club Captain" });
  });
});

describe("layoutHgo for a spectator", () => {
  const l = layoutHgo(spectator.view, null, details);

  it("puts player 1 below and hides both hands and both fuseki", () => {
    expect(l.bottom).toMatchObject({ seat: 0, label: "Player 1" });
    expect(l.top).toMatchObject({ seat: 1, label: "Player 2" });
    expect(l.bottom.hand.every((c) => c.card === null)).toBe(true);
    expect(l.bottom.hand).toHaveLength(5);
    expect(l.bottom.fuseki.every((c) => c.card === null)).toBe(true);
  });
});

describe("readBoard", () => {
  it("gives the stones to the seats by who plays black", () => {
    const sq = readBoard(["B.....", "......", "......", "......", "......", ".....w"], 1);
    expect(sq[0]).toMatchObject({ stone: "black", owner: 1 });
    expect(sq[35]).toMatchObject({ stone: "white", owner: 0, tapped: true, name: "f6", quadrant: "yellow" });
  });
});

describe("costPips", () => {
  it("gives one colour per stone to tap, none for a free card", () => {
    expect(costPips("1 red + 2 black")).toEqual(["red", "black", "black"]);
    expect(costPips("2 blue")).toEqual(["blue", "blue"]);
    expect(costPips("free")).toEqual([]);
    expect(costPips("")).toEqual([]);
  });

  it("reads the cost of every card of the fixture's details", () => {
    for (const d of details.values()) {
      const cost = d.stats.find(([k]) => k === "cost")?.[1];
      if (typeof cost !== "string" || cost === "free") continue;
      const total = cost.split("+").reduce((n, part) => n + Number(part.trim().split(" ")[0]), 0);
      expect(costPips(cost), `${d.id}: ${cost}`).toHaveLength(total);
    }
  });
});

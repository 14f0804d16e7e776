import { describe, expect, it } from "vitest";
import type { JsonObject } from "../../protocol";
import { allCards, layoutView, mapSquares, markClasses, squareMarks, statsOf } from "./layout";
import fixture from "./fixtures/midgame.json";
import raidFixture from "./fixtures/raid.json";

// A real view: observe(0) of a random game of the sample decks at a move decision (fixtures/midgame.json, made with
// tcgkit.game("bionicle")), with the legal actions and their refs at that point.
const { view, actions } = fixture as unknown as { view: JsonObject; actions: { id: string; refs: (number | string)[] }[] };

describe("the map", () => {
  it("reads the grid rows into squares with kinds, names and positions", () => {
    const sq = mapSquares(["-- . NE", "PO 2C --"], 10);
    expect(sq.map((s) => [s.name, s.kind, s.x, s.y])).toEqual([
      ["10,2", ".", 40, 0],
      ["10,3", "NE", 80, 0],
      ["11,1", "PO", 0, 40],
      ["11,2", "2C", 40, 40],
    ]);
    expect(sq[3]?.word).toBe("double challenge square");
    expect(sq[0]?.ref).toBe("square:10,2");
  });

  it("draws every square of the Mata Nui map and each square an action refers to", () => {
    const l = layoutView(view, 0);
    expect(l.rows).toBe(18);
    const names = new Set(l.squares.map((s) => s.ref));
    expect(names.size).toBe(l.squares.length);
    const squareRefs = actions.flatMap((a) => a.refs).filter((r): r is string => typeof r === "string" && r.startsWith("square:"));
    expect(squareRefs.length).toBeGreaterThan(0);
    for (const r of squareRefs) expect(names.has(r)).toBe(true);
    expect(l.squares.filter((s) => s.kind === "NE").length).toBeGreaterThan(0);
    expect(l.nest).not.toBeNull();
  });

  it("puts both Toa on their squares and marks locks", () => {
    const l = layoutView(view, 0);
    for (const p of l.players) {
      expect(p.square).not.toBeNull();
      expect(squareMarks(l, p.square as string).toa).toContain(p.seat);
    }
    const locked = l.players.flatMap((p) => [p.actionLock, p.challengeLock]).filter((x): x is string => x !== null);
    for (const sq of locked) expect(squareMarks(l, sq).locks.length).toBeGreaterThan(0);
  });
});

describe("the players and cards", () => {
  it("shows every card instance of the view once, with its name, and the Toa's six stats", () => {
    const l = layoutView(view, 0);
    const expected = JSON.stringify(view).match(/"iid":/g)?.length ?? 0;
    const drawn = allCards(l);
    expect(drawn).toHaveLength(expected);
    expect(new Set(drawn.map((c) => c.iid)).size).toBe(expected);
    for (const c of drawn) expect(c.name.length).toBeGreaterThan(0);
    for (const p of l.players) {
      expect(p.stats.map((s) => s.stat)).toEqual(["Flight", "Shielding", "Speed", "Strength", "Swimming", "Vision"]);
      expect(p.stats.every((s) => s.base > 0)).toBe(true);
    }
  });

  it("gives every card key stats from card_stats", () => {
    const l = layoutView(view, 0);
    const me = l.players[0];
    expect(me?.label).toBe("You");
    expect(l.players[1]?.label).toBe("The opponent");
    for (const c of me?.hand ?? []) expect(c.stats[0]?.[0]).toBe("when");
    for (const m of me?.missions ?? []) expect(m.stats[0]?.[0]).toBe("goal");
    expect(l.bohrokTop?.name).toBeTruthy();
    expect(statsOf(view, "no-such-card")).toEqual([]);
  });

  it("hides the opponent's hand as face-down cards and labels a spectator's view by player", () => {
    const l = layoutView(view, 0);
    const opp = l.players[1];
    const count = ((view.players as JsonObject[])[1] as JsonObject).hand_count as number;
    expect((opp?.hand.length ?? 0) + (opp?.hiddenHand ?? 0)).toBe(count);
    expect(layoutView(view, null).players.map((p) => p.label)).toEqual(["Player 1", "Player 2"]);
  });

  it("adds an attached mask's bonus to its Toa's stat", () => {
    const v = JSON.parse(JSON.stringify(view)) as JsonObject;
    const p0 = (v.players as JsonObject[])[0] as JsonObject;
    p0.held = [{ iid: 999, card: "test-mask", name: "Test Mask", attached: true }];
    (v.card_stats as JsonObject)["test-mask"] = [["Speed", "+2"], ["Toa", "X"]];
    const l = layoutView(v, 0);
    const speed = l.players[0]?.stats.find((s) => s.stat === "Speed");
    const before = layoutView(view, 0).players[0]?.stats.find((s) => s.stat === "Speed");
    expect(speed?.bonus).toBe(2);
    expect(speed?.base).toBe(before?.base);
    expect(l.players[0]?.held[0]?.tags).toContain("attached");
  });
});

describe("markClasses", () => {
  const none = new Set<string>();
  it("marks a ref by the shell's sets, and lights a card by its card id ref of a log event", () => {
    const m = { highlight: new Set(["card:x"]), recent: new Set(["5"]), clickable: new Set(["5"]), selection: none, next: none, blocked: new Map([["7", "why"]]) };
    expect(markClasses("5", m, ["card:y"])).toEqual(["can-act", "recent"]);
    expect(markClasses("6", m, ["card:x"])).toEqual(["lit"]);
    expect(markClasses("7", m)).toEqual(["blocked"]);
  });
});

// A raid under way (fixtures/raid.json): player 1 raids with Pahrak, both have played a card into the window and
// player 1 may play another challenge card at the revealed challenge card, or pass.
const raid = raidFixture as unknown as { view: JsonObject; actions: { id: string; refs: (number | string)[] }[] };

describe("a raid", () => {
  it("shows the revealed card, both values, the raiding Bohrok and the window's cards", () => {
    const l = layoutView(raid.view, 0);
    const contest = raid.view.contest as JsonObject;
    expect(l.contest?.kind).toBe("raid");
    expect(l.contest?.card.iid).toBe((contest.card as JsonObject).iid);
    expect(l.contest?.card.stats[0]?.[0]).toBe("test");
    expect(l.contest?.values).toEqual(contest.values);
    expect(l.raiding?.tags).toContain("raiding");
    expect(l.window.map((c) => c.player)).toEqual((raid.view.window as JsonObject[]).map((w) => w.player));
  });

  it("draws every ref of the window's actions: the hand cards first, then the revealed card", () => {
    const l = layoutView(raid.view, 0);
    const drawn = new Set(allCards(l).map((c) => c.ref));
    const plays = raid.actions.filter((a) => a.refs.length > 0);
    expect(plays.length).toBeGreaterThan(0);
    const hand = new Set(l.players[0]?.hand.map((c) => c.ref));
    for (const a of plays) {
      for (const r of a.refs) expect(drawn.has(String(r))).toBe(true);
      expect(hand.has(String(a.refs[0]))).toBe(true);
      expect(String(a.refs[a.refs.length - 1])).toBe(l.contest?.card.ref);
    }
  });
});

import { describe, expect, it } from "vitest";
import { parseReplay, ProtocolError } from "./protocol";
import {
  back,
  changeView,
  clampStep,
  first,
  forward,
  goTo,
  jumpToTurn,
  keyMove,
  last,
  positionFromSearch,
  replayUrl,
  turnAt,
  withSteps,
} from "./replayState";
import type { ReplayPosition, TurnStart } from "./replayState";

const at = (step: number, steps: number | null = 10, view: ReplayPosition["view"] = "public"): ReplayPosition => ({
  step,
  steps,
  view,
});
const turns: TurnStart[] = [
  { turn: 0, step: 0 },
  { turn: 1, step: 3 },
  { turn: 2, step: 7 },
];

describe("stepping", () => {
  it("goes back and forward one step at a time", () => {
    expect(forward(at(4)).step).toBe(5);
    expect(back(at(4)).step).toBe(3);
    expect(back(forward(at(4))).step).toBe(4);
  });

  it("goes to the first and the last step", () => {
    expect(first(at(6)).step).toBe(0);
    expect(last(at(2)).step).toBe(10);
  });

  it("clamps at both ends", () => {
    expect(back(at(0)).step).toBe(0);
    expect(forward(at(10)).step).toBe(10);
    expect(goTo(at(3), 99).step).toBe(10);
    expect(goTo(at(3), -5).step).toBe(0);
    expect(clampStep(2.7, 10)).toBe(2);
    expect(clampStep(Number.NaN, 10)).toBe(0);
  });

  it("before the length is known, only keeps the step at 0 or more; last waits for the length", () => {
    expect(forward(at(3, null)).step).toBe(4);
    expect(back(at(0, null)).step).toBe(0);
    expect(last(at(3, null))).toEqual(at(3, null));
  });

  it("takes the length from the server, clamping a step past the end", () => {
    expect(withSteps(at(50, null), 12)).toEqual(at(12, 12));
    expect(withSteps(at(5, 10), 14)).toEqual(at(5, 14)); // a game still being played grows
  });

  it("moves with the arrow keys, Home and End, and ignores other keys", () => {
    expect(keyMove(at(4), "ArrowLeft")?.step).toBe(3);
    expect(keyMove(at(4), "ArrowRight")?.step).toBe(5);
    expect(keyMove(at(4), "Home")?.step).toBe(0);
    expect(keyMove(at(4), "End")?.step).toBe(10);
    expect(keyMove(at(4), "a")).toBeNull();
  });
});

describe("turns", () => {
  it("jumps to the first step of a turn", () => {
    expect(jumpToTurn(at(9), turns, 1).step).toBe(3);
    expect(jumpToTurn(at(1), turns, 2).step).toBe(7);
    expect(jumpToTurn(at(5), turns, 7)).toEqual(at(5)); // no such turn: unchanged
  });

  it("knows the turn of a step", () => {
    expect(turnAt(turns, 0)?.turn).toBe(0);
    expect(turnAt(turns, 6)?.turn).toBe(1);
    expect(turnAt(turns, 7)?.turn).toBe(2);
    expect(turnAt([], 3)).toBeNull();
  });
});

describe("views", () => {
  it("changing the view keeps the step", () => {
    expect(changeView(at(6), "0", ["0", "1", "public"])).toEqual(at(6, 10, "0"));
    expect(changeView(at(6, 10, "0"), "public", ["0", "public"])).toEqual(at(6, 10, "public"));
  });

  it("refuses a view this viewer may not choose, or no view at all", () => {
    expect(changeView(at(6), "1", ["0", "public"])).toEqual(at(6));
    expect(changeView(at(6), "2", ["0", "1", "public", "2"])).toEqual(at(6));
  });
});

describe("the URL", () => {
  it("reads the step and view of a shared link", () => {
    expect(positionFromSearch("?step=40&view=public")).toEqual({ step: 40, view: "public", steps: null });
    expect(positionFromSearch("step=3&view=1")).toEqual({ step: 3, view: "1", steps: null });
  });

  it("falls back to the start and the given view when the query is missing or unreadable", () => {
    expect(positionFromSearch("")).toEqual({ step: 0, view: "public", steps: null });
    expect(positionFromSearch("?step=-4&view=2", "0")).toEqual({ step: 0, view: "0", steps: null });
    expect(positionFromSearch("?step=1e3")).toEqual({ step: 0, view: "public", steps: null });
  });

  it("writes a URL that reads back as the same position", () => {
    const url = replayUrl("/r/abc", at(17, 40, "1"));
    expect(url).toBe("/r/abc?step=17&view=1");
    const back = positionFromSearch(url.slice(url.indexOf("?")));
    expect(back).toEqual({ step: 17, view: "1", steps: null });
  });
});

describe("the server's answer", () => {
  const answer = {
    type: "replay",
    id: "g1",
    game: "mlp",
    title: "My Little Pony CCG",
    version: "3",
    status: "over",
    players: [
      { seat: 0, name: "player 1", kind: "person", agent: null },
      { seat: 1, name: "computer (random)", kind: "computer", agent: "random" },
    ],
    step: 4,
    steps: 20,
    seat: null,
    views: ["0", "1", "public"],
    turn: 1,
    turns: [
      { turn: 0, step: 0 },
      { turn: 1, step: 3 },
    ],
    to_move: 1,
    deciding: "play a card",
    view: { turn: 1 },
    log: [{ n: 0, text: "Turn 1", refs: [3, "problem:a"] }],
    action: { seat: 1, label: null, refs: [] },
    result: null,
  };

  it("is read with its turn index, log and the action taken (a hidden label stays null)", () => {
    const r = parseReplay(answer);
    expect(r.step).toBe(4);
    expect(r.turns).toEqual(answer.turns);
    expect(r.log[0]?.refs).toEqual([3, "problem:a"]);
    expect(r.action).toEqual({ seat: 1, label: null, refs: [] });
    expect(r.players[1]?.kind).toBe("computer");
    expect(parseReplay({ ...answer, status: "record", id: null }).status).toBe("record");
  });

  it("refuses an answer that is not one", () => {
    expect(() => parseReplay({ ...answer, step: "four" })).toThrow(ProtocolError);
    expect(() => parseReplay({ ...answer, status: "lost" })).toThrow(ProtocolError);
    expect(() => parseReplay([])).toThrow(ProtocolError);
  });
});

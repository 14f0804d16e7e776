// Server messages as the protocol writes them, for the unit tests.

export function stateJson(over: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    type: "state",
    id: "g1",
    game: "hikarugo",
    title: "Hikaru no Go TCG",
    version: "2",
    seq: 41,
    seat: 0,
    status: "playing",
    players: [
      { seat: 0, name: "player 1", kind: "person", agent: null, connected: true },
      { seat: 1, name: "computer (mcts)", kind: "computer", agent: "mcts", connected: true },
    ],
    to_move: 0,
    deciding: "hdisc",
    view: { turn: 5, hand: [{ iid: 3, card: "t-nozoki", name: "Nozoki Peep" }] },
    actions: [
      { id: "discard t-nozoki", label: "Discard Nozoki Peep", run: false, refs: [3] },
      { id: "pay auto", label: "Pay the whole cost", run: true },
      { id: "resign", label: "Resign: concede the game", run: false, resign: true },
    ],
    notes: [{ rule_id: "HGO-7.3", text: "The game is scored after turn 36.", refs: [], kind: "forecast" }],
    log: [{ n: 120, text: "You place a stone on e1", refs: ["point:e1"] }],
    log_from: 120,
    result: null,
    thinking: null,
    ...over,
  };
}

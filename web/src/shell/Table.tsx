// The table of one game (`/g/<id>`): the board, every legal action, the card panel, notes, log, whose turn and the
// computer's thinking time, the result and rematch. Seat from the link's #t=…; #invite=… leads to joining first;
// no token: watching (the public view).
import type { JSX } from "preact";
import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from "preact/hooks";
import { actionForKey, actionList, isTypingTarget } from "../actionList";
import { boardFor } from "../boards";
import type { CardNode } from "../boards/generic/layout";
import { Connection, socketUrl } from "../connection";
import type { JoinedGame, LegalAction, Ref } from "../protocol";
import { blockedReasons, clickable, entryRefs, pick, refKey } from "../refs";
import { parseFragment, saveSeat } from "../seats";
import { initialTableState, makeAct, reduceTable, sinceLastMove, thinkingSeconds, whyNoAct } from "../tableState";
import { ActionPanel } from "./ActionPanel";
import { CardPanel } from "./CardPanel";
import { JoinPanel } from "./JoinPanel";
import { LogPanel } from "./LogPanel";
import { PickMenu } from "./PickMenu";
import { navigate } from "./navigate";
import { ForecastNotes, WhyNotNotes } from "./NotesPanel";
import { thinkingLine, turnLine } from "./turnWords";

function ThinkingLine({ state }: { state: ReturnType<typeof reduceTable> }): JSX.Element {
  const [now, setNow] = useState(() => performance.now());
  const g = state.game;
  useEffect(() => {
    if (!state.thinking) return;
    const t = setInterval(() => setNow(performance.now()), 100);
    return () => clearInterval(t);
  }, [state.thinking]);
  const seconds = thinkingSeconds(state, now);
  if (!g || !state.thinking || seconds === null || g.status !== "playing") return <></>;
  return (
    <p class="thinking" role="status">
      <span class="spinner" aria-hidden="true" /> {thinkingLine(g, state.thinking.seat, seconds)}
    </p>
  );
}

function SinceLastMove({ state }: { state: ReturnType<typeof reduceTable> }): JSX.Element {
  const entries = sinceLastMove(state);
  if (!entries.length) return <></>;
  return (
    <section class="panel since" aria-label="since your last move">
      <h2>Since your last move</h2>
      <ol>
        {entries.slice(-12).map((e) => (
          <li key={e.n}>{e.text}</li>
        ))}
      </ol>
    </section>
  );
}

export function Table({ id }: { id: string }): JSX.Element {
  const fragment = useMemo(() => parseFragment(location.hash), [id]);
  const [token, setToken] = useState<string | null>(fragment.token);
  const [state, dispatch] = useReducer(reduceTable, initialTableState);
  const [inspected, setInspected] = useState<{ card: CardNode; pinned: boolean } | null>(null);
  const [highlight, setHighlight] = useState<ReadonlySet<string>>(new Set());
  // A choice begun on the board (a piece clicked, its square not yet): the refs chosen and the actions left.
  const [choice, setChoice] = useState<{ seq: number; selection: Ref[]; actions: LegalAction[]; next: Set<string> } | null>(
    null,
  );
  const connection = useRef<Connection | null>(null);

  useEffect(() => {
    const c = new Connection({
      url: socketUrl(location, id),
      token,
      onMessage: (message) => dispatch({ kind: "server", message, now: performance.now() }),
      onStatus: (status) => dispatch({ kind: "connection", status }),
      onProtocolError: (e) => dispatch({ kind: "error", message: `unreadable message from the server: ${e.message}` }),
    });
    connection.current = c;
    c.start();
    return () => c.stop();
  }, [id, token]);

  const g = state.game;
  // Keep the seat for the lobby's "your games" once the server has confirmed it.
  useEffect(() => {
    if (g && token && g.seat !== null) saveSeat(localStorage, { id: g.id, game: g.game, seat: g.seat, token, saved: Date.now() });
  }, [g?.id, g?.seat, token]);
  // A rematch both players agreed to: go to the new table.
  useEffect(() => {
    const r = state.redirect;
    if (r) navigate(r.token ? `/g/${r.id}#t=${r.token}` : `/g/${r.id}`);
  }, [state.redirect]);

  const list = useMemo(() => actionList(g?.actions ?? []), [g]);
  const blocked = whyNoAct(state);
  const live = choice !== null && g !== null && choice.seq === g.seq && blocked === null ? choice : null;
  const canClick = useMemo(() => (blocked === null ? clickable(g?.actions ?? []) : new Set<string>()), [g, blocked]);
  const reasons = useMemo(() => blockedReasons(g?.notes ?? []), [g]);
  const recent = useMemo(() => {
    const since = sinceLastMove(state);
    return entryRefs(since.length ? since : state.log.filter((e) => e.n >= state.freshFrom));
  }, [state.log, state.sinceMove, state.freshFrom]);
  const lightRefs = (refs: Ref[]) => setHighlight(new Set(refs.map(refKey)));

  const act = useCallback(
    (actionId: string) => {
      setChoice(null);
      const m = makeAct(state, actionId);
      if ("error" in m) return dispatch({ kind: "error", message: m.error });
      if (connection.current?.send(m)) dispatch({ kind: "sent", act: m });
      else dispatch({ kind: "error", message: "not connected to the server: the move was not sent" });
    },
    [state],
  );

  useEffect(() => {
    const onKey = (ev: KeyboardEvent) => {
      if (isTypingTarget(ev.target as HTMLElement | null)) return;
      if (ev.key === "Escape") {
        setChoice(null);
        return setInspected(null);
      }
      const a = actionForKey(list, ev.key, { ctrl: ev.ctrlKey, alt: ev.altKey, meta: ev.metaKey });
      if (a && blocked === null) {
        ev.preventDefault();
        act(a.id);
      }
    };
    addEventListener("keydown", onKey);
    return () => removeEventListener("keydown", onKey);
  }, [list, blocked, act]);

  const onJoined = (j: JoinedGame) => {
    if (g) saveSeat(localStorage, { id: j.id, game: g.game, seat: j.seat, token: j.token, saved: Date.now() });
    history.replaceState(null, "", `/g/${j.id}#t=${j.token}`);
    setToken(j.token);
  };
  const onInspect = (card: CardNode | null, pin: boolean) => {
    if (!card) return setInspected(null);
    if (pin) setInspected({ card, pinned: true });
    else setInspected((cur) => (cur?.pinned ? cur : { card, pinned: false }));
  };
  const onPick = (ref: Ref) => {
    if (!g || blocked !== null) return;
    const p = pick(g.actions, live?.selection ?? [], ref);
    if (p.kind === "act") act(p.action.id);
    else if (p.kind === "choose") setChoice({ seq: g.seq, selection: p.selection, actions: p.actions, next: p.next });
    else setChoice(null);
  };
  const rematch = () => {
    if (connection.current?.send({ type: "rematch" })) dispatch({ kind: "rematch-offered" });
    else dispatch({ kind: "error", message: "not connected to the server" });
  };

  const Board = boardFor(g?.game ?? "");
  const watching = g !== null && g.seat === null;
  const joining = fragment.invite !== null && token === null && g !== null && g.status === "waiting";
  const myTurn = g !== null && g.seat !== null && g.to_move === g.seat && g.status === "playing";
  const offers = g?.rematch?.offers ?? [];
  const iOffered = g?.seat !== null && g?.seat !== undefined && (offers.includes(g.seat) || state.rematch === "offered");
  const theyOffered = g !== null && g.seat !== null && offers.some((s) => s !== g.seat);

  return (
    <main
      class={`table ${myTurn ? "my-turn" : ""}`}
      data-seq={g?.seq ?? ""}
      data-status={g?.status ?? "loading"}
      data-seat={g?.seat ?? ""}
      data-to-move={g?.to_move ?? ""}
      data-connection={state.connection}
    >
      <header class="top table-top">
        <a
          href="/"
          class="home"
          onClick={(e) => {
            e.preventDefault();
            navigate("/");
          }}
        >
          tcgkit
        </a>
        <h1>{g?.title ?? "Loading the table…"}</h1>
        <span class="muted small">
          game {id}
          {g ? ` · decision ${g.seq}` : ""}
        </span>
        <span class={`conn conn-${state.connection}`}>{state.connection === "open" ? "connected" : state.connection === "reconnecting" ? "reconnecting…" : state.connection}</span>
      </header>

      {state.connection === "reconnecting" && (
        <p class="banner reconnecting" role="status">
          Reconnecting… the table resumes at the same decision when the server answers.
        </p>
      )}
      {watching && !joining && (
        <p class="banner watching" role="status">
          Watching: you see what both players have shown (the public view), not their hidden cards.
        </p>
      )}
      {state.errors.map((e) => (
        <p class="error-line" role="alert" key={e.id}>
          <span>{e.message}</span>
          <button type="button" class="quiet small" aria-label="dismiss this message" onClick={() => dispatch({ kind: "dismiss", id: e.id })}>
            ✕
          </button>
        </p>
      ))}

      {g && (
        <div class={`turn-line ${myTurn ? "mine" : ""}`} role="status" aria-live="polite">
          <strong>{turnLine(g)}</strong>
          {state.pending && <span class="muted small"> · sent, waiting for the server…</span>}
          <ThinkingLine state={state} />
        </div>
      )}

      {g?.status === "over" && g.result && (
        <section class="panel result" aria-label="result">
          <h2>{g.result.winner === null ? "Draw" : g.seat === null ? `Player ${g.result.winner + 1} wins` : g.result.winner === g.seat ? "You win" : "You lose"}</h2>
          <p>{g.result.text}</p>
          <p>
            <a
              class="button watch-replay"
              href={`/r/${g.id}?step=0&view=${g.seat ?? "public"}`}
              onClick={(e) => {
                e.preventDefault();
                navigate(`/r/${g.id}?step=0&view=${g.seat ?? "public"}`);
              }}
            >
              Watch the replay
            </a>
          </p>
          {g.seat !== null && (
            <p>
              {iOffered ? (
                <span class="muted">Rematch offered — waiting for the opponent to accept…</span>
              ) : (
                <button type="button" class="primary" onClick={rematch}>
                  {theyOffered ? "Accept the rematch" : "Rematch"}
                </button>
              )}{" "}
              {theyOffered && !iOffered && <span class="muted">The opponent offers a rematch (seats swapped).</span>}
            </p>
          )}
        </section>
      )}

      {joining && g && fragment.invite && <JoinPanel id={id} invite={fragment.invite} game={g.game} onJoined={onJoined} />}

      {g ? (
        <div class="table-grid">
          <div class="table-main">
            <Board
              game={g.game}
              view={g.view}
              seat={g.seat}
              players={g.players}
              toMove={g.to_move}
              highlight={highlight}
              recent={recent}
              clickable={canClick}
              selection={new Set((live?.selection ?? []).map(refKey))}
              next={live?.next ?? new Set()}
              blocked={reasons}
              selected={inspected?.card ?? null}
              onInspect={onInspect}
              onPick={onPick}
            />
            {live && <PickMenu actions={live.actions} onAct={act} onCancel={() => setChoice(null)} />}
          </div>
          <aside class="table-side">
            <SinceLastMove state={state} />
            <ForecastNotes notes={g.notes} onRefs={lightRefs} />
            <ActionPanel list={list} disabled={blocked} only={g.only} onAct={act} />
            <WhyNotNotes notes={g.notes} onRefs={lightRefs} />
            <CardPanel game={g.game} card={inspected?.card ?? null} pinned={inspected?.pinned ?? false} onClose={() => setInspected(null)} />
            <LogPanel log={state.log} freshFrom={state.freshFrom} onRefs={lightRefs} />
          </aside>
        </div>
      ) : (
        <p class="muted">{state.connection === "reconnecting" ? "The server does not answer yet…" : "Connecting…"}</p>
      )}
    </main>
  );
}

// The replay page: a stored game (`/r/<id>?step=K&view=V`) or an uploaded record file (`/replay?step=K&view=V`,
// the record kept in sessionStorage by the lobby). Step back and forward (buttons, slider, ←/→/Home/End), jump to a
// turn, choose whose view (a seat's view only where the server allows it); the same board as the live table, with
// nothing to click. The step and view stay in the URL, so the address is a link to this very step.
import type { JSX } from "preact";
import { useEffect, useMemo, useRef, useState } from "preact/hooks";
import { isTypingTarget } from "../actionList";
import { ApiError, fetchRecordReplay, fetchReplay } from "../api";
import { boardFor } from "../boards";
import type { CardNode } from "../boards/generic/layout";
import type { ReplayMessage, Ref } from "../protocol";
import { refKey } from "../refs";
import {
  back,
  changeView,
  first,
  forward,
  goTo,
  jumpToTurn,
  keyMove,
  last,
  positionFromSearch,
  replayUrl,
  viewName,
  withSteps,
} from "../replayState";
import type { ReplayPosition } from "../replayState";
import { tokenFor } from "../seats";
import { CardPanel } from "./CardPanel";
import { LogPanel } from "./LogPanel";
import { navigate } from "./navigate";

/** Where an uploaded record waits for the replay page (this tab only). */
export const RECORD_KEY = "tcgkit.replay-record";

export type ReplaySource = { kind: "game"; id: string } | { kind: "file" };

const NONE: ReadonlySet<string> = new Set();
const NO_REASONS: ReadonlyMap<string, string> = new Map();

/** The uploaded record's JSON text (kept as text: see fetchRecordReplay), or null. */
function storedRecord(): string | null {
  try {
    return sessionStorage.getItem(RECORD_KEY);
  } catch {
    return null;
  }
}

function whoName(seat: number | null, r: ReplayMessage): string {
  if (seat === null) return "Nobody";
  const p = r.players.find((x) => x.seat === seat);
  const name = `Player ${seat + 1}`;
  return p && p.kind === "computer" ? `${name} (the computer${p.agent ? `, ${p.agent}` : ""})` : name;
}

/** The controls' icons (⏮ ◀ ▶ ⏭), drawn: not every system font has the first and last of them. */
function Icon({ kind }: { kind: "first" | "back" | "forward" | "last" }): JSX.Element {
  const shapes = {
    first: ["M14 3 L5 8 L14 13 Z", "M2 3 H4.2 V13 H2 Z"],
    back: ["M12.5 3 L3.5 8 L12.5 13 Z"],
    forward: ["M3.5 3 L12.5 8 L3.5 13 Z"],
    last: ["M2 3 L11 8 L2 13 Z", "M11.8 3 H14 V13 H11.8 Z"],
  }[kind];
  return (
    <svg class="icon" viewBox="0 0 16 16" width="16" height="16" aria-hidden="true">
      {shapes.map((d) => (
        <path d={d} key={d} />
      ))}
    </svg>
  );
}

function StepLine({ r }: { r: ReplayMessage }): JSX.Element {
  if (r.result) return <strong>{r.result.text}</strong>;
  const who = whoName(r.to_move, r);
  return (
    <strong>
      {who} to move{r.deciding ? `: ${r.deciding}` : ""}
    </strong>
  );
}

function TakenPanel({ r, onRefs }: { r: ReplayMessage; onRefs(refs: Ref[]): void }): JSX.Element {
  const a = r.action;
  return (
    <section class="panel taken" aria-label="the action taken at this step">
      <h2>At this step</h2>
      <p class="small muted">
        Turn {r.turn} · step {r.step} of {r.steps}
      </p>
      {a === null ? (
        <p>{r.result ? "The game is over." : "Nothing was decided here yet: this is where the record ends."}</p>
      ) : a.label !== null ? (
        <p
          class="taken-label"
          tabIndex={a.refs.length ? 0 : undefined}
          onMouseEnter={() => onRefs(a.refs)}
          onMouseLeave={() => onRefs([])}
          onFocus={() => onRefs(a.refs)}
          onBlur={() => onRefs([])}
        >
          {whoName(a.seat, r)} chose: <strong>{a.label}</strong>
        </p>
      ) : (
        <p class="taken-label">
          {whoName(a.seat, r)} chose <span class="muted">(hidden from this view while the game is being played)</span>
        </p>
      )}
    </section>
  );
}

export function Replay({ source }: { source: ReplaySource }): JSX.Element {
  const path = source.kind === "game" ? `/r/${source.id}` : "/replay";
  const token = useMemo(() => (source.kind === "game" ? tokenFor(localStorage, source.id) : null), [source]);
  const record = useMemo(() => (source.kind === "file" ? storedRecord() : null), [source]);
  const [pos, setPos] = useState<ReplayPosition>(() => positionFromSearch(location.search));
  const [data, setData] = useState<ReplayMessage | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const [highlight, setHighlight] = useState<ReadonlySet<string>>(NONE);
  const [inspected, setInspected] = useState<{ card: CardNode; pinned: boolean } | null>(null);
  const [freshFrom, setFreshFrom] = useState(0);
  const asked = useRef(0);
  const previous = useRef<ReplayMessage | null>(null);

  // Ask the server for the step and view of the position; the newest question wins.
  useEffect(() => {
    if (source.kind === "file" && record === null) return;
    const n = ++asked.current;
    setLoading(true);
    const answer =
      source.kind === "game" ? fetchReplay(source.id, pos.step, pos.view, token) : fetchRecordReplay(record ?? "null", pos.step, pos.view);
    answer.then(
      (r) => {
        if (n !== asked.current) return;
        const before = previous.current;
        setFreshFrom(before && before.step === r.step - 1 && before.seat === r.seat ? before.log.length : r.log.length);
        previous.current = r;
        setData(r);
        setError(null);
        setLoading(false);
        if (r.steps !== pos.steps) setPos((p) => withSteps(p, r.steps));
      },
      (e: unknown) => {
        if (n !== asked.current) return;
        setLoading(false);
        // a seat view this viewer may not see (any more): fall back to the public view at the same step
        if (e instanceof ApiError && e.status === 422 && pos.view !== "public" && /view|token/.test(e.message)) {
          setError(`${e.message}: showing the public view`);
          setPos((p) => ({ ...p, view: "public" }));
          return;
        }
        setError(e instanceof Error ? e.message : String(e));
      },
    );
  }, [source, record, token, pos.step, pos.view]);

  // The address follows the position (replaced, not pushed: the back button leaves the replay).
  useEffect(() => {
    const url = replayUrl(path, pos);
    if (`${location.pathname}${location.search}` !== url) history.replaceState(null, "", url);
  }, [path, pos.step, pos.view]);

  useEffect(() => {
    const onKey = (ev: KeyboardEvent) => {
      if (isTypingTarget(ev.target as HTMLElement | null) || ev.ctrlKey || ev.altKey || ev.metaKey) return;
      if (ev.key === "Escape") return setInspected(null);
      const moved = keyMove(pos, ev.key);
      if (moved) {
        ev.preventDefault();
        setPos(moved);
      }
    };
    addEventListener("keydown", onKey);
    return () => removeEventListener("keydown", onKey);
  }, [pos]);

  const lightRefs = (refs: Ref[]) => setHighlight(new Set(refs.map(refKey)));
  const onInspect = (card: CardNode | null, pin: boolean) => {
    if (!card) return setInspected(null);
    if (pin) setInspected({ card, pinned: true });
    else setInspected((cur) => (cur?.pinned ? cur : { card, pinned: false }));
  };
  const recent = useMemo(() => new Set((data?.action?.refs ?? []).map(refKey)), [data]);

  if (source.kind === "file" && record === null) {
    return (
      <main class="lobby">
        <p>
          No record file to replay in this tab.{" "}
          <a href="/" onClick={(e) => { e.preventDefault(); navigate("/"); }}>
            Choose one in the lobby
          </a>
          .
        </p>
      </main>
    );
  }

  const r = data;
  const Board = boardFor(r?.game ?? "");
  const steps = pos.steps ?? r?.steps ?? 0;
  const views = r?.views ?? ["public"];
  const atStart = pos.step <= 0;
  const atEnd = pos.steps !== null && pos.step >= pos.steps;
  const tableLink = source.kind === "game" ? (token ? `/g/${source.id}#t=${token}` : `/g/${source.id}`) : null;

  return (
    <main
      class="table replay"
      data-step={r?.step ?? ""}
      data-steps={r?.steps ?? ""}
      data-view={r ? (r.seat === null ? "public" : String(r.seat)) : ""}
      data-turn={r?.turn ?? ""}
      data-loading={loading ? "yes" : "no"}
    >
      <header class="top table-top">
        <a href="/" class="home" onClick={(e) => { e.preventDefault(); navigate("/"); }}>
          tcgkit
        </a>
        <h1>{r ? `${r.title}: replay` : "Loading the replay…"}</h1>
        <span class="muted small">
          {source.kind === "game" ? `game ${source.id}` : "a record file"}
          {r && r.status === "playing" ? " · still being played" : ""}
        </span>
        {source.kind === "game" && r?.status !== "playing" && (
          <a class="small record-link" href={`/api/games/${source.id}/record`} download={`${r?.game ?? "game"}-${source.id}.json`}>
            Download the record
          </a>
        )}
        {tableLink && (
          <a class="small table-link" href={tableLink} onClick={(e) => { e.preventDefault(); navigate(tableLink); }}>
            {r?.status === "playing" ? "Back to the table" : "The table"}
          </a>
        )}
      </header>

      {error && (
        <p class="error-line" role="alert">
          <span>{error}</span>
        </p>
      )}

      <nav class="replay-controls" aria-label="replay controls">
        <div class="replay-buttons">
          <button type="button" aria-label="first step" title="first step (Home)" disabled={atStart} onClick={() => setPos(first(pos))}>
            <Icon kind="first" />
          </button>
          <button type="button" aria-label="step back" title="step back (←)" disabled={atStart} onClick={() => setPos(back(pos))}>
            <Icon kind="back" />
          </button>
          <button type="button" aria-label="step forward" title="step forward (→)" disabled={atEnd} onClick={() => setPos(forward(pos))}>
            <Icon kind="forward" />
          </button>
          <button type="button" aria-label="last step" title="last step (End)" disabled={atEnd || pos.steps === null} onClick={() => setPos(last(pos))}>
            <Icon kind="last" />
          </button>
        </div>
        <input
          class="replay-slider"
          type="range"
          min={0}
          max={steps}
          value={pos.step}
          aria-label="step"
          onInput={(e) => setPos(goTo(pos, Number((e.currentTarget as HTMLInputElement).value)))}
        />
        <span class="replay-count small" aria-live="polite">
          step <strong>{pos.step}</strong> / {steps}
        </span>
        <label class="small">
          turn{" "}
          <select
            name="turn"
            value={String(r?.turn ?? "")}
            onChange={(e) => setPos(jumpToTurn(pos, r?.turns ?? [], Number((e.currentTarget as HTMLSelectElement).value)))}
          >
            {(r?.turns ?? []).map((t) => (
              <option value={String(t.turn)} key={t.turn}>
                {t.turn} (step {t.step})
              </option>
            ))}
          </select>
        </label>
        <label class="small">
          view{" "}
          <select name="view" value={pos.view} onChange={(e) => setPos(changeView(pos, (e.currentTarget as HTMLSelectElement).value, views))}>
            {(["0", "1", "public"] as const)
              .filter((v) => views.includes(v) || v === pos.view)
              .map((v) => (
                <option value={v} key={v} disabled={!views.includes(v)}>
                  {viewName(v)}
                </option>
              ))}
          </select>
        </label>
      </nav>

      {r ? (
        <>
          <div class="turn-line replay-line" role="status">
            <StepLine r={r} />
            {loading && <span class="muted small"> · loading…</span>}
          </div>
          <div class="table-grid">
            <div class="table-main">
              <Board
                game={r.game}
                view={r.view}
                seat={r.seat}
                players={r.players}
                toMove={r.to_move}
                highlight={highlight}
                recent={recent}
                clickable={NONE}
                selection={NONE}
                next={NONE}
                blocked={NO_REASONS}
                selected={inspected?.card ?? null}
                onInspect={onInspect}
                onPick={() => undefined}
              />
            </div>
            <aside class="table-side">
              <TakenPanel r={r} onRefs={lightRefs} />
              <CardPanel game={r.game} card={inspected?.card ?? null} pinned={inspected?.pinned ?? false} onClose={() => setInspected(null)} />
              <LogPanel log={r.log} freshFrom={freshFrom} onRefs={lightRefs} />
            </aside>
          </div>
        </>
      ) : (
        !error && <p class="muted replay-wait">Replaying the game…</p>
      )}
    </main>
  );
}


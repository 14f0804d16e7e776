// The board of Bionicle TCG (Bohrok Swarm): the map of Mata Nui in SVG (square kinds, the two Toa, locks, mission
// marks, the nest of the Bohrok deck) between the players' areas — the opponent above, you below — each with its
// Toa and stats (attached mask and Turaga added), held masks and Turaga, hand, missions and piles; the shared decks,
// the contest under way and the draft pools beside the map. Every ref drawn carries data-ref and its state classes.
import type { JSX } from "preact";
import { refKey } from "../../refs";
import type { CardNode } from "../generic/layout";
import type { BoardProps } from "../types";
import "./board.css";
import { CELL, KIND_MARKS, layoutView, markClasses, squareMarks } from "./layout";
import type { BioCard, BioLayout, BioPlayer, Pile, Square } from "./layout";

type Ctx = BoardProps;

function node(c: BioCard, path: string): CardNode {
  return { t: "card", iid: c.iid, card: c.card || null, name: c.name, tags: [...c.stats.map(([k, v]) => `${k} ${v}`), ...c.tags], attached: [], path };
}

function Card({ c, ctx, path, size = "" }: { c: BioCard; ctx: Ctx; path: string; size?: string }): JSX.Element {
  const key = refKey(c.iid);
  const marks = markClasses(key, ctx, [`card:${c.card}`]);
  const can = marks.includes("can-act");
  const why = ctx.blocked.get(key);
  const n = node(c, path);
  const selected = ctx.selected !== null && ctx.selected.iid === c.iid && ctx.selected.path === path;
  return (
    <button
      type="button"
      class={["card", "bio-card", size, ...c.tags.map((t) => `bio-${t.split(" ")[0]}`), ...marks, selected ? "selected" : ""].filter(Boolean).join(" ")}
      data-ref={key}
      data-card={c.card}
      title={why}
      aria-label={`${c.name}${c.stats.length ? ", " + c.stats.map(([k, v]) => `${k} ${v}`).join(", ") : ""} (${path})${can ? ": act on it" : ""}${why ? `; ${why}` : ""}`}
      onMouseEnter={() => ctx.onInspect(n, false)}
      onFocus={() => ctx.onInspect(n, false)}
      onClick={() => {
        ctx.onInspect(n, !can);
        if (can) ctx.onPick(c.iid);
      }}
    >
      <span class="bio-card-name">{c.name}</span>
      {c.stats.length > 0 && (
        <span class="bio-card-stats">
          {c.stats.map(([k, v]) => (
            <span class={`bio-stat bio-stat-${k === "effect" || k === "goal" ? "text" : "pair"}`}>
              {k === "effect" || k === "goal" ? v : `${k} ${v}`}
            </span>
          ))}
        </span>
      )}
      {c.tags.length > 0 && (
        <span class="bio-card-tags">
          {c.tags.map((t) => (
            <span class="tag">{t}</span>
          ))}
        </span>
      )}
    </button>
  );
}

function PileView({ p, ctx }: { p: Pile; ctx: Ctx }): JSX.Element {
  const marks = markClasses(p.ref, ctx);
  const can = marks.includes("can-act");
  const why = ctx.blocked.get(p.ref);
  return (
    <button
      type="button"
      class={["bio-pile", p.count === 0 ? "bio-empty" : "", ...marks].filter(Boolean).join(" ")}
      data-ref={p.ref}
      title={why ?? `${p.label}: ${p.count} card${p.count === 1 ? "" : "s"} face down`}
      aria-label={`${p.label}, ${p.count} cards${can ? ": act on it" : ""}`}
      onClick={() => can && ctx.onPick(p.ref)}
    >
      <span class="bio-pile-count">{p.count}</span>
      <span class="bio-pile-label">{p.label}</span>
    </button>
  );
}

function Row({ label, cards, ctx, path, size = "", empty = "none" }: { label: string; cards: BioCard[]; ctx: Ctx; path: string; size?: string; empty?: string }): JSX.Element {
  return (
    <section class="bio-row" aria-label={label}>
      <h4>
        {label} <span class="count">{cards.length}</span>
      </h4>
      <div class="bio-cards">
        {cards.length ? cards.map((c) => <Card c={c} ctx={ctx} path={path} size={size} />) : <span class="muted small">{empty}</span>}
      </div>
    </section>
  );
}

function ToaPanel({ p, ctx }: { p: BioPlayer; ctx: Ctx }): JSX.Element {
  const key = refKey(p.toa.iid);
  const marks = markClasses(key, ctx, [`card:${p.toa.card}`]);
  const can = marks.includes("can-act");
  const n = node(p.toa, `${p.label} · Toa`);
  return (
    <button
      type="button"
      class={["card", "bio-card", "bio-toa", `bio-seat-${p.seat}`, ...marks].join(" ")}
      data-ref={key}
      data-card={p.toa.card}
      aria-label={`${p.label}: Toa ${p.toa.name}${can ? ": act on it" : ""}`}
      onMouseEnter={() => ctx.onInspect(n, false)}
      onFocus={() => ctx.onInspect(n, false)}
      onClick={() => {
        ctx.onInspect(n, !can);
        if (can) ctx.onPick(p.toa.iid);
      }}
    >
      <span class="bio-card-name">
        {p.toa.name} <span class="muted small">on ({p.square ?? "—"})</span>
      </span>
      <span class="bio-toa-stats">
        {p.stats.map((s) => (
          <span class={`bio-toa-stat ${s.bonus ? "bio-boosted" : ""}`} title={s.bonus ? `${s.base} + ${s.bonus} from attached cards` : undefined}>
            <span class="bio-toa-stat-name">{s.stat}</span>
            <strong>{s.base + s.bonus}</strong>
          </span>
        ))}
      </span>
    </button>
  );
}

function Area({ p, ctx, l, mine }: { p: BioPlayer; ctx: Ctx; l: BioLayout; mine: boolean }): JSX.Element {
  const info = ctx.players.find((x) => x.seat === p.seat);
  const who = info ? `player ${p.seat + 1}${info.kind === "computer" ? " · computer" : ""}${info.connected ? "" : " · away"}` : "";
  const hidden = Array.from({ length: p.hiddenHand }, (_, k) => k);
  const path = (z: string) => `${p.label} · ${z}`;
  const locks = [p.actionLock ? `action lock (${p.actionLock})` : "", p.challengeLock ? `challenge lock (${p.challengeLock})` : ""].filter(Boolean);
  return (
    <section class={`bio-area bio-seat-${p.seat} ${mine ? "bio-mine" : "bio-theirs"} ${ctx.toMove === p.seat ? "to-move" : ""}`} aria-label={p.label} data-seat={p.seat}>
      <h3>
        <span class={`bio-dot bio-seat-${p.seat}`} /> {p.label} <span class="muted small">{who}</span>
        {ctx.toMove === p.seat && <span class="bio-tomove">to move</span>}
        <span class="bio-masks" title="Great Masks held (six win, BIO-7.1)">
          masks {p.masks}/6
        </span>
        {l.active === p.seat && <span class="muted small"> · turn {l.turn}</span>}
      </h3>
      <div class="bio-area-grid">
        <div class="bio-toa-col">
          <ToaPanel p={p} ctx={ctx} />
          {locks.length > 0 && <p class="small muted bio-locks">⊘ {locks.join(" · ")}</p>}
          <div class="bio-piles">
            {p.piles.map((x) => (
              <PileView p={x} ctx={ctx} />
            ))}
          </div>
        </div>
        <div class="bio-zones">
          <Row label="masks & Turaga held" cards={p.held} ctx={ctx} path={path("held")} />
          <section class="bio-row" aria-label="hand">
            <h4>
              hand <span class="count">{p.hand.length + p.hiddenHand}</span>
            </h4>
            <div class="bio-cards">
              {p.hand.map((c) => (
                <Card c={c} ctx={ctx} path={path("hand")} />
              ))}
              {hidden.map(() => (
                <span class="card bio-card face-down bio-back" aria-label="a face-down card">
                  <span class="bio-card-name">action card</span>
                </span>
              ))}
              {p.hand.length + p.hiddenHand === 0 && <span class="muted small">empty</span>}
            </div>
          </section>
          <Row label="missions (oldest first)" cards={p.missions} ctx={ctx} path={path("missions")} size="bio-small" />
          {p.knownTop.length > 0 && <Row label="known on top of the M&T deck" cards={p.knownTop} ctx={ctx} path={path("Mask & Turaga deck")} size="bio-small" />}
          <Row label="action discard" cards={p.discard} ctx={ctx} path={path("action discard")} size="bio-small" />
        </div>
      </div>
    </section>
  );
}

function SquareView({ s, l, ctx }: { s: Square; l: BioLayout; ctx: Ctx }): JSX.Element {
  const marks = markClasses(s.ref, ctx);
  const can = marks.includes("can-act");
  const why = ctx.blocked.get(s.ref);
  const on = squareMarks(l, s.name);
  const nest = l.nest === s.name;
  const title = [`(${s.name}) ${s.word}`, nest ? `the Bohrok deck (${l.bohrokCount})` : "", ...on.locks, on.missions ? `${on.missions} mission(s) drawn here` : "", why ?? ""]
    .filter(Boolean)
    .join(" · ");
  return (
    <g
      class={["bio-sq", `bio-k-${s.kind === "." ? "g" : s.kind}`, ...marks].join(" ")}
      data-ref={s.ref}
      data-square={s.name}
      tabIndex={can ? 0 : -1}
      role={can ? "button" : undefined}
      aria-label={title}
      onClick={() => can && ctx.onPick(s.ref)}
      onKeyDown={(e) => {
        if (can && (e.key === "Enter" || e.key === " ")) {
          e.preventDefault();
          ctx.onPick(s.ref);
        }
      }}
    >
      <title>{title}</title>
      <rect x={s.x + 1} y={s.y + 1} width={CELL - 2} height={CELL - 2} rx={5} />
      <text x={s.x + CELL / 2} y={s.y + CELL / 2 + 5} class="bio-sq-mark">
        {KIND_MARKS[s.kind] ?? ""}
      </text>
      {on.locks.length > 0 && (
        <text x={s.x + 4} y={s.y + 13} class="bio-sq-lock">
          ⊘
        </text>
      )}
      {on.missions > 0 && <circle cx={s.x + CELL - 7} cy={s.y + 7} r={4} class="bio-sq-mission" />}
      {nest && l.bohrokCount > 0 && (
        <>
          <rect x={s.x + 5} y={s.y + 7} width={CELL - 10} height={CELL - 14} rx={3} class="bio-nest-deck" />
          <text x={s.x + CELL / 2} y={s.y + CELL / 2 + 4} class="bio-nest-text">
            Bohr
          </text>
        </>
      )}
    </g>
  );
}

function MapView({ l, ctx }: { l: BioLayout; ctx: Ctx }): JSX.Element {
  const w = l.cols * CELL;
  const h = l.rows * CELL;
  const at = new Map(l.squares.map((s) => [s.name, s]));
  return (
    <section class="bio-map-wrap" aria-label={`the map: ${l.mapTitle}`}>
      <svg class="bio-map" viewBox={`-2 -2 ${w + 4} ${h + 4}`} preserveAspectRatio="xMidYMin meet" role="group">
        {l.squares.map((s) => (
          <SquareView s={s} l={l} ctx={ctx} />
        ))}
        {l.players.map((p) => {
          const s = p.square ? at.get(p.square) : undefined;
          if (!s) return null;
          const key = refKey(p.toa.iid);
          const marks = markClasses(key, ctx, [`card:${p.toa.card}`, s.ref]); // a move's square lights its Toa
          const can = marks.includes("can-act");
          const n = node(p.toa, `${p.label} · Toa on the map`);
          return (
            <g
              class={["bio-piece", `bio-seat-${p.seat}`, ...marks].join(" ")}
              data-ref={key}
              aria-label={`${p.label}: ${p.toa.name} on (${s.name})`}
              onMouseEnter={() => ctx.onInspect(n, false)}
              onClick={() => {
                ctx.onInspect(n, !can);
                if (can) ctx.onPick(p.toa.iid);
              }}
            >
              <title>{`${p.label}: ${p.toa.name} on (${s.name})`}</title>
              <circle cx={s.x + CELL / 2} cy={s.y + CELL / 2} r={CELL / 2 - 5} />
              <text x={s.x + CELL / 2} y={s.y + CELL / 2 + 5}>
                {p.toa.name.slice(0, 2)}
              </text>
            </g>
          );
        })}
      </svg>
      <p class="bio-legend small muted">
        <span class="bio-key bio-k-g" /> general <span class="bio-key bio-k-MI" /> mission <span class="bio-key bio-k-GA" /> action{" "}
        <span class="bio-key bio-k-CL" /> challenge <span class="bio-key bio-k-PO" /> portal <span class="bio-key bio-k-BC" /> Bohrok control{" "}
        <span class="bio-key bio-k-NE" /> nest · ⊘ lock · <span class="bio-key bio-dotm" /> mission drawn
      </p>
    </section>
  );
}

function Middle({ l, ctx }: { l: BioLayout; ctx: Ctx }): JSX.Element {
  const seatWord = (q: number) => l.players[q]?.label ?? `Player ${q + 1}`;
  return (
    <div class="bio-table-side">
      <div class="bio-piles">
        {l.piles.map((p) => (
          <PileView p={p} ctx={ctx} />
        ))}
      </div>
      {l.bohrokTop && (
        <section class="bio-row" aria-label="the Bohrok swarm">
          <h4>top Bohrok {l.nest ? <span class="muted small">on the nest ({l.nest})</span> : null}</h4>
          <div class="bio-cards">
            <Card c={l.bohrokTop} ctx={ctx} path="the Bohrok deck · top" />
            {l.raiding && <Card c={l.raiding} ctx={ctx} path="raiding" />}
          </div>
        </section>
      )}
      {l.contest && (
        <section class={`bio-contest bio-${l.contest.kind}`} aria-label={`the ${l.contest.kind}`}>
          <h4>
            {l.contest.kind === "raid" ? "Raid" : "Challenge"} under way
          </h4>
          <div class="bio-cards">
            <Card c={l.contest.card} ctx={ctx} path={`the ${l.contest.kind}`} />
          </div>
          <p class="bio-values">
            {l.contest.values.map((v, q) => (
              <span class={`bio-value bio-seat-${q}`}>
                {seatWord(q)} <strong>{v}</strong>
              </span>
            ))}
          </p>
          {l.window.length > 0 && (
            <div class="bio-cards">
              {l.window.map((c) => (
                <Card c={c} ctx={ctx} path={`played by ${seatWord(c.player).toLowerCase()}`} size="bio-small" />
              ))}
            </div>
          )}
        </section>
      )}
      {l.moveEffects.length > 0 && <p class="small bio-effects">This move: {l.moveEffects.join(" · ")}</p>}
      {l.pools.map((p) => (
        <Row label={p.label} cards={p.cards} ctx={ctx} path={p.label} size="bio-small" />
      ))}
      {l.challengeDiscard.length > 0 && <Row label="challenge discard" cards={l.challengeDiscard} ctx={ctx} path="challenge discard" size="bio-small" />}
      {l.missionDiscards.length > 0 && <Row label="mission discard" cards={l.missionDiscards} ctx={ctx} path="mission discard" size="bio-small" />}
      {l.removed.length > 0 && <Row label="Bohrok removed" cards={l.removed} ctx={ctx} path="removed from the game" size="bio-small" />}
    </div>
  );
}

export const board = (props: BoardProps): JSX.Element => {
  const l = layoutView(props.view, props.seat);
  const bottom = props.seat ?? 0; // a spectator sees player 1 below
  const top = l.players.filter((p) => p.seat !== bottom);
  const mine = l.players.filter((p) => p.seat === bottom);
  return (
    <div class="board bio-board">
      {top.map((p) => (
        <Area p={p} ctx={props} l={l} mine={false} />
      ))}
      <div class="bio-middle">
        <MapView l={l} ctx={props} />
        <Middle l={l} ctx={props} />
      </div>
      {mine.map((p) => (
        <Area p={p} ctx={props} l={l} mine={true} />
      ))}
    </div>
  );
};

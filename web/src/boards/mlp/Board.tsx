// My Little Pony CCG's board: the opponent's bar and home above, the problems in the middle (each split between the
// two players' characters, with what each needs to confront it and its bonus), your home, bar and hand below. Every
// card, place and deck that a ref names carries data-ref and the shell's classes (can-act, recent, lit, chosen, next,
// blocked); cards show their details on hover or focus and are pinned by a tap.
import type { JSX } from "preact";
import { keyRef, refState, useCardDetails } from "../marks";
import type { Board, BoardProps } from "../types";
import "./board.css";
import { WIN_POINTS, cardIds, cardNode, layoutMlp, of } from "./layout";
import type { MlpCard, MlpFaceoff, MlpPlace, MlpSide } from "./layout";

type Ctx = Pick<BoardProps, "highlight" | "recent" | "clickable" | "selection" | "next" | "blocked" | "selected" | "onInspect" | "onPick">;

function pickRef(key: string, ctx: Ctx): void {
  if (key) ctx.onPick(keyRef(key));
}

function colourStyle(colours: string[]): string {
  if (!colours.length) return "var(--mlp-none)";
  if (colours.length === 1) return `var(--mlp-${colours[0]})`;
  const step = 100 / colours.length;
  return `linear-gradient(90deg, ${colours.map((c, i) => `var(--mlp-${c}) ${i * step}% ${(i + 1) * step}%`).join(", ")})`;
}

function Card({ c, ctx, size = "", showCost = false }: { c: MlpCard; ctx: Ctx; size?: string; showCost?: boolean }): JSX.Element {
  const { cls, can, why } = refState(c.key, ctx);
  const hidden = c.card === null;
  const selected = ctx.selected !== null && ctx.selected.iid === c.iid && ctx.selected.card === c.card && ctx.selected.path === c.path;
  const classes = ["mlp-card", size, hidden ? "mlp-back" : "", c.faceDown ? "mlp-down" : "", c.fighting ? "mlp-fighting" : "", showCost && c.cost !== null ? "mlp-has-cost" : "", ...c.states.map((s) => `mlp-${s.toLowerCase()}`), selected ? "mlp-selected" : "", cls]
    .filter(Boolean)
    .join(" ");
  const stats: string[] = [];
  if (c.power !== null && c.type !== "Problem") stats.push(`power ${c.power}`);
  if (c.points !== null) stats.push(`${c.points} pts`);
  const title = [c.name, c.type, c.colours.join("/"), c.req ? `needs ${c.req}` : "", ...c.states, why ?? ""].filter(Boolean).join(" · ");
  return (
    <div class="mlp-card-wrap">
      <button
        type="button"
        class={classes}
        data-ref={c.key || undefined}
        data-iid={c.iid ?? undefined}
        data-card={c.card ?? undefined}
        title={title}
        aria-label={`${c.name}${c.type ? `, ${c.type}` : ""}${stats.length ? `, ${stats.join(", ")}` : ""}${c.states.length ? `, ${c.states.join(", ")}` : ""}: ${can ? "act on it" : "show details"}${why ? `; ${why}` : ""}`}
        onMouseEnter={() => ctx.onInspect(cardNode(c), false)}
        onFocus={() => ctx.onInspect(cardNode(c), false)}
        onClick={(e) => {
          e.stopPropagation();
          ctx.onInspect(cardNode(c), !can);
          if (can) pickRef(c.key, ctx);
        }}
      >
        <span class="mlp-stripe" style={{ background: colourStyle(c.colours) }} />
        {showCost && c.cost !== null && (
          <span class="mlp-cost" title={`costs ${c.cost} action token${c.cost === 1 ? "" : "s"}`}>
            {c.cost}
          </span>
        )}
        <span class="mlp-name">{hidden ? "Face down" : c.name}</span>
        <span class="mlp-type">
          {hidden ? "Troublemaker" : c.type === "Mane Character" ? "Mane" : c.type}
          {c.colours.length > 0 && ` · ${c.colours.join("/")}`}
          {c.faceDown && !hidden ? " · face down" : ""}
        </span>
        {c.note && <span class="mlp-note">{c.note}</span>}
        <span class="mlp-stats">
          {c.power !== null && c.type !== "Problem" && !hidden && <span class="mlp-power">{c.power}</span>}
          {c.points !== null && <span class="mlp-points">{c.points} pt</span>}
          {c.states.map((s) => (
            <span class="mlp-state">{s === "exhausted" ? "exh." : s === "frightened" ? "scared" : "boost"}</span>
          ))}
        </span>
        {why && <span class="mlp-why">{why}</span>}
      </button>
      {c.attached.length > 0 && (
        <div class="mlp-attached">
          {c.attached.map((a) => (
            <Card c={a} ctx={ctx} size="mlp-small" />
          ))}
        </div>
      )}
    </div>
  );
}

function RefButton({ k, ctx, class: extra, children, label }: { k: string; ctx: Ctx; class: string; children: (JSX.Element | string)[] | JSX.Element | string; label: string }): JSX.Element {
  const { cls, can, why } = refState(k, ctx);
  return (
    <button
      type="button"
      class={`${extra} ${cls}`}
      data-ref={k}
      title={why ?? label}
      aria-label={`${label}${can ? ": act on it" : ""}${why ? `; ${why}` : ""}`}
      onClick={(e) => {
        e.stopPropagation();
        if (can) pickRef(k, ctx);
      }}
    >
      {children}
    </button>
  );
}

function Cards({ cards, ctx, empty }: { cards: MlpCard[]; ctx: Ctx; empty: string }): JSX.Element {
  return <div class="mlp-row">{cards.length ? cards.map((c) => <Card c={c} ctx={ctx} />) : <span class="mlp-empty">{empty}</span>}</div>;
}

/** Points of both players on one track to 15 (MLP-7.1), the bottom seat's marker below the line. */
function ScoreTrack({ sides, bottom }: { sides: [MlpSide, MlpSide]; bottom: number }): JSX.Element {
  const w = 320;
  const x = (n: number) => 10 + (Math.min(n, WIN_POINTS) * (w - 20)) / WIN_POINTS;
  const top = 1 - bottom;
  return (
    <svg class="mlp-track" viewBox={`0 0 ${w} 44`} role="img" aria-label={`points: ${sides.map((s) => `${s.label} ${s.score}`).join(", ")} of ${WIN_POINTS}`}>
      <line x1={10} y1={22} x2={w - 10} y2={22} class="mlp-track-line" />
      {Array.from({ length: WIN_POINTS + 1 }, (_, n) => (
        <g>
          <line x1={x(n)} y1={n % 5 === 0 ? 15 : 18} x2={x(n)} y2={n % 5 === 0 ? 29 : 26} class="mlp-tick" />
          {n % 5 === 0 && (
            <text x={x(n)} y={n === WIN_POINTS ? 42 : 42} class="mlp-tick-text">
              {n}
            </text>
          )}
        </g>
      ))}
      <circle cx={x(of(sides, top).score)} cy={10} r={7} class="mlp-marker mlp-them" />
      <text x={x(of(sides, top).score)} y={13} class="mlp-marker-text">
        {of(sides, top).score}
      </text>
      <circle cx={x(of(sides, bottom).score)} cy={34} r={7} class="mlp-marker mlp-us" />
      <text x={x(of(sides, bottom).score)} y={37} class="mlp-marker-text">
        {of(sides, bottom).score}
      </text>
    </svg>
  );
}

function Bar({ s, ctx, mine, toMove }: { s: MlpSide; ctx: Ctx; mine: boolean; toMove: boolean }): JSX.Element {
  const top = s.discard[s.discard.length - 1];
  return (
    <div class={`mlp-bar ${mine ? "mlp-mine" : "mlp-theirs"} ${toMove ? "mlp-to-move" : ""}`}>
      <strong class="mlp-who">
        {s.label}
        {toMove ? " · to move" : ""}
      </strong>
      <RefButton k={`points:${s.seat}`} ctx={ctx} class="mlp-pill mlp-score" label={`points: ${s.score} (${WIN_POINTS} win)`}>
        <b>{String(s.score)}</b>/{String(WIN_POINTS)} pts
      </RefButton>
      <RefButton k={`tokens:${s.seat}`} ctx={ctx} class="mlp-pill mlp-tokens" label={`action tokens: ${s.tokens}`}>
        <b>{String(s.tokens)}</b> tokens
      </RefButton>
      {!mine && (
        <span class="mlp-pill" title="cards in hand">
          <b>{s.handCount}</b> in hand
        </span>
      )}
      <RefButton k={s.deckKey} ctx={ctx} class="mlp-pill mlp-deck" label={`${s.label === "You" ? "your" : s.label + "'s"} draw deck: ${s.deck} cards`}>
        <b>{String(s.deck)}</b> deck
      </RefButton>
      <span class="mlp-pill" title="problem deck">
        <b>{s.problemDeck}</b> problems
      </span>
      <span class="mlp-pill" title={`home limit ${s.homeLimit}`}>
        home ≤{s.homeLimit}
      </span>
      <span class="mlp-discard">
        <span class="mlp-pill" title="discard pile">
          <b>{s.discard.length}</b> discarded
        </span>
        {top && <Card c={top} ctx={ctx} size="mlp-small" />}
      </span>
    </div>
  );
}

function Place({ p, ctx, bottom, faceoff }: { p: MlpPlace; ctx: Ctx; bottom: number; faceoff: MlpFaceoff | null }): JSX.Element {
  const top = 1 - bottom;
  const them = of(p.cards, top);
  const us = of(p.cards, bottom);
  const head = (
    <RefButton k={p.key} ctx={ctx} class="mlp-place-head" label={p.title}>
      <span class="mlp-place-title">{p.title}</span>
      {p.bonus !== null ? <span class="mlp-bonus">bonus {p.bonus}</span> : <span />}
    </RefButton>
  );
  if (p.kind === "home") {
    const cards = of(p.cards, p.owner);
    return (
      <section class={`mlp-place mlp-home ${p.owner === bottom ? "mlp-mine" : "mlp-theirs"}`} aria-label={p.title}>
        {head}
        <Cards cards={[...cards, ...of(p.cards, 1 - p.owner)]} ctx={ctx} empty="no one at home" />
      </section>
    );
  }
  const fo = p.inFaceoff && faceoff;
  const unmet = ctx.blocked.get(p.key);
  return (
    <section class={`mlp-place mlp-problem ${fo ? "mlp-faceoff" : ""}`} aria-label={p.title}>
      {head}
      <div class="mlp-half mlp-theirs">
        <span class="mlp-need" title="what this player needs here to confront the problem (MLP-5.2)">
          needs {of(p.needs, top) || "?"} · power {of(p.power, top)}
        </span>
        <Cards cards={them} ctx={ctx} empty="—" />
      </div>
      <div class="mlp-problem-card">{p.problem && <Card c={p.problem} ctx={ctx} size="mlp-wide" />}</div>
      <div class="mlp-half mlp-mine">
        <Cards cards={us} ctx={ctx} empty="—" />
        <span class={`mlp-need ${unmet ? "mlp-unmet" : ""}`} title={unmet ?? "what this player needs here to confront the problem (MLP-5.2)"}>
          needs {of(p.needs, bottom) || "?"} · power {of(p.power, bottom)}
          {unmet ? " · not met" : ""}
        </span>
      </div>
    </section>
  );
}

function Faceoff({ f, sides, ctx, bottom, viewer }: { f: MlpFaceoff; sides: [MlpSide, MlpSide]; ctx: Ctx; bottom: number; viewer: number | null }): JSX.Element {
  const order = [...f.sides.keys()].sort((a, b) => ((f.sides[a] ?? 0) === bottom ? 1 : 0) - ((f.sides[b] ?? 0) === bottom ? 1 : 0));
  return (
    <section class="mlp-faceoff-panel" aria-label="faceoff">
      <h4>
        {f.kind === "troublemaker" ? "Troublemaker faceoff" : "Problem faceoff"}
        {f.at.length > 1 ? ` at ${f.at.length} problems` : ""}
      </h4>
      {order.map((k) => {
        const seat = f.sides[k] ?? 0;
        const side = of(sides, seat);
        const name = viewer === null ? `Player ${seat + 1}` : seat === viewer ? "You" : "The opponent";
        return (
          <div class="mlp-fo-side">
            <span class="mlp-fo-total">
              {name}: <b>{f.totals[k] ?? 0}</b>
            </span>
            <Cards cards={side.flip} ctx={ctx} empty="no reveals yet" />
          </div>
        );
      })}
    </section>
  );
}

function Strip({ label, cards, ctx, fold = false }: { label: string; cards: MlpCard[]; ctx: Ctx; fold?: boolean }): JSX.Element {
  if (!cards.length) return <></>;
  const wanted = cards.some((c) => ctx.clickable.has(c.key) || ctx.highlight.has(c.key) || ctx.next.has(c.key));
  if (fold && !wanted)
    return (
      <details class="mlp-strip" aria-label={label}>
        <summary>
          {label} ({cards.length})
        </summary>
        <Cards cards={cards} ctx={ctx} empty="" />
      </details>
    );
  return (
    <section class="mlp-strip" aria-label={label}>
      <h4>{label}</h4>
      <Cards cards={cards} ctx={ctx} empty="" />
    </section>
  );
}

/** A discard pile without its top card (the bar shows that one), newest first. */
function below(s: MlpSide): MlpCard[] {
  return s.discard.slice(0, -1).reverse();
}

export function MlpBoard(props: BoardProps): JSX.Element {
  const { details, loading } = useCardDetails(props.game, cardIds(props.view));
  const l = layoutMlp(props.view, props.seat, details);
  const ctx: Ctx = props;
  const bottom = l.bottom;
  const top = 1 - bottom;
  const mine = of(l.sides, bottom);
  const theirs = of(l.sides, top);
  return (
    <div class="board mlp-board" aria-busy={loading ? "true" : undefined}>
      <div class="mlp-status">
        <span>{l.status}</span>
        <ScoreTrack sides={l.sides} bottom={bottom} />
      </div>
      <Bar s={theirs} ctx={ctx} mine={false} toMove={props.toMove === top} />
      <Strip label={`${theirs.label === "The opponent" ? "The opponent's" : `${theirs.label}'s`} discard pile, below the top card`} cards={below(theirs)} ctx={ctx} fold={true} />
      <Place p={of(l.homes, top)} ctx={ctx} bottom={bottom} faceoff={l.faceoff} />
      {l.faceoff && <Faceoff f={l.faceoff} sides={l.sides} ctx={ctx} bottom={bottom} viewer={props.seat} />}
      <div class="mlp-problems">
        {l.problems.map((p) => (
          <Place p={p} ctx={ctx} bottom={bottom} faceoff={l.faceoff} />
        ))}
      </div>
      <Strip label="Being played" cards={l.resolving} ctx={ctx} />
      <Strip label="Banished" cards={l.banished} ctx={ctx} />
      {l.beneath.map((b) => (
        <Strip label={`Beneath ${b.keeper.name}`} cards={b.cards} ctx={ctx} />
      ))}
      <Strip label={props.seat === null ? "Known to both players" : "Cards you know in hidden places"} cards={l.known} ctx={ctx} fold={true} />
      <Place p={of(l.homes, bottom)} ctx={ctx} bottom={bottom} faceoff={l.faceoff} />
      <Bar s={mine} ctx={ctx} mine={true} toMove={props.toMove === bottom} />
      <Strip label={`${mine.label === "You" ? "Your" : `${mine.label}'s`} discard pile, below the top card`} cards={below(mine)} ctx={ctx} fold={true} />
      {props.seat !== null && (
        <section class="mlp-hand" aria-label="hand">
          <h4>Your hand ({mine.handCount})</h4>
          <div class="mlp-row">
            {mine.hand.length ? mine.hand.map((c) => <Card c={c} ctx={ctx} showCost={true} />) : <span class="mlp-empty">no cards</span>}
          </div>
        </section>
      )}
    </div>
  );
}

export const board: Board = MlpBoard;

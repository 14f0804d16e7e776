// Hikaru no Go TCG's board: the opponent's side above (hand backs, character, uchite, face-down fuseki, discard
// pile), the 6x6 board in the middle with its quadrant colours, stones (tapped stones dimmed and struck), both bowls
// and agehama, beside it the match area (attacker against defender, techniques, live values), and your side below
// with your hand. Every card, square and zone a ref names carries data-ref and the shell's classes (can-act, recent,
// lit, chosen, next, blocked); cards show their details on hover or focus and are pinned by a tap.
import type { JSX } from "preact";
import { keyRef, refState, useCardDetails } from "../marks";
import type { Board, BoardProps } from "../types";
import "./board.css";
import { COLUMNS, PHASE_WORDS, cardIds, cardNode, costPips, layoutHgo } from "./layout";
import type { HgoCard, HgoLayout, HgoMatch, HgoSide, HgoSquare, Quadrant } from "./layout";

type Ctx = Pick<BoardProps, "highlight" | "recent" | "clickable" | "selection" | "next" | "blocked" | "selected" | "onInspect" | "onPick">;

/** A ref key back to the ref the shell expects: card instance ids are numbers. */
function pickKey(key: string, ctx: Ctx): void {
  ctx.onPick(keyRef(key));
}

const COLOUR_SHORT: Record<string, string> = { blue: "B", red: "R", white: "W", yellow: "Y", black: "K" };

/** "1 red + 2 black" as pips: one coloured dot per stone to tap; "free" stays a word. */
function CostPips({ cost }: { cost: string }): JSX.Element | null {
  if (!cost) return null;
  if (cost === "free") return <span class="hgo-cost hgo-free">free</span>;
  const pips = costPips(cost);
  return (
    <span class="hgo-cost" aria-label={`cost ${cost}`} title={`cost ${cost}`}>
      {pips.map((c) => (
        <span class={`hgo-pip hgo-pip-${c}`}>{COLOUR_SHORT[c] ?? "?"}</span>
      ))}
    </span>
  );
}

const TYPE_SHORT: Record<string, string> = { uchite: "Uch.", technique: "Tech.", character: "Char.", fuseki: "Fus." };

function Card({ c, ctx, size = "normal" }: { c: HgoCard; ctx: Ctx; size?: "normal" | "small" }): JSX.Element {
  const { cls, can, why } = refState(c.key, ctx);
  const hidden = c.card === null;
  const selected = ctx.selected !== null && c.iid !== null && ctx.selected.iid === c.iid;
  const classes = [
    "hgo-card",
    `hgo-${size}`,
    c.type ? `hgo-t-${c.type}` : "",
    c.faceDown ? "hgo-face-down" : "",
    hidden ? "hgo-hidden" : "",
    selected ? "hgo-selected" : "",
    cls,
  ]
    .filter(Boolean)
    .join(" ");
  const stats = c.attack !== null || c.defense !== null ? `attack ${c.attack ?? 0}, defense ${c.defense ?? 0}` : "";
  const label = hidden
    ? `${c.name} (${c.path})`
    : `${c.name}${c.type ? `, ${c.type}` : ""}${c.cost ? `, cost ${c.cost}` : ""}${stats ? `, ${stats}` : ""}${c.notes.length ? `, ${c.notes.join(", ")}` : ""} (${c.path})${can ? ": act on it" : ""}${why ? `; ${why}` : ""}`;
  const node = cardNode(c);
  return (
    <button
      type="button"
      class={classes}
      data-ref={c.key || undefined}
      data-card={c.card ?? undefined}
      title={why}
      aria-label={label}
      onMouseEnter={() => !hidden && ctx.onInspect(node, false)}
      onFocus={() => !hidden && ctx.onInspect(node, false)}
      onClick={(e) => {
        e.stopPropagation();
        if (!hidden) ctx.onInspect(node, !can);
        if (can && c.key) pickKey(c.key, ctx);
      }}
    >
      {hidden ? (
        <span class="hgo-back" aria-hidden="true" />
      ) : (
        <>
          <span class="hgo-card-top">
            <span class="hgo-type">
              <span class="hgo-type-long">{c.type}</span>
              <span class="hgo-type-short">{TYPE_SHORT[c.type] ?? c.type}</span>
            </span>
            <CostPips cost={c.cost} />
          </span>
          <span class="hgo-name">{c.name}</span>
          {(c.attack !== null || c.defense !== null) && (
            <span class="hgo-stats">
              <span class="hgo-atk" title="attack">
                ATK {c.attack ?? 0}
              </span>
              <span class="hgo-def" title="defense">
                DEF {c.defense ?? 0}
              </span>
            </span>
          )}
          {c.faceDown && <span class="hgo-note">face down</span>}
          {c.notes
            .filter((n) => !n.startsWith("face down"))
            .map((n) => (
              <span class="hgo-note">{n}</span>
            ))}
        </>
      )}
    </button>
  );
}

/** A zone's label: the thing to click for the zone itself (play a card to it, or see what happened there). */
function ZoneLabel({ k, text, ctx }: { k: string; text: string; ctx: Ctx }): JSX.Element {
  const { cls, can, why } = refState(k, ctx);
  return (
    <button
      type="button"
      class={`hgo-zone-label ${cls}`}
      data-ref={k}
      title={why}
      aria-label={`${text}${can ? ": act on it" : ""}`}
      onClick={() => can && pickKey(k, ctx)}
    >
      {text}
    </button>
  );
}

function Row({ k, label, cards, ctx, size, empty }: { k: string; label: string; cards: HgoCard[]; ctx: Ctx; size?: "normal" | "small"; empty?: string }): JSX.Element {
  return (
    <div class={`hgo-row ${size === "small" ? "hgo-row-small" : ""}`}>
      <ZoneLabel k={k} text={label} ctx={ctx} />
      <div class="hgo-cards">
        {cards.length ? cards.map((c) => <Card c={c} ctx={ctx} size={size} />) : <span class="hgo-empty">{empty ?? "none"}</span>}
      </div>
    </div>
  );
}

function Bar({ s, extra, toMove, ctx }: { s: HgoSide; extra: string; toMove: boolean; ctx: Ctx }): JSX.Element {
  const deck = refState(s.zones.deck, ctx);
  return (
    <div class="hgo-bar">
      <span class={`hgo-stone-icon hgo-${s.colour}`} aria-hidden="true" />
      <strong class="hgo-who">{s.label}</strong>
      <span class="hgo-muted">
        {s.colour}
        {extra}
      </span>
      {toMove && <span class="hgo-to-move">to move</span>}
      <span class="hgo-chip" title="score by the rules now (stones + territory + agehama)">
        score <b>{s.score}</b>
      </span>
      <span class={`hgo-chip hgo-deck ${deck.cls}`} data-ref={s.zones.deck} title="cards in the deck">
        deck <b>{s.deckSize}</b>
      </span>
      <span class="hgo-chip hgo-mana" title="untapped stones per mana colour (they pay costs)">
        {(Object.keys(s.untapped) as Quadrant[]).map((q) => (
          <span class={`hgo-pip hgo-pip-${q}`} title={`${s.untapped[q]} untapped in the ${q} quadrant`}>
            {s.untapped[q]}
          </span>
        ))}
      </span>
    </div>
  );
}

function SideView({ s, ctx, pos, extra, toMove }: { s: HgoSide; ctx: Ctx; pos: "top" | "bottom"; extra: string; toMove: boolean }): JSX.Element {
  const mine = pos === "bottom";
  const hand = <Row k={s.zones.hand} label={`Hand ${s.handSize}`} cards={s.hand} ctx={ctx} size={mine ? "normal" : "small"} empty="empty" />;
  const table = (
    <div class="hgo-table-row">
      <Row k={s.zones.character} label="Character" cards={s.character ? [s.character] : []} ctx={ctx} />
      <Row k={s.zones.uchite} label={`Uchite ${s.uchite.length}/5`} cards={s.uchite} ctx={ctx} />
      <Row k={s.zones.fuseki} label={`Fuseki ${s.fuseki.length}/2`} cards={s.fuseki} ctx={ctx} />
    </div>
  );
  const discard = (
    <Row k={s.zones.discard} label={`Discard ${s.discard.length}`} cards={[...s.discard].reverse()} ctx={ctx} size="small" empty="empty" />
  );
  return (
    <section class={`hgo-side hgo-side-${pos} ${toMove ? "hgo-moving" : ""}`} aria-label={s.label} data-seat={s.seat}>
      <Bar s={s} extra={extra} toMove={toMove} ctx={ctx} />
      {mine ? (
        <>
          {discard}
          {table}
          {hand}
        </>
      ) : (
        <>
          {hand}
          {table}
          {discard}
        </>
      )}
    </section>
  );
}

// ------------------------------------------------------------------ the board (SVG)
const CELL = 50;
const M = 22; // margin for the coordinates
const QUADRANT_FILL: Record<Quadrant, string> = { white: "#ebe7dd", red: "#e9b1a3", blue: "#a8c3df", yellow: "#ecd98f" };

function keyHandler(key: string, ctx: Ctx): (e: KeyboardEvent) => void {
  return (e) => {
    if (e.key === "Enter" || e.key === " ") {
      e.preventDefault();
      pickKey(key, ctx);
    }
  };
}

function Square({ q, ctx }: { q: HgoSquare; ctx: Ctx }): JSX.Element {
  const { cls, can, why } = refState(q.key, ctx);
  const x = M + q.col * CELL;
  const y = M + q.row * CELL;
  const cx = x + CELL / 2;
  const cy = y + CELL / 2;
  const what = q.stone ? `${q.tapped ? "tapped " : ""}${q.stone} stone` : "empty";
  return (
    <g
      class={`hgo-sq ${cls}`}
      data-ref={q.key}
      role={can ? "button" : undefined}
      tabIndex={can ? 0 : undefined}
      aria-label={`${q.name}, ${q.quadrant} quadrant, ${what}${can ? ": act on it" : ""}`}
      onClick={() => can && pickKey(q.key, ctx)}
      onKeyDown={can ? keyHandler(q.key, ctx) : undefined}
    >
      {why && <title>{why}</title>}
      <rect class="hgo-cell" x={x} y={y} width={CELL} height={CELL} fill={QUADRANT_FILL[q.quadrant]} />
      {q.stone && (
        <g class={`hgo-stone hgo-${q.stone} ${q.tapped ? "hgo-tapped" : ""}`}>
          <circle cx={cx} cy={cy} r={CELL * 0.38} />
          {q.tapped && <line x1={cx - 13} y1={cy + 13} x2={cx + 13} y2={cy - 13} />}
        </g>
      )}
      <rect class="hgo-mark" x={x + 3} y={y + 3} width={CELL - 6} height={CELL - 6} rx={6} />
    </g>
  );
}

function Pot({ k, x, y, count, label, kind, colour, ctx }: { k: string; x: number; y: number; count: number; label: string; kind: "bowl" | "lid"; colour: "black" | "white"; ctx: Ctx }): JSX.Element {
  const { cls, can } = refState(k, ctx);
  return (
    <g class={`hgo-pot ${cls}`} data-ref={k} aria-label={`${label}: ${count}`} onClick={() => can && pickKey(k, ctx)}>
      <title>{`${label}: ${count}`}</title>
      {kind === "bowl" ? (
        <ellipse class={`hgo-bowl hgo-bowl-${colour}`} cx={x} cy={y} rx={30} ry={22} />
      ) : (
        <rect class={`hgo-lid hgo-bowl-${colour}`} x={x - 30} y={y - 17} width={60} height={34} rx={12} />
      )}
      <text class={`hgo-pot-count hgo-on-${colour}`} x={x} y={y + 6} text-anchor="middle">
        {count}
      </text>
      <text class="hgo-pot-label" x={x} y={kind === "bowl" ? y + 36 : y + 31} text-anchor="middle">
        {kind === "bowl" ? "bowl" : "agehama"}
      </text>
    </g>
  );
}

function Goban({ l, ctx }: { l: HgoLayout; ctx: Ctx }): JSX.Element {
  const size = CELL * 6;
  const side = M + size + 14;
  const W = side + 74;
  const H = M + size + 8;
  const pots = (s: HgoSide, top: boolean) => {
    const y0 = top ? M + 30 : M + size - 112;
    const captured = s.colour === "black" ? "white" : "black";
    const who = s.label === "You" ? "your" : `${s.label.toLowerCase()}'s`;
    return (
      <>
        <Pot k={s.zones.bowl} x={side + 34} y={y0} count={s.bowl} label={`${who} bowl (${s.colour} stones left)`} kind="bowl" colour={s.colour} ctx={ctx} />
        <Pot k={s.zones.agehama} x={side + 34} y={y0 + 72} count={s.agehama} label={`${who} agehama (${captured} stones taken)`} kind="lid" colour={captured} ctx={ctx} />
      </>
    );
  };
  return (
    <svg class="hgo-goban" viewBox={`0 0 ${W} ${H}`} role="group" aria-label="the board">
      <rect class="hgo-wood" x={M - 6} y={M - 6} width={size + 12} height={size + 12} rx={6} />
      {COLUMNS.map((c, i) => (
        <text class="hgo-coord" x={M + i * CELL + CELL / 2} y={M - 9} text-anchor="middle">
          {c}
        </text>
      ))}
      {[1, 2, 3, 4, 5, 6].map((r) => (
        <text class="hgo-coord" x={M - 12} y={M + (r - 1) * CELL + CELL / 2 + 4} text-anchor="middle">
          {r}
        </text>
      ))}
      {l.squares.map((q) => (
        <Square q={q} ctx={ctx} />
      ))}
      <line class="hgo-divide" x1={M + 3 * CELL} y1={M} x2={M + 3 * CELL} y2={M + size} />
      <line class="hgo-divide" x1={M} y1={M + 3 * CELL} x2={M + size} y2={M + 3 * CELL} />
      {pots(l.top, true)}
      {pots(l.bottom, false)}
    </svg>
  );
}

// ------------------------------------------------------------------ the match area
function MatchArea({ l, ctx }: { l: HgoLayout; ctx: Ctx }): JSX.Element {
  const m: HgoMatch | null = l.match;
  const whoOf = (seat: number) => (seat === l.bottom.seat ? l.bottom.label : l.top.label);
  return (
    <section class="hgo-match" aria-label="the match area">
      <div class="hgo-match-head">
        <ZoneLabel k={l.matchKey} text="Match" ctx={ctx} />
        {m ? (
          <span class="hgo-values" aria-label={`attack ${m.attack} against defense ${m.defense}`}>
            <span class="hgo-atk">
              <small>attack</small> {m.attack}
            </span>
            <span class="hgo-vs">vs</span>
            <span class="hgo-def">
              <small>defense</small> {m.defense}
            </span>
          </span>
        ) : (
          <span class="hgo-muted">{l.matchHeld ? "the match of this turn is over" : "no match now"}</span>
        )}
      </div>
      {m && (
        <>
          <div class="hgo-duel">
            <div class="hgo-slot">
              <span class="hgo-slot-label">attacker · {whoOf(m.attackerSeat)}</span>
              <Card c={m.attacker} ctx={ctx} />
            </div>
            <div class="hgo-slot">
              <span class="hgo-slot-label">defender · {whoOf(1 - m.attackerSeat)}</span>
              {m.defender ? <Card c={m.defender} ctx={ctx} /> : <span class="hgo-empty">no defender</span>}
            </div>
          </div>
          {[m.attackerSeat, 1 - m.attackerSeat].map((seat) => (
            <div class="hgo-techs">
              <span class="hgo-slot-label">
                {whoOf(seat)}: techniques {m.counts[seat]}/3{m.priority === seat ? " · priority" : ""}
              </span>
              <div class="hgo-cards">
                {m.techniques[seat]?.length ? m.techniques[seat]?.map((c) => <Card c={c} ctx={ctx} size="small" />) : <span class="hgo-empty">none</span>}
              </div>
            </div>
          ))}
          {m.modifiers.length > 0 && (
            <ul class="hgo-mods">
              {m.modifiers.map((t) => (
                <li>{t}</li>
              ))}
            </ul>
          )}
        </>
      )}
      {l.resolving.length > 0 && (
        <div class="hgo-techs">
          <span class="hgo-slot-label">being played</span>
          <div class="hgo-cards">
            {l.resolving.map((c) => (
              <Card c={c} ctx={ctx} size="small" />
            ))}
          </div>
        </div>
      )}
    </section>
  );
}

export const board: Board = (props: BoardProps) => {
  const { details, loading } = useCardDetails(props.game, cardIds(props.view));
  const l = layoutHgo(props.view, props.seat, details);
  const ctx: Ctx = props;
  const extra = (seat: number) => {
    const p = props.players.find((x) => x.seat === seat);
    if (!p) return "";
    const who = p.kind === "computer" ? ` · computer${p.agent ? ` (${p.agent})` : ""}` : "";
    return `${who}${p.connected ? "" : " · away"}`;
  };
  const activeLabel = l.active === l.bottom.seat ? l.bottom.label : l.top.label;
  return (
    <div class="board hgo-board" aria-busy={loading ? "true" : undefined}>
      <SideView s={l.top} ctx={ctx} pos="top" extra={extra(l.top.seat)} toMove={props.toMove === l.top.seat} />
      <div class="hgo-centre">
        <div class="hgo-goban-wrap">
          <div class="hgo-turn">
            Turn {l.turn} · {PHASE_WORDS[l.phase] ?? l.phase} · {activeLabel === "You" ? "your turn" : `${activeLabel}'s turn`}
          </div>
          <Goban l={l} ctx={ctx} />
          <div class="hgo-legend">
            <span class="hgo-q hgo-q-white">NW white</span>
            <span class="hgo-q hgo-q-red">NE red</span>
            <span class="hgo-q hgo-q-blue">SW blue</span>
            <span class="hgo-q hgo-q-yellow">SE yellow</span>
            <span class="hgo-muted">struck stone = tapped ·</span>
            <span class="hgo-muted">
              cost <span class="hgo-pip hgo-pip-black">K</span> = any colour
            </span>
          </div>
        </div>
        <MatchArea l={l} ctx={ctx} />
      </div>
      <SideView s={l.bottom} ctx={ctx} pos="bottom" extra={extra(l.bottom.seat)} toMove={props.toMove === l.bottom.seat} />
    </div>
  );
};

// Build Divide's board: the opponent's side above, yours below, each with territory, life zone (yellow/red), deck,
// D-deck, field, energy by colour, graveyard, removed zone and hand; the check position and the card being played
// between them. Everything a ref names carries data-ref and is clicked to offer its actions (the shell's refs.ts).
import type { JSX } from "preact";
import type { Ref } from "../../protocol";
import { refKey } from "../../refs";
import { refState } from "../marks";
import type { BoardProps } from "../types";
import "./board.css";
import { cardNode, COLOUR_WORDS, costWords, layoutBoard, letterColour } from "./layout";
import type { AttackInfo, BdvCard, EnergyGroup, Side } from "./layout";

type Ctx = Pick<BoardProps, "highlight" | "recent" | "clickable" | "selection" | "next" | "blocked" | "selected" | "onInspect" | "onPick"> & {
  attack: AttackInfo | null;
};

function pickRef(c: BdvCard): Ref {
  return c.ref === refKey(c.iid) ? c.iid : c.ref;
}

function Pips({ cost }: { cost: string }): JSX.Element | null {
  if (!cost) return null;
  const letters = [...cost].filter((ch) => ch < "0" || ch > "9");
  const generic = cost.replace(/[^0-9]/g, "");
  return (
    <span class="bdv-cost" aria-label={`cost ${costWords(cost)}`}>
      {letters.map((l) => (
        <span class={`bdv-pip bdv-c-${letterColour(l).toLowerCase()}`} />
      ))}
      {generic && <span class="bdv-pip bdv-generic">{generic}</span>}
    </span>
  );
}

function Card({ c, ctx, size }: { c: BdvCard; ctx: Ctx; size: "full" | "mini" }): JSX.Element {
  const { cls, can, why } = refState(c.ref, ctx);
  const node = cardNode(c);
  const selected = ctx.selected !== null && ctx.selected.iid === c.iid && ctx.selected.path === c.where;
  const fight = ctx.attack?.attacker === c.ref ? "bdv-attacking" : ctx.attack?.target === c.ref ? "bdv-targeted" : "";
  const stats = c.power !== null ? `, ${c.power} power, hit ${c.hit ?? 0}` : "";
  const label = `${c.name} (${c.where}${c.rested ? ", rested" : ""}${stats})${can ? ": act on it" : ""}${why ? `; ${why}` : ""}`;
  return (
    <button
      type="button"
      class={`bdv-card bdv-${size} bdv-c-${c.colour.toLowerCase()} ${c.rested ? "bdv-rested" : ""} ${selected ? "selected" : ""} ${fight} ${cls}`}
      data-ref={c.ref}
      data-iid={c.iid}
      data-card={c.card}
      title={why ?? `${c.name}${c.type ? ` · ${c.type}` : ""}${c.cost ? ` · cost ${costWords(c.cost)}` : ""}${stats}`}
      aria-label={label}
      onMouseEnter={() => ctx.onInspect(node, false)}
      onFocus={() => ctx.onInspect(node, false)}
      onClick={(e) => {
        e.stopPropagation();
        ctx.onInspect(node, !can);
        if (can) ctx.onPick(pickRef(c));
      }}
    >
      <span class="bdv-band" />
      {size === "full" ? (
        <>
          <span class="bdv-top">
            <Pips cost={c.cost} />
            {fight && <span class="bdv-fight">{fight === "bdv-attacking" ? "⚔ attacking" : "◎ target"}</span>}
            {c.ace && <span class="bdv-icon bdv-ace">ace</span>}
            {c.rested && <span class="bdv-rested-tag">rested</span>}
            {c.icon && <span class={`bdv-icon bdv-icon-${c.icon}`}>{c.icon}</span>}
          </span>
          <span class="bdv-name">{c.name}</span>
          <span class="bdv-bottom">
            {c.power !== null ? (
              <>
                <span class={`bdv-power ${c.boosted > 0 ? "up" : c.boosted < 0 ? "down" : ""}`}>{c.power}</span>
                <span class="bdv-hit">hit {c.hit}</span>
              </>
            ) : c.libCost !== null ? (
              <span class="bdv-type">liberate {c.libCost}</span>
            ) : (
              <span class="bdv-type">{c.type}</span>
            )}
          </span>
        </>
      ) : (
        <span class="bdv-name">{c.name}</span>
      )}
    </button>
  );
}

/** A zone or pile that is itself a ref (life, deck, D-deck, field, energy, territory slot). */
function Spot({ refKeyText, ctx, cls, label, children }: { refKeyText: string; ctx: Ctx; cls: string; label: string; children: JSX.Element | (JSX.Element | string | null)[] | string }): JSX.Element {
  const st = refState(refKeyText, ctx);
  return (
    <button
      type="button"
      class={`bdv-spot ${cls} ${st.cls}`}
      data-ref={refKeyText}
      title={st.why ?? label}
      aria-label={`${label}${st.can ? ": act on it" : ""}`}
      onClick={(e) => {
        e.stopPropagation();
        if (st.can) ctx.onPick(refKeyText);
      }}
    >
      {children}
    </button>
  );
}

/** The life zone as a stack of face-down cards: the yellow zone above the red zone (BDV-1.10). */
function Life({ s, ctx }: { s: Side; ctx: Ctx }): JSX.Element {
  const w = 64;
  const step = 7;
  const h = 16 + Math.max(10, s.life) * step;
  const cards = Array.from({ length: s.life }, (_, k) => k); // k = 0: bottom
  return (
    <Spot refKeyText={s.refs.life} ctx={ctx} cls={`bdv-life ${ctx.attack?.target === s.refs.life ? "bdv-targeted" : ""}`} label={`${s.owner} life zone: ${s.life} cards (${s.yellow} yellow, ${s.red} red)`}>
      <svg viewBox={`0 0 ${w} ${h}`} class="bdv-life-svg" aria-hidden="true">
        {cards.map((k) => (
          <rect x={6} y={h - 14 - (k + 1) * step} width={w - 12} height={12} rx={2} class={k < 5 ? "bdv-red-card" : "bdv-yellow-card"} />
        ))}
        {s.life === 0 && (
          <text x={w / 2} y={h / 2} text-anchor="middle" class="bdv-empty-text">
            empty
          </text>
        )}
      </svg>
      <span class="bdv-spot-label">
        Life <strong>{s.life}</strong>
      </span>
      <span class="bdv-life-split">
        <span class="bdv-y" title="yellow zone">{s.yellow} yellow</span> <span class="bdv-r" title="red zone">{s.red} red</span>
      </span>
    </Spot>
  );
}

function Pile({ refKeyText, ctx, name, count, owner, extra }: { refKeyText: string; ctx: Ctx; name: string; count: number; owner: string; extra?: string }): JSX.Element {
  return (
    <Spot refKeyText={refKeyText} ctx={ctx} cls="bdv-pile" label={`${owner} ${name}: ${count} cards${extra ? ` (${extra})` : ""}`}>
      <span class="bdv-back" aria-hidden="true" />
      <span class="bdv-spot-label">{name}</span>
      <strong class="bdv-count">{count}</strong>
    </Spot>
  );
}

function Energy({ groups, ctx }: { groups: EnergyGroup[]; ctx: Ctx }): JSX.Element {
  return (
    <div class="bdv-energy-groups">
      {groups.map((g) => (
        <div class={`bdv-energy-group bdv-c-${g.colour.toLowerCase()}`} aria-label={`${COLOUR_WORDS[g.colour]} energy: ${g.standing} standing of ${g.cards.length}`}>
          <span class="bdv-energy-head">
            {COLOUR_WORDS[g.colour]} <strong>{g.standing}</strong>/{g.cards.length}
          </span>
          <div class="bdv-row">
            {g.cards.map((c) => (
              <Card c={c} ctx={ctx} size="mini" />
            ))}
          </div>
        </div>
      ))}
    </div>
  );
}

function Cards({ cards, ctx, size, empty }: { cards: BdvCard[]; ctx: Ctx; size: "full" | "mini"; empty: string }): JSX.Element {
  return (
    <div class={`bdv-row bdv-row-${size}`}>
      {cards.length ? cards.map((c) => <Card c={c} ctx={ctx} size={size} />) : <span class="bdv-none">{empty}</span>}
    </div>
  );
}

function Hand({ s, ctx }: { s: Side; ctx: Ctx }): JSX.Element {
  return (
    <section class="zone bdv-hand" aria-label="hand">
      <h4>
        Hand <span class="bdv-muted">{s.handCount}/{s.handLimit}</span>
      </h4>
      <div class="bdv-row bdv-row-full">
        {s.hand.map((c) => (
          <Card c={c} ctx={ctx} size="full" />
        ))}
        {Array.from({ length: s.hiddenHand }, () => (
          <span class="bdv-card bdv-full bdv-facedown" aria-label="a face-down card">
            <span class="bdv-back" />
          </span>
        ))}
        {s.handCount === 0 && <span class="bdv-none">no cards</span>}
      </div>
    </section>
  );
}

function SideView({ s, ctx, toMove, who }: { s: Side; ctx: Ctx; toMove: boolean; who: string }): JSX.Element {
  const terr = (
    <div class={`bdv-territory ${s.liberated ? "bdv-liberated" : ""}`}>
      <Card c={s.territory} ctx={ctx} size="full" />
      <span class="bdv-side-tag">{s.liberated ? "liberated" : "character side"}</span>
    </div>
  );
  const piles = (
    <div class="bdv-piles">
      {terr}
      <Life s={s} ctx={ctx} />
      <Pile refKeyText={s.refs.deck} ctx={ctx} name="Deck" count={s.deck} owner={s.owner} />
      <Pile
        refKeyText={s.refs.ddeck}
        ctx={ctx}
        name="D-deck"
        count={s.ddeckCount}
        owner={s.owner}
        extra={s.ddeck.length ? s.ddeck.map((c) => c.name).join(", ") : undefined}
      />
    </div>
  );
  const field = (
    <section class="bdv-zone bdv-field" aria-label={`${s.owner} field`}>
      <Spot refKeyText={s.refs.field} ctx={ctx} cls="bdv-zone-tag" label={`${s.owner} field: ${s.field.length} units`}>
        Field <span class="bdv-muted">{s.field.length}</span>
      </Spot>
      <Cards cards={s.field} ctx={ctx} size="full" empty="no units" />
    </section>
  );
  const energy = (
    <section class="bdv-zone bdv-energy" aria-label={`${s.owner} energy zone`}>
      <Spot refKeyText={s.refs.energy} ctx={ctx} cls="bdv-zone-tag" label={`${s.owner} energy zone: ${s.standingEnergy} standing`}>
        Energy <span class="bdv-muted">{s.standingEnergy} up</span>
      </Spot>
      {s.energy.length ? <Energy groups={s.energy} ctx={ctx} /> : <span class="bdv-none">no energy</span>}
    </section>
  );
  const discard = (
    <div class="bdv-discards">
      <section class="bdv-zone bdv-grave" aria-label={`${s.owner} graveyard`}>
        <span class="bdv-zone-tag bdv-plain">
          Graveyard <span class="bdv-muted">{s.grave.length}</span>
        </span>
        <Cards cards={s.grave} ctx={ctx} size="mini" empty="empty" />
      </section>
      <section class="bdv-zone bdv-removed" aria-label={`${s.owner} removed zone`}>
        <span class="bdv-zone-tag bdv-plain">
          Removed <span class="bdv-muted">{s.removed.length}</span>
        </span>
        <Cards cards={s.removed} ctx={ctx} size="mini" empty="empty" />
      </section>
    </div>
  );
  const head = (
    <h3 class="bdv-side-head">
      {s.label} <span class="bdv-muted">{who}</span>
    </h3>
  );
  const hand = <Hand s={s} ctx={ctx} />;
  // the opponent's side mirrors yours: its field is nearest the middle of the table
  const play = <div class="bdv-play">{s.mine ? [field, energy] : [energy, field]}</div>;
  const rows = s.mine ? [head, play, piles, discard, hand] : [head, hand, discard, piles, play];
  return (
    // (player-area / mine: the shell's names for a player's side, which table-wide tests look for)
    <section
      class={`player-area bdv-side ${s.mine ? "mine bdv-mine" : "bdv-theirs"} ${toMove ? "bdv-to-move" : ""}`}
      data-seat={s.seat}
      aria-label={`${s.label}: ${s.owner} side`}
    >
      {rows}
    </section>
  );
}

function Stage({ top, bottom, status, ctx }: { top: Side; bottom: Side; status: string; ctx: Ctx }): JSX.Element {
  const attack = ctx.attack;
  const shown = [
    ...top.check.map((c) => ({ c, what: `${top.owner} trigger check` })),
    ...top.resolving.map((c) => ({ c, what: `${top.owner} card being played` })),
    ...bottom.check.map((c) => ({ c, what: `${bottom.owner} trigger check` })),
    ...bottom.resolving.map((c) => ({ c, what: `${bottom.owner} card being played` })),
  ];
  return (
    <section class="bdv-stage" aria-label="the middle of the table">
      <strong class="bdv-status">{status}</strong>
      {attack && <span class="bdv-attack-line">⚔ {attack.text}</span>}
      {shown.map(({ c, what }) => (
        <div class="bdv-staged">
          <span class="bdv-muted">{what}</span>
          <Card c={c} ctx={ctx} size="full" />
        </div>
      ))}
    </section>
  );
}

function BuildDivideBoard(props: BoardProps): JSX.Element {
  const layout = layoutBoard(props.view, props.seat);
  const ctx: Ctx = { ...props, attack: layout.attack };
  const who = (seat: number) => {
    const p = props.players.find((x) => x.seat === seat);
    const kind = p?.kind === "computer" ? ` · computer${p.agent ? ` (${p.agent})` : ""}` : "";
    const away = p && !p.connected ? " · away" : "";
    return `player ${seat + 1}${kind}${away}${props.toMove === seat ? " · to move" : ""}`;
  };
  return (
    <div class="board bdv-board">
      <SideView s={layout.top} ctx={ctx} toMove={props.toMove === layout.top.seat} who={who(layout.top.seat)} />
      <Stage top={layout.top} bottom={layout.bottom} status={layout.status} ctx={ctx} />
      <SideView s={layout.bottom} ctx={ctx} toMove={props.toMove === layout.bottom.seat} who={who(layout.bottom.seat)} />
    </div>
  );
}

export const board = BuildDivideBoard;

// Star Wars TCG's board: the opponent's side above, the three arenas (each side's units facing each other), the
// battle under way with both dice rolls, and the viewer's side below (Force, build points, hand, build zone). Cards
// are buttons: hover/focus shows their details, a click on one that concerns an action offers it (the shell maps
// the ref to actions). Refs: docs/positions-starwars.md ("## Refs"); reading the view: layout.ts.
import type { JSX } from "preact";
import type { BoardProps } from "../types";
import { layoutStarWars, marks } from "./layout";
import type { SwArena, SwBattle, SwCard, SwDie, SwSide, SwUnit } from "./layout";
import "./board.css";

type Ctx = BoardProps;

function classes(base: string, extra: readonly string[]): string {
  return [base, ...extra].filter(Boolean).join(" ");
}

/** The props every clickable, inspectable drawn ref shares. */
function refProps(ctx: Ctx, ref: string | null, keys: readonly string[], node: SwCard["node"] | null, base: string, label: string) {
  const m = marks(ctx, ref, keys);
  const selected = node !== null && ctx.selected !== null && ctx.selected.path === node.path && ctx.selected.iid === node.iid && ctx.selected.name === node.name;
  return {
    class: classes(base, [...m.cls, selected ? "selected" : ""]),
    "data-ref": ref ?? undefined,
    title: m.why,
    "aria-label": `${label}${m.can ? ": act on it" : ""}${m.why ? `; ${m.why}` : ""}`,
    onMouseEnter: node ? () => ctx.onInspect(node, false) : undefined,
    onFocus: node ? () => ctx.onInspect(node, false) : undefined,
    onClick: (ev: MouseEvent) => {
      ev.stopPropagation();
      if (node) ctx.onInspect(node, !m.can);
      if (m.can && ref !== null) ctx.onPick(/^\d+$/.test(ref) ? Number(ref) : ref);
    },
  };
}

const KIND_MARK: Record<string, string> = { unit: "U", location: "L", equipment: "E", mission: "M", battle: "B" };

function Card({ c, ctx, small }: { c: SwCard; ctx: Ctx; small?: boolean }): JSX.Element {
  const label = c.faceDown && c.card === null ? `face-down card${c.counters === null ? "" : `, ${c.counters} build counters`}` : `${c.name} (${[c.kind, ...c.stats].filter(Boolean).join(", ")})`;
  const p = refProps(ctx, c.ref, c.keys, c.node, classes("swt-card", [`swt-k-${c.kind || "hidden"}`, c.faceDown ? "swt-face-down" : "", c.faceDown && c.card !== null ? "swt-known" : "", small ? "swt-small" : ""]), label);
  return (
    <button type="button" {...p} data-card={c.card ?? undefined}>
      {c.faceDown && c.card === null ? (
        <span class="swt-back" aria-hidden="true">
          ✦
        </span>
      ) : (
        <>
          <span class="swt-card-head">
            {c.kind && <span class={`swt-kind swt-kind-${c.kind}`}>{KIND_MARK[c.kind] ?? "?"}</span>}
            <span class="swt-name">{c.name}</span>
          </span>
          {c.faceDown && <span class="swt-fd-mark">face down</span>}
          {!small && c.stats.length > 0 && (
            <span class="swt-stats">
              {c.stats.map((s) => (
                <span class="swt-tag">{s}</span>
              ))}
            </span>
          )}
        </>
      )}
      {c.counters !== null && (
        <span class="swt-counters" title={`${c.counters} build counters`}>
          {c.counters}
        </span>
      )}
    </button>
  );
}

function HealthBar({ u }: { u: SwUnit }): JSX.Element | null {
  if (u.health === null) return null;
  const left = Math.max(0, u.health - u.damage);
  const w = 100 / Math.max(u.health, 1);
  return (
    <svg class="swt-health" viewBox="0 0 100 6" preserveAspectRatio="none" aria-hidden="true">
      {Array.from({ length: u.health }, (_, i) => (
        <rect x={i * w + 0.5} y={0} width={Math.max(w - 1, 1)} height={6} rx={1} class={i < left ? "swt-hp" : "swt-hp-lost"} />
      ))}
    </svg>
  );
}

function Unit({ u, ctx, pilot }: { u: SwUnit; ctx: Ctx; pilot?: boolean }): JSX.Element {
  const stats = `speed ${u.speed ?? "-"}, power ${u.power ?? "-"}, health ${u.health === null ? "-" : `${u.health - u.damage}/${u.health}`}`;
  const label = `${u.name} (u${u.uid}; ${stats}${u.tapped ? ", tapped" : ""}${u.keywords.length ? ", " + u.keywords.join(", ") : ""})`;
  const p = refProps(ctx, u.ref, u.keys, u.node, classes("swt-card swt-unit", [u.tapped ? "swt-tapped" : "", pilot ? "swt-pilot" : ""]), label);
  const extras = u.under.length + u.equipment.length + (u.pilot ? 1 : 0);
  return (
    <div class="swt-unit-wrap">
      <button type="button" {...p} data-card={u.card ?? undefined} data-uid={u.uid}>
        <span class="swt-card-head">
          <span class="swt-name">{u.name}</span>
        </span>
        {u.speed !== null && (
          <span class="swt-sph">
            <span title="speed">⚡{u.speed}</span>
            <span title="power">⚔{u.power}</span>
            <span title="health (left/printed)">
              ♥{(u.health ?? 0) - u.damage}/{u.health}
            </span>
            {u.tapped && <span class="swt-tap-mark">tapped</span>}
          </span>
        )}
        <HealthBar u={u} />
        {u.keywords.length > 0 && <span class="swt-kw">{u.keywords.join(" · ")}</span>}
      </button>
      {extras > 0 && (
        <div class="swt-attached">
          {u.pilot && <Unit u={u.pilot} ctx={ctx} pilot />}
          {u.under.map((c) => (
            <Card c={c} ctx={ctx} small />
          ))}
          {u.equipment.map((c) => (
            <Card c={c} ctx={ctx} small />
          ))}
        </div>
      )}
    </div>
  );
}

const ARENA_ICON: Record<string, JSX.Element> = {
  space: (
    <g>
      <circle cx="12" cy="12" r="5" />
      <ellipse cx="12" cy="12" rx="10" ry="3" fill="none" stroke-width="1.5" />
    </g>
  ),
  ground: <path d="M2 19 L8 9 L12 14 L16 7 L22 19 Z" />,
  character: (
    <g>
      <circle cx="12" cy="7" r="4" />
      <path d="M4 21 C4 14 20 14 20 21 Z" />
    </g>
  ),
};

function Arena({ a, ctx, top, bottom }: { a: SwArena; ctx: Ctx; top: SwSide; bottom: SwSide }): JSX.Element {
  const m = marks(ctx, a.ref, [a.ref]);
  const head = refProps(ctx, a.ref, [a.ref], null, "swt-arena-head", `the ${a.name} arena`);
  const held = (units: SwUnit[]) => units.length;
  return (
    <section class={classes(`swt-arena swt-arena-${a.name}`, [a.battling ? "swt-battling" : "", ...m.cls.filter((c) => c !== "can-act").map((c) => `swt-${c}`)])} aria-label={`${a.name} arena`}>
      <button type="button" {...head}>
        <svg class="swt-arena-icon" viewBox="0 0 24 24" aria-hidden="true">
          {ARENA_ICON[a.name]}
        </svg>
        <span class="swt-arena-name">{a.name}</span>
        <span class="swt-arena-count" title={`units: ${top.label.toLowerCase()} ${held(a.above)}, ${bottom.label.toLowerCase()} ${held(a.below)}`}>
          {held(a.above)} · {held(a.below)}
        </span>
        {a.battling && <span class="swt-battle-flag">battle</span>}
      </button>
      {a.location && (
        <div class="swt-location">
          <Card c={a.location} ctx={ctx} small />
          <span class="swt-muted">{a.locationOwner === null ? "" : a.locationOwner === bottom.seat ? bottom.label.toLowerCase() : top.label.toLowerCase()}</span>
        </div>
      )}
      <div class="swt-units swt-above" aria-label={`${top.label}'s units`}>
        {a.above.length ? a.above.map((u) => <Unit u={u} ctx={ctx} />) : <span class="swt-empty">no units</span>}
      </div>
      <div class="swt-divider" aria-hidden="true" />
      <div class="swt-units swt-below" aria-label={`${bottom.label}'s units`}>
        {a.below.length ? a.below.map((u) => <Unit u={u} ctx={ctx} />) : <span class="swt-empty">no units</span>}
      </div>
    </section>
  );
}

const PIPS: Record<number, [number, number][]> = {
  1: [[12, 12]],
  2: [[7, 7], [17, 17]],
  3: [[7, 7], [12, 12], [17, 17]],
  4: [[7, 7], [17, 7], [7, 17], [17, 17]],
  5: [[7, 7], [17, 7], [12, 12], [7, 17], [17, 17]],
  6: [[7, 6], [17, 6], [7, 12], [17, 12], [7, 18], [17, 18]],
};

function Die({ d, ctx }: { d: SwDie; ctx: Ctx }): JSX.Element {
  const p = refProps(ctx, d.ref, d.ref ? [d.ref] : [], null, classes("swt-die", [d.face >= 4 ? "swt-hit" : ""]), `die showing ${d.face}${d.face >= 4 ? " (4 or more: a hit before modifiers)" : ""}`);
  return (
    <button type="button" {...p}>
      <svg viewBox="0 0 24 24" aria-hidden="true">
        <rect x="1.5" y="1.5" width="21" height="21" rx="4" />
        {(PIPS[d.face] ?? []).map(([x, y]) => (
          <circle cx={x} cy={y} r="2.2" />
        ))}
      </svg>
    </button>
  );
}

const STAGES = ["declared", "before the roll", "rolled", "damage"];

function Battle({ b, ctx, resolving }: { b: SwBattle | null; ctx: Ctx; resolving: SwCard[] }): JSX.Element | null {
  if (!b && !resolving.length) return null;
  const unitChip = (ref: string, name: string, role: string) => {
    const m = marks(ctx, ref, [ref]);
    return <span class={classes("swt-battler", m.cls.filter((c) => c !== "can-act").map((c) => `swt-${c}`))}>{`${role}: ${name}`}</span>;
  };
  const noDice = b?.live && b.stage < 1 ? "no roll yet" : "no dice";
  return (
    <section class={classes("swt-battle-panel", [b && !b.live ? "swt-over" : ""])} aria-label={b?.live ? "the attack under way" : "the last attack"}>
      {b && (
        <>
          <h4>
            {b.live ? "Attack" : "Last attack"} in the {b.arena} arena{" "}
            <span class="swt-muted">({b.live ? (STAGES[b.stage] ?? `stage ${b.stage}`) : "over"})</span>
          </h4>
          <div class="swt-rolls">
            <div class="swt-roll">
              {unitChip(b.attacker, b.attackerName, "attacker")}
              <span class="swt-dice">{b.attackerDice.length ? b.attackerDice.map((d) => <Die d={d} ctx={ctx} />) : <span class="swt-muted">{noDice}</span>}</span>
              <span class="swt-dmg">{b.attackerDamage === null ? "" : `${b.attackerDamage} damage`}</span>
            </div>
            <div class="swt-roll">
              {unitChip(b.defender, b.defenderName, "defender")}
              <span class="swt-dice">{b.defenderDice.length ? b.defenderDice.map((d) => <Die d={d} ctx={ctx} />) : <span class="swt-muted">{noDice}</span>}</span>
              <span class="swt-dmg">{b.defenderDamage === null ? "" : `${b.defenderDamage} damage`}</span>
            </div>
          </div>
        </>
      )}
      {resolving.length > 0 && (
        <div class="swt-row">
          <span class="swt-row-label">being played</span>
          {resolving.map((c) => (
            <Card c={c} ctx={ctx} />
          ))}
        </div>
      )}
    </section>
  );
}

function Side({ s, ctx, pos, extra }: { s: SwSide; ctx: Ctx; pos: "top" | "bottom"; extra: string }): JSX.Element {
  const counters = marks(ctx, s.ref, [s.ref]);
  const discardTop = s.discard[s.discard.length - 1];
  const hand = (
    <div class="swt-row swt-hand" aria-label={`${s.label}'s hand`}>
      <span class="swt-row-label">hand {s.handCount}</span>
      {s.hand.map((c) => (
        <Card c={c} ctx={ctx} />
      ))}
      {Array.from({ length: Math.min(s.hiddenHand, 10) }, () => (
        <span class="swt-card swt-face-down swt-hidden-card" aria-hidden="true">
          <span class="swt-back">✦</span>
        </span>
      ))}
    </div>
  );
  return (
    <section class={`swt-side swt-side-${pos} swt-${s.side.toLowerCase()}`} aria-label={`${s.label} (${s.side})`} data-seat={s.seat}>
      <header class="swt-side-head">
        <span class="swt-who">
          {s.label} <span class="swt-muted">· {s.side}{extra}</span>
        </span>
        <span class={classes("swt-counters-bar", counters.cls)} data-ref={s.ref}>
          <span class="swt-stat" title="Force">
            <b>{s.force}</b> Force
          </span>
          <span class="swt-stat" title="build points">
            <b>{s.buildPoints}</b> build
          </span>
          <span class="swt-stat" title="arenas controlled">
            <b>{s.controlled}</b> arenas
          </span>
          <span class="swt-stat swt-muted" title="cards in deck">
            deck {s.deck}
          </span>
          {discardTop && (
            <button
              type="button"
              class="swt-stat swt-discard"
              title={`discard pile, top: ${discardTop.name}`}
              onMouseEnter={() => ctx.onInspect(discardTop.node, false)}
              onFocus={() => ctx.onInspect(discardTop.node, false)}
              onClick={() => ctx.onInspect(discardTop.node, true)}
            >
              discard {s.discard.length}: {discardTop.name}
            </button>
          )}
        </span>
      </header>
      {pos === "top" && hand}
      <div class="swt-row swt-build" aria-label={`${s.label}'s build zone`}>
        <span class="swt-row-label">build zone</span>
        {s.builds.map((c) => (
          <Card c={c} ctx={ctx} />
        ))}
        {s.gear.map((c) => (
          <Card c={c} ctx={ctx} />
        ))}
        {s.retreated.map((u) => (
          <Unit u={u} ctx={ctx} />
        ))}
        {!s.builds.length && !s.gear.length && !s.retreated.length && <span class="swt-empty">empty</span>}
      </div>
      {s.aside.length > 0 && (
        <div class="swt-row" aria-label={`${s.label}'s cards set aside`}>
          <span class="swt-row-label">set aside</span>
          {s.aside.map((c) => (
            <Card c={c} ctx={ctx} />
          ))}
        </div>
      )}
      {pos === "bottom" && hand}
    </section>
  );
}

export function StarWarsBoard(props: BoardProps): JSX.Element {
  const l = layoutStarWars(props.view, props.seat);
  const extra = (seat: number) => {
    const p = props.players.find((x) => x.seat === seat);
    const who = p?.kind === "computer" ? ` · computer${p.agent ? ` (${p.agent})` : ""}` : "";
    const away = p && !p.connected && p.kind !== "computer" ? " · away" : "";
    return `${who}${away}${props.toMove === seat ? " · to move" : ""}`;
  };
  return (
    <div class="board swt-board">
      <Side s={l.top} ctx={props} pos="top" extra={extra(l.top.seat)} />
      <div class="swt-turn">
        Turn {l.turn} · {l.phase}
      </div>
      <div class="swt-arenas">
        {l.arenas.map((a) => (
          <Arena a={a} ctx={props} top={l.top} bottom={l.bottom} />
        ))}
      </div>
      <Battle b={l.battle} ctx={props} resolving={l.resolving} />
      <Side s={l.bottom} ctx={props} pos="bottom" extra={extra(l.bottom.seat)} />
    </div>
  );
}

export const board = StarWarsBoard;

// The generic board: any game's view as player areas (the opponent above, you below) around the shared zones; cards
// are buttons that show their details on hover, focus or tap.
import type { JSX } from "preact";
import type { BoardProps } from "../types";
import { layoutView } from "./layout";
import type { BoardNode, CardNode, PlayerArea, ZoneItem } from "./layout";

type Ctx = Pick<BoardProps, "highlight" | "recent" | "clickable" | "selection" | "next" | "blocked" | "selected" | "onInspect" | "onPick">;

function sameCard(a: CardNode | null, b: CardNode): boolean {
  return a !== null && a.path === b.path && a.iid === b.iid && a.name === b.name;
}

function Card({ c, ctx }: { c: CardNode; ctx: Ctx }): JSX.Element {
  const key = c.iid === null ? "" : String(c.iid);
  const can = key !== "" && ctx.clickable.has(key);
  const why = key ? ctx.blocked.get(key) : undefined;
  const cls = [
    "card",
    c.card ? "" : "face-down",
    key && ctx.highlight.has(key) ? "lit" : "",
    key && ctx.recent.has(key) ? "recent" : "",
    can ? "can-act" : "",
    key && ctx.selection.has(key) ? "chosen" : "",
    key && ctx.next.has(key) ? "next" : "",
    why ? "blocked" : "",
    sameCard(ctx.selected, c) ? "selected" : "",
  ]
    .filter(Boolean)
    .join(" ");
  return (
    <div class="card-wrap">
      <button
        type="button"
        class={cls}
        data-iid={c.iid ?? undefined}
        data-ref={key || undefined}
        data-card={c.card ?? undefined}
        title={why}
        aria-label={`${c.name}${c.tags.length ? ", " + c.tags.join(", ") : ""} (${c.path}): ${can ? "act on it" : "show details"}${why ? `; ${why}` : ""}`}
        onMouseEnter={() => ctx.onInspect(c, false)}
        onFocus={() => ctx.onInspect(c, false)}
        onClick={() => {
          ctx.onInspect(c, !can);
          if (can && c.iid !== null) ctx.onPick(c.iid);
        }}
      >
        <span class="card-name">{c.name}</span>
        {c.tags.length > 0 && (
          <span class="card-tags">
            {c.tags.map((t) => (
              <span class="tag">{t}</span>
            ))}
          </span>
        )}
      </button>
      {c.attached.length > 0 && (
        <div class="attached">
          {c.attached.map((a) => (
            <Card c={a} ctx={ctx} />
          ))}
        </div>
      )}
    </div>
  );
}

function Item({ item, ctx }: { item: ZoneItem; ctx: Ctx }): JSX.Element {
  if (item.t === "card") return <Card c={item} ctx={ctx} />;
  return (
    <div class="stack">
      <div class="stack-head">
        {item.tags.map((t) => (
          <span class="tag">{t}</span>
        ))}
      </div>
      <div class="stack-cards">
        {item.cards.length ? item.cards.map((c) => <Card c={c} ctx={ctx} />) : <span class="muted small">no cards</span>}
      </div>
    </div>
  );
}

const GRID_MARKS: Record<string, string> = { ".": "·" };

function Node({ n, ctx }: { n: BoardNode; ctx: Ctx }): JSX.Element {
  switch (n.t) {
    case "facts":
      return (
        <dl class="facts">
          {n.label && <dt class="facts-label">{n.label}</dt>}
          {n.facts.map((f) => (
            <div class="fact">
              <dt>{f.label}</dt>
              <dd>{f.value}</dd>
            </div>
          ))}
        </dl>
      );
    case "empty":
      return <p class="empty-zones muted small">empty or none: {n.labels.join(", ")}</p>;
    case "zone":
      return (
        <section class="zone" aria-label={n.label}>
          <h4>
            {n.label} <span class="count">{n.items.length}</span>
          </h4>
          <div class="zone-cards">
            {n.items.map((i) => (
              <Item item={i} ctx={ctx} />
            ))}
          </div>
        </section>
      );
    case "grid": {
      const width = n.rows[0]?.length ?? 0;
      const cols = Array.from({ length: width }, (_, i) => String.fromCharCode(97 + i));
      return (
        <section class="zone grid-zone" aria-label={n.label}>
          <h4>{n.label}</h4>
          <table class="grid">
            <thead>
              <tr>
                <th />
                {cols.map((c) => (
                  <th scope="col">{c}</th>
                ))}
              </tr>
            </thead>
            <tbody>
              {n.rows.map((row, r) => (
                <tr>
                  <th scope="row">{r + 1}</th>
                  {[...row].map((ch, i) => (
                    <td class={`mark mark-${ch === ch.toUpperCase() ? "up" : "low"}`} data-square={`${cols[i]}${r + 1}`}>
                      {GRID_MARKS[ch] ?? ch}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      );
    }
    case "group":
      return (
        <section class="group" aria-label={n.label}>
          <h4>{n.label}</h4>
          {n.nodes.map((c) => (
            <Node n={c} ctx={ctx} />
          ))}
        </section>
      );
  }
}

function Area({ area, ctx, tone, extra }: { area: PlayerArea; ctx: Ctx; tone: string; extra: string }): JSX.Element {
  return (
    <section class={`player-area ${tone}`} aria-label={area.label} data-seat={area.seat}>
      <h3>
        {area.label} <span class="muted">{extra}</span>
      </h3>
      {area.nodes.map((n) => (
        <Node n={n} ctx={ctx} />
      ))}
    </section>
  );
}

export function GenericBoard(props: BoardProps): JSX.Element {
  const count = Math.max(props.players.length, 2);
  const layout = layoutView(props.view, props.seat, count);
  const ctx: Ctx = props;
  const me = props.seat ?? 0;
  const order = [...layout.players].sort((a, b) => (a.seat === me ? 1 : 0) - (b.seat === me ? 1 : 0));
  const extra = (seat: number) => {
    const p = props.players.find((x) => x.seat === seat);
    const who = p ? `player ${seat + 1}${p.kind === "computer" ? ` · computer${p.agent ? ` (${p.agent})` : ""}` : ""}` : "";
    const off = p && !p.connected ? " · away" : "";
    return `${who}${off}${props.toMove === seat ? " · to move" : ""}`;
  };
  const others = order.filter((a) => a.seat !== me);
  const mine = order.filter((a) => a.seat === me);
  return (
    <div class="board generic-board">
      {others.map((a) => (
        <Area area={a} ctx={ctx} tone={props.toMove === a.seat ? "to-move" : ""} extra={extra(a.seat)} />
      ))}
      {layout.common.length > 0 && (
        <section class="common" aria-label="the table">
          {layout.common.map((n) => (
            <Node n={n} ctx={ctx} />
          ))}
        </section>
      )}
      {mine.map((a) => (
        <Area area={a} ctx={ctx} tone={`mine ${props.toMove === a.seat ? "to-move" : ""}`} extra={extra(a.seat)} />
      ))}
    </div>
  );
}

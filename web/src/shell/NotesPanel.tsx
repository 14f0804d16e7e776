// The explanation notes: the forecast (what would end the game, how close each player is) always in view; what is not
// possible now and why in a "why not?" panel. Pointing at a note lights up the cards it refers to.
import type { JSX } from "preact";
import type { Note, Ref } from "../protocol";

function NoteLine({ note, onRefs }: { note: Note; onRefs(refs: Ref[]): void }): JSX.Element {
  const cards = note.refs;
  return (
    <li
      class={`note ${note.kind}`}
      onMouseEnter={() => onRefs(cards)}
      onMouseLeave={() => onRefs([])}
      onFocus={() => onRefs(cards)}
      onBlur={() => onRefs([])}
      tabIndex={cards.length ? 0 : undefined}
    >
      {note.text} {note.rule_id && <span class="rule">({note.rule_id})</span>}
    </li>
  );
}

export function ForecastNotes({ notes, onRefs }: { notes: Note[]; onRefs(refs: Ref[]): void }): JSX.Element {
  const forecast = notes.filter((n) => n.kind === "forecast");
  if (!forecast.length) return <></>;
  return (
    <section class="panel forecast" aria-label="forecast">
      <ul>
        {forecast.map((n) => (
          <NoteLine note={n} onRefs={onRefs} />
        ))}
      </ul>
    </section>
  );
}

export function WhyNotNotes({ notes, onRefs }: { notes: Note[]; onRefs(refs: Ref[]): void }): JSX.Element {
  const blocked = notes.filter((n) => n.kind === "blocked");
  if (!blocked.length) return <></>;
  return (
    <details class="panel why-not">
      <summary>
        Why not? <span class="muted small">{blocked.length} thing{blocked.length === 1 ? "" : "s"} you cannot do now</span>
      </summary>
      <ul>
        {blocked.map((n) => (
          <NoteLine note={n} onRefs={onRefs} />
        ))}
      </ul>
    </details>
  );
}

// The public log in words, as it happens: newest at the bottom, kept in view, the lines of the latest change marked;
// hovering (or focusing) a line lights up on the board what it concerns.
import type { JSX } from "preact";
import { useEffect, useRef } from "preact/hooks";
import type { LogEntry, Ref } from "../protocol";

export function LogPanel({
  log,
  freshFrom,
  onRefs,
}: {
  log: LogEntry[];
  freshFrom: number;
  onRefs(refs: Ref[]): void;
}): JSX.Element {
  const box = useRef<HTMLOListElement>(null);
  const last = log.length ? (log[log.length - 1] as LogEntry).n : -1;
  useEffect(() => {
    const el = box.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [last]);
  return (
    <section class="panel log" aria-label="game log">
      <h2>Log</h2>
      <ol ref={box} class="log-lines" aria-live="polite" aria-relevant="additions">
        {log.map((e) => (
          <li
            key={e.n}
            class={`${e.n >= freshFrom ? "fresh" : ""} ${e.refs.length ? "has-refs" : ""}`}
            data-n={e.n}
            tabIndex={e.refs.length ? 0 : undefined}
            onMouseEnter={() => onRefs(e.refs)}
            onMouseLeave={() => onRefs([])}
            onFocus={() => onRefs(e.refs)}
            onBlur={() => onRefs([])}
          >
            {e.text}
          </li>
        ))}
      </ol>
    </section>
  );
}

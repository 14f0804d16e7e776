// The client's router: the lobby at `/`, a table at `/g/<id>`, a game's replay at `/r/<id>` and an uploaded record
// file's replay at `/replay`.
import type { JSX } from "preact";
import { useEffect, useMemo, useState } from "preact/hooks";
import { route } from "../seats";
import { Lobby } from "./Lobby";
import { navigate } from "./navigate";
import { Replay } from "./Replay";
import type { ReplaySource } from "./Replay";
import { Table } from "./Table";

/** The replay a path names: `/r/<id>` (a stored game) or `/replay` (a record file), else null. */
export function replaySource(pathname: string): ReplaySource | null {
  if (/^\/replay\/?$/.test(pathname)) return { kind: "file" };
  const m = /^\/r\/([A-Za-z0-9_-]{1,100})\/?$/.exec(pathname);
  return m ? { kind: "game", id: m[1] as string } : null;
}

export function App(): JSX.Element {
  const [path, setPath] = useState(location.pathname);
  useEffect(() => {
    const onPop = () => setPath(location.pathname);
    addEventListener("popstate", onPop);
    return () => removeEventListener("popstate", onPop);
  }, []);
  const replay = useMemo(() => replaySource(path), [path]);
  if (replay) return <Replay key={path} source={replay} />;
  const r = route(path);
  if (r.page === "lobby") return <Lobby />;
  if (r.page === "table") return <Table key={`${r.id}${location.hash}`} id={r.id} />;
  return (
    <main class="lobby">
      <p>
        There is no page at {r.path}.{" "}
        <a href="/" onClick={(e) => { e.preventDefault(); navigate("/"); }}>
          Go to the lobby
        </a>
      </p>
    </main>
  );
}

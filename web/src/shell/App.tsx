// The client's router: the lobby at `/`, a table at `/g/<id>` (and `/r/<id>`, a game's page to watch or review).
import type { JSX } from "preact";
import { useEffect, useState } from "preact/hooks";
import { route } from "../seats";
import { Lobby } from "./Lobby";
import { navigate } from "./navigate";
import { Table } from "./Table";

export function App(): JSX.Element {
  const [path, setPath] = useState(location.pathname);
  useEffect(() => {
    const onPop = () => setPath(location.pathname);
    addEventListener("popstate", onPop);
    return () => removeEventListener("popstate", onPop);
  }, []);
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

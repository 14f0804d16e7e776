"""The terminal view and the event descriptions the generic CLI prints."""

from __future__ import annotations

from tcgkit.agents import RandomAgent

from .helpers import G, setup


def test_render_shows_arenas_build_zones_force_and_own_hand() -> None:
    state = setup(
        {
            "step": "build",
            "player": "dark",
            "dark": {
                "force": 3,
                "hand": ["Nexu"],
                "build_zone": [{"card": "Reek", "counters": 2}],
                "units": [
                    {"cards": ["Jango Fett (B)", "Jango Fett (D)"], "damage": 1},
                    {"card": "Geonosian Guard", "equipment": ["Blaster Rifle"]},
                ],
            },
            "light": {"hand": ["Mending"], "units": ["Clone Squad"]},
            "locations": {"space": {"card": "Utapau System", "owner": "light"}},
        }
    )
    dark_view = G.render(state, 0)
    assert "SPACE" in dark_view and "GROUND" in dark_view and "CHARACTER" in dark_view
    assert "Jango Fett (B)" in dark_view and "Jango Fett (D)" in dark_view and "damage 1/" in dark_view
    assert "Reek — 2/3 build counters" in dark_view and "Force 3" in dark_view
    assert "Your hand[/bold]: Nexu (character unit, cost 5)" in dark_view
    assert "Utapau System" in dark_view and "Blaster Rifle" in dark_view
    assert "[bold]Dark — you[/bold]" in dark_view and "Light — the opponent" in dark_view
    light_view = G.render(state, 1)
    assert "Reek" not in light_view and "face-down card — 2 build counters" in light_view and "Nexu" not in light_view
    assert "Mending" in light_view


def test_every_logged_event_has_a_description() -> None:
    d = G.sample_decks()
    kinds = {}
    for seed in range(6):
        state = G.new_game(
            [d["droid-army"], d["jedi-knights"]] if seed % 2 else [d["tipoca-clones"], d["sith-geonosis"]], seed=seed
        )
        agents = [RandomAgent(seed), RandomAgent(seed + 100)]
        while not state.is_over:
            state.apply(agents[state.to_move].act(state))
        for kind, data, _ in state.events:
            kinds[kind] = G.describe_event(kind, data)
    assert {"turn", "attack", "roll", "damage_step", "control", "game_over"} <= set(kinds)
    for kind, text in kinds.items():
        assert isinstance(text, str) and text, kind
    assert (kinds["turn"].startswith("Turn ") and "wins" in kinds["game_over"]) or "draw" in kinds["game_over"]

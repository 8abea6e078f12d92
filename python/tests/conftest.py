import boardroom

# Every game at every player count, for parametrized tests.
GAME_COUNTS = [
    (g["id"], n) for g in boardroom.games() for n in range(g["min_players"], g["max_players"] + 1)
]
GAME_IDS = [g["id"] for g in boardroom.games()]

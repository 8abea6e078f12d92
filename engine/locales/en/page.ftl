# The web page's own words (web/www): its buttons, headings, columns,
# statuses and messages. The seats' names come from `common-seat` and
# `play-you`, the games' from `game-…`, as everywhere else.

page-subtitle = Economic board games against the AI
page-language = Language
page-save = Save game
page-load = Load saved game
page-new = New game
page-loading = Loading the games…
page-cannot-start = The games could not be loaded: { $error }

## The new-game screen

page-game = Game
page-players = Players
page-seed = Seed
page-options = Options
page-seats = Seats
page-start = Start
page-person = Person
page-preset = AI: { $level }
# An AI preset's strength (docs/ai.md).
page-level = { $level ->
    [easy] easy
    [medium] medium
    [hard] hard
   *[expert] expert
}

## The table

page-who-person = person
page-who-ai = AI, { $level }
page-score = Score { $score }
page-table = The table
page-table-as-you = The table as you see it
page-table-as = The table as { $seat } sees it
page-text-view = Text view
# A mark after the name of the seat to decide; $you is yes for the
# reader's own seat (Russian conjugates for it).
page-to-decide = to decide
page-winner = winner
page-empty = none
page-your-turn = Your turn: choose one.
page-seat-turn = { $seat }: your turn, choose one.
page-waiting = Waiting for { $seat }.
page-filter = Filter choices
page-log = What happened
page-by-ai = { $seat } (AI)
page-thinking = { $seat } is thinking…
# Follows page-thinking or page-hint-looking while a search runs; $shown
# is $count written with the reader's digit grouping.
page-tried = { $count ->
    [one] ({ $shown } position tried)
   *[other] ({ $shown } positions tried)
}
page-hurry = Decide now
page-decides-now = { $seat } will decide now.
page-no-one-thinking = No one is thinking.
page-wait = Please wait: { $seat } is deciding.

## Hint and Undo

page-hint = Hint
page-hint-title = What the AI would play in your place
page-hint-move = Move
page-hint-visits = Share of the search
page-hint-win = Expected win share
page-hint-prior = Learned first guess
page-hint-value = The learned net rates your position at { $value } to win.
page-hint-looking = Looking for a hint…
page-hint-tried = { $count ->
    [one] Hint: the AI tried { $shown } position from what you know.
   *[other] Hint: the AI tried { $shown } positions from what you know.
}
page-hint-none = Hint: the AI had no time to look at any move.
page-hidden-choice = a hidden choice
page-likely-line = Likely line: { $line }
page-hint-not-yours = A hint is for your own turn.
page-hint-coming = The hint is on its way.
page-no-hint = No hint: { $error }
page-undo = Undo
page-undo-title = Take back your last decision of this turn
page-undo-nothing = There is nothing of yours to take back this turn.
page-undo-refused = That cannot be taken back: { $error }
page-undone-you = Your last decision was taken back.
page-undone = { $seat }'s last decision was taken back.

## Choices refused, the AI's errors

page-over = The game is over.
page-stale = That choice is no longer available: the table has changed.
page-cannot-play = That cannot be played now: { $error }
page-ai-move-failed = The AI's choice could not be played: { $error }
page-ai-stopped = The AI stopped: { $error }
page-ai-cannot-start = The AI could not start: { $error }

## The end

page-you-won = You won!
page-won = { $seat } won.
page-shared-win = Shared win: { $seats }.
page-final-seat = Seat
page-final-who = Played by
page-final-score = Score
page-final-result = Result
page-result-won = won
page-result-shared = shared win
page-result-lost = lost
page-again = Play again
page-final-view = The end of the game
page-final-log = The last events

## Save and load

page-nothing-to-save = There is no game in progress to save.
page-saved = Game saved in this browser ({ $game }).
page-cannot-save = The game could not be saved: { $error }
page-no-save = There is no saved game in this browser.
page-loaded = Saved game loaded ({ $game }).
page-cannot-load = The saved game cannot be loaded: { $error }

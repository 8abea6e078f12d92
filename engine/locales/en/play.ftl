# The frame of a table, shared by `boardroom play`, `boardroom view`, the
# arena's shown game and the web page: prompts, commands, hints, results.

play-you = You
play-setup = { $game } with { $players } players, seed { $seed }: { $who }.
play-setup-you = you are { $seat }
play-setup-ai = { $seat }: AI '{ $spec }'
play-help = Type a choice's number or the start of its label (e.g. '{ $example }'). Commands: { $hint } (what the AI would play here, and why), { $undo } (take back your last decision this turn), { $save } FILE, { $load } FILE, { $help }, { $quit }.
play-help-example = bid 3
# Commands a person types; the English words are always accepted too.
play-command-hint = hint
play-command-undo = undo
play-command-save = save
play-command-load = load
play-command-help = help
play-command-quit = quit
play-your-choices = Your choices:
play-in-that-order = { $choices } (in that order)
play-end-of-input = (end of input: game abandoned)
play-abandoned = Game abandoned.
play-took-back = Took back { $steps ->
    [one] your last decision.
   *[other] your last { $steps } steps.
}
play-cannot-undo-nothing = Cannot undo: nothing of yours to take back this turn.
play-cannot-undo-revealed = Cannot undo: your last step revealed hidden information.
play-saved = Saved to { $file }. Resume with '{ $load } { $file }' or `boardroom play { $game } --players { $players } --load { $file }`.
play-cannot-save = Cannot save to { $file }: { $error }.
play-loaded = Loaded { $file }.
play-cannot-load = Cannot load { $file }: { $error }.
play-cannot-load-players = Cannot load { $file }: it has { $has } players, this game { $wants }.
play-only-choice = You: { $label } (your only choice).
play-only-choice-times = You: { $label } (×{ $times }, your only choice).
play-last-events = The last events:
play-you-won = You won!
play-won = { $seat } won.
play-shared-win = Shared win: { $seats }.
play-thinking = { $seat } is thinking…
play-hint-thinking = Thinking about your move…
play-hint = Hint ({ $iterations } iterations from what you know):
play-hint-move = { $visits }% of the search  expected win { $win }%  { $label }
play-hint-move-prior = { $visits }% of the search  expected win { $win }%  learned first guess { $prior }%  { $label }
play-hint-value = The learned net rates your position at { $value }% to win.
play-hint-line = Expected line: { $line }.
play-hint-hidden = a hidden choice
play-no-choice = There is no choice { $choice }: type a number from 1 to { $count }, or '{ $help }'.
play-not-a-choice = '{ $line }' is no choice: type a number from 1 to { $count }, the start of a choice, or '{ $help }'.
play-fits-several = '{ $line }' fits { $count } choices ({ $shown }): type more of it or the number.

# Words every game shares: seats, lists, the view's frame, the games' names.

common-seat = Seat { $seat }
common-none = none
# "a, b" inside a longer list; the last pair is joined by common-list-and.
common-list-comma = { $first }, { $next }
common-list-and = { $first } and { $last }
common-heading-seen = { $game }, as seen by { $seat }
common-to-decide = { $phase }. { $seat } to decide.
common-phase-over = { $phase }.
common-recent-events = Recent events:
common-event-line = { "  - " }{ $text }
# A sentence that happened several times in a row, written once.
common-repeated = { $text } (×{ $times })

game-vendors = Vendors
game-value-crafter = Value Crafter
game-crafters = Crafters
game-spiel-des-jahres = Spiel des Jahres
game-oh-hell = Oh Hell
game-emergent = Emergent
game-emergent-fastplay = Emergent: Fast Play

# Each game's setup options (engine/src/*/rules.rs, `OptionInfo`), as a setup
# screen shows them: the option's name, a line of help, and each value.
option-spiel-des-jahres-trading = Trading
option-spiel-des-jahres-trading-help = Players may trade hand cards, money and published games, one proposal per player each month.
option-spiel-des-jahres-trading-on = On
option-spiel-des-jahres-trading-off = Off
option-emergent-learning = Learning variant
option-emergent-learning-help = Round 1: one DC and no marketing; round 2: no new DC and one marketing cylinder.
option-emergent-learning-off = Off
option-emergent-learning-on = On
option-emergent-fastplay-rounds = Rounds
option-emergent-fastplay-rounds-help = The book says both "ends after 3 rounds" and "4 speed rounds".
option-emergent-fastplay-rounds-3 = 3 rounds
option-emergent-fastplay-rounds-4 = 4 rounds
option-crafters-dice = Dice
option-crafters-dice-help = With two dice, roll both for the resource and choose one.
option-crafters-dice-one = One die
option-crafters-dice-two = Two dice

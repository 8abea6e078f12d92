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

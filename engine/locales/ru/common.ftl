# Слова, общие для всех игр: места, списки, рамка описания, названия игр.

common-seat = Игрок { $seat }
common-none = нет
common-list-comma = { $first }, { $next }
common-list-and = { $first } и { $last }
common-heading-seen = { $game }, глазами: { $seat }
common-to-decide = { $phase }. Решает: { $seat }.
common-phase-over = { $phase }.
common-recent-events = Последние события:
common-event-line = { "  - " }{ $text }
common-repeated = { $text } (×{ $times })

game-vendors = Вендоры
game-value-crafter = Создатель ценности
game-crafters = Крафтеры
game-spiel-des-jahres = Spiel des Jahres
game-oh-hell = Ох, чёрт!
game-emergent = Эмерджент
game-emergent-fastplay = Эмерджент: быстрая игра

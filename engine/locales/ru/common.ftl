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

option-spiel-des-jahres-trading = Торговля
option-spiel-des-jahres-trading-help = Игроки могут обмениваться картами с руки, деньгами и изданными играми: одно предложение от игрока в месяц.
option-spiel-des-jahres-trading-on = Вкл.
option-spiel-des-jahres-trading-off = Выкл.
option-emergent-learning = Обучающий вариант
option-emergent-learning-help = Раунд 1: один РЦ и без маркетинга; раунд 2: без нового РЦ и один маркетинговый цилиндр.
option-emergent-learning-off = Выкл.
option-emergent-learning-on = Вкл.
option-emergent-fastplay-rounds = Раунды
option-emergent-fastplay-rounds-help = В правилах сказано и «заканчивается после 3 раундов», и «4 быстрых раунда».
option-emergent-fastplay-rounds-3 = 3 раунда
option-emergent-fastplay-rounds-4 = 4 раунда
option-crafters-dice = Кубики
option-crafters-dice-help = На два кубика: бросьте оба для ресурса и выберите один.
option-crafters-dice-one = Один кубик
option-crafters-dice-two = Два кубика

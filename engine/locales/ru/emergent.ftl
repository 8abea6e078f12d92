# emergent: подписи, вид, сцена и события игр Emergent и Emergent: Fast Play.
#
# Словарь (английский → русский). Правила есть только на английском
# (shared/seeds/emergent.txt); термины переведены по смыслу:
#   Distribution Center (DC)  → распределительный центр (РЦ); small/large → малый/большой
#   slots                     → ячейки
#   product (cube)            → товар (кубик товара)
#   marketing cylinder        → маркетинговый цилиндр
#   Demand Card               → карта спроса; tier → уровень
#   round                     → раунд; preparation → подготовка
#   plan, Secret Screen       → план, ширма
#   operating costs           → операционные расходы
#   transport                 → доставка
#   bank, pool                → банк, запас
#   aged inventory            → залежавшиеся запасы
#   learning variant          → обучающий вариант
#   Fast Play                 → быстрая игра; green/red region → зелёный/красный регион;
#                               point → очко
# Регионы и города карты (Boardroom, engine/src/emergent/map.rs) — принятые
# русские названия штатов, регионов и городов США.

## Карта

emergent-region-northwest = Северо-Запад
emergent-region-california = Калифорния
emergent-region-mountain = Горные штаты
emergent-region-southwest = Юго-Запад
emergent-region-plains = Великие равнины
emergent-region-texas = Техас
emergent-region-midwest = Средний Запад
emergent-region-southeast = Юго-Восток
emergent-region-florida = Флорида
emergent-region-ohio-valley = Долина Огайо
emergent-region-mid-atlantic = Среднеатлантические штаты
emergent-region-northeast = Северо-Восток
emergent-city-new-york = Нью-Йорк
emergent-city-chicago = Чикаго
emergent-city-los-angeles = Лос-Анджелес
emergent-city-seattle = Сиэтл
emergent-city-denver = Денвер
emergent-city-dallas = Даллас
emergent-city-atlanta = Атланта
emergent-city-miami = Майами
emergent-city-unknown = неизвестный город

## Emergent: раунд

emergent-phase-plan = Раунд { $round } из { $rounds }: подготовка, планы пишутся за ширмами{ $learning ->
    [yes] { " " }(обучающий вариант)
   *[no] { "" }
}
emergent-phase-over = Игра окончена

## Emergent: подписи действий

emergent-label-invalid = недопустимое действие
emergent-label-kind-sell-small = Продать малый РЦ (+$5)
emergent-label-kind-sell-large = Продать большой РЦ (+$10)
emergent-label-kind-build-small = Купить малый РЦ ($10, 5 ячеек)
emergent-label-kind-build-large = Купить большой РЦ ($15, 10 ячеек)
emergent-label-kind-products = Купить товары ($1 за штуку)
emergent-label-kind-marketing = Купить маркетинговый цилиндр ($3)
emergent-label-sell-small = Продать малый РЦ в регионе { $place } за $5
emergent-label-sell-large = Продать большой РЦ в регионе { $place } за $10
emergent-label-build-small = Купить малый РЦ в регионе { $place } за $10
emergent-label-build-large = Купить большой РЦ в регионе { $place } за $15
emergent-label-products = Купить товары в регионе { $place } …
emergent-label-marketing = Купить маркетинговый цилиндр в регионе { $place } за $3
emergent-label-in = Регион { $place }
emergent-label-quantity = Купить { $n ->
    [one] { $n } товар
    [few] { $n } товара
   *[many] { $n } товаров
} за ${ $price }
emergent-label-quantity-in = Купить { $n ->
    [one] { $n } товар
    [few] { $n } товара
   *[many] { $n } товаров
} в регионе { $place } за ${ $price }
emergent-label-done = Завершить план

## Emergent: планы и РЦ

emergent-dcs-in = { $n } { $size ->
    [large] { $n ->
        [one] большой
       *[other] больших
    }
   *[small] { $n ->
        [one] малый
       *[other] малых
    }
} в регионе { $place }
emergent-products-in = { $n ->
    [one] { $n } товар
    [few] { $n } товара
   *[many] { $n } товаров
} в регионе { $place }
emergent-marketing-in = { $n ->
    [one] { $n } маркетинговый цилиндр
    [few] { $n } маркетинговых цилиндра
   *[many] { $n } маркетинговых цилиндров
} в регионе { $place }
emergent-plan-nothing = ничего не куплено и не продано
emergent-plan-sell = продать РЦ: { $items }
emergent-plan-buy = купить РЦ: { $items }
emergent-plan-stock = закупить: { $items }
emergent-plan-marketing = маркетинг: { $items }
emergent-plan-money = расход ${ $spent }, доход ${ $gained }

## Emergent: вид

emergent-view-no-dcs = нет РЦ
emergent-view-dcs = РЦ: { $items } (операционные расходы ${ $cost } за раунд)
emergent-view-plan = { $finished ->
    [yes] план (завершён)
   *[no] план (в работе)
}: { $plan }; остаток денег ${ $cash }
emergent-view-plan-finished = план завершён (взакрытую)
emergent-view-plan-writing = план пишется (взакрытую)
emergent-view-plan-not-started = план не начат
emergent-view-demand = Карты спроса этого раунда (уровни 1/2/3, по порядку): { $cards }.
emergent-view-last-demand = Города, получившие спрос в прошлом раунде: { $cities }.
emergent-view-prices = Каждая проданная единица приносит $5; доставка стоит $1 за единицу в соседний регион, $2 дальше.
emergent-view-final = Итоговый счёт (деньги после продажи всех РЦ банку; побеждает тот, у кого больше денег):
emergent-view-winner = победитель

## Emergent: сцена

emergent-scene-demand = Карты спроса этого раунда
emergent-scene-tiers = уровни 1/2/3: { $tier1 }/{ $tier2 }/{ $tier3 }
emergent-scene-last-demand = Спрос прошлого раунда получили
emergent-scene-dcs = РЦ
emergent-scene-plan = { $finished ->
    [yes] План (завершён)
   *[no] План (в работе)
}
emergent-scene-cash-left = остаток денег ${ $cash }
emergent-scene-plan-writing = пишет свой план (взакрытую)

## Emergent: события

emergent-event-planned = { $seat } { $you ->
    [yes] записали
   *[no] записал
} за ширмой шаг своего плана.
emergent-event-plan-done = { $seat } { $you ->
    [yes] завершили
   *[no] завершил
} свой план.
emergent-event-revealed = { $seat } { $you ->
    [yes] раскрыли
   *[no] раскрыл
} свой план: { $plan }.
emergent-event-demand = Карта спроса { $rank } ({ $tier1 }/{ $tier2 }/{ $tier3 }) ушла в город { $city }.
emergent-event-sold = { $seat } { $you ->
    [yes] продали
   *[no] продал
} { $units ->
    [one] { $units } единицу
    [few] { $units } единицы
   *[many] { $units } единиц
} в город { $city } (уровень { $tier }) за ${ $amount }.
emergent-event-sold-transport = { $seat } { $you ->
    [yes] продали
   *[no] продал
} { $units ->
    [one] { $units } единицу
    [few] { $units } единицы
   *[many] { $units } единиц
} в город { $city } (уровень { $tier }) за ${ $amount }, доставка ${ $transport }.
emergent-event-accounts = { $seat } { $you ->
    [yes] заработали ${ $income }, заплатили
   *[no] заработал ${ $income }, заплатил
} ${ $transport } за доставку и ${ $upkeep } операционных расходов.
emergent-event-forced-sale = { $seat } { $you ->
    [yes] не смогли оплатить операционные расходы и продали
   *[no] не смог оплатить операционные расходы и продал
} банку { $size ->
    [large] большой
   *[small] малый
} РЦ в регионе { $place }.
emergent-event-liquidated = { $seat }: в запас { $units ->
    [one] вернулся { $units } непроданный товар
    [few] вернулись { $units } непроданных товара
   *[many] вернулись { $units } непроданных товаров
} (залежавшиеся запасы).
emergent-event-sold-back = { $seat } { $you ->
    [yes] продали
   *[no] продал
} свои РЦ банку за ${ $amount }.
emergent-event-game-over = Игра окончена.

## Emergent: Fast Play

emergent-fastplay-green = (зелёный)
emergent-fastplay-red = (красный)
emergent-fastplay-phase-place = Раунд { $round } из { $rounds }: тайная расстановка 2 больших и 3 малых РЦ
emergent-fastplay-label-place = Поставить { $size ->
    [large] большой
   *[small] малый
} РЦ в регионе { $region } ({ $cubes ->
    [one] { $cubes } кубик
    [few] { $cubes } кубика
   *[many] { $cubes } кубиков
})
emergent-fastplay-large-dcs = большие РЦ: { $regions }
emergent-fastplay-small-dcs = малые РЦ: { $regions }
emergent-fastplay-view-points = { $seat }: { $points ->
    [one] { $points } очко
    [few] { $points } очка
   *[many] { $points } очков
}{ $now ->
    [yes] { " " }(если бы игра закончилась сейчас)
   *[no] { "" }
}
emergent-fastplay-view-placed = поставлено в этом раунде: { $dcs }
emergent-fastplay-to-place = осталось поставить: больших — { $large }, малых — { $small }
emergent-fastplay-view-placed-hidden = РЦ поставлены (взакрытую)
emergent-fastplay-view-placing = расставляет РЦ (взакрытую)
emergent-fastplay-not-placed = расстановка ещё не начата
emergent-fastplay-view-cubes = Кубики товаров (большой РЦ оставляет 2, малый — 1; +2 в зелёных регионах, +1 в красных):
emergent-fastplay-no-cubes = нет кубиков
emergent-fastplay-view-seat-cubes = { $seat } — { $cubes ->
    [one] { $cubes } кубик
    [few] { $cubes } кубика
   *[many] { $cubes } кубиков
}
emergent-fastplay-view-scoring = очки: { $seats }
emergent-fastplay-view-final = Итоговый счёт (2 очка за большинство кубиков в регионе, 1 за второе место; при равенстве решает число выигранных зелёных, затем красных регионов):
emergent-fastplay-view-final-line = { $seat }: { $points ->
    [one] { $points } очко
    [few] { $points } очка
   *[many] { $points } очков
}, выиграно зелёных регионов: { $green }, красных: { $red }{ $winner ->
    [yes] { " " }— победитель
   *[no] { "" }
}
emergent-fastplay-scene-seat-cubes = { $seat }: { $cubes ->
    [one] { $cubes } кубик
    [few] { $cubes } кубика
   *[many] { $cubes } кубиков
}
emergent-fastplay-scene-regions = Кубики товаров по регионам
emergent-fastplay-scene-points = { $points ->
    [one] { $points } очко
    [few] { $points } очка
   *[many] { $points } очков
}{ $now ->
    [yes] { " " }(если бы игра закончилась сейчас)
   *[no] { "" }
}
emergent-fastplay-scene-dc = { $size ->
    [large] большой
   *[small] малый
} РЦ
emergent-fastplay-scene-placed = Поставлено в этом раунде
emergent-fastplay-scene-placed-hidden = РЦ поставлены (взакрытую)
emergent-fastplay-scene-placing = расставляет РЦ (взакрытую)
emergent-fastplay-event-placed = { $seat } { $you ->
    [yes] поставили
   *[no] поставил
} РЦ взакрытую.
emergent-fastplay-event-revealed = { $seat } { $you ->
    [yes] раскрыли
   *[no] раскрыл
}: { $dcs }.

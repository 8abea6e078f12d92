# Крафтеры: подписи действий, описание партии, сцена и события.
#
# Словарь (English → русский). Термины взяты из русских правил «Крафтеры»,
# раздел указан в скобках; названия, которых в правилах нет, — из таблиц
# docs/rules/crafters.md («Designed content»), в том же стиле.
#   gold → золото, золотые («Подготовка игры»: 15 «золотых»)
#   victory points, VP → победные очки, ПО («Победа в игре»)
#   worker → рабочий; hire → нанять («Найм рабочих»)
#   house → домик («Подготовка игры»)
#   die → кубик («2. Добыча Ресурса»)
#   resource → ресурс; good → товар («Создание товаров»)
#   blueprint → Чертёж; blueprint deck → колода Чертежей; discard → Сброс
#     («Приобретение Чертежей»)
#   face down → рубашкой вверх («Подготовка игры»)
#   build → построить; Building Materials → Стройматериалы («Строительство зданий»)
#   invest → инвестировать, инвестиции в постройку («Инвестиции в постройку чужого Чертежа»)
#   master's fee → работа мастера; owner → хозяин («Создание товаров»)
#   bank → Банк («Благотворитель»)
#   initiative token → фишка Инициативы («Инициатива»)
#   event → Событие; event track → трек Событий; leaves → слетает в Сброс («События»)
#   Foreign Traders → Иностранные торговцы; Wealthy Citizens → Зажиточные горожане;
#   King Demands! → Король требует!; Useful Connections → Полезные связи;
#   Fair → Ярмарка; Tax Collector → Налогосборщик; Auditor → Ревизор («Типы Событий»)
#   sealed bid → тайная ставка («Подкуп», «Налогосборщик»: «втайну зажимают в кулаке»)
#   unique victory-point tokens → фишки уникальных победных очков: Benefactor →
#     Благотворитель, Employer → Работодатель, Personal Guard → Личная охрана,
#     Personal Advisor → Личный Советник, Personal Carriage → Личный экипаж
#     («Уникальные победные очки»)
#   Farmland → Пахотные земли (Grain → Урожай), Logging → Лесоповал (Wood →
#     Древесина), Coal Mine → Угольная шахта (Coal → Уголь), Iron Mine →
#     Железный рудник (Ore → Железная руда) («2. Добыча Ресурса»,
#     «Покупка Ресурса»)
#   Hayfield → Покос (Fodder → Корма), Farm → Ферма (Animals → Животные),
#     Mill → Мельница (Flour → Мука) («Строительство зданий», «Ярмарка»);
#     Builders' Guild → Гильдия строителей (Boards → Доски, Building Materials →
#     Стройматериалы) («Строительство зданий»); Joinery → Столярная мастерская
#     (Wooden Blanks → Деревянные заготовки), Carpenter's Workshop → Мастерская
#     плотника (Wooden Decorations → Деревянные украшения), Carriage Yard →
#     Каретный двор (Carriage → Карета) («Создание товаров»); Foundry → Литейный
#     цех (Iron Blanks → Железные заготовки), Atelier → Ателье (Clothes →
#     Одежда), Furniture Factory → Мебельный завод (Furniture → Мебель)
#     («Ярмарка», «Ревизор»); Military Academy → Военная академия, University →
#     Университет («Уникальные победные очки»)
#   Не из правил (docs/rules/crafters.md): Sawmill → Лесопилка, Bakery →
#     Пекарня (Bread → Хлеб), Paper Mill → Бумажная фабрика (Paper → Бумага),
#     Smithy → Кузница (Tools → Инструменты), Printing House → Типография
#     (Books → Книги), Weaponsmith → Оружейная мастерская (Weapons → Оружие),
#     Tavern → Трактир (Feast → Пир), Officers → Офицеры, Scholars → Учёные
#
# Названия зданий и товаров склоняются по аргументу `$form`: nom
# (именительный), gen (родительный), acc (винительный), at («на Мельнице»,
# «в Пекарне» — с предлогом, он у зданий разный), from («с Мельницы»).
# Игроки в прошедшем времени — в мужском роде («Игрок 2 построил»), «Вы» —
# во множественном числе (`$you`).

# На них ссылаются фразы ниже: берут $gold и $vp вызывающей фразы.
crafters-gold = { $gold ->
    [one] { $gold } золотой
   *[other] { $gold } золотых
}
crafters-vp = { $vp } ПО

## Игровое поле: здания.

crafters-site-farmland = { $form ->
    [gen] Пахотных земель
    [at] на Пахотных землях
    [from] с Пахотных земель
   *[nom] Пахотные земли
}
crafters-site-logging = { $form ->
    [gen] Лесоповала
    [at] на Лесоповале
    [from] с Лесоповала
   *[nom] Лесоповал
}
crafters-site-coal-mine = { $form ->
    [gen] Угольной шахты
    [acc] Угольную шахту
    [at] на Угольной шахте
    [from] с Угольной шахты
   *[nom] Угольная шахта
}
crafters-site-iron-mine = { $form ->
    [gen] Железного рудника
    [at] на Железном руднике
    [from] с Железного рудника
   *[nom] Железный рудник
}
crafters-site-hayfield = { $form ->
    [gen] Покоса
    [at] на Покосе
    [from] с Покоса
   *[nom] Покос
}
crafters-site-mill = { $form ->
    [gen] Мельницы
    [acc] Мельницу
    [at] на Мельнице
    [from] с Мельницы
   *[nom] Мельница
}
crafters-site-sawmill = { $form ->
    [gen] Лесопилки
    [acc] Лесопилку
    [at] на Лесопилке
    [from] с Лесопилки
   *[nom] Лесопилка
}
crafters-site-joinery = { $form ->
    [gen] Столярной мастерской
    [acc] Столярную мастерскую
    [at] в Столярной мастерской
    [from] со Столярной мастерской
   *[nom] Столярная мастерская
}
crafters-site-farm = { $form ->
    [gen] Фермы
    [acc] Ферму
    [at] на Ферме
    [from] с Фермы
   *[nom] Ферма
}
crafters-site-bakery = { $form ->
    [gen] Пекарни
    [acc] Пекарню
    [at] в Пекарне
    [from] с Пекарни
   *[nom] Пекарня
}
crafters-site-builders-guild = { $form ->
    [gen] Гильдии строителей
    [acc] Гильдию строителей
    [at] в Гильдии строителей
    [from] с Гильдии строителей
   *[nom] Гильдия строителей
}
crafters-site-carpenter-s-workshop = { $form ->
    [gen] Мастерской плотника
    [acc] Мастерскую плотника
    [at] в Мастерской плотника
    [from] с Мастерской плотника
   *[nom] Мастерская плотника
}
crafters-site-foundry = { $form ->
    [gen] Литейного цеха
    [at] в Литейном цехе
    [from] с Литейного цеха
   *[nom] Литейный цех
}
crafters-site-paper-mill = { $form ->
    [gen] Бумажной фабрики
    [acc] Бумажную фабрику
    [at] на Бумажной фабрике
    [from] с Бумажной фабрики
   *[nom] Бумажная фабрика
}
crafters-site-atelier = { $form ->
    [at] в Ателье
    [from] с Ателье
   *[nom] Ателье
}
crafters-site-furniture-factory = { $form ->
    [gen] Мебельного завода
    [at] на Мебельном заводе
    [from] с Мебельного завода
   *[nom] Мебельный завод
}
crafters-site-smithy = { $form ->
    [gen] Кузницы
    [acc] Кузницу
    [at] в Кузнице
    [from] с Кузницы
   *[nom] Кузница
}
crafters-site-printing-house = { $form ->
    [gen] Типографии
    [acc] Типографию
    [at] в Типографии
    [from] с Типографии
   *[nom] Типография
}
crafters-site-weaponsmith = { $form ->
    [gen] Оружейной мастерской
    [acc] Оружейную мастерскую
    [at] в Оружейной мастерской
    [from] с Оружейной мастерской
   *[nom] Оружейная мастерская
}
crafters-site-tavern = { $form ->
    [gen] Трактира
    [at] в Трактире
    [from] с Трактира
   *[nom] Трактир
}
crafters-site-carriage-yard = { $form ->
    [gen] Каретного двора
    [at] на Каретном дворе
    [from] с Каретного двора
   *[nom] Каретный двор
}
crafters-site-military-academy = { $form ->
    [gen] Военной академии
    [acc] Военную академию
    [at] в Военной академии
    [from] с Военной академии
   *[nom] Военная академия
}
crafters-site-university = { $form ->
    [gen] Университета
    [at] в Университете
    [from] с Университета
   *[nom] Университет
}
crafters-site-unknown = неизвестное здание

## Ресурсы и товары.

crafters-good-grain = { $form ->
    [gen] Урожая
   *[nom] Урожай
}
crafters-good-wood = { $form ->
    [gen] Древесины
    [acc] Древесину
   *[nom] Древесина
}
crafters-good-coal = { $form ->
    [gen] Угля
   *[nom] Уголь
}
crafters-good-ore = { $form ->
    [gen] Железной руды
    [acc] Железную руду
   *[nom] Железная руда
}
crafters-good-fodder = { $form ->
    [gen] Кормов
   *[nom] Корма
}
crafters-good-flour = { $form ->
    [gen] Муки
    [acc] Муку
   *[nom] Мука
}
crafters-good-boards = { $form ->
    [gen] Досок
   *[nom] Доски
}
crafters-good-wooden-blanks = { $form ->
    [gen] Деревянных заготовок
   *[nom] Деревянные заготовки
}
crafters-good-animals = { $form ->
    [gen] Животных
    [acc] Животных
   *[nom] Животные
}
crafters-good-bread = { $form ->
    [gen] Хлеба
   *[nom] Хлеб
}
crafters-good-building-materials = { $form ->
    [gen] Стройматериалов
   *[nom] Стройматериалы
}
crafters-good-wooden-decorations = { $form ->
    [gen] Деревянных украшений
   *[nom] Деревянные украшения
}
crafters-good-iron-blanks = { $form ->
    [gen] Железных заготовок
   *[nom] Железные заготовки
}
crafters-good-paper = { $form ->
    [gen] Бумаги
    [acc] Бумагу
   *[nom] Бумага
}
crafters-good-clothes = { $form ->
    [gen] Одежды
    [acc] Одежду
   *[nom] Одежда
}
crafters-good-furniture = { $form ->
    [gen] Мебели
   *[nom] Мебель
}
crafters-good-tools = { $form ->
    [gen] Инструментов
   *[nom] Инструменты
}
crafters-good-books = { $form ->
    [gen] Книг
   *[nom] Книги
}
crafters-good-weapons = { $form ->
    [gen] Оружия
   *[nom] Оружие
}
crafters-good-feast = { $form ->
    [gen] Пира
   *[nom] Пир
}
crafters-good-carriage = { $form ->
    [gen] Кареты
    [acc] Карету
   *[nom] Карета
}
crafters-good-officers = { $form ->
    [gen] Офицеров
    [acc] Офицеров
   *[nom] Офицеры
}
crafters-good-scholars = { $form ->
    [gen] Учёных
    [acc] Учёных
   *[nom] Учёные
}
crafters-good-unknown = неизвестный товар

## Фишки уникальных победных очков.

crafters-token-benefactor = Благотворитель
crafters-token-employer = Работодатель
crafters-token-personal-guard = Личная охрана
crafters-token-personal-advisor = Личный Советник
crafters-token-personal-carriage = Личный экипаж
crafters-token-unknown = неизвестная фишка

## Карты Событий: название, и название с тем, что карта требует или даёт.

crafters-card-foreign-traders = Иностранные торговцы
crafters-card-wealthy-citizens = Зажиточные горожане
crafters-card-king-demands = Король требует!
crafters-card-useful-connections = Полезные связи
crafters-card-fair = Ярмарка
crafters-card-tax-collector = Налогосборщик
crafters-card-auditor = Ревизор
crafters-card-unknown = неизвестное Событие
crafters-card-foreign-traders-text = Иностранные торговцы (+2 золотых за { $goods }, пока на треке)
crafters-card-wealthy-citizens-text = Зажиточные горожане (доставьте { $goods } за { crafters-gold }, ресурс и 1 ПО)
crafters-card-king-demands-text = Король требует! (доставьте { $goods } за 3 ПО)
crafters-card-useful-connections-text = Полезные связи (больше всего { $good }, когда слетит: 3 ПО)
crafters-card-fair-text = Ярмарка (+2 золотых за каждый товар; больше всего видов товаров, когда слетит: 3 ПО)
crafters-card-tax-collector-text = Налогосборщик (тайные ставки золотом, когда слетит)
crafters-card-auditor-text = Ревизор (больше всего самого дорогого товара, когда слетит: 3 ПО)

## Фазы: чей ход и что нужно сделать.

crafters-phase-place = { $you ->
    [yes] Ваш ход
   *[no] Ходит { $seat }
}: кубик брошен, поставьте рабочего
crafters-phase-main = { $you ->
    [yes] Ваш ход
   *[no] Ходит { $seat }
}: действия в любом порядке, затем конец хода
crafters-phase-keep = { $you ->
    [yes] Ваш ход
   *[no] Ходит { $seat }
}: оставьте один из трёх взятых Чертежей
crafters-phase-discard = { $you ->
    [yes] Ваш ход
   *[no] Ходит { $seat }
}: на руке больше двух Чертежей, сбросьте лишний
crafters-phase-bid = Событие «{ $event }» разыгрывается: тайные ставки золотом
crafters-phase-surrender = Событие «{ $event }» выиграно: отдайте товары
crafters-phase-over = Игра окончена

## Подписи действий.

crafters-label-place = Поставить рабочего на { $site } ({ $good })
crafters-label-decline = Отказаться от выпавшего ресурса (нет свободного рабочего)
crafters-label-hire = Нанять рабочего за { crafters-gold }
crafters-label-sell = Продать { $good } { $site } за { crafters-gold }
crafters-label-sell-bonus = Продать { $good } { $site } за { crafters-gold } и взять { $resource }
crafters-label-take-token = Взять фишку «{ $token }» ({ crafters-vp }) за { $good } вместо золота
crafters-label-buy-resource = Купить { $good } за { crafters-gold }
crafters-label-make = Создать { $good } { $site }
crafters-label-make-fee = Создать { $good } { $site } (работа мастера: { crafters-gold }, хозяин — { $owner })
crafters-label-buy-blueprint = Взять верхний Чертёж из колоды за 1 золото
crafters-label-draw-three = Взять 3 Чертежа и оставить один, за 2 золота
crafters-label-keep = Оставить Чертёж { $site }
crafters-label-build = Построить { $site } за { crafters-gold }
crafters-label-build-materials = Построить { $site } за { $count ->
    [one] { $count } единицу
    [few] { $count } единицы
   *[many] { $count } единиц
} Стройматериалов
crafters-label-invest = Инвестировать { crafters-gold } в постройку { $site }, предположив, что Чертёж { $you ->
    [yes] у Вас
   *[no] держит { $seat }
}
crafters-label-deliver-citizens = Доставить { $goods } Зажиточным горожанам за { crafters-gold }, 1 ПО и { $resource }
crafters-label-deliver-king = Доставить { $goods } Королю за 3 ПО
crafters-label-deliver = Доставить товары Событию на позиции { $pos }
crafters-label-donate = Заплатить в Банк { crafters-gold } и стать Благотворителем (3 ПО)
crafters-label-end-turn = Закончить ход
crafters-label-discard = Сбросить Чертёж { $site }
crafters-label-bid-tens-range = Поставить от { $low } до { $high } { $high ->
    [one] золотого
   *[other] золотых
} (десятки; единицы — следующим шагом)
crafters-label-bid-tens = Поставить { crafters-gold } (десятки; единицы — следующим шагом)
crafters-label-bid-units = Поставить { crafters-gold }
crafters-label-surrender = Отдать { $good } { $site }

## Текстовое описание партии.

crafters-view-rolled = Выпало: { $good }.
crafters-view-rolled-two = Выпало: { $first } и { $second }.
crafters-view-done = Уже сделано за ход: { $done }.
crafters-view-done-bought-resource = куплен ресурс
crafters-view-done-bought-blueprint = куплен Чертёж
crafters-view-done-hired = нанят рабочий
crafters-view-seat = { $seat }: { crafters-gold }, { crafters-vp }, свободно рабочих: { $free } из { $hired }
crafters-view-initiative = с фишкой Инициативы
crafters-view-carrying = рабочие несут: { $goods }
crafters-view-blueprints = Чертежи: { $blueprints }
crafters-view-blueprints-hidden = { $count ->
    [one] { $count } Чертёж
    [few] { $count } Чертежа
   *[many] { $count } Чертежей
} (рубашкой вверх)
crafters-view-bid-so-far = тайная ставка пока: { crafters-gold }
crafters-view-bid-sealed = ставка: сделана
crafters-view-bid-not-sealed = ставка: ещё не сделана
crafters-view-drawn = Взятые Чертежи: { $blueprints }.
crafters-view-town = Город: { $buildings }.
crafters-view-town-empty = Город: пока только четыре здания, добывающие ресурсы.
crafters-view-track = Трек Событий: { $track }. В колоде Событий { $left ->
    [one] осталась { $left } карта
    [few] осталось { $left } карты
   *[many] осталось { $left } карт
}.
crafters-view-track-empty = пусто
crafters-view-tokens = Фишки в запасе: { $tokens }.
crafters-view-token = { $token } ({ crafters-vp })
crafters-view-final = Итоговый счёт (победные очки; при равенстве побеждает тот, у кого больше золотых):
crafters-view-score = { $seat }: { crafters-vp }, { crafters-gold }{ $winner ->
    [yes] { " — победитель" }
   *[no] {""}
}
crafters-view-score-parts = { $seat }: { crafters-vp } ({ $parts }), { crafters-gold }{ $winner ->
    [yes] { " — победитель" }
   *[no] {""}
}
crafters-view-score-initiative = Инициатива { $vp }

## Сцена.

crafters-scene-rolled = Выпало
crafters-scene-die = кубик
crafters-scene-drawn = Взятые Чертежи
crafters-scene-town = Город
# «Вы» здесь — имя места, так что «хозяин: Вы» без выбора.
crafters-scene-owner = хозяин: { $seat }
crafters-scene-track = Трек Событий
crafters-scene-track-space = позиция { $space } на треке
crafters-scene-events-left = { $count ->
    [one] { $count } Событие
    [few] { $count } События
   *[many] { $count } Событий
}
crafters-scene-tokens = Фишки в запасе
crafters-scene-vp = { crafters-vp }
crafters-scene-gold = { crafters-gold }
crafters-scene-workers = свободно рабочих: { $free } из { $hired }
crafters-scene-initiative = с фишкой Инициативы
crafters-scene-carrying = Рабочие несут
crafters-scene-blueprints = Чертежи
crafters-scene-blueprints-hidden = { $count ->
    [one] { $count } Чертёж
    [few] { $count } Чертежа
   *[many] { $count } Чертежей
}
crafters-scene-bid = тайная ставка пока: { crafters-gold }
crafters-scene-bid-sealed = ставка сделана
crafters-scene-bid-not-sealed = ставка ещё не сделана
crafters-scene-events-won = Выигранные События

## События партии.

crafters-event-turn-begins = { $seat } { $you ->
    [yes] начали
   *[no] начал
} ход.
crafters-event-revealed = На трек открыто Событие «{ $card }».
crafters-event-discarded = Событие «{ $card }» ушло в Сброс.
crafters-event-won = { $seat } { $you ->
    [yes] забрали
   *[no] забрал
} Событие «{ $card }» ({ crafters-vp }).
crafters-event-rolled = На кубике выпало: { $good }.
crafters-event-rolled-two = На кубиках выпало: { $first } и { $second }.
crafters-event-placed = { $seat } { $you ->
    [yes] поставили
   *[no] поставил
} рабочего на { $site } ({ $good }).
crafters-event-made = { $seat } { $you ->
    [yes] создали
   *[no] создал
} { $good } { $site }.
crafters-event-made-fee = { $seat } { $you ->
    [yes] создали
   *[no] создал
} { $good } { $site }, заплатив { crafters-gold } хозяину здания ({ $owner }).
crafters-event-sold = { $seat } { $you ->
    [yes] продали
   *[no] продал
} { $good } за { crafters-gold }.
crafters-event-bought = { $seat } { $you ->
    [yes] купили
   *[no] купил
} { $good } за { crafters-gold }.
crafters-event-hired = { $seat } { $you ->
    [yes] наняли
   *[no] нанял
} рабочего.
crafters-event-blueprints-drawn = { $seat } { $you ->
    [yes] заплатили за Чертежи и взяли
   *[no] заплатил за Чертежи и взял
} { $count ->
    [one] { $count } карту
    [few] { $count } карты
   *[many] { $count } карт
}.
crafters-event-blueprint-taken = { $seat } { $you ->
    [yes] взяли
   *[no] взял
} Чертёж { $site }.
crafters-event-blueprint-discarded = { $seat } { $you ->
    [yes] сбросили
   *[no] сбросил
} Чертёж { $site }.
crafters-event-reshuffled = Сброс Чертежей замешан в новую колоду.
crafters-event-built = { $seat } { $you ->
    [yes] построили
   *[no] построил
} { $site }.
crafters-event-invested = { $seat } { $you ->
    [yes] инвестировали
   *[no] инвестировал
} в постройку { $site }, предположив, что Чертёж { $guess_you ->
    [yes] у Вас
   *[no] держит { $guess }
}: { $right ->
    [yes] верно, здание построено для хозяина Чертежа
   *[no] неверно
}.
crafters-event-token-taken = { $seat } { $you ->
    [yes] взяли
   *[no] взял
} фишку «{ $token }» ({ crafters-vp }).
crafters-event-bid-committed = { $seat } { $you ->
    [yes] тайно сделали
   *[no] тайно сделал
} часть ставки.
crafters-event-bid-revealed = { $seat } { $you ->
    [yes] показали
   *[no] показал
} ставку: { crafters-gold }.
crafters-event-gold-lost = { $seat } { $you ->
    [yes] потеряли
   *[no] потерял
} { crafters-gold }.
crafters-event-handed-over = { $seat } { $you ->
    [yes] отдали
   *[no] отдал
} { $good }.
crafters-event-initiative = { $seat } { $you ->
    [yes] забрали
   *[no] забрал
} фишку Инициативы.
crafters-event-game-over = Игра окончена.

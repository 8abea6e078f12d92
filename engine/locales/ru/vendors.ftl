# Vendors («Вендоры»): слова подписей, описаний, сцен и событий.
#
# Глоссарий (English → русский). Русского издания правил нет; термины —
# перевод английских правил (TouK 2014) в принятой в русской ИТ-среде
# лексике; названия карт Agile-вендора и технических проблем — перевод
# названий Boardroom (engine/src/vendors/content.rs).
#   Vendor → вендор (Вендор A; гонка за вендора A; под вендором A)
#   Agile Vendor → Agile-вендор (карта Agile-вендора)
#   IT director → директор
#   Customer → клиент; Individual → частный; Business → корпоративный
#   Market Leader → лидер рынка (частных / корпоративных клиентов)
#   Software → ПО; Infrastructure → инфраструктура
#   Relations / Operations (стороны) → «Взаимоотношения» / «Операции»
#   Strength → сила; Bluff → блеф
#   technology race → гонка; system implementation → внедрение системы
#   Technical Problem → техническая проблема
#   game deck → игровая колода; discard pile → сброс
#   starting cards → стартовые карты; virtual player → виртуальный игрок
#   point → очко; face down / face up → рубашкой вверх / лицом вверх
#   ongoing effect → постоянный эффект

## Содержимое

vendors-class-analytics = Аналитика
vendors-class-data-management = Управление данными
vendors-class-mobile-solutions = Мобильные решения
vendors-class-process-automation = Автоматизация процессов
vendors-class-system-integration = Системная интеграция
vendors-class-user-interface = Пользовательский интерфейс

vendors-agile-direct-communication = Прямая коммуникация
vendors-agile-bug-bounty = Охота за багами
vendors-agile-recruitment-campaign = Кампания по привлечению
vendors-agile-key-account-manager = Менеджер по ключевым клиентам
vendors-agile-knowledge-base = База знаний
vendors-agile-priority-access = Приоритетный доступ
vendors-agile-open-source-component = Компонент с открытым кодом
vendors-agile-cloud-platform = Облачная платформа
vendors-agile-integration-bus = Интеграционная шина
vendors-agile-legal-department = Юридический отдел
vendors-agile-data-centre = Центр обработки данных
vendors-agile-compatibility-lab = Лаборатория совместимости
vendors-agile-crm-suite = CRM-система

vendors-problem-outdated-range-of-products = Устаревший ассортимент продуктов
vendors-problem-legacy-interfaces = Унаследованные интерфейсы
vendors-problem-vendor-lock-in = Привязка к вендору
vendors-problem-broken-integration = Нарушенная интеграция
vendors-problem-data-loss = Потеря данных
vendors-problem-slow-batch-processing = Медленная пакетная обработка
vendors-problem-capacity-limits = Предел мощности
vendors-problem-data-breach = Утечка данных
vendors-problem-license-audit = Лицензионный аудит
vendors-problem-expired-support = Истёкшая поддержка
vendors-problem-per-seat-licensing = Лицензия на рабочее место
vendors-problem-unlicensed-copies = Нелицензионные копии
vendors-problem-unknown = неизвестная проблема

vendors-card-software = ПО «{ $class }» { $strength }
vendors-card-infrastructure = Инфраструктура «{ $operations ->
        [yes] Операции
       *[no] Взаимоотношения
    }» { $strength }
vendors-card-customer = { $business ->
        [yes] Корпоративный
       *[no] Частный
    } клиент
vendors-card-agile = Agile-вендор ({ $effect })
vendors-card-face-down = карта рубашкой вверх
vendors-card-vendor = Вендор { $vendor }
vendors-card-strength = { $strength ->
        [0] Сила 0 (блеф)
       *[other] Сила { $strength }
    }
vendors-piece-agile = { $card } как { $infra ->
        [yes] инфраструктура
       *[no] ПО
    } 6

## Подписи действий

vendors-label-race = Гонка за вендора { $vendor }
vendors-label-strength = Добавить силу: { $piece }
vendors-label-software = Внедрить: { $card }{ $agile ->
        [yes] { " " }как ПО 6
       *[no] {""}
    }
vendors-label-infrastructure = Инфраструктура: { $card }
vendors-label-infrastructure-agile = Инфраструктура: { $card } как инфраструктура 6 ({ $operations ->
        [yes] «Операции»
       *[no] «Взаимоотношения»
    })
vendors-label-customer = Клиент: { $card }
vendors-label-virtual = Виртуальный игрок участвует в гонке за вендора { $vendor }
vendors-label-effect = Сыграть «{ $effect }»
vendors-label-effect-take = Сыграть «{ $effect }» и взять карту: { $card }
vendors-label-effect-take-from = Сыграть «{ $effect }» и взять карту у вендора { $vendor }: { $card }
vendors-label-effect-take-nothing = Сыграть «{ $effect }»: взять карту №{ $param } (такой карты нет)
vendors-label-effect-discard = Сыграть «{ $effect }» и сбросить проблему «{ $problem }»
vendors-label-effect-pay = Сыграть «{ $effect }», заплатив частными клиентами: { $individual }, корпоративными: { $business }
vendors-label-pass = Пас (сейчас не играть эффект Agile-вендора)
vendors-label-regain = Вернуть из сброса: { $card }

## Фазы

vendors-phase-turn = Ход { $turn }
vendors-phase-turn-final = Ход { $turn } (последних ходов осталось: { $left })
vendors-phase-commit = { $turn }, шаг 2: директора по очереди кладут рубашкой вверх по { $cards } { $cards ->
        [one] карте
        [few] карты
       *[many] карт
    }
vendors-phase-window = { $turn }: { $moment ->
        [after-deal] после раздачи шага 1
        [before-reveal] перед вскрытием карт
        [after-race] шаг 3, гонки решены
        [before-systems] перед шагом 4
       *[before-leaders] перед шагом 5
    }, можно играть эффекты Agile-вендоров
vendors-phase-regain = { $turn }, шаг 3: { $seat } { $you ->
        [yes] выиграли гонку за вендора A и возвращаете
       *[no] выиграл гонку за вендора A и возвращает
    } карту из сброса
vendors-phase-over = Игра окончена

## Розыгрыш шага 2

vendors-play-race = гонка за вендора { $vendor } — { $pieces }
vendors-play-race-empty = гонка за вендора { $vendor }, карт силы пока нет
vendors-play-system = внедрение системы — { $pieces }
vendors-play-system-empty = внедрение системы, карт пока нет
vendors-play-nothing = пока ничего
vendors-play-virtual = виртуальный игрок участвует в гонке за вендора { $vendor }

## Текстовое описание

vendors-view-under = Под вендорами:
vendors-view-pile = { $vendor }: { $cards }
vendors-view-nothing = ничего
vendors-view-decks = Игровая колода: { $deck } { $deck ->
        [one] карта
        [few] карты
       *[many] карт
    }; колода Agile-вендоров: { $agile } { $agile ->
        [one] карта
        [few] карты
       *[many] карт
    }; технических проблем в колоде: { $problems }.
vendors-view-nobody = никто
vendors-view-leaders = Лидеры рынка: частных клиентов — { $individual }, корпоративных — { $business }.
vendors-view-seat = { $seat }: { $individual } { $individual ->
        [one] частный клиент
        [few] частных клиента
       *[many] частных клиентов
    }, { $business } { $business ->
        [one] корпоративный клиент
        [few] корпоративных клиента
       *[many] корпоративных клиентов
    }, { $points } { $points ->
        [one] очко
        [few] очка
       *[many] очков
    }
vendors-view-problems = проблемы: { $problems }
vendors-view-problem-was-down = { $problem } (была рубашкой вверх)
vendors-view-problem-down = одна рубашкой вверх (неизвестна)
vendors-view-software = ПО: «Взаимоотношения» — { $relations }; «Операции» — { $operations }
vendors-view-ongoing = постоянные эффекты: { $cards }
vendors-view-hand = на руке: { $cards }
vendors-view-face-down = рубашкой вверх в этом ходу: { $play }
vendors-view-starting-cards = { $count } { $count ->
        [one] стартовая карта
        [few] стартовые карты
       *[many] стартовых карт
    }
vendors-view-agile-face-down = { $count } { $count ->
        [one] карта
        [few] карты
       *[many] карт
    } Agile-вендора (рубашкой вверх)
vendors-view-cards-down = { $count } { $count ->
        [one] карта
        [few] карты
       *[many] карт
    } рубашкой вверх в этом ходу
vendors-view-down-until-reveal = карты лежат рубашкой вверх до вскрытия
vendors-view-discard = сброс: { $cards }
vendors-view-final = Итоговый счёт (пары из частного и корпоративного клиента; карты Agile-вендоров считаются клиентами любого типа; при равенстве побеждает тот, у кого меньше проблем, затем — у кого больше карт Agile-вендоров):
vendors-view-final-seat = { $seat }: { $points } { $points ->
        [one] очко
        [few] очка
       *[many] очков
    } (частных клиентов: { $individual }, корпоративных: { $business }, { $agile } { $agile ->
        [one] карта
        [few] карты
       *[many] карт
    } Agile-вендора; { $problems } { $problems ->
        [one] проблема
        [few] проблемы
       *[many] проблем
    })
vendors-view-winner = победитель

## Сцена

vendors-zone-under-vendor = Под вендором { $vendor }
vendors-zone-decks = Колоды
vendors-zone-problems = Технические проблемы
vendors-zone-relations = ПО: «Взаимоотношения»
vendors-zone-operations = ПО: «Операции»
vendors-zone-ongoing = Постоянные эффекты
vendors-zone-hand = На руке
vendors-zone-face-down = Рубашкой вверх в этом ходу
vendors-zone-discard = Сброс
vendors-scene-cards = { $count } { $count ->
        [one] карта
        [few] карты
       *[many] карт
    }
vendors-scene-problems = { $count } { $count ->
        [one] проблема
        [few] проблемы
       *[many] проблем
    }
vendors-scene-starting-cards = { $count } { $count ->
        [one] стартовая карта
        [few] стартовые карты
       *[many] стартовых карт
    }
vendors-scene-agile-cards = { $count } { $count ->
        [one] карта
        [few] карты
       *[many] карт
    } Agile-вендора
vendors-scene-game-deck = игровая колода
vendors-scene-agile-deck = колода Agile-вендоров
vendors-scene-problem-deck = технические проблемы
vendors-scene-was-face-down = была рубашкой вверх
vendors-fact-points = { $count } { $count ->
        [one] очко
        [few] очка
       *[many] очков
    }
vendors-fact-individual = { $count } { $count ->
        [one] частный клиент
        [few] частных клиента
       *[many] частных клиентов
    }
vendors-fact-business = { $count } { $count ->
        [one] корпоративный клиент
        [few] корпоративных клиента
       *[many] корпоративных клиентов
    }
vendors-fact-agile-cards = { $count } { $count ->
        [one] карта
        [few] карты
       *[many] карт
    } Agile-вендора
vendors-fact-market-leader = Лидер рынка { $business ->
        [yes] корпоративных
       *[no] частных
    } клиентов

## События

vendors-event-dealt = Под вендора { $vendor } выложена карта: { $card }.
vendors-event-committed = { $seat } { $you ->
        [yes] положили
       *[no] положил
    } карту рубашкой вверх.
vendors-event-revealed = { $seat } { $you ->
        [yes] вскрыли
       *[no] вскрыл
    } свои карты: { $play }.
vendors-event-effect = { $seat } { $you ->
        [yes] сыграли
       *[no] сыграл
    } «{ $effect }».
vendors-event-effect-take = { $seat } { $you ->
        [yes] сыграли «{ $effect }» и взяли
       *[no] сыграл «{ $effect }» и взял
    } карту: { $card }.
vendors-event-effect-discard = { $seat } { $you ->
        [yes] сыграли
       *[no] сыграл
    } «{ $effect }», чтобы сбросить проблему «{ $problem }».
vendors-event-effect-pay = { $seat } { $you ->
        [yes] сыграли
       *[no] сыграл
    } «{ $effect }», заплатив частными клиентами: { $individual }, корпоративными: { $business }.
vendors-event-race-won = { $seat } { $you ->
        [yes] выиграли
       *[no] выиграл
    } гонку за вендора { $vendor } с силой { $strength }.
vendors-event-race-tied = В гонке за вендора { $vendor } ничья: её никто не выиграл.
vendors-event-virtual-won-a = Виртуальный игрок выиграл гонку за вендора A: ничего не происходит (карта Agile-вендора не берётся и не убирается).
vendors-event-virtual-won = Виртуальный игрок выиграл гонку за вендора { $vendor }; карты этого вендора уходят из игры.
vendors-event-took = { $seat } { $you ->
        [yes] забрали
       *[no] забрал
    } у вендора { $vendor }: { $cards }.
vendors-event-drew-agile-hidden = { $seat } { $you ->
        [yes] взяли
       *[no] взял
    } карту Agile-вендора (рубашкой вверх).
vendors-event-drew = { $seat } { $you ->
        [yes] взяли
       *[no] взял
    } карту: { $card }.
vendors-event-regained = { $seat } { $you ->
        [yes] вернули
       *[no] вернул
    } из сброса карту: { $card }.
vendors-event-problem-drawn = { $seat } { $you ->
        [yes] взяли
       *[no] взял
    } техническую проблему рубашкой вверх.
vendors-event-problem-revealed = { $you ->
        [yes] Вы открыли
       *[no] { $seat } открыл
    } свою техническую проблему: { $problem }.
vendors-event-problem-revealed-immune = { $you ->
        [yes] Вы открыли
       *[no] { $seat } открыл
    } свою техническую проблему: { $problem } (без последствий: иммунитет).
vendors-event-problem-discarded = { $seat } { $you ->
        [yes] сбросили
       *[no] сбросил
    } техническую проблему «{ $problem }».
vendors-event-no-problem-left = { $seat } { $you ->
        [yes] не получили
       *[no] не получил
    } техническую проблему: их не осталось.
vendors-event-customers-gained = { $you ->
        [yes] получили
       *[no] получил
    } { $business ->
        [yes] корпоративных
       *[no] частных
    } клиентов: { $count }
vendors-event-customers-lost = { $you ->
        [yes] потеряли
       *[no] потерял
    } { $business ->
        [yes] корпоративных
       *[no] частных
    } клиентов: { $count }
vendors-event-customers = { $seat } { $changes }.
vendors-event-software = { $seat } { $you ->
        [yes] внедрили
       *[no] внедрил
    } { $card } на стороне «{ $operations ->
        [yes] Операции
       *[no] Взаимоотношения
    }».
vendors-event-leader-none = Карта лидера рынка { $business ->
        [yes] корпоративных
       *[no] частных
    } клиентов теперь ни у кого.
vendors-event-leader = { $seat } { $you ->
        [yes] стали
       *[no] стал
    } лидером рынка { $business ->
        [yes] корпоративных
       *[no] частных
    } клиентов.
vendors-event-game-over = Игра окончена.

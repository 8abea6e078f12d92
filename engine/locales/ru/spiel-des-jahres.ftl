# spiel-des-jahres: подписи, вид, сцена и события игры Spiel des Jahres.
#
# Словарь (английский → русский). Правила есть только на английском
# (shared/seeds/spiel-des-jahres.txt); термины переведены по смыслу:
#   Spiel des Jahres (award)  → Spiel des Jahres (название премии, «Игра года», без перевода)
#   company                   → компания
#   month                     → месяц
#   game idea card            → карта идеи
#   game designer (contract)  → дизайнер
#   brainstorm                → мозговой штурм
#   publish                   → издать, издание
#   public favour             → предпочтения публики
#   specialty                 → специализация
#   element                   → элемент: role-playing → ролевые, puzzle → головоломки,
#                               family-friendly → семейные, resource-gathering → сбор ресурсов,
#                               cards → карточные, combat → сражения
#   wage                      → зарплата; fire → уволить; hire, employ → нанять
#   sealed offer              → запечатанное предложение
#   trade                     → обмен
#   face down                 → взакрытую
#   bankrupt                  → банкрот
# Слова названий (Boardroom, engine/src/spiel_des_jahres/content.rs) складываются
# в одно слово, как в английском Rail·way = Railway:
#   stem (основа)      Rail → Рельсо, Sky → Небо, Star → Звездо, Dragon → Драконо,
#                      Gold → Злато, Sea → Море
#   ending (окончание) way → путь, port → порт, fall → пад, craft → лёт, keep → град,
#                      land → ландия (женский род: приставка согласуется с ним)
#   prefix (приставка) Island → Островной, Desert → Пустынный, Lost → Затерянный,
#                      Royal → Королевский
#   suffix (подзаголовок, после двоеточия) Calamity → Катастрофа, Tycoon → Магнат,
#                      Legends → Легенды, Express → Экспресс
# Имена дизайнеров переданы кириллицей.

## Месяцы и фазы

spiel-des-jahres-phase-trade = Месяц { $month } из { $months }: обмен, по одному предложению
spiel-des-jahres-phase-respond = Месяц { $month } из { $months }: предложение обмена ждёт ответа
spiel-des-jahres-phase-choose = Месяц { $month } из { $months }: сыграйте дизайнеров, затем мозговой штурм или издание (взакрытую, пока все не выберут)
spiel-des-jahres-phase-fire = Месяц { $month } из { $months }: контракты, оставьте или увольте своих дизайнеров (взакрытую)
spiel-des-jahres-phase-offer = Месяц { $month } из { $months }: контракты, запечатанные предложения дизайнерам
spiel-des-jahres-phase-over = Игра окончена

## Элементы

spiel-des-jahres-element-role-playing = ролевые
spiel-des-jahres-element-puzzle = головоломки
spiel-des-jahres-element-family-friendly = семейные
spiel-des-jahres-element-resource-gathering = сбор ресурсов
spiel-des-jahres-element-cards = карточные
spiel-des-jahres-element-combat = сражения
spiel-des-jahres-element-unknown = неизвестно
spiel-des-jahres-favour-pair = { $first } и { $second }

## Карты: дизайнеры и слова названий

spiel-des-jahres-card-designer = дизайнер { $name } ({ $elements })
spiel-des-jahres-card-word = «{ $word }» ({ $elements })
spiel-des-jahres-card-unknown = неизвестная карта
spiel-des-jahres-designer-unknown = неизвестный дизайнер

spiel-des-jahres-designer-ada = Ада
spiel-des-jahres-designer-bruno = Бруно
spiel-des-jahres-designer-carla = Карла
spiel-des-jahres-designer-dieter = Дитер
spiel-des-jahres-designer-elif = Элиф
spiel-des-jahres-designer-farid = Фарид
spiel-des-jahres-designer-greta = Грета
spiel-des-jahres-designer-hugo = Хуго
spiel-des-jahres-designer-ines = Инес
spiel-des-jahres-designer-jonas = Йонас
spiel-des-jahres-designer-kaja = Кая
spiel-des-jahres-designer-luis = Луис
spiel-des-jahres-designer-mira = Мира
spiel-des-jahres-designer-nils = Нильс
spiel-des-jahres-designer-olga = Ольга
spiel-des-jahres-designer-pavel = Павел
spiel-des-jahres-designer-quinn = Куинн
spiel-des-jahres-designer-rosa = Роза
spiel-des-jahres-designer-sven = Свен
spiel-des-jahres-designer-tilde = Тильда
spiel-des-jahres-designer-udo = Удо
spiel-des-jahres-designer-vera = Вера
spiel-des-jahres-designer-wim = Вим
spiel-des-jahres-designer-yara = Яра

spiel-des-jahres-word-rail = Рельсо
spiel-des-jahres-word-sky = Небо
spiel-des-jahres-word-star = Звездо
spiel-des-jahres-word-dragon = Драконо
spiel-des-jahres-word-gold = Злато
spiel-des-jahres-word-sea = Море
spiel-des-jahres-word-way = путь
spiel-des-jahres-word-port = порт
spiel-des-jahres-word-fall = пад
spiel-des-jahres-word-craft = лёт
spiel-des-jahres-word-keep = град
spiel-des-jahres-word-land = ландия
# $ending: окончание названия ("land" — женский род).
spiel-des-jahres-word-island = { $ending ->
    [land] Островная
   *[other] Островной
}
spiel-des-jahres-word-desert = { $ending ->
    [land] Пустынная
   *[other] Пустынный
}
spiel-des-jahres-word-lost = { $ending ->
    [land] Затерянная
   *[other] Затерянный
}
spiel-des-jahres-word-royal = { $ending ->
    [land] Королевская
   *[other] Королевский
}
spiel-des-jahres-word-calamity = Катастрофа
spiel-des-jahres-word-tycoon = Магнат
spiel-des-jahres-word-legends = Легенды
spiel-des-jahres-word-express = Экспресс

spiel-des-jahres-title = { $stem }{ $ending }
spiel-des-jahres-title-prefix = { $prefix } { $title }
spiel-des-jahres-title-suffix = { $title }: { $suffix }
spiel-des-jahres-title-none = игра

## Подписи действий

spiel-des-jahres-label-designer = Сыграть с руки: { $card } (зарплата { $wage } в этом месяце)
spiel-des-jahres-label-brainstorm = Мозговой штурм: взять { $n ->
    [one] { $n } карту
    [few] { $n } карты
   *[many] { $n } карт
}
spiel-des-jahres-label-publish = Издать игры с руки
spiel-des-jahres-label-stack = Добавить { $part ->
    [prefix] приставку
    [stem] основу
    [ending] окончание
    [suffix] подзаголовок
   *[card] карту
} { $card }
spiel-des-jahres-label-stack-to = Добавить { $part ->
    [prefix] приставку
    [stem] основу
    [ending] окончание
    [suffix] подзаголовок
   *[card] карту
} { $card } к игре «{ $game }»
spiel-des-jahres-label-done = Готово: издать эти игры
spiel-des-jahres-label-seal = Запечатать выбор и ждать вскрытия
spiel-des-jahres-label-keep = Оставить: дизайнер { $designer } (зарплата { $wage })
spiel-des-jahres-label-fire = Уволить: дизайнер { $designer } (зарплата { $wage })
spiel-des-jahres-label-bid-none = Без предложения: дизайнер { $designer }
spiel-des-jahres-label-bid-fired-wage = Нанять: дизайнер { $designer }, по прежней зарплате { $wage } в месяц
spiel-des-jahres-label-bid = Предложить: дизайнер { $designer }, { $wage } в месяц (+{ $raise })
spiel-des-jahres-label-pass = Без обмена в этом месяце
spiel-des-jahres-label-trade-with = Предложить обмен: { $seat }
spiel-des-jahres-label-give-card = Отдать: { $card }
spiel-des-jahres-label-give-game = Отдать игру «{ $game }»
spiel-des-jahres-label-give-money = Отдать { $amount }
spiel-des-jahres-label-ask-card = Попросить: { $card }
spiel-des-jahres-label-ask-game = Попросить игру «{ $game }»
spiel-des-jahres-label-ask-money = Попросить { $amount }
spiel-des-jahres-label-propose = Отправить предложение обмена
spiel-des-jahres-label-accept = Принять обмен
spiel-des-jahres-label-decline = Отклонить обмен

## Вид

spiel-des-jahres-view-proposal = Предложение обмена ({ $from } → { $to }): из рук в руки переходят { $items }.
spiel-des-jahres-view-proposal-game = игра «{ $game }»
spiel-des-jahres-view-proposal-money = { $amount } (платит { $seat })
spiel-des-jahres-view-favour = Предпочтения публики в этом месяце: { $elements }.
spiel-des-jahres-view-bankrupt = { $seat }: банкротство, вне игры
spiel-des-jahres-view-company = { $seat }: { $money }, специализация: { $elements }
spiel-des-jahres-view-staff = дизайнеры: { $designers }
spiel-des-jahres-view-hand = на руке: { $cards }
spiel-des-jahres-view-played = дизайнеры, сыгранные в этом месяце: { $designers }
spiel-des-jahres-view-choice = выбор: { $mode ->
    [brainstorm] мозговой штурм
   *[publish] издание
}
spiel-des-jahres-view-pending-game = «{ $game }» (доход { $value } в месяц)
spiel-des-jahres-view-putting-together = собирается «{ $game }»
spiel-des-jahres-view-sealed = (запечатано)
spiel-des-jahres-view-cards-in-hand = на руке { $n ->
    [one] { $n } карта
    [few] { $n } карты
   *[many] { $n } карт
}
spiel-des-jahres-view-known = известны по обменам: { $cards }, остальные взакрытую
spiel-des-jahres-view-face-down = (взакрытую)
spiel-des-jahres-view-not-chosen = выбор ещё не сделан
spiel-des-jahres-view-chosen = выбор сделан (взакрытую)
spiel-des-jahres-view-choosing = выбор делается (взакрытую)
spiel-des-jahres-view-published = Изданные игры: { $games }.
spiel-des-jahres-view-published-game = «{ $game }» ({ $owner }, { $value } в месяц)
spiel-des-jahres-view-waiting = Дизайнеры ждут предложений: { $designers }
spiel-des-jahres-view-waiting-designer = { $designer } (зарплата при увольнении { $wage })
spiel-des-jahres-view-firing = Вы увольняете (взакрытую): { $designers }
spiel-des-jahres-view-deck = Колода: { $n ->
    [one] { $n } карта
    [few] { $n } карты
   *[many] { $n } карт
}. Игра стоит столько, сколько дают её элементы: специализация, предпочтения публики, дизайнеры, наборы, минус €10,000 за каждую карту.
spiel-des-jahres-view-final-award = Итоги (решает премия Spiel des Jahres; при равенстве побеждает тот, у кого больше денег):
spiel-des-jahres-view-final-standing = Итоги (осталась только одна компания, поэтому карта премии не открывалась):
spiel-des-jahres-view-final-all-bankrupt = Итоги (все компании обанкротились, поэтому карта премии не открывалась):
spiel-des-jahres-view-final-line = { $seat }{ $won ->
    [award] { " " }(победа: издан лауреат премии)
    [standing] { " " }(победа: последняя оставшаяся компания)
   *[no] { "" }
}: { $money }{ $bankrupt ->
    [yes] { " " }(банкрот)
   *[no] { "" }
}; игры: { $games }
spiel-des-jahres-view-no-award = Ни одна игра не получила премию.

## Сцена

spiel-des-jahres-scene-favour = Предпочтения публики в этом месяце
spiel-des-jahres-scene-published = Изданные игры
spiel-des-jahres-scene-per-month = { $value } в месяц
spiel-des-jahres-scene-waiting = Дизайнеры ждут предложений
spiel-des-jahres-scene-fired-at = зарплата при увольнении { $wage }
spiel-des-jahres-scene-bankrupt = банкротство, вне игры
spiel-des-jahres-scene-specialty = специализация: { $elements }
spiel-des-jahres-scene-designers = Дизайнеры
spiel-des-jahres-scene-hand = Рука
spiel-des-jahres-scene-known = известна по обмену
spiel-des-jahres-scene-face-down = { $n ->
    [one] { $n } карта
    [few] { $n } карты
   *[many] { $n } карт
}

## События

spiel-des-jahres-event-favour = Начался месяц { $month }; предпочтения публики: { $elements }.
spiel-des-jahres-event-committed = { $seat } { $you ->
    [yes] сделали
   *[no] сделал
} выбор взакрытую.
spiel-des-jahres-event-designer-played = { $seat } { $you ->
    [yes] сыграли
   *[no] сыграл
}: { $card }.
spiel-des-jahres-event-brainstormed = { $seat } { $you ->
    [yes] провели мозговой штурм и взяли
   *[no] провёл мозговой штурм и взял
} { $n ->
    [one] { $n } карту
    [few] { $n } карты
   *[many] { $n } карт
}.
spiel-des-jahres-event-drew = { $seat } { $you ->
    [yes] взяли
   *[no] взял
}: { $card }.
spiel-des-jahres-event-published = { $seat } { $you ->
    [yes] издали
   *[no] издал
} игру «{ $game }» с доходом { $value } в месяц.
spiel-des-jahres-event-name-clash = { $you ->
    [yes] Ваша игра вернулась
   *[no] { $seat }: игра вернулась
} в руку: другая компания в этом месяце издала игру с тем же названием.
spiel-des-jahres-event-revenue = { $seat } { $you ->
    [yes] получили
   *[no] получил
} { $amount } выручки.
spiel-des-jahres-event-wages = { $seat } { $you ->
    [yes] выплатили
   *[no] выплатил
} { $amount } зарплаты.
spiel-des-jahres-event-bankrupt = { $seat } { $you ->
    [yes] обанкротились и выбыли
   *[no] обанкротился и выбыл
} из игры.
spiel-des-jahres-event-fired = Дизайнер { $designer } уволен (зарплата { $wage }).
spiel-des-jahres-event-hired = { $seat } { $you ->
    [yes] нанимаете
   *[no] нанимает
} дизайнера за { $wage } в месяц: { $designer }.
spiel-des-jahres-event-left = Дизайнер { $designer } покидает игру: никто не нанял.
spiel-des-jahres-event-trade-proposed = Предложение обмена: { $from } → { $to }.
spiel-des-jahres-event-trade-accepted = { $to } { $you ->
    [yes] приняли
   *[no] принял
} обмен (предложил: { $from }).
spiel-des-jahres-event-trade-declined = { $to } { $you ->
    [yes] отклонили
   *[no] отклонил
} обмен (предложил: { $from }).
spiel-des-jahres-event-award-card = Для премии открыта карта предпочтений публики: { $elements }.
spiel-des-jahres-event-last-standing = { $seat } { $you ->
    [yes] победили
   *[no] победил
}: все остальные компании обанкротились и выбыли.
spiel-des-jahres-event-winner = { $seat } { $you ->
    [yes] издали лауреата Spiel des Jahres и победили
   *[no] издал лауреата Spiel des Jahres и победил
}!
spiel-des-jahres-event-all-bankrupt = Все компании обанкротились: победителя нет.
spiel-des-jahres-event-no-winner = Ни одна игра не получила премию Spiel des Jahres.
spiel-des-jahres-event-game-over = Игра окончена.

# Oh Hell по-русски. Правил на русском у проекта нет: термины — обычные
# русские карточные (как в преферансе и «Кинге»).
#
# Глоссарий (English → русский):
#   trick → взятка; bid → заказ (заказать взятки); trump → козырь (козыри);
#   trump card → козырная карта; dealer → сдающий; hand → рука (карты на
#   руке), раздача (одна сдача карт); lead → заходить (заход);
#   void in a suit → нет масти (нет бубен); point → очко;
#   suits: clubs → трефы, diamonds → бубны, spades → пики, hearts → червы;
#   ranks: J → В (валет), Q → Д (дама), K → К (король), A → Т (туз).
#
# События — в настоящем времени («Игрок 1 берёт взятку»): глагол не
# зависит от рода игрока, чьё имя задаёт клиент. Масти принимают аргумент
# case: nom (козыри — бубны) или gen (нет бубен).

oh-hell-rank-jack = В
oh-hell-rank-queen = Д
oh-hell-rank-king = К
oh-hell-rank-ace = Т
oh-hell-card-unknown = неизвестная карта
oh-hell-suit-clubs = { $case ->
    [gen] треф
   *[nom] трефы
  }
oh-hell-suit-diamonds = { $case ->
    [gen] бубен
   *[nom] бубны
  }
oh-hell-suit-spades = { $case ->
    [gen] пик
   *[nom] пики
  }
oh-hell-suit-hearts = { $case ->
    [gen] червей
   *[nom] червы
  }

oh-hell-phase-bid = Заказ: в раздаче { $tricks ->
    [one] { $tricks } взятка
    [few] { $tricks } взятки
   *[many] { $tricks } взяток
  }
oh-hell-phase-trick = Взятка { $trick } из { $tricks }
oh-hell-phase-over = Игра окончена

oh-hell-label-bid = Заказать { $tricks ->
    [one] { $tricks } взятку
    [few] { $tricks } взятки
   *[many] { $tricks } взяток
  }
oh-hell-label-play = Сыграть { $card }

oh-hell-view-table = Сдающий: { $dealer }. Козырная карта: { $card } (козыри — { $suit }).
oh-hell-seat-no-bid = заказа ещё нет
oh-hell-seat-bid = заказ { $bid }
oh-hell-seat-won = { $tricks ->
    [one] взята { $tricks } взятка
    [few] взято { $tricks } взятки
   *[many] взято { $tricks } взяток
  }
oh-hell-view-hand = на руке: { $cards }
oh-hell-view-no-cards = нет карт
oh-hell-view-face-down = { $cards ->
    [one] { $cards } карта
    [few] { $cards } карты
   *[many] { $cards } карт
  } на руке (рубашкой вверх)
oh-hell-seat-void = нет { $suits }
oh-hell-view-trick-lead = Текущая взятка: { $you ->
    [yes] { $seat } заходите
   *[no] заходит { $seat }
  }.
oh-hell-view-trick = Текущая взятка: { $plays }.
oh-hell-view-trick-play = { $seat } — { $card }
oh-hell-view-final = Итоговые очки (1 очко за взятку и ещё { $bonus } за точно выполненный заказ):
oh-hell-view-score-made = { $seat }: { $points ->
    [one] { $points } очко
    [few] { $points } очка
   *[many] { $points } очков
  } = { $tricks ->
    [one] { $tricks } взятка
    [few] { $tricks } взятки
   *[many] { $tricks } взяток
  } + { $bonus } за выполненный заказ ({ $bid })
oh-hell-view-score-missed = { $seat }: { $points ->
    [one] { $points } очко
    [few] { $points } очка
   *[many] { $points } очков
  } = { $tricks ->
    [one] { $tricks } взятка
    [few] { $tricks } взятки
   *[many] { $tricks } взяток
  } (заказ { $bid } не выполнен)

oh-hell-scene-trump = Козырная карта
oh-hell-scene-trumps = козыри — { $suit }
oh-hell-scene-trick = Текущая взятка (заход: { $seat })
oh-hell-scene-played-by = ход: { $seat }
oh-hell-scene-dealer = Сдающий
oh-hell-scene-points = { $points ->
    [one] { $points } очко
    [few] { $points } очка
   *[many] { $points } очков
  }
oh-hell-scene-made-bid = заказ выполнен: +{ $bonus }
oh-hell-scene-hand = На руке
oh-hell-scene-cards-down = { $cards ->
    [one] { $cards } карта
    [few] { $cards } карты
   *[many] { $cards } карт
  }

oh-hell-event-bid = { $seat } { $you ->
    [yes] заказываете
   *[no] заказывает
  } { $tricks ->
    [one] { $tricks } взятку
    [few] { $tricks } взятки
   *[many] { $tricks } взяток
  }.
oh-hell-event-played = { $seat } { $you ->
    [yes] кладёте
   *[no] кладёт
  } { $card }.
oh-hell-event-trick-won = { $seat } { $you ->
    [yes] берёте
   *[no] берёт
  } взятку.
oh-hell-event-over = Раздача окончена.

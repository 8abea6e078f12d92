# Слова самой веб-страницы (web/www): кнопки, заголовки, столбцы, строки
# состояния и сообщения. Имена мест берутся из `common-seat` и `play-you`,
# названия игр — из `game-…`, как и везде.

page-subtitle = Экономические настольные игры против ИИ
page-language = Язык
page-save = Сохранить партию
page-load = Загрузить сохранённую
page-new = Новая партия
page-loading = Загружаем игры…
page-cannot-start = Не удалось загрузить игры: { $error }

## Экран новой партии

page-game = Игра
page-players = Игроков
page-seed = Зерно
page-options = Настройки
page-seats = Места
page-start = Начать
page-person = Человек
page-preset = ИИ: { $level }
page-level = { $level ->
    [easy] лёгкий
    [medium] средний
    [hard] сильный
   *[expert] эксперт
}

## Стол

page-who-person = человек
page-who-ai = ИИ, { $level }
page-score = Очки: { $score }
page-table = Стол
page-table-as-you = Стол, каким его видите вы
page-table-as = Стол, каким его видит { $seat }
page-text-view = Текстовый вид
page-to-decide = { $you ->
    [yes] ходите
   *[no] ходит
}
page-winner = победитель
page-empty = пусто
page-your-turn = Ваш ход: выберите вариант.
page-seat-turn = { $seat }: ваш ход, выберите вариант.
page-waiting = Ждём хода: { $seat }.
page-filter = Найти вариант
page-log = Что произошло
page-by-ai = { $seat } (ИИ)
page-thinking = { $seat } думает…
page-tried = { $count ->
    [one] (проверена { $shown } позиция)
    [few] (проверены { $shown } позиции)
   *[many] (проверено { $shown } позиций)
}
page-hurry = Решить сейчас
page-decides-now = { $seat } решит прямо сейчас.
page-no-one-thinking = Сейчас никто не думает.
page-wait = Подождите: { $seat } принимает решение.

## Подсказка и отмена

page-hint = Подсказка
page-hint-title = Что сыграл бы ИИ на вашем месте
page-hint-move = Ход
page-hint-visits = Доля поиска
page-hint-win = Ожидаемая доля побед
page-hint-prior = Первая оценка сети
page-hint-value = Обученная сеть оценивает ваши шансы на победу в { $value }.
page-hint-looking = Ищем подсказку…
page-hint-tried = { $count ->
    [one] Подсказка: ИИ проверил { $shown } позицию, исходя из того, что вы знаете.
    [few] Подсказка: ИИ проверил { $shown } позиции, исходя из того, что вы знаете.
   *[many] Подсказка: ИИ проверил { $shown } позиций, исходя из того, что вы знаете.
}
page-hint-none = Подсказка: ИИ не успел рассмотреть ни одного хода.
page-hidden-choice = скрытый выбор
page-likely-line = Вероятное продолжение: { $line }
page-hint-not-yours = Подсказка доступна только в ваш ход.
page-hint-coming = Подсказка уже готовится.
page-no-hint = Подсказки нет: { $error }
page-undo = Отменить
page-undo-title = Отменить своё последнее решение в этом ходу
page-undo-nothing = В этом ходу вам нечего отменить.
page-undo-refused = Это нельзя отменить: { $error }
page-undone-you = Ваше последнее решение отменено.
page-undone = { $seat }: последнее решение отменено.

## Отказы и ошибки ИИ

page-over = Партия окончена.
page-stale = Этот вариант уже недоступен: положение на столе изменилось.
page-cannot-play = Сейчас так сыграть нельзя: { $error }
page-ai-move-failed = Ход ИИ не удалось сыграть: { $error }
page-ai-stopped = ИИ остановился: { $error }
page-ai-cannot-start = Не удалось запустить ИИ: { $error }

## Конец партии

page-you-won = Вы победили!
page-won = Победитель: { $seat }.
page-shared-win = Победа поровну: { $seats }.
page-final-seat = Игрок
page-final-who = Кто играл
page-final-score = Очки
page-final-result = Итог
page-result-won = победа
page-result-shared = победа поровну
page-result-lost = поражение
page-again = Сыграть ещё раз
page-final-view = Конец партии
page-final-log = Последние события

## Сохранение и загрузка

page-nothing-to-save = Нет идущей партии, которую можно сохранить.
page-saved = Партия сохранена в этом браузере ({ $game }).
page-cannot-save = Не удалось сохранить партию: { $error }
page-no-save = В этом браузере нет сохранённой партии.
page-loaded = Сохранённая партия загружена ({ $game }).
page-cannot-load = Не удалось загрузить сохранённую партию: { $error }

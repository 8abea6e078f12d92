# Рамка стола, общая для `boardroom play`, `boardroom view`, показанной партии
# арены и веб-страницы: подсказки ввода, команды, советы, итоги.

play-you = Вы
play-setup = { $game }, игроков: { $players }, зерно { $seed }: { $who }.
play-setup-you = вы — { $seat }
play-setup-ai = { $seat }: ИИ «{ $spec }»
play-help = Введите номер варианта или начало его названия (например, «{ $example }»). Команды: { $hint } (что сыграл бы здесь ИИ и почему), { $undo } (отменить своё последнее решение в этом ходу), { $save } ФАЙЛ, { $load } ФАЙЛ, { $help }, { $quit }.
play-help-example = ставка 3
play-command-hint = подсказка
play-command-undo = отмена
play-command-save = сохранить
play-command-load = загрузить
play-command-help = помощь
play-command-quit = выход
play-your-choices = Ваши варианты:
play-in-that-order = { $choices } (в этом порядке)
play-end-of-input = (ввод закончился: партия прервана)
play-abandoned = Партия прервана.
play-took-back = { $steps ->
    [one] Отменено ваше последнее решение.
    [few] Отменены ваши последние { $steps } шага.
   *[many] Отменены ваши последние { $steps } шагов.
}
play-cannot-undo-nothing = Отменить нельзя: в этом ходу у вас нечего отменять.
play-cannot-undo-revealed = Отменить нельзя: ваш последний шаг открыл скрытые сведения.
play-saved = Сохранено в { $file }. Продолжить: «{ $load } { $file }» или `boardroom play { $game } --players { $players } --load { $file }`.
play-cannot-save = Не удалось сохранить в { $file }: { $error }.
play-loaded = Загружено: { $file }.
play-cannot-load = Не удалось загрузить { $file }: { $error }.
play-cannot-load-players = Не удалось загрузить { $file }: в ней игроков { $has }, а в этой партии { $wants }.
play-only-choice = Вы: { $label } (единственный вариант).
play-only-choice-times = Вы: { $label } (×{ $times }, единственный вариант).
play-last-events = Последние события:
play-you-won = Вы победили!
play-won = Победитель: { $seat }.
play-shared-win = Победа поровну: { $seats }.
play-thinking = { $seat } думает…
play-hint-thinking = Обдумываю ваш ход…
play-hint = Подсказка ({ $iterations } итераций, только по тому, что вы знаете):
play-hint-move = { $visits }% поиска  ожидаемая победа { $win }%  { $label }
play-hint-move-prior = { $visits }% поиска  ожидаемая победа { $win }%  первая оценка обученной сети { $prior }%  { $label }
play-hint-value = Обученная сеть оценивает ваши шансы на победу в { $value }%.
play-hint-line = Ожидаемое продолжение: { $line }.
play-hint-hidden = скрытый выбор
play-no-choice = Варианта { $choice } нет: введите число от 1 до { $count } или «{ $help }».
play-not-a-choice = «{ $line }» — не вариант: введите число от 1 до { $count }, начало варианта или «{ $help }».
play-fits-several = «{ $line }» подходит к вариантам: { $count } ({ $shown }). Введите больше букв или номер.

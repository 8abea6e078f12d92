# Value Crafter по-русски. Правила игры есть только на английском
# (seeds/value-crafter.txt); названия и термины переведены здесь, по смыслу
# правил, и держатся одинаково во всех сообщениях.
#
# Глоссарий (English → русский):
#   Retail Director → директор; first player → первый игрок;
#   product → товар; product display (row) → ряд товаров; premium → наценка;
#   ★ spot → место ★; product deck → колода товаров;
#   value → ценность; value card → карта ценности; value display → витрина
#   ценностей; value deck → колода ценностей; discard pile → сброс;
#   value types: Functional → функциональная, Emotional → эмоциональная,
#   Social → социальная, Transformational → трансформационная;
#   offering → предложение; craft → собрать (предложение); launch → вывести
#   на рынок; market → рынок; market ID (1I … 4X) → код рынка, пишется
#   латиницей, как на поле; spot → место; revenue → выручка; marker → маркер;
#   function card → карта функции; draft → драфт; pack → стопка (драфта);
#   bonus cube → бонусный кубик; rocket → ракета; auction → аукцион;
#   auctioneer → аукционист; bid → ставка (поставить); pass → пас;
#   award → отдать товар; keep → оставить себе; discard → сбросить;
#   dominance / diversification / specialization bonus → бонус за
#   доминирование / диверсификацию / специализацию.
#   Function cards: Uncertain Political Climate → Политическая
#   нестабильность; Positive Economic Outlook → Благоприятный экономический
#   прогноз; Positive Reviews → Хорошие отзывы; Distributor → Дистрибьютор;
#   Market Speculation → Рыночные спекуляции; The New Order → Новый порядок;
#   Master Auctioneer → Главный аукционист; Take Two! → Второй дубль!;
#   Penny Pincher → Скряга; Wild Card → Джокер; Zero Waste → Ноль отходов;
#   Trendspotter → Охотник за трендами; Product Makeover → Обновление товара;
#   Advertising Agency → Рекламное агентство; Market Saturation → Насыщение
#   рынка; Razor and Blade → Бритва и лезвия.
#
# Названия карт, товаров и ценностей в предложениях стоят в кавычках после
# родового слова («товар «Кофемашина»», «карту «Джокер»»): так они не
# склоняются. События — в настоящем времени: глагол не зависит от рода
# игрока, чьё имя задаёт клиент; $you выбирает форму на «вы».

value-crafter-product-unknown = неизвестный товар
value-crafter-value-unknown = Ценность
value-crafter-value-slot = ценность { $slot }
value-crafter-nothing = ничего
value-crafter-market-id = { $market ->
    [0] 1I
    [1] 2I
    [2] 2L
    [3] 3I
    [4] 3L
    [5] 3T
    [6] 4I
    [7] 4L
    [8] 4T
    [9] 4X
   *[other] неизвестный
  }

## Фазы.

value-crafter-phase-draft = Подготовка: драфт, выбор { $pick } из { $picks } (оставьте одну карту, передайте стопку налево)
value-crafter-phase-round-start = Начало раунда { $round }: можно сыграть «{ value-crafter-card-the-new-order }» или «{ value-crafter-card-master-auctioneer }»
value-crafter-phase-head = Раунд { $round } из { $rounds }, аукцион { $auction } из { $auctions }
value-crafter-phase-choose = { $head }: { $seat } { $you ->
    [yes] выставляете
   *[no] выставляет
  } товар на аукцион
value-crafter-phase-bid = { $head }: торги за товар «{ $product }» ({ $values })
value-crafter-phase-take-two = { $head }: на товар «{ $product }» ({ $values }) можно сыграть «{ value-crafter-card-take-two }»
value-crafter-phase-resolve = { $head }: { $seat } { $you ->
    [yes] оставляете себе, сбрасываете или отдаёте
   *[no] оставляет себе, сбрасывает или отдаёт
  } товар «{ $product }» ({ $values })
value-crafter-phase-pay = { $head }: { $seat } { $you ->
    [yes] платите
   *[no] платит
  } ${ $price } за товар «{ $product }» ({ $values })
value-crafter-phase-take = { $head }: { $seat } { $you ->
    [yes] берёте
   *[no] берёт
  } подходящие ценности для товара «{ $product }» ({ $values })
value-crafter-phase-launch = { $head }: { $seat } { $you ->
    [yes] собираете
   *[no] собирает
  } предложение из товара «{ $product }» ({ $values }) и { $you ->
    [yes] выводите
   *[no] выводит
  } его на рынок
value-crafter-phase-over = Игра окончена

## Действия.

value-crafter-label-draft = Оставить «{ $card }»
value-crafter-label-auction = Выставить на аукцион «{ $product }»
value-crafter-label-auction-premium = Выставить на аукцион «{ $product }» (наценка ${ $premium })
value-crafter-label-auction-star = Выставить на аукцион «{ $product }» (★, { $cubes ->
    [one] { $cubes } бонусный кубик
    [few] { $cubes } бонусных кубика
   *[many] { $cubes } бонусных кубиков
  })
value-crafter-label-bid = Поставить ${ $amount }
value-crafter-label-bid-take-two = Поставить ${ $amount }, сыграв «{ value-crafter-card-take-two }»
value-crafter-label-pass = Пас
value-crafter-label-pass-bid = Пас (без ставки)
value-crafter-label-pass-round-start = Пас (не играть карту начала раунда)
value-crafter-label-award = Отдать товар за ${ $price }: покупатель — { $seat }
value-crafter-label-keep-free = Оставить товар себе бесплатно (ставок не было)
value-crafter-label-keep = Оставить товар себе за ${ $price }
value-crafter-label-discard = Сбросить товар
value-crafter-label-pay = Заплатить ${ $price }: { $cubes ->
    [one] { $cubes } бонусный кубик
    [few] { $cubes } бонусных кубика
   *[many] { $cubes } бонусных кубиков
  } и ${ $money }
value-crafter-label-take = Взять ценности: { $values }
value-crafter-label-take-nothing = Ничего не брать
value-crafter-label-zero-waste = Сыграть «{ value-crafter-card-zero-waste }» и взять из сброса ценности: { $values }
value-crafter-label-new-order = Сыграть «{ value-crafter-card-the-new-order }»: стать первым игроком
value-crafter-label-master-auctioneer = Сыграть «{ value-crafter-card-master-auctioneer }»: провести в этом раунде все { $auctions ->
    [one] { $auctions } аукцион
    [few] { $auctions } аукциона
   *[many] { $auctions } аукционов
  }
value-crafter-label-buy = Вернуть { $cubes ->
    [one] { $cubes } бонусный кубик
    [few] { $cubes } бонусных кубика
   *[many] { $cubes } бонусных кубиков
  } за { $cards ->
    [one] { $cards } карту функции
    [few] { $cards } карты функций
   *[many] { $cards } карт функций
  }
value-crafter-label-event = Сыграть «{ $card }» на рынке { $market }
value-crafter-label-trendspotter = Сыграть «{ value-crafter-card-trendspotter }»: посмотреть { $values ->
    [one] { $values } верхнюю карту
    [few] { $values } верхние карты
   *[many] { $values } верхних карт
  } колоды ценностей
value-crafter-label-penny-pincher = Сыграть «{ value-crafter-card-penny-pincher }»: заплатить на $3 меньше
value-crafter-label-launch = Вывести предложение на рынок { $market }
value-crafter-label-launch-spot = Вывести предложение на рынок { $market } (место { $spot }, выручка ${ $revenue })
value-crafter-label-launch-wilds = { $launch } с { $wilds ->
    [one] { $wilds } джокером
   *[other] { $wilds } джокерами
  }
value-crafter-label-no-launch = Ничего не выводить на рынок

## Текстовое описание.

value-crafter-view-high-bid = Высшая ставка: ${ $amount }, { $seat } (плюс наценка места ${ $premium }).
value-crafter-view-no-bid = Ставок ещё нет (наценка места ${ $premium }).
value-crafter-view-first = Первый игрок: { $seat }.
value-crafter-view-first-master = Первый игрок: { $seat }; { value-crafter-card-master-auctioneer }: { $master }.
value-crafter-view-seat = { $seat }: ${ $money }, { $cubes ->
    [one] { $cubes } бонусный кубик
    [few] { $cubes } бонусных кубика
   *[many] { $cubes } бонусных кубиков
  }, { $rockets ->
    [one] { $rockets } ракета
    [few] { $rockets } ракеты
   *[many] { $rockets } ракет
  } в запасе
value-crafter-view-hand = карты функций: { $cards }
value-crafter-view-pack = стопка драфта: { $cards }
value-crafter-view-hand-down = { $cards ->
    [one] { $cards } карта функции
    [few] { $cards } карты функций
   *[many] { $cards } карт функций
  } (рубашкой вверх)
value-crafter-view-products = Товары (наценка ${ $first }, ${ $second }, ${ $third } слева; место ★ последнее):
value-crafter-view-star = ★ +{ $cubes ->
    [one] { $cubes } бонусный кубик
    [few] { $cubes } бонусных кубика
   *[many] { $cubes } бонусных кубиков
  }
value-crafter-view-value-display = Витрина ценностей: { $values }.
value-crafter-view-values-taken = Ценности, взятые для предложения: { $values }.
value-crafter-view-deck-top = Верх колоды ценностей («{ value-crafter-card-trendspotter }»): { $values }.
value-crafter-view-markets = Рынки (выручка каждого места, начиная с первого, затем кто занимает места):
value-crafter-view-spot-free = свободно
value-crafter-view-spot-blocked = { $seat } («{ value-crafter-card-razor-and-blade }»)
value-crafter-view-marker = маркер «{ $card }» ({ $seat })
value-crafter-view-decks = Колоды: { $products ->
    [one] { $products } товар
    [few] { $products } товара
   *[many] { $products } товаров
  }, { $values ->
    [one] { $values } ценность
    [few] { $values } ценности
   *[many] { $values } ценностей
  }, { $functions ->
    [one] { $functions } карта функции
    [few] { $functions } карты функций
   *[many] { $functions } карт функций
  }. Игра заканчивается, когда у кого-то набирается ${ $goal }, директор ставит свою последнюю ракету, все рынки заполнены или на аукцион больше нечего выставить.
value-crafter-view-final = Итоговый счёт (деньги вместе с бонусами за доминирование, диверсификацию и специализацию):
value-crafter-view-score = { $seat }: ${ $money } (заработано ${ $earned } + бонусы ${ $bonus })
value-crafter-view-score-winner = { $seat }: ${ $money } (заработано ${ $earned } + бонусы ${ $bonus }) — победа

## Сцена.

value-crafter-scene-block = На аукционе
value-crafter-scene-high-bid = высшая ставка ${ $amount } ({ $seat }) + наценка ${ $premium }
value-crafter-scene-no-bid = ставок ещё нет; наценка ${ $premium }
value-crafter-scene-products = Товары
value-crafter-scene-star = ★ +{ $cubes ->
    [one] { $cubes } бонусный кубик
    [few] { $cubes } бонусных кубика
   *[many] { $cubes } бонусных кубиков
  }
value-crafter-scene-premium = наценка +${ $premium }
value-crafter-scene-no-premium = без наценки
value-crafter-scene-value-display = Витрина ценностей
value-crafter-scene-values-taken = Ценности, взятые для предложения
value-crafter-scene-deck-top = Верх колоды ценностей («{ value-crafter-card-trendspotter }»)
value-crafter-scene-markets = Рынки
value-crafter-scene-market = Рынок { $market }
value-crafter-scene-revenue = выручка { $revenue }
value-crafter-scene-decks = Колоды
value-crafter-scene-product-deck = { $cards ->
    [one] { $cards } товар
    [few] { $cards } товара
   *[many] { $cards } товаров
  }
value-crafter-scene-value-deck = { $cards ->
    [one] { $cards } карта ценности
    [few] { $cards } карты ценностей
   *[many] { $cards } карт ценностей
  }
value-crafter-scene-function-deck = { $cards ->
    [one] { $cards } карта функции
    [few] { $cards } карты функций
   *[many] { $cards } карт функций
  }
value-crafter-scene-bonus-cubes = { $cubes ->
    [one] { $cubes } бонусный кубик
    [few] { $cubes } бонусных кубика
   *[many] { $cubes } бонусных кубиков
  }
value-crafter-scene-rockets = { $rockets ->
    [one] { $rockets } ракета
    [few] { $rockets } ракеты
   *[many] { $rockets } ракет
  } в запасе
value-crafter-scene-first-player = первый игрок
value-crafter-scene-bonuses = бонусы: ${ $amount }
value-crafter-scene-hand = Карты функций
value-crafter-scene-pack = Стопка драфта

## События.

value-crafter-event-drafted = { $seat } { $you ->
    [yes] оставляете
   *[no] оставляет
  } себе «{ $card }».
value-crafter-event-picked-face-down = { $seat } { $you ->
    [yes] оставляете
   *[no] оставляет
  } себе карту втёмную.
value-crafter-event-drew = { $seat } { $you ->
    [yes] тянете
   *[no] тянет
  } карту «{ $card }».
value-crafter-event-played = { $seat } { $you ->
    [yes] играете
   *[no] играет
  } «{ $card }».
value-crafter-event-played-on = { $seat } { $you ->
    [yes] играете
   *[no] играет
  } «{ $card }» на рынке { $market }.
value-crafter-event-bought = { $seat } { $you ->
    [yes] возвращаете
   *[no] возвращает
  } бонусные кубики за { $cards ->
    [one] { $cards } карту функции
    [few] { $cards } карты функций
   *[many] { $cards } карт функций
  }.
value-crafter-event-auction = { $seat } { $you ->
    [yes] выставляете
   *[no] выставляет
  } на аукцион товар «{ $product }».
value-crafter-event-auction-premium = { $seat } { $you ->
    [yes] выставляете
   *[no] выставляет
  } на аукцион товар «{ $product }» (наценка ${ $premium }).
value-crafter-event-bid = { $seat } { $you ->
    [yes] ставите
   *[no] ставит
  } ${ $amount }.
value-crafter-event-passed = { $seat } { $you ->
    [yes] пасуете
   *[no] пасует
  }.
value-crafter-event-paid = { $seat } { $you ->
    [yes] платите
   *[no] платит
  } ${ $money }.
value-crafter-event-paid-cubes = { $seat } { $you ->
    [yes] платите
   *[no] платит
  } ${ $money } и { $cubes ->
    [one] { $cubes } бонусный кубик
    [few] { $cubes } бонусных кубика
   *[many] { $cubes } бонусных кубиков
  }.
value-crafter-event-won = { $seat } { $you ->
    [yes] выигрываете
   *[no] выигрывает
  } товар «{ $product }».
value-crafter-event-discarded = Товар «{ $product }» сброшен.
value-crafter-event-bonus-cubes = { $seat } { $you ->
    [yes] получаете
   *[no] получает
  } { $cubes ->
    [one] { $cubes } бонусный кубик
    [few] { $cubes } бонусных кубика
   *[many] { $cubes } бонусных кубиков
  }.
value-crafter-event-values-taken = { $seat } { $you ->
    [yes] берёте
   *[no] берёт
  } ценности: { $values }.
value-crafter-event-looked = { $seat } { $you ->
    [yes] смотрите
   *[no] смотрит
  } { $cards ->
    [one] { $cards } верхнюю карту
    [few] { $cards } верхние карты
   *[many] { $cards } верхних карт
  } колоды ценностей.
value-crafter-event-product-flipped = Товар «{ $product }» выложен в ряд товаров.
value-crafter-event-value-dealt = Ценность «{ $value }» выложена на витрину ценностей.
value-crafter-event-reshuffled = Сброс ценностей перемешан в новую колоду.
value-crafter-event-launched = { $seat } { $you ->
    [yes] выводите
   *[no] выводит
  } предложение на рынок { $market } (место { $spot }) и { $you ->
    [yes] получаете
   *[no] получает
  } ${ $revenue }.
value-crafter-event-blocked = { $seat } { $you ->
    [yes] блокируете
   *[no] блокирует
  } место { $spot } на рынке { $market } («{ value-crafter-card-razor-and-blade }»).
value-crafter-event-received = { $seat } { $you ->
    [yes] получаете
   *[no] получает
  } ${ $amount }.
value-crafter-event-bonus = { $seat } { $you ->
    [yes] получаете
   *[no] получает
  } итоговые бонусы: ${ $amount }.
value-crafter-event-over = Игра окончена.

# Карты функций (16 видов, правила: «Function Cards»).
value-crafter-card-uncertain-political-climate = Политическая нестабильность
value-crafter-card-positive-economic-outlook = Благоприятный экономический прогноз
value-crafter-card-positive-reviews = Хорошие отзывы
value-crafter-card-distributor = Дистрибьютор
value-crafter-card-market-speculation = Рыночные спекуляции
value-crafter-card-the-new-order = Новый порядок
value-crafter-card-master-auctioneer = Главный аукционист
value-crafter-card-take-two = Второй дубль!
value-crafter-card-penny-pincher = Скряга
value-crafter-card-wild-card = Джокер
value-crafter-card-zero-waste = Ноль отходов
value-crafter-card-trendspotter = Охотник за трендами
value-crafter-card-product-makeover = Обновление товара
value-crafter-card-advertising-agency = Рекламное агентство
value-crafter-card-market-saturation = Насыщение рынка
value-crafter-card-razor-and-blade = Бритва и лезвия

# Типы ценностей.
value-crafter-type-functional = Функциональная
value-crafter-type-emotional = Эмоциональная
value-crafter-type-social = Социальная
value-crafter-type-transformational = Трансформационная

# 44 карты ценностей (docs/rules/value-crafter.md).
value-crafter-value-reduce-effort = Сократить усилия
value-crafter-value-save-time = Сэкономить время
value-crafter-value-save-money = Сэкономить деньги
value-crafter-value-get-organized = Навести порядок
value-crafter-value-simplify-tasks = Упростить задачи
value-crafter-value-reduce-risk = Снизить риск
value-crafter-value-stay-connected = Оставаться на связи
value-crafter-value-stay-informed = Быть в курсе
value-crafter-value-avoid-hassles = Избежать хлопот
value-crafter-value-improve-quality = Повысить качество
value-crafter-value-offer-variety = Дать выбор
value-crafter-value-feel-calm-relaxed = Успокоиться / расслабиться
value-crafter-value-feel-secure = Ощутить защищённость
value-crafter-value-have-fun = Повеселиться
value-crafter-value-feel-nostalgic = Ощутить ностальгию
value-crafter-value-feel-rewarded = Ощутить вознаграждение
value-crafter-value-enjoy-beautiful-design = Наслаждаться красивым дизайном
value-crafter-value-feel-healthy = Ощутить здоровье
value-crafter-value-feel-attractive = Ощутить свою привлекательность
value-crafter-value-feel-confident = Ощутить уверенность
value-crafter-value-feel-pampered = Побаловать себя
value-crafter-value-feel-excited = Испытать восторг
value-crafter-value-perceived-as-eco-conscious = Проявить экологичность
value-crafter-value-show-status = Показать статус
value-crafter-value-belong-to-a-community = Быть частью сообщества
value-crafter-value-be-seen-as-tech-savvy = Слыть знатоком технологий
value-crafter-value-express-personal-style = Выразить свой стиль
value-crafter-value-be-seen-as-generous = Проявить щедрость
value-crafter-value-be-seen-as-responsible = Проявить ответственность
value-crafter-value-be-seen-as-creative = Проявить творческую жилку
value-crafter-value-share-experiences = Делиться впечатлениями
value-crafter-value-be-seen-as-successful = Демонстрировать успех
value-crafter-value-support-local-makers = Поддержать местных мастеров
value-crafter-value-offer-recurring-benefits = Получать регулярную выгоду
value-crafter-value-escape-from-reality = Сбежать от реальности
value-crafter-value-achieve-self-actualization = Самореализоваться
value-crafter-value-gain-motivation = Обрести мотивацию
value-crafter-value-learn-new-skills = Освоить новые навыки
value-crafter-value-leave-a-legacy = Оставить наследие
value-crafter-value-live-healthier = Жить здоровее
value-crafter-value-reach-your-potential = Раскрыть свой потенциал
value-crafter-value-explore-new-places = Открывать новые места
value-crafter-value-provide-hope = Дарить надежду
value-crafter-value-make-a-difference = Изменить мир к лучшему

# 48 карт товаров (docs/rules/value-crafter.md).
value-crafter-product-click-grow-herb-garden = Умный огород Click & Grow
value-crafter-product-espresso-machine = Кофемашина
value-crafter-product-paperclip = Скрепка
value-crafter-product-home-security-camera = Камера домашней охраны
value-crafter-product-hybrid-electric-car = Гибридный автомобиль
value-crafter-product-virtual-reality-headset = Шлем виртуальной реальности
value-crafter-product-smartwatch = Умные часы
value-crafter-product-noise-cancelling-headphones = Наушники с шумоподавлением
value-crafter-product-robot-vacuum = Робот-пылесос
value-crafter-product-meal-kit-subscription = Подписка на наборы продуктов
value-crafter-product-fitness-tracker = Фитнес-трекер
value-crafter-product-e-reader = Электронная книга
value-crafter-product-instant-camera = Фотоаппарат моментальной печати
value-crafter-product-designer-handbag = Дизайнерская сумка
value-crafter-product-reusable-water-bottle = Многоразовая бутылка для воды
value-crafter-product-online-language-course = Онлайн-курс иностранного языка
value-crafter-product-smart-thermostat = Умный термостат
value-crafter-product-party-board-game = Настольная игра для вечеринок
value-crafter-product-massage-chair = Массажное кресло
value-crafter-product-electric-toothbrush = Электрическая зубная щётка
value-crafter-product-travel-backpack = Туристический рюкзак
value-crafter-product-password-manager = Менеджер паролей
value-crafter-product-vinyl-record-player = Виниловый проигрыватель
value-crafter-product-handmade-pottery-mug = Керамическая кружка ручной работы
value-crafter-product-solar-power-bank = Пауэрбанк на солнечных батареях
value-crafter-product-yoga-mat = Коврик для йоги
value-crafter-product-camera-drone = Дрон с камерой
value-crafter-product-sunscreen = Солнцезащитный крем
value-crafter-product-charity-bracelet = Благотворительный браслет
value-crafter-product-digital-planner-app = Приложение-ежедневник
value-crafter-product-scented-candle = Ароматическая свеча
value-crafter-product-smartphone = Смартфон
value-crafter-product-electric-scooter = Электросамокат
value-crafter-product-luxury-watch = Элитные часы
value-crafter-product-gym-membership = Абонемент в спортзал
value-crafter-product-air-purifier = Очиститель воздуха
value-crafter-product-photo-book-service = Сервис фотокниг
value-crafter-product-home-insurance-policy = Страховка жилья
value-crafter-product-concert-tickets = Билеты на концерт
value-crafter-product-cookbook = Кулинарная книга
value-crafter-product-sustainable-sneakers = Экологичные кроссовки
value-crafter-product-standing-desk = Стол для работы стоя
value-crafter-product-smart-speaker = Умная колонка
value-crafter-product-art-supplies-set = Набор для рисования
value-crafter-product-car-sharing-app = Приложение каршеринга
value-crafter-product-spa-weekend = Спа-выходные
value-crafter-product-multi-tool = Мультитул
value-crafter-product-online-business-course = Онлайн-курс по бизнесу

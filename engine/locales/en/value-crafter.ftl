# Value Crafter: labels, the text view, the scene and the event sentences.
# Content names (function cards, value types, values, products) are at the
# end; messages refer to function cards by reference so that each card's
# name is written once per language.

value-crafter-product-unknown = an unknown product
value-crafter-value-unknown = A value
# A value slot of a product that prints no value there (never in play).
value-crafter-value-slot = value { $slot }
value-crafter-nothing = nothing
# Market IDs are the board's: a number of values and a shape letter,
# selected by the market's index (0 = 1I … 9 = 4X, the board's order).
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
   *[other] unknown
  }

## Phases: the heading's first line and the scene's status.

value-crafter-phase-draft = Setup: the draft, pick { $pick } of { $picks } (keep one card, pass the pack left)
value-crafter-phase-round-start = Start of round { $round }: { value-crafter-card-the-new-order } or { value-crafter-card-master-auctioneer } may be played
# The start of each auction phase ($head in the messages below).
value-crafter-phase-head = Round { $round } of { $rounds }, auction { $auction } of { $auctions }
value-crafter-phase-choose = { $head }: { $seat } { $you ->
    [yes] put
   *[no] puts
  } a product up for auction
value-crafter-phase-bid = { $head }: bidding on { $product } ({ $values })
value-crafter-phase-take-two = { $head }: { value-crafter-card-take-two } may be played on { $product } ({ $values })
value-crafter-phase-resolve = { $head }: { $seat } { $you ->
    [yes] keep, discard or award
   *[no] keeps, discards or awards
  } { $product } ({ $values })
value-crafter-phase-pay = { $head }: { $seat } { $you ->
    [yes] pay
   *[no] pays
  } ${ $price } for { $product } ({ $values })
value-crafter-phase-take = { $head }: { $seat } { $you ->
    [yes] take
   *[no] takes
  } matching values for { $product } ({ $values })
value-crafter-phase-launch = { $head }: { $seat } { $you ->
    [yes] craft and launch
   *[no] crafts and launches
  } { $product } ({ $values })
value-crafter-phase-over = Game over

## Action labels.

value-crafter-label-draft = Keep { $card }
value-crafter-label-auction = Auction { $product }
value-crafter-label-auction-premium = Auction { $product } (premium ${ $premium })
value-crafter-label-auction-star = Auction { $product } (★, { $cubes ->
    [one] { $cubes } bonus cube
   *[other] { $cubes } bonus cubes
  })
value-crafter-label-bid = Bid ${ $amount }
value-crafter-label-bid-take-two = Bid ${ $amount } with { value-crafter-card-take-two }
value-crafter-label-pass = Pass
value-crafter-label-pass-bid = Pass (no bid)
value-crafter-label-pass-round-start = Pass (play no start-of-round card)
value-crafter-label-award = Award the product to { $seat } for ${ $price }
value-crafter-label-keep-free = Keep the product yourself for free (nobody bid)
value-crafter-label-keep = Keep the product yourself for ${ $price }
value-crafter-label-discard = Discard the product
value-crafter-label-pay = Pay ${ $price }: { $cubes ->
    [one] { $cubes } bonus cube
   *[other] { $cubes } bonus cubes
  } and ${ $money }
value-crafter-label-take = Take { $values }
value-crafter-label-take-nothing = Take nothing
value-crafter-label-zero-waste = Play { value-crafter-card-zero-waste }: take { $values } from the discard pile
value-crafter-label-new-order = Play { value-crafter-card-the-new-order }: become first player
value-crafter-label-master-auctioneer = Play { value-crafter-card-master-auctioneer }: run all { $auctions } auctions this round
value-crafter-label-buy = Return { $cubes } bonus cubes for { $cards ->
    [one] { $cards } function card
   *[other] { $cards } function cards
  }
value-crafter-label-event = Play { $card } on the { $market } market
value-crafter-label-trendspotter = Play { value-crafter-card-trendspotter }: look at the top { $values } values
value-crafter-label-penny-pincher = Play { value-crafter-card-penny-pincher }: pay $3 less
value-crafter-label-launch = Launch in market { $market }
value-crafter-label-launch-spot = Launch in market { $market } (spot { $spot }, revenue ${ $revenue })
# A launch using Wild Cards: $launch is one of the two above.
value-crafter-label-launch-wilds = { $launch } using { $wilds ->
    [one] { $wilds } Wild Card
   *[other] { $wilds } Wild Cards
  }
value-crafter-label-no-launch = Launch nothing

## The text view.

value-crafter-view-high-bid = High bid: ${ $amount } by { $seat } (plus the slot's premium ${ $premium }).
value-crafter-view-no-bid = No bid yet (the slot's premium is ${ $premium }).
value-crafter-view-first = First player: { $seat }.
value-crafter-view-first-master = First player: { $seat }; { value-crafter-card-master-auctioneer }: { $master }.
# A director's line is this, then the clauses below, each after "; ".
value-crafter-view-seat = { $seat }: ${ $money }, { $cubes ->
    [one] { $cubes } bonus cube
   *[other] { $cubes } bonus cubes
  }, { $rockets ->
    [one] { $rockets } rocket
   *[other] { $rockets } rockets
  } left
value-crafter-view-hand = function cards: { $cards }
value-crafter-view-pack = pack in front: { $cards }
value-crafter-view-hand-down = { $cards ->
    [one] { $cards } function card
   *[other] { $cards } function cards
  } (face down)
value-crafter-view-products = Products (premium ${ $first }, ${ $second }, ${ $third } from the left; ★ last):
value-crafter-view-star = ★ +{ $cubes ->
    [one] { $cubes } bonus cube
   *[other] { $cubes } bonus cubes
  }
value-crafter-view-value-display = Value display: { $values }.
value-crafter-view-values-taken = Values taken for the offering: { $values }.
value-crafter-view-deck-top = Top of the value deck ({ value-crafter-card-trendspotter }): { $values }.
value-crafter-view-markets = Markets (revenue of each spot, first spot first, then who holds them):
value-crafter-view-spot-free = free
value-crafter-view-spot-blocked = { $seat } ({ value-crafter-card-razor-and-blade })
value-crafter-view-marker = marker { $card } ({ $seat })
value-crafter-view-decks = Decks: { $products ->
    [one] { $products } product
   *[other] { $products } products
  }, { $values ->
    [one] { $values } value
   *[other] { $values } values
  }, { $functions ->
    [one] { $functions } function card
   *[other] { $functions } function cards
  }. The game ends when someone reaches ${ $goal }, a director places their last rocket, every market is full, or no product is left to auction.
value-crafter-view-final = Final scores (money, with the dominance, diversification and specialization bonuses added):
value-crafter-view-score = { $seat }: ${ $money } (${ $earned } earned + ${ $bonus } bonuses)
value-crafter-view-score-winner = { $seat }: ${ $money } (${ $earned } earned + ${ $bonus } bonuses) — winner

## The scene.

value-crafter-scene-block = On the block
value-crafter-scene-high-bid = high bid ${ $amount } by { $seat } + premium ${ $premium }
value-crafter-scene-no-bid = no bid yet; premium ${ $premium }
value-crafter-scene-products = Products
value-crafter-scene-star = ★ +{ $cubes ->
    [one] { $cubes } bonus cube
   *[other] { $cubes } bonus cubes
  }
value-crafter-scene-premium = premium +${ $premium }
value-crafter-scene-no-premium = no premium
value-crafter-scene-value-display = Value display
value-crafter-scene-values-taken = Values taken for the offering
value-crafter-scene-deck-top = Top of the value deck ({ value-crafter-card-trendspotter })
value-crafter-scene-markets = Markets
value-crafter-scene-market = Market { $market }
value-crafter-scene-revenue = revenue { $revenue }
value-crafter-scene-decks = Decks
value-crafter-scene-product-deck = { $cards ->
    [one] { $cards } product
   *[other] { $cards } products
  }
value-crafter-scene-value-deck = { $cards ->
    [one] { $cards } value card
   *[other] { $cards } value cards
  }
value-crafter-scene-function-deck = { $cards ->
    [one] { $cards } function card
   *[other] { $cards } function cards
  }
value-crafter-scene-bonus-cubes = { $cubes ->
    [one] { $cubes } bonus cube
   *[other] { $cubes } bonus cubes
  }
value-crafter-scene-rockets = { $rockets ->
    [one] { $rockets } rocket
   *[other] { $rockets } rockets
  } left
value-crafter-scene-first-player = first player
value-crafter-scene-bonuses = ${ $amount } bonuses
value-crafter-scene-hand = Function cards
value-crafter-scene-pack = Pack in front

## Events.

value-crafter-event-drafted = { $seat } kept { $card }.
value-crafter-event-picked-face-down = { $seat } kept a card face down.
value-crafter-event-drew = { $seat } drew { $card }.
value-crafter-event-played = { $seat } played { $card }.
value-crafter-event-played-on = { $seat } played { $card } on market { $market }.
value-crafter-event-bought = { $seat } returned bonus cubes for { $cards ->
    [one] { $cards } function card
   *[other] { $cards } function cards
  }.
value-crafter-event-auction = { $seat } put { $product } up for auction.
value-crafter-event-auction-premium = { $seat } put { $product } up for auction (premium ${ $premium }).
value-crafter-event-bid = { $seat } bid ${ $amount }.
value-crafter-event-passed = { $seat } passed.
value-crafter-event-paid = { $seat } paid ${ $money }.
value-crafter-event-paid-cubes = { $seat } paid ${ $money } and { $cubes ->
    [one] { $cubes } bonus cube
   *[other] { $cubes } bonus cubes
  }.
value-crafter-event-won = { $seat } won { $product }.
value-crafter-event-discarded = { $product } was discarded.
value-crafter-event-bonus-cubes = { $seat } gained { $cubes ->
    [one] { $cubes } bonus cube
   *[other] { $cubes } bonus cubes
  }.
value-crafter-event-values-taken = { $seat } took { $values }.
value-crafter-event-looked = { $seat } looked at the top { $cards ->
    [one] { $cards } card
   *[other] { $cards } cards
  } of the value deck.
value-crafter-event-product-flipped = { $product } joined the product display.
value-crafter-event-value-dealt = { $value } joined the value display.
value-crafter-event-reshuffled = The value discard pile was shuffled into a new deck.
value-crafter-event-launched = { $seat } launched an offering in market { $market } (spot { $spot }), earning ${ $revenue }.
value-crafter-event-blocked = { $seat } blocked spot { $spot } of market { $market } ({ value-crafter-card-razor-and-blade }).
value-crafter-event-received = { $seat } received ${ $amount }.
value-crafter-event-bonus = { $seat } received ${ $amount } in end-of-game bonuses.
value-crafter-event-over = The game is over.

# The 16 function cards (rulebook, "Function Cards").
value-crafter-card-uncertain-political-climate = Uncertain Political Climate
value-crafter-card-positive-economic-outlook = Positive Economic Outlook
value-crafter-card-positive-reviews = Positive Reviews
value-crafter-card-distributor = Distributor
value-crafter-card-market-speculation = Market Speculation
value-crafter-card-the-new-order = The New Order
value-crafter-card-master-auctioneer = Master Auctioneer
value-crafter-card-take-two = Take Two!
value-crafter-card-penny-pincher = Penny Pincher
value-crafter-card-wild-card = Wild Card
value-crafter-card-zero-waste = Zero Waste
value-crafter-card-trendspotter = Trendspotter
value-crafter-card-product-makeover = Product Makeover
value-crafter-card-advertising-agency = Advertising Agency
value-crafter-card-market-saturation = Market Saturation
value-crafter-card-razor-and-blade = Razor and Blade

# The four types of value.
value-crafter-type-functional = Functional
value-crafter-type-emotional = Emotional
value-crafter-type-social = Social
value-crafter-type-transformational = Transformational

# The 44 value cards (docs/rules/value-crafter.md).
value-crafter-value-reduce-effort = Reduce Effort
value-crafter-value-save-time = Save Time
value-crafter-value-save-money = Save Money
value-crafter-value-get-organized = Get Organized
value-crafter-value-simplify-tasks = Simplify Tasks
value-crafter-value-reduce-risk = Reduce Risk
value-crafter-value-stay-connected = Stay Connected
value-crafter-value-stay-informed = Stay Informed
value-crafter-value-avoid-hassles = Avoid Hassles
value-crafter-value-improve-quality = Improve Quality
value-crafter-value-offer-variety = Offer Variety
value-crafter-value-feel-calm-relaxed = Feel Calm / Relaxed
value-crafter-value-feel-secure = Feel Secure
value-crafter-value-have-fun = Have Fun
value-crafter-value-feel-nostalgic = Feel Nostalgic
value-crafter-value-feel-rewarded = Feel Rewarded
value-crafter-value-enjoy-beautiful-design = Enjoy Beautiful Design
value-crafter-value-feel-healthy = Feel Healthy
value-crafter-value-feel-attractive = Feel Attractive
value-crafter-value-feel-confident = Feel Confident
value-crafter-value-feel-pampered = Feel Pampered
value-crafter-value-feel-excited = Feel Excited
value-crafter-value-perceived-as-eco-conscious = Perceived as Eco-conscious
value-crafter-value-show-status = Show Status
value-crafter-value-belong-to-a-community = Belong to a Community
value-crafter-value-be-seen-as-tech-savvy = Be Seen as Tech-savvy
value-crafter-value-express-personal-style = Express Personal Style
value-crafter-value-be-seen-as-generous = Be Seen as Generous
value-crafter-value-be-seen-as-responsible = Be Seen as Responsible
value-crafter-value-be-seen-as-creative = Be Seen as Creative
value-crafter-value-share-experiences = Share Experiences
value-crafter-value-be-seen-as-successful = Be Seen as Successful
value-crafter-value-support-local-makers = Support Local Makers
value-crafter-value-offer-recurring-benefits = Offer Recurring Benefits
value-crafter-value-escape-from-reality = Escape from Reality
value-crafter-value-achieve-self-actualization = Achieve Self-actualization
value-crafter-value-gain-motivation = Gain Motivation
value-crafter-value-learn-new-skills = Learn New Skills
value-crafter-value-leave-a-legacy = Leave a Legacy
value-crafter-value-live-healthier = Live Healthier
value-crafter-value-reach-your-potential = Reach Your Potential
value-crafter-value-explore-new-places = Explore New Places
value-crafter-value-provide-hope = Provide Hope
value-crafter-value-make-a-difference = Make a Difference

# The 48 product cards (docs/rules/value-crafter.md).
value-crafter-product-click-grow-herb-garden = Click & Grow Herb Garden
value-crafter-product-espresso-machine = Espresso Machine
value-crafter-product-paperclip = Paperclip
value-crafter-product-home-security-camera = Home Security Camera
value-crafter-product-hybrid-electric-car = Hybrid Electric Car
value-crafter-product-virtual-reality-headset = Virtual Reality Headset
value-crafter-product-smartwatch = Smartwatch
value-crafter-product-noise-cancelling-headphones = Noise-cancelling Headphones
value-crafter-product-robot-vacuum = Robot Vacuum
value-crafter-product-meal-kit-subscription = Meal-kit Subscription
value-crafter-product-fitness-tracker = Fitness Tracker
value-crafter-product-e-reader = E-reader
value-crafter-product-instant-camera = Instant Camera
value-crafter-product-designer-handbag = Designer Handbag
value-crafter-product-reusable-water-bottle = Reusable Water Bottle
value-crafter-product-online-language-course = Online Language Course
value-crafter-product-smart-thermostat = Smart Thermostat
value-crafter-product-party-board-game = Party Board Game
value-crafter-product-massage-chair = Massage Chair
value-crafter-product-electric-toothbrush = Electric Toothbrush
value-crafter-product-travel-backpack = Travel Backpack
value-crafter-product-password-manager = Password Manager
value-crafter-product-vinyl-record-player = Vinyl Record Player
value-crafter-product-handmade-pottery-mug = Handmade Pottery Mug
value-crafter-product-solar-power-bank = Solar Power Bank
value-crafter-product-yoga-mat = Yoga Mat
value-crafter-product-camera-drone = Camera Drone
value-crafter-product-sunscreen = Sunscreen
value-crafter-product-charity-bracelet = Charity Bracelet
value-crafter-product-digital-planner-app = Digital Planner App
value-crafter-product-scented-candle = Scented Candle
value-crafter-product-smartphone = Smartphone
value-crafter-product-electric-scooter = Electric Scooter
value-crafter-product-luxury-watch = Luxury Watch
value-crafter-product-gym-membership = Gym Membership
value-crafter-product-air-purifier = Air Purifier
value-crafter-product-photo-book-service = Photo Book Service
value-crafter-product-home-insurance-policy = Home Insurance Policy
value-crafter-product-concert-tickets = Concert Tickets
value-crafter-product-cookbook = Cookbook
value-crafter-product-sustainable-sneakers = Sustainable Sneakers
value-crafter-product-standing-desk = Standing Desk
value-crafter-product-smart-speaker = Smart Speaker
value-crafter-product-art-supplies-set = Art Supplies Set
value-crafter-product-car-sharing-app = Car-sharing App
value-crafter-product-spa-weekend = Spa Weekend
value-crafter-product-multi-tool = Multi-tool
value-crafter-product-online-business-course = Online Business Course

# Crafters: labels, view lines, scene texts and event sentences.
#
# Names of sites, goods, tokens and event cards take a `$form` argument
# (nom, gen, acc, at, from) that Russian declines them by; English ignores
# it and keeps its prepositions in the sentence ("from the { $site }").

# Referenced by the sentences below: they read the caller's $gold and $vp.
crafters-gold = { $gold } gold
crafters-vp = { $vp } VP

## The town board: sites (Farmland … University), in the form a sentence asks for.

crafters-site-farmland = Farmland
crafters-site-logging = Logging
crafters-site-coal-mine = Coal Mine
crafters-site-iron-mine = Iron Mine
crafters-site-hayfield = Hayfield
crafters-site-mill = Mill
crafters-site-sawmill = Sawmill
crafters-site-joinery = Joinery
crafters-site-farm = Farm
crafters-site-bakery = Bakery
crafters-site-builders-guild = Builders' Guild
crafters-site-carpenter-s-workshop = Carpenter's Workshop
crafters-site-foundry = Foundry
crafters-site-paper-mill = Paper Mill
crafters-site-atelier = Atelier
crafters-site-furniture-factory = Furniture Factory
crafters-site-smithy = Smithy
crafters-site-printing-house = Printing House
crafters-site-weaponsmith = Weaponsmith
crafters-site-tavern = Tavern
crafters-site-carriage-yard = Carriage Yard
crafters-site-military-academy = Military Academy
crafters-site-university = University
crafters-site-unknown = unknown site

## Resources and goods, one per site.

crafters-good-grain = Grain
crafters-good-wood = Wood
crafters-good-coal = Coal
crafters-good-ore = Ore
crafters-good-fodder = Fodder
crafters-good-flour = Flour
crafters-good-boards = Boards
crafters-good-wooden-blanks = Wooden Blanks
crafters-good-animals = Animals
crafters-good-bread = Bread
crafters-good-building-materials = Building Materials
crafters-good-wooden-decorations = Wooden Decorations
crafters-good-iron-blanks = Iron Blanks
crafters-good-paper = Paper
crafters-good-clothes = Clothes
crafters-good-furniture = Furniture
crafters-good-tools = Tools
crafters-good-books = Books
crafters-good-weapons = Weapons
crafters-good-feast = Feast
crafters-good-carriage = Carriage
crafters-good-officers = Officers
crafters-good-scholars = Scholars
crafters-good-unknown = unknown good

## Unique victory-point tokens.

crafters-token-benefactor = Benefactor
crafters-token-employer = Employer
crafters-token-personal-guard = Personal Guard
crafters-token-personal-advisor = Personal Advisor
crafters-token-personal-carriage = Personal Carriage
crafters-token-unknown = unknown token

## Event cards: the name, and the name with what the card asks or gives.

crafters-card-foreign-traders = Foreign Traders
crafters-card-wealthy-citizens = Wealthy Citizens
crafters-card-king-demands = King Demands!
crafters-card-useful-connections = Useful Connections
crafters-card-fair = Fair
crafters-card-tax-collector = Tax Collector
crafters-card-auditor = Auditor
crafters-card-unknown = an unknown event
crafters-card-foreign-traders-text = Foreign Traders (+2 gold for { $goods } while on the track)
crafters-card-wealthy-citizens-text = Wealthy Citizens (deliver { $goods } for { crafters-gold }, a resource and 1 VP)
crafters-card-king-demands-text = King Demands! (deliver { $goods } for 3 VP)
crafters-card-useful-connections-text = Useful Connections (most { $good } when it leaves: 3 VP)
crafters-card-fair-text = Fair (+2 gold on every good; most kinds of goods when it leaves: 3 VP)
crafters-card-tax-collector-text = Tax Collector (sealed bids of gold when it leaves)
crafters-card-auditor-text = Auditor (most of the dearest good when it leaves: 3 VP)

## Phases: whose turn it is and what is asked.

crafters-phase-place = { $you ->
    [yes] Your
   *[no] { $seat }'s
} turn: the die is rolled, place a worker
crafters-phase-main = { $you ->
    [yes] Your
   *[no] { $seat }'s
} turn: actions in any order, then end the turn
crafters-phase-keep = { $you ->
    [yes] Your
   *[no] { $seat }'s
} turn: keep one of the three blueprints drawn
crafters-phase-discard = { $you ->
    [yes] Your
   *[no] { $seat }'s
} turn: over the hand limit, discard a blueprint
crafters-phase-bid = { $event } is resolved: sealed bids of gold
crafters-phase-surrender = { $event } is won: hand over the goods
crafters-phase-over = Game over

## Action labels.

crafters-label-place = Place a worker on the { $site } for { $good }
crafters-label-decline = Give up the rolled resource (no free worker)
crafters-label-hire = Hire a worker for { crafters-gold }
crafters-label-sell = Sell { $good } from the { $site } for { crafters-gold }
crafters-label-sell-bonus = Sell { $good } from the { $site } for { crafters-gold } and take { $resource }
crafters-label-take-token = Take the { $token } token ({ crafters-vp }) for the { $good } instead of gold
crafters-label-buy-resource = Buy { $good } for { crafters-gold }
crafters-label-make = Make { $good } at the { $site }
crafters-label-make-fee = Make { $good } at the { $site } (fee { crafters-gold } to { $owner })
crafters-label-buy-blueprint = Buy the top blueprint for 1 gold
crafters-label-draw-three = Draw three blueprints and keep one, for 2 gold
crafters-label-keep = Keep the { $site } blueprint
crafters-label-build = Build the { $site } for { crafters-gold }
crafters-label-build-materials = Build the { $site } with { $count } Building Materials
crafters-label-invest = Invest { crafters-gold } in the { $site }, guessing { $seat } { $you ->
    [yes] hold
   *[no] holds
} its blueprint
crafters-label-deliver-citizens = Deliver { $goods } to the Wealthy Citizens for { crafters-gold }, 1 VP and { $resource }
crafters-label-deliver-king = Deliver { $goods } to the King for 3 VP
crafters-label-deliver = Deliver to the event at position { $pos }
crafters-label-donate = Pay { crafters-gold } to the bank to become Benefactor (3 VP)
crafters-label-end-turn = End the turn
crafters-label-discard = Discard the { $site } blueprint
crafters-label-bid-tens-range = Bid { $low } to { $high } gold (the tens; the units come next)
crafters-label-bid-tens = Bid { crafters-gold } (the tens; the units come next)
crafters-label-bid-units = Bid { crafters-gold }
crafters-label-surrender = Hand over { $good } from the { $site }

## The text view.

crafters-view-rolled = Rolled: { $good }.
crafters-view-rolled-two = Rolled: { $first } and { $second }.
crafters-view-done = Done this turn: { $done }.
crafters-view-done-bought-resource = bought a resource
crafters-view-done-bought-blueprint = bought a blueprint
crafters-view-done-hired = hired
crafters-view-seat = { $seat }: { crafters-gold }, { crafters-vp }, { $free } of { $hired } workers free
crafters-view-initiative = holds the initiative
crafters-view-carrying = carrying { $goods }
crafters-view-blueprints = blueprints: { $blueprints }
crafters-view-blueprints-hidden = { $count ->
    [one] { $count } blueprint
   *[other] { $count } blueprints
} (face down)
crafters-view-bid-so-far = sealed bid so far { crafters-gold }
crafters-view-bid-sealed = bid: sealed
crafters-view-bid-not-sealed = bid: not sealed yet
crafters-view-drawn = Blueprints drawn: { $blueprints }.
crafters-view-town = Town: { $buildings }.
crafters-view-town-empty = Town: only the four resource sites.
crafters-view-track = Event track: { $track }. { $left ->
    [one] { $left } event
   *[other] { $left } events
} left in the deck.
crafters-view-track-empty = empty
crafters-view-tokens = Tokens left: { $tokens }.
crafters-view-token = { $token } ({ crafters-vp })
crafters-view-final = Final scores (victory points; ties go to the most gold):
crafters-view-score = { $seat }: { crafters-vp }, { crafters-gold }{ $winner ->
    [yes] { " — winner" }
   *[no] {""}
}
crafters-view-score-parts = { $seat }: { crafters-vp } ({ $parts }), { crafters-gold }{ $winner ->
    [yes] { " — winner" }
   *[no] {""}
}
crafters-view-score-initiative = initiative { $vp }

## The scene.

crafters-scene-rolled = Rolled
crafters-scene-die = die
crafters-scene-drawn = Blueprints drawn
crafters-scene-town = Town
crafters-scene-owner = { $you ->
    [yes] Your
   *[no] { $seat }'s
}
crafters-scene-track = Event track
crafters-scene-track-space = track space { $space }
crafters-scene-events-left = { $count ->
    [one] { $count } event
   *[other] { $count } events
}
crafters-scene-tokens = Tokens left
crafters-scene-vp = { crafters-vp }
crafters-scene-gold = { crafters-gold }
crafters-scene-workers = { $free } of { $hired } workers free
crafters-scene-initiative = holds the initiative
crafters-scene-carrying = Carrying
crafters-scene-blueprints = Blueprints
crafters-scene-blueprints-hidden = { $count ->
    [one] { $count } blueprint
   *[other] { $count } blueprints
}
crafters-scene-bid = sealed bid so far { crafters-gold }
crafters-scene-bid-sealed = bid sealed
crafters-scene-bid-not-sealed = bid not sealed yet
crafters-scene-events-won = Events won

## Event sentences.

crafters-event-turn-begins = { $seat } began a turn.
crafters-event-revealed = { $card } was revealed onto the track.
crafters-event-discarded = { $card } was discarded.
crafters-event-won = { $seat } took { $card } ({ crafters-vp }).
crafters-event-rolled = The die showed { $good }.
crafters-event-rolled-two = The dice showed { $first } and { $second }.
crafters-event-placed = { $seat } placed a worker on the { $site } ({ $good }).
crafters-event-made = { $seat } made { $good } at the { $site }.
crafters-event-made-fee = { $seat } made { $good } at the { $site }, paying { crafters-gold } to { $owner }.
crafters-event-sold = { $seat } sold { $good } for { crafters-gold }.
crafters-event-bought = { $seat } bought { $good } for { crafters-gold }.
crafters-event-hired = { $seat } hired a worker.
crafters-event-blueprints-drawn = { $seat } paid for blueprints and drew { $count ->
    [one] { $count } card
   *[other] { $count } cards
}.
crafters-event-blueprint-taken = { $seat } took the { $site } blueprint.
crafters-event-blueprint-discarded = { $seat } discarded the { $site } blueprint.
crafters-event-reshuffled = The discarded blueprints were shuffled into a new deck.
crafters-event-built = { $seat } built the { $site }.
crafters-event-invested = { $seat } invested in the { $site } guessing { $guess } held its blueprint: { $right ->
    [yes] right, so it was built for them
   *[no] wrong
}.
crafters-event-token-taken = { $seat } took the { $token } token ({ crafters-vp }).
crafters-event-bid-committed = { $seat } sealed part of a bid.
crafters-event-bid-revealed = { $seat } revealed a bid of { crafters-gold }.
crafters-event-gold-lost = { $seat } lost { crafters-gold }.
crafters-event-handed-over = { $seat } handed over { $good }.
crafters-event-initiative = { $seat } took the initiative.
crafters-event-game-over = The game is over.

# spiel-des-jahres: labels, views, scenes and events of Spiel des Jahres.

## Months and phases

spiel-des-jahres-phase-trade = Month { $month } of { $months }: trading, one proposal each
spiel-des-jahres-phase-respond = Month { $month } of { $months }: a trade awaits an answer
spiel-des-jahres-phase-choose = Month { $month } of { $months }: play designers, then brainstorm or publish (face down until all have chosen)
spiel-des-jahres-phase-fire = Month { $month } of { $months }: contracts, keep or fire your designers (face down)
spiel-des-jahres-phase-offer = Month { $month } of { $months }: contracts, sealed offers for designers
spiel-des-jahres-phase-over = Game over

## Elements (the symbols on the cards)

spiel-des-jahres-element-role-playing = role-playing
spiel-des-jahres-element-puzzle = puzzle
spiel-des-jahres-element-family-friendly = family-friendly
spiel-des-jahres-element-resource-gathering = resource-gathering
spiel-des-jahres-element-cards = cards
spiel-des-jahres-element-combat = combat
spiel-des-jahres-element-unknown = unknown
# The two elements of a public-favour card.
spiel-des-jahres-favour-pair = { $first } and { $second }

## Cards: designers and title words

spiel-des-jahres-card-designer = designer { $name } ({ $elements })
spiel-des-jahres-card-word = "{ $word }" ({ $elements })
spiel-des-jahres-card-unknown = an unknown card
spiel-des-jahres-designer-unknown = an unknown designer

spiel-des-jahres-designer-ada = Ada
spiel-des-jahres-designer-bruno = Bruno
spiel-des-jahres-designer-carla = Carla
spiel-des-jahres-designer-dieter = Dieter
spiel-des-jahres-designer-elif = Elif
spiel-des-jahres-designer-farid = Farid
spiel-des-jahres-designer-greta = Greta
spiel-des-jahres-designer-hugo = Hugo
spiel-des-jahres-designer-ines = Ines
spiel-des-jahres-designer-jonas = Jonas
spiel-des-jahres-designer-kaja = Kaja
spiel-des-jahres-designer-luis = Luis
spiel-des-jahres-designer-mira = Mira
spiel-des-jahres-designer-nils = Nils
spiel-des-jahres-designer-olga = Olga
spiel-des-jahres-designer-pavel = Pavel
spiel-des-jahres-designer-quinn = Quinn
spiel-des-jahres-designer-rosa = Rosa
spiel-des-jahres-designer-sven = Sven
spiel-des-jahres-designer-tilde = Tilde
spiel-des-jahres-designer-udo = Udo
spiel-des-jahres-designer-vera = Vera
spiel-des-jahres-designer-wim = Wim
spiel-des-jahres-designer-yara = Yara

# Title words: a game is [prefix] stem·ending [suffix].
spiel-des-jahres-word-rail = Rail
spiel-des-jahres-word-sky = Sky
spiel-des-jahres-word-star = Star
spiel-des-jahres-word-dragon = Dragon
spiel-des-jahres-word-gold = Gold
spiel-des-jahres-word-sea = Sea
spiel-des-jahres-word-way = way
spiel-des-jahres-word-port = port
spiel-des-jahres-word-fall = fall
spiel-des-jahres-word-craft = craft
spiel-des-jahres-word-keep = keep
spiel-des-jahres-word-land = land
# $ending: the ending word's id ("land"; "none" while the title is open).
spiel-des-jahres-word-island = Island
spiel-des-jahres-word-desert = Desert
spiel-des-jahres-word-lost = Lost
spiel-des-jahres-word-royal = Royal
spiel-des-jahres-word-calamity = Calamity
spiel-des-jahres-word-tycoon = Tycoon
spiel-des-jahres-word-legends = Legends
spiel-des-jahres-word-express = Express

# A game's title: "Railway", "Island Railway", "Railway Calamity"; an
# open title ends in "…" instead of its ending.
spiel-des-jahres-title = { $stem }{ $ending }
spiel-des-jahres-title-prefix = { $prefix } { $title }
spiel-des-jahres-title-suffix = { $title } { $suffix }
spiel-des-jahres-title-none = a game

## Labels

spiel-des-jahres-label-designer = Play { $card } from your hand (wage { $wage } this month)
spiel-des-jahres-label-brainstorm = Brainstorm: draw { $n ->
    [one] { $n } card
   *[other] { $n } cards
}
spiel-des-jahres-label-publish = Publish games from your hand
# $part: prefix, stem, ending, suffix or card.
spiel-des-jahres-label-stack = Add the { $part ->
    [prefix] prefix
    [stem] stem
    [ending] ending
    [suffix] suffix
   *[card] card
} { $card }
spiel-des-jahres-label-stack-to = Add the { $part ->
    [prefix] prefix
    [stem] stem
    [ending] ending
    [suffix] suffix
   *[card] card
} { $card } to { $game }
spiel-des-jahres-label-done = Done: publish these games
spiel-des-jahres-label-seal = Seal your choice and wait for the reveal
spiel-des-jahres-label-keep = Keep designer { $designer } (wage { $wage })
spiel-des-jahres-label-fire = Fire designer { $designer } (wage { $wage })
spiel-des-jahres-label-bid-none = No offer for designer { $designer }
spiel-des-jahres-label-bid-fired-wage = Hire designer { $designer } at the fired wage, { $wage } a month
spiel-des-jahres-label-bid = Offer designer { $designer } { $wage } a month (+{ $raise })
spiel-des-jahres-label-pass = No trade this month
spiel-des-jahres-label-trade-with = Propose a trade to { $seat }
spiel-des-jahres-label-give-card = Give { $card }
spiel-des-jahres-label-give-game = Give the game { $game }
spiel-des-jahres-label-give-money = Give { $amount }
spiel-des-jahres-label-ask-card = Ask for { $card }
spiel-des-jahres-label-ask-game = Ask for the game { $game }
spiel-des-jahres-label-ask-money = Ask for { $amount }
spiel-des-jahres-label-propose = Propose the trade
spiel-des-jahres-label-accept = Accept the trade
spiel-des-jahres-label-decline = Decline the trade

## The view

spiel-des-jahres-view-proposal = Trade proposal from { $from } to { $to }: { $items } change hands.
spiel-des-jahres-view-proposal-game = the game { $game }
spiel-des-jahres-view-proposal-money = { $amount } from { $seat }
spiel-des-jahres-view-favour = Public favour this month: { $elements }.
spiel-des-jahres-view-bankrupt = { $seat }: bankrupt, out of the game
spiel-des-jahres-view-company = { $seat }: { $money }, specialty { $elements }
spiel-des-jahres-view-staff = designers: { $designers }
spiel-des-jahres-view-hand = hand: { $cards }
spiel-des-jahres-view-played = designers played this month: { $designers }
# $mode: brainstorm or publish.
spiel-des-jahres-view-choice = choice: { $mode ->
    [brainstorm] brainstorm
   *[publish] publish
}
spiel-des-jahres-view-pending-game = { $game } (worth { $value } a month)
spiel-des-jahres-view-putting-together = putting together { $game }
spiel-des-jahres-view-sealed = (sealed)
spiel-des-jahres-view-cards-in-hand = { $n ->
    [one] { $n } card
   *[other] { $n } cards
} in hand
spiel-des-jahres-view-known = known from trades: { $cards }, the rest face down
spiel-des-jahres-view-face-down = (face down)
spiel-des-jahres-view-not-chosen = not chosen yet
spiel-des-jahres-view-chosen = chosen (face down)
spiel-des-jahres-view-choosing = choosing (face down)
spiel-des-jahres-view-published = Published games: { $games }.
spiel-des-jahres-view-published-game = { $game } ({ $owner }, { $value } a month)
spiel-des-jahres-view-waiting = Designers waiting for offers: { $designers }
spiel-des-jahres-view-waiting-designer = { $designer } (fired at { $wage })
spiel-des-jahres-view-firing = You are firing (face down): { $designers }
spiel-des-jahres-view-deck = Deck: { $n ->
    [one] { $n } card
   *[other] { $n } cards
}. Games are worth the elements they show: specialty, public favour, designers, sets, minus €10,000 a card.
spiel-des-jahres-view-final-award = Final result (the Spiel des Jahres award decides; money breaks a stalemate):
spiel-des-jahres-view-final-standing = Final result (one company was left standing, so no award card was turned):
spiel-des-jahres-view-final-all-bankrupt = Final result (every company went bankrupt, so no award card was turned):
# $won: award (published the winner), standing (the last company) or no;
# $bankrupt: yes or no.
spiel-des-jahres-view-final-line = { $seat }{ $won ->
    [award] { " " }(won the game: published the award winner)
    [standing] { " " }(won the game: the last company standing)
   *[no] { "" }
}: { $money }{ $bankrupt ->
    [yes] { " " }(bankrupt)
   *[no] { "" }
}; games: { $games }
spiel-des-jahres-view-no-award = No game won the award.

## The scene

spiel-des-jahres-scene-favour = Public favour this month
spiel-des-jahres-scene-published = Published games
spiel-des-jahres-scene-per-month = { $value } a month
spiel-des-jahres-scene-waiting = Designers waiting for offers
spiel-des-jahres-scene-fired-at = fired at { $wage }
spiel-des-jahres-scene-bankrupt = bankrupt, out of the game
spiel-des-jahres-scene-specialty = specialty { $elements }
spiel-des-jahres-scene-designers = Designers
spiel-des-jahres-scene-hand = Hand
spiel-des-jahres-scene-known = known from a trade
spiel-des-jahres-scene-face-down = { $n ->
    [one] { $n } card
   *[other] { $n } cards
}

## Events

spiel-des-jahres-event-favour = Month { $month } began; the public favours { $elements }.
spiel-des-jahres-event-committed = { $seat } chose face down.
spiel-des-jahres-event-designer-played = { $seat } played { $card }.
spiel-des-jahres-event-brainstormed = { $seat } brainstormed and drew { $n ->
    [one] { $n } card
   *[other] { $n } cards
}.
spiel-des-jahres-event-drew = { $seat } drew { $card }.
spiel-des-jahres-event-published = { $seat } published { $game }, worth { $value } a month.
spiel-des-jahres-event-name-clash = { $you ->
    [yes] Your
   *[no] { $seat }'s
} game went back to the hand: another company published one of the same name this month.
spiel-des-jahres-event-revenue = { $seat } received { $amount } in revenue.
spiel-des-jahres-event-wages = { $seat } paid { $amount } in wages.
spiel-des-jahres-event-bankrupt = { $seat } went bankrupt and left the game.
spiel-des-jahres-event-fired = Designer { $designer } was fired (wage { $wage }).
spiel-des-jahres-event-hired = { $seat } { $you ->
    [yes] employ
   *[no] employs
} designer { $designer } at { $wage } a month.
spiel-des-jahres-event-left = Designer { $designer } left the game: nobody hired them.
spiel-des-jahres-event-trade-proposed = { $from } proposed a trade to { $to }.
spiel-des-jahres-event-trade-accepted = { $to } accepted the trade from { $from }.
spiel-des-jahres-event-trade-declined = { $to } declined the trade from { $from }.
spiel-des-jahres-event-award-card = A public-favour card was turned for the award: { $elements }.
spiel-des-jahres-event-last-standing = { $seat } won the game: every other company went bankrupt and was eliminated.
spiel-des-jahres-event-winner = { $seat } published the Spiel des Jahres winner and won the game!
spiel-des-jahres-event-all-bankrupt = Every company went bankrupt: nobody won.
spiel-des-jahres-event-no-winner = No game won the Spiel des Jahres award.
spiel-des-jahres-event-game-over = The game is over.

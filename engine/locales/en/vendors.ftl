# Vendors: the words of labels, views, scenes and events. Card and effect
# names are the English rulebook's (TouK 2014); the Agile Vendor and
# Technical Problem names are Boardroom's (engine/src/vendors/content.rs).

## Content

vendors-class-analytics = Analytics
vendors-class-data-management = Data Management
vendors-class-mobile-solutions = Mobile Solutions
vendors-class-process-automation = Process Automation
vendors-class-system-integration = System Integration
vendors-class-user-interface = User Interface

vendors-agile-direct-communication = Direct communication
vendors-agile-bug-bounty = Bug bounty
vendors-agile-recruitment-campaign = Recruitment campaign
vendors-agile-key-account-manager = Key account manager
vendors-agile-knowledge-base = Knowledge base
vendors-agile-priority-access = Priority access
vendors-agile-open-source-component = Open Source component
vendors-agile-cloud-platform = Cloud platform
vendors-agile-integration-bus = Integration bus
vendors-agile-legal-department = Legal department
vendors-agile-data-centre = Data centre
vendors-agile-compatibility-lab = Compatibility lab
vendors-agile-crm-suite = CRM suite

vendors-problem-outdated-range-of-products = Out-dated range of products
vendors-problem-legacy-interfaces = Legacy interfaces
vendors-problem-vendor-lock-in = Vendor lock-in
vendors-problem-broken-integration = Broken integration
vendors-problem-data-loss = Data loss
vendors-problem-slow-batch-processing = Slow batch processing
vendors-problem-capacity-limits = Capacity limits
vendors-problem-data-breach = Data breach
vendors-problem-license-audit = License audit
vendors-problem-expired-support = Expired support
vendors-problem-per-seat-licensing = Per-seat licensing
vendors-problem-unlicensed-copies = Unlicensed copies
vendors-problem-unknown = an unknown problem

# $class is a vendors-class-* message.
vendors-card-software = Software { $class } { $strength }
vendors-card-infrastructure = Infrastructure { $operations ->
        [yes] Operations
       *[no] Relations
    } { $strength }
vendors-card-customer = { $business ->
        [yes] Business
       *[no] Individual
    } Customer
# $effect is a vendors-agile-* message.
vendors-card-agile = Agile Vendor ({ $effect })
vendors-card-face-down = a card face down
vendors-card-vendor = Vendor { $vendor }
vendors-card-strength = { $strength ->
        [0] Strength 0 (Bluff)
       *[other] Strength { $strength }
    }
# An Agile Vendor card used as strength 6.
vendors-piece-agile = { $card } as { $infra ->
        [yes] Infrastructure
       *[no] Software
    } 6

## Labels

vendors-label-race = Race for Vendor { $vendor }
vendors-label-strength = Add strength: { $piece }
vendors-label-software = Implement: { $card }{ $agile ->
        [yes] { " " }as Software 6
       *[no] {""}
    }
vendors-label-infrastructure = Infrastructure: { $card }
vendors-label-infrastructure-agile = Infrastructure: { $card } as Infrastructure 6 ({ $operations ->
        [yes] Operations
       *[no] Relations
    })
vendors-label-customer = Customer: { $card }
vendors-label-virtual = Virtual player races for Vendor { $vendor }
vendors-label-effect = Play { $effect }
vendors-label-effect-take = Play { $effect }: take { $card }
vendors-label-effect-take-from = Play { $effect }: take { $card } from Vendor { $vendor }
vendors-label-effect-take-nothing = Play { $effect }: take card #{ $param } (no such card)
vendors-label-effect-discard = Play { $effect }: discard { $problem }
vendors-label-effect-pay = Play { $effect } paying { $individual } Individual + { $business } Business
vendors-label-pass = Pass (play no Agile Vendor effect now)
vendors-label-regain = Regain { $card }

## Phases

vendors-phase-turn = Turn { $turn }
vendors-phase-turn-final = Turn { $turn } (final turns: { $left } left)
# $turn is vendors-phase-turn or vendors-phase-turn-final.
vendors-phase-commit = { $turn }, step 2: each director puts { $cards } cards face down in turn
vendors-phase-window = { $turn }: { $moment ->
        [after-deal] after step 1's deal
        [before-reveal] before the reveal
        [after-race] step 3, the races are decided
        [before-systems] before step 4
       *[before-leaders] before step 5
    }, Agile Vendor effects may be played
vendors-phase-regain = { $turn }, step 3: { $seat } won Vendor A and { $you ->
        [yes] regain
       *[no] regains
    } a card from the discard pile
vendors-phase-over = Game over

## A step-2 play

vendors-play-race = race for Vendor { $vendor } with { $pieces }
vendors-play-race-empty = race for Vendor { $vendor } with nothing yet
vendors-play-system = system implementation: { $pieces }
vendors-play-system-empty = system implementation: nothing yet
vendors-play-nothing = nothing yet
vendors-play-virtual = virtual player races for Vendor { $vendor }

## Text view

vendors-view-under = Under the Vendors:
vendors-view-pile = { $vendor }: { $cards }
vendors-view-nothing = nothing
vendors-view-decks = Game deck: { $deck ->
        [one] { $deck } card
       *[other] { $deck } cards
    }; Agile Vendor deck: { $agile ->
        [one] { $agile } card
       *[other] { $agile } cards
    }; Technical Problems: { $problems } in the deck.
vendors-view-nobody = nobody
vendors-view-leaders = Market Leaders: Individual { $individual }, Business { $business }.
vendors-view-seat = { $seat }: { $individual ->
        [one] { $individual } Individual Customer
       *[other] { $individual } Individual Customers
    }, { $business ->
        [one] { $business } Business Customer
       *[other] { $business } Business Customers
    }, { $points ->
        [one] { $points } point
       *[other] { $points } points
    }
vendors-view-problems = problems: { $problems }
vendors-view-problem-was-down = { $problem } (was face down)
vendors-view-problem-down = one face down (unknown)
vendors-view-software = Software: Relations { $relations }; Operations { $operations }
vendors-view-ongoing = ongoing: { $cards }
vendors-view-hand = hand: { $cards }
vendors-view-face-down = face down this turn: { $play }
vendors-view-starting-cards = { $count ->
        [one] { $count } starting card
       *[other] { $count } starting cards
    }
vendors-view-agile-face-down = { $count ->
        [one] { $count } Agile Vendor card
       *[other] { $count } Agile Vendor cards
    } (face down)
vendors-view-cards-down = { $count ->
        [one] { $count } card
       *[other] { $count } cards
    } face down this turn
vendors-view-down-until-reveal = play face down until the reveal
vendors-view-discard = discard pile: { $cards }
vendors-view-final = Final scores (pairs of Individual + Business Customers, Agile Vendor cards counting as either; ties: fewer problems, then more Agile cards):
vendors-view-final-seat = { $seat }: { $points ->
        [one] { $points } point
       *[other] { $points } points
    } ({ $individual } Individual, { $business } Business, { $agile ->
        [one] { $agile } Agile Vendor card
       *[other] { $agile } Agile Vendor cards
    }; { $problems ->
        [one] { $problems } problem
       *[other] { $problems } problems
    })
vendors-view-winner = winner

## Scene

vendors-zone-under-vendor = Under Vendor { $vendor }
vendors-zone-decks = Decks
vendors-zone-problems = Technical Problems
vendors-zone-relations = Software: Relations
vendors-zone-operations = Software: Operations
vendors-zone-ongoing = Ongoing
vendors-zone-hand = Hand
vendors-zone-face-down = Face down this turn
vendors-zone-discard = Discard pile
vendors-scene-cards = { $count ->
        [one] { $count } card
       *[other] { $count } cards
    }
vendors-scene-problems = { $count ->
        [one] { $count } problem
       *[other] { $count } problems
    }
vendors-scene-starting-cards = { $count ->
        [one] { $count } starting card
       *[other] { $count } starting cards
    }
vendors-scene-agile-cards = { $count ->
        [one] { $count } Agile Vendor card
       *[other] { $count } Agile Vendor cards
    }
vendors-scene-game-deck = game deck
vendors-scene-agile-deck = Agile Vendor deck
vendors-scene-problem-deck = Technical Problems
vendors-scene-was-face-down = was face down
vendors-fact-points = { $count ->
        [one] { $count } point
       *[other] { $count } points
    }
vendors-fact-individual = { $count ->
        [one] { $count } Individual Customer
       *[other] { $count } Individual Customers
    }
vendors-fact-business = { $count ->
        [one] { $count } Business Customer
       *[other] { $count } Business Customers
    }
vendors-fact-agile-cards = { $count ->
        [one] { $count } Agile Vendor card
       *[other] { $count } Agile Vendor cards
    }
vendors-fact-market-leader = Market Leader: { $business ->
        [yes] Business
       *[no] Individual
    }

## Events

vendors-event-dealt = { $card } was dealt under Vendor { $vendor }.
vendors-event-committed = { $seat } put a card face down.
# $play is a vendors-play-* message.
vendors-event-revealed = { $seat } revealed: { $play }.
vendors-event-effect = { $seat } played { $effect }.
vendors-event-effect-take = { $seat } played { $effect } and took { $card }.
vendors-event-effect-discard = { $seat } played { $effect } to discard { $problem }.
vendors-event-effect-pay = { $seat } played { $effect }, paying { $individual } Individual + { $business } Business.
vendors-event-race-won = { $seat } won the race for Vendor { $vendor } with strength { $strength }.
vendors-event-race-tied = The race for Vendor { $vendor } was tied: nobody won it.
vendors-event-virtual-won-a = The virtual player won Vendor A: nothing happens (no Agile Vendor card is drawn or removed).
vendors-event-virtual-won = The virtual player won Vendor { $vendor }; its cards leave the game.
vendors-event-took = { $seat } took from Vendor { $vendor }: { $cards }.
vendors-event-drew-agile-hidden = { $seat } drew an Agile Vendor card (face down).
vendors-event-drew = { $seat } drew { $card }.
vendors-event-regained = { $seat } regained { $card }.
vendors-event-problem-drawn = { $seat } drew a Technical Problem face down.
vendors-event-problem-revealed = { $you ->
        [yes] Your
       *[no] { $seat }'s
    } Technical Problem turned face up: { $problem }.
vendors-event-problem-revealed-immune = { $you ->
        [yes] Your
       *[no] { $seat }'s
    } Technical Problem turned face up: { $problem } (no effect: immune).
vendors-event-problem-discarded = { $seat } discarded the Technical Problem { $problem }.
vendors-event-no-problem-left = No Technical Problem was left for { $seat }.
# One change of a seat's Customers; vendors-event-customers lists them.
vendors-event-customers-gained = gained { $business ->
        [yes] { $count ->
            [one] { $count } Business Customer
           *[other] { $count } Business Customers
        }
       *[no] { $count ->
            [one] { $count } Individual Customer
           *[other] { $count } Individual Customers
        }
    }
vendors-event-customers-lost = lost { $business ->
        [yes] { $count ->
            [one] { $count } Business Customer
           *[other] { $count } Business Customers
        }
       *[no] { $count ->
            [one] { $count } Individual Customer
           *[other] { $count } Individual Customers
        }
    }
vendors-event-customers = { $seat } { $changes }.
vendors-event-software = { $seat } implemented { $card } on the { $operations ->
        [yes] Operations
       *[no] Relations
    } side.
vendors-event-leader-none = Nobody holds the { $business ->
        [yes] Business
       *[no] Individual
    } Market Leader card now.
vendors-event-leader = { $seat } became the { $business ->
        [yes] Business
       *[no] Individual
    } Market Leader.
vendors-event-game-over = The game is over.

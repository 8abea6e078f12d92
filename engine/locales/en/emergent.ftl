# emergent: labels, views, scenes and events of Emergent and Emergent: Fast Play.

## The map (shared by both games)

emergent-region-northwest = Northwest
emergent-region-california = California
emergent-region-mountain = Mountain
emergent-region-southwest = Southwest
emergent-region-plains = Plains
emergent-region-texas = Texas
emergent-region-midwest = Midwest
emergent-region-southeast = Southeast
emergent-region-florida = Florida
emergent-region-ohio-valley = Ohio Valley
emergent-region-mid-atlantic = Mid-Atlantic
emergent-region-northeast = Northeast
emergent-city-new-york = New York
emergent-city-chicago = Chicago
emergent-city-los-angeles = Los Angeles
emergent-city-seattle = Seattle
emergent-city-denver = Denver
emergent-city-dallas = Dallas
emergent-city-atlanta = Atlanta
emergent-city-miami = Miami
emergent-city-unknown = an unknown city

## Emergent: the round

emergent-phase-plan = Round { $round } of { $rounds }: preparation, plans written behind screens{ $learning ->
    [yes] { " " }(learning variant)
   *[no] { "" }
}
emergent-phase-over = Game over

## Emergent: labels

emergent-label-invalid = invalid action
emergent-label-kind-sell-small = Sell a small DC (+$5)
emergent-label-kind-sell-large = Sell a large DC (+$10)
emergent-label-kind-build-small = Buy a small DC ($10, 5 slots)
emergent-label-kind-build-large = Buy a large DC ($15, 10 slots)
emergent-label-kind-products = Buy products ($1 each)
emergent-label-kind-marketing = Buy a marketing cylinder ($3)
emergent-label-sell-small = Sell a small DC in { $place } for $5
emergent-label-sell-large = Sell a large DC in { $place } for $10
emergent-label-build-small = Buy a small DC in { $place } for $10
emergent-label-build-large = Buy a large DC in { $place } for $15
emergent-label-products = Buy products in { $place } …
emergent-label-marketing = Buy a marketing cylinder in { $place } for $3
emergent-label-in = In { $place }
emergent-label-quantity = Buy { $n ->
    [one] { $n } product
   *[other] { $n } products
} for ${ $price }
emergent-label-quantity-in = Buy { $n ->
    [one] { $n } product
   *[other] { $n } products
} in { $place } for ${ $price }
emergent-label-done = Finish the plan

## Emergent: plans and DCs

# $size: small or large.
emergent-dcs-in = { $n } { $size ->
    [large] large
   *[small] small
} in { $place }
emergent-products-in = { $n ->
    [one] { $n } product
   *[other] { $n } products
} in { $place }
emergent-marketing-in = { $n ->
    [one] { $n } marketing cylinder
   *[other] { $n } marketing cylinders
} in { $place }
emergent-plan-nothing = nothing bought or sold
emergent-plan-sell = sell DCs: { $items }
emergent-plan-buy = buy DCs: { $items }
emergent-plan-stock = stock { $items }
emergent-plan-marketing = marketing: { $items }
emergent-plan-money = pays ${ $spent }, receives ${ $gained }

## Emergent: the view

emergent-view-no-dcs = no DCs
emergent-view-dcs = DCs: { $items } (operating cost ${ $cost } a round)
emergent-view-plan = { $finished ->
    [yes] plan (finished)
   *[no] plan so far
}: { $plan }; cash left ${ $cash }
emergent-view-plan-finished = plan finished (face down)
emergent-view-plan-writing = writing the plan (face down)
emergent-view-plan-not-started = plan not started
emergent-view-demand = This round's demand cards (tier 1/2/3, rank order): { $cards }.
emergent-view-last-demand = Last round's demand went to: { $cities }.
emergent-view-prices = Each unit sold earns $5; transport costs $1 a unit to a neighbouring region, $2 farther.
emergent-view-final = Final scores (money after selling every DC back to the bank; most money wins):
emergent-view-winner = winner

## Emergent: the scene

emergent-scene-demand = This round's demand cards
emergent-scene-tiers = tier 1/2/3: { $tier1 }/{ $tier2 }/{ $tier3 }
emergent-scene-last-demand = Last round's demand went to
emergent-scene-dcs = DCs
emergent-scene-plan = { $finished ->
    [yes] Plan (finished)
   *[no] Plan so far
}
emergent-scene-cash-left = cash left ${ $cash }
emergent-scene-plan-writing = writing its plan (face down)

## Emergent: events

emergent-event-planned = { $seat } wrote a step of { $you ->
    [yes] your
   *[no] their
} plan behind the screen.
emergent-event-plan-done = { $seat } finished { $you ->
    [yes] your
   *[no] their
} plan.
emergent-event-revealed = { $seat } revealed { $you ->
    [yes] your
   *[no] their
} plan: { $plan }.
emergent-event-demand = Demand card { $rank } ({ $tier1 }/{ $tier2 }/{ $tier3 }) went to { $city }.
emergent-event-sold = { $seat } sold { $units ->
    [one] { $units } unit
   *[other] { $units } units
} to { $city } (tier { $tier }) for ${ $amount }.
emergent-event-sold-transport = { $seat } sold { $units ->
    [one] { $units } unit
   *[other] { $units } units
} to { $city } (tier { $tier }) for ${ $amount }, transport ${ $transport }.
emergent-event-accounts = { $seat } earned ${ $income }, paid ${ $transport } transport and ${ $upkeep } operating costs.
emergent-event-forced-sale = { $seat } could not pay { $you ->
    [yes] your
   *[no] their
} operating costs and sold a { $size ->
    [large] large
   *[small] small
} DC in { $place } to the bank.
emergent-event-liquidated = { $you ->
    [yes] Your
   *[no] { $seat }'s
} { $units ->
    [one] { $units } unsold product
   *[other] { $units } unsold products
} went back to the pool (aged inventory).
emergent-event-sold-back = { $seat } sold { $you ->
    [yes] your
   *[no] their
} DCs back to the bank for ${ $amount }.
emergent-event-game-over = The game is over.

## Emergent: Fast Play

emergent-fastplay-green = (green)
emergent-fastplay-red = (red)
emergent-fastplay-phase-place = Round { $round } of { $rounds }: secret placement of 2 large and 3 small DCs
emergent-fastplay-label-place = Place a { $size ->
    [large] large
   *[small] small
} DC in { $region } ({ $cubes ->
    [one] { $cubes } cube
   *[other] { $cubes } cubes
})
emergent-fastplay-large-dcs = large DCs: { $regions }
emergent-fastplay-small-dcs = small DCs: { $regions }
emergent-fastplay-view-points = { $seat }: { $points ->
    [one] { $points } point
   *[other] { $points } points
}{ $now ->
    [yes] { " " }if the game ended now
   *[no] { "" }
}
emergent-fastplay-view-placed = placed this round: { $dcs }
emergent-fastplay-to-place = to place: { $large } large, { $small } small
emergent-fastplay-view-placed-hidden = DCs placed (face down)
emergent-fastplay-view-placing = placing DCs (face down)
emergent-fastplay-not-placed = has not placed yet
emergent-fastplay-view-cubes = Product cubes (a large DC leaves 2, a small 1; +2 in green regions, +1 in red):
emergent-fastplay-no-cubes = no cubes
emergent-fastplay-view-seat-cubes = { $seat } { $cubes ->
    [one] { $cubes } cube
   *[other] { $cubes } cubes
}
emergent-fastplay-view-scoring = scoring { $seats }
emergent-fastplay-view-final = Final scores (2 points for most cubes in a region, 1 for second; ties: most green, then red regions won):
emergent-fastplay-view-final-line = { $seat }: { $points ->
    [one] { $points } point
   *[other] { $points } points
}, { $green ->
    [one] { $green } green region
   *[other] { $green } green regions
} and { $red ->
    [one] { $red } red region
   *[other] { $red } red regions
} won{ $winner ->
    [yes] { " " }— winner
   *[no] { "" }
}
emergent-fastplay-scene-seat-cubes = { $seat }: { $cubes ->
    [one] { $cubes } cube
   *[other] { $cubes } cubes
}
emergent-fastplay-scene-regions = Product cubes by region
emergent-fastplay-scene-points = { $points ->
    [one] { $points } point
   *[other] { $points } points
}{ $now ->
    [yes] { " " }if the game ended now
   *[no] { "" }
}
emergent-fastplay-scene-dc = { $size ->
    [large] large
   *[small] small
} DC
emergent-fastplay-scene-placed = Placed this round
emergent-fastplay-scene-placed-hidden = has placed its DCs (face down)
emergent-fastplay-scene-placing = placing its DCs (face down)
emergent-fastplay-event-placed = { $seat } placed a DC face down.
emergent-fastplay-event-revealed = { $seat } revealed: { $dcs }.

# Oh Hell: labels, the text view, the scene and the event sentences.
# Suits take a `case` argument that only Russian uses: nom (trumps are …),
# gen (void in …).

oh-hell-rank-jack = J
oh-hell-rank-queen = Q
oh-hell-rank-king = K
oh-hell-rank-ace = A
oh-hell-card-unknown = unknown card
oh-hell-suit-clubs = clubs
oh-hell-suit-diamonds = diamonds
oh-hell-suit-spades = spades
oh-hell-suit-hearts = hearts

oh-hell-phase-bid = Bidding for a hand of { $tricks ->
    [one] { $tricks } trick
   *[other] { $tricks } tricks
  }
oh-hell-phase-trick = Trick { $trick } of { $tricks }
oh-hell-phase-over = Game over

oh-hell-label-bid = Bid { $tricks ->
    [one] { $tricks } trick
   *[other] { $tricks } tricks
  }
oh-hell-label-play = Play { $card }

oh-hell-view-table = Dealer: { $dealer }. Trump card: { $card } ({ $suit } are trumps).
# A seat's line in the view is "<seat>: " and these clauses joined by
# commas; the scene shows the oh-hell-seat-* ones as facts.
oh-hell-seat-no-bid = no bid yet
oh-hell-seat-bid = bid { $bid }
oh-hell-seat-won = won { $tricks ->
    [one] { $tricks } trick
   *[other] { $tricks } tricks
  }
oh-hell-view-hand = hand: { $cards }
oh-hell-view-no-cards = no cards
oh-hell-view-face-down = { $cards ->
    [one] { $cards } card
   *[other] { $cards } cards
  } in hand (face down)
oh-hell-seat-void = shown void in { $suits }
oh-hell-view-trick-lead = Current trick: { $seat } { $you ->
    [yes] lead
   *[no] leads
  }.
oh-hell-view-trick = Current trick: { $plays }.
# One card of the current trick, in the list of oh-hell-view-trick.
oh-hell-view-trick-play = { $seat } played { $card }
oh-hell-view-final = Final scores (1 point a trick, { $bonus } more for taking exactly the bid):
oh-hell-view-score-made = { $seat }: { $points ->
    [one] { $points } point
   *[other] { $points } points
  } = { $tricks ->
    [one] { $tricks } trick
   *[other] { $tricks } tricks
  } won + { $bonus } for making the bid of { $bid }
oh-hell-view-score-missed = { $seat }: { $points ->
    [one] { $points } point
   *[other] { $points } points
  } = { $tricks ->
    [one] { $tricks } trick
   *[other] { $tricks } tricks
  } won (bid { $bid }, missed)

oh-hell-scene-trump = Trump card
oh-hell-scene-trumps = { $suit } are trumps
oh-hell-scene-trick = Current trick ({ $seat } led)
oh-hell-scene-played-by = played by { $seat }
oh-hell-scene-dealer = Dealer
oh-hell-scene-points = { $points ->
    [one] { $points } point
   *[other] { $points } points
  }
oh-hell-scene-made-bid = made the bid: +{ $bonus }
oh-hell-scene-hand = Hand
oh-hell-scene-cards-down = { $cards ->
    [one] { $cards } card
   *[other] { $cards } cards
  }

oh-hell-event-bid = { $seat } bid { $tricks ->
    [one] { $tricks } trick
   *[other] { $tricks } tricks
  }.
oh-hell-event-played = { $seat } played { $card }.
oh-hell-event-trick-won = { $seat } won the trick.
oh-hell-event-over = The hand is over.

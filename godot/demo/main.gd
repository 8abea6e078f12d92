# The demo: you (seat 0) against the AI in Vendors, in the output panel.
# Your moves are the number keys 1-9 (the first legal actions); the AI's
# seats think in frame slices and answer through the move_chosen signal.
extends Node

const GAME := "vendors"
const PLAYERS := 3
const HUMAN := 0

var game: BoardroomGame
var ai: BoardroomAi
var seen := -1


func _ready() -> void:
	game = BoardroomGame.create(GAME, PLAYERS, randi(), null)
	if game == null:
		push_error(BoardroomGame.create_error())
		return
	ai = BoardroomAi.new()
	ai.spec = "medium"
	ai.iterations_per_frame = 200
	ai.move_chosen.connect(_on_ai_move)
	add_child(ai)
	_next()


func _next() -> void:
	_print_events()
	var seat := game.to_move()
	if seat < 0:
		print("game over: scores %s" % [game.scores()])
		return
	if seat == HUMAN:
		print(game.view_text(HUMAN, PackedStringArray()))
		var detail := game.legal_actions_detail()
		for i in range(min(detail.size(), 9)):
			print("  %d: %s" % [i + 1, detail[i]["label"]])
	else:
		ai.think(game)


func _on_ai_move(action_id: int) -> void:
	_play(action_id)


func _play(action_id: int) -> void:
	ai.observe(game, action_id)
	if not game.apply(action_id):
		push_error(game.last_error())
	_next()


func _unhandled_input(event: InputEvent) -> void:
	if game == null or game.to_move() != HUMAN or not event is InputEventKey or not event.pressed:
		return
	var i: int = event.keycode - KEY_1
	var legal := game.legal_actions()
	if i >= 0 and i < min(legal.size(), 9):
		_play(legal[i])


func _print_events() -> void:
	for e in game.events(HUMAN, seen, PackedStringArray()):
		print(e["text"])
		seen = e["seq"]

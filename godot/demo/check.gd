# The addon's headless check, for a studio's own Godot 4 (CI has none):
#
#   godot/build.sh
#   godot --headless --path godot/demo --script res://check.gd
#
# Plays every game AI against AI to its end through BoardroomGame and
# BoardroomAi (thinking in frame slices, moves through move_chosen), checks
# the scene, the detailed legal actions, the events, a save reloaded and an
# undo on the way, prints one line per game and quits with 0 (all passed)
# or 1.
extends SceneTree

var games: Array = []
var index := -1
var game: BoardroomGame
var ai: BoardroomAi
var moves := 0
var failures := 0


func _initialize() -> void:
	if not ClassDB.class_exists("BoardroomGame"):
		print("check: FAILED: the Boardroom library did not load (run godot/build.sh)")
		quit(1)
		return
	games = BoardroomGame.games()
	ai = BoardroomAi.new()
	ai.spec = "ismcts:iters=60"
	ai.iterations_per_frame = 20
	ai.move_chosen.connect(_on_move)
	ai.think_failed.connect(func(message): _fail("think_failed: %s" % message))
	root.add_child(ai)
	_next_game()


func _fail(why: String) -> void:
	print("check: %s FAILED: %s" % [games[index]["id"], why])
	failures += 1
	_next_game()


func _next_game() -> void:
	ai.cancel()
	ai.reset()
	index += 1
	if index >= games.size():
		print("check: %d games, %d failed" % [games.size(), failures])
		quit(0 if failures == 0 else 1)
		return
	var info: Dictionary = games[index]
	game = BoardroomGame.create(info["id"], info["min_players"], 7, null)
	if game == null:
		_fail("create: %s" % BoardroomGame.create_error())
		return
	if BoardroomGame.create(info["id"], 99, 7, null) != null or BoardroomGame.create_error() == "":
		_fail("99 players were accepted")
		return
	moves = 0
	_turn()


func _turn() -> void:
	var seat := game.to_move()
	if seat < 0:
		var returns := game.returns()
		if returns.size() != game.players():
			_fail("returns %s" % [returns])
			return
		print("check: %s ok: %d moves, returns %s, scores %s" % [game.id(), moves, returns, game.scores()])
		_next_game()
		return
	var legal := game.legal_actions()
	var detail := game.legal_actions_detail()
	if legal.is_empty() or detail.size() != legal.size() or int(detail[0]["id"]) != legal[0]:
		_fail("legal actions %s vs %s" % [legal, detail])
		return
	var scene := game.scene(seat, PackedStringArray())
	if not scene.has("title") or not scene.has("zones"):
		_fail("scene %s" % [scene])
		return
	if game.apply(-5) or game.last_error() == "":
		_fail("an illegal action was accepted")
		return
	if not ai.think(game):
		_fail("think: %s" % ai.last_error())


func _on_move(action_id: int) -> void:
	var seat := game.to_move()
	if not action_id in game.legal_actions():
		_fail("the AI chose %d, not legal" % action_id)
		return
	ai.observe(game, action_id)
	if not game.apply(action_id):
		_fail("apply: %s" % game.last_error())
		return
	moves += 1
	if moves == 5:
		var copy := BoardroomGame.load(game.id(), game.save())
		if copy == null or copy.view_text(-1, PackedStringArray()) != game.view_text(-1, PackedStringArray()):
			_fail("save and load differ")
			return
		var undone := copy.undo(seat)
		if undone < 0 and copy.last_error() == "":
			_fail("a refused undo without a reason")
			return
	if game.events(-1, -1, PackedStringArray()).is_empty():
		_fail("no events")
		return
	_turn()

# A headless Godot 3 client of Boardroom through the GDNative library:
#   godot3-server --no-window --path <project> -s play.gd
# For every game the library lists, it creates a game, lets the AI play
# every seat, thinking in the background while the frame loop (_idle) keeps
# running, and prints the result. Seat 0's UI events are read each frame.
# It also checks that errors come back as statuses with a message.
# Quits with 0 when all went well, 1 otherwise.
extends SceneTree

const Boardroom = preload("res://boardroom.gdns")

var br
var games = []
var current = -1
var thinking = false
var frames = 0
var moves = 0
var event_frames = 0
var failures = 0

func check(cond, what):
	if not cond:
		failures += 1
		printerr("FAIL: ", what, " (", br.last_error(), ")")

func _initialize():
	br = Boardroom.new()
	if br == null:
		printerr("godot client: the GDNative library did not load")
		quit(1)
		return
	print("boardroom ", br.version())
	var parsed = JSON.parse(br.games_json())
	check(parsed.error == OK, "games_json parses")
	games = parsed.result
	# Errors are statuses with a message, never crashes.
	check(not br.new_game("no-such-game", 2, 1, ""), "unknown game refused")
	check(br.last_status() == 6 and br.last_error() != "", "UNKNOWN_GAME with a message")
	check(br.to_move() == -1 and br.last_status() == 2, "no game yet: INVALID_HANDLE")
	next_game()

func next_game():
	current += 1
	if current >= games.size():
		finish()
		return
	var info = games[current]
	# Godot's JSON numbers are floats; the library wants integers.
	var lo = int(info["min_players"])
	var hi = int(info["max_players"])
	var players = 3 if lo <= 3 and hi >= 3 else lo
	check(br.new_game(info["id"], players, 4000 + current, ""), "new_game " + info["id"])
	check(br.ai_new("easy", 7, 5), "ai_new")
	frames = 0
	moves = 0
	event_frames = 0
	thinking = false

# One call per frame: never blocks on the AI.
func _idle(_delta):
	if br == null or current >= games.size():
		return true
	frames += 1
	var events = br.events_json(0)
	if events != "[]":
		event_frames += 1
	var seat = br.to_move()
	if seat < 0:
		report()
		next_game()
		return false
	if not thinking:
		check(br.think_start(), "think_start")
		thinking = true
	elif br.think_done():
		var action = br.think_take()
		check(action in Array(br.legal_actions()), "the AI's move is legal")
		check(br.apply(seat, action), "apply")
		thinking = false
		moves += 1
		var now = br.to_move()
		if moves == 10 and now >= 0:
			var any = br.legal_actions()[0]
			check(not br.apply((now + 1) % br.players(), any), "a move for the wrong seat is refused")
			check(br.last_status() == 5 and br.last_error() != "", "WRONG_SEAT with a message")
			check(br.apply(now, 1 << 30) == false and br.last_status() == 4, "ILLEGAL_ACTION")
			var saved = br.save()
			check(saved.size() > 0, "save")
			check(br.load(games[current]["id"], saved), "load")
			check(br.ai_new("easy", 7, 5), "ai_new after load")
	return false

func report():
	var r = br.returns()
	var total = 0.0
	for x in r:
		total += x
	check(abs(total - 1.0) < 1e-9, "returns sum to 1")
	var obs = JSON.parse(br.observation_json(0))
	check(obs.error == OK, "observation parses")
	print("%-20s %d players, %d AI moves over %d frames, events on %d frames, returns %s" % [
		games[current]["id"], r.size(), moves, frames, event_frames, str(r)])

func finish():
	if failures == 0:
		print("godot client: %d games played by the AI, headless" % games.size())
		quit(0)
	else:
		printerr("godot client: %d checks failed" % failures)
		quit(1)

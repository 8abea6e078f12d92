// The stand-in for a Unity client: a console program (mcs + mono) over the
// Unity package's runtime (unity/com.boardroom.engine/Runtime) that
// plays a full game of every game the library has, seat 0 as the "human"
// (a random legal click) and every other seat as the AI thinking in the
// background while a frame loop keeps running: ThinkStart, then one
// ThinkPoll per frame (as Update() or a coroutine would), then ThinkTake.
// It also reads the events seat 0's UI would animate each frame, saves and
// reloads the game, and shows the error paths a client relies on.
// Exits non-zero on any failure. Built and run by examples/csharp/run.sh.

using System;
using System.Diagnostics;
using System.Threading;
using Boardroom;
using Boardroom.Native;

static class Program
{
    static int failures;

    static void Expect(bool cond, string what)
    {
        if (!cond)
        {
            failures++;
            Console.Error.WriteLine("FAIL: " + what);
        }
    }

    static void Throws(BrStatus status, Action call, string what)
    {
        try
        {
            call();
            Expect(false, what + ": no exception, expected " + status);
        }
        catch (BoardroomException e)
        {
            Expect(e.Status == status, what + ": " + e.Status + ", expected " + status);
            Expect(e.LibraryMessage.Length > 0, what + ": empty br_last_error");
        }
    }

    static void PlayOne(string id, uint players, ulong seed)
    {
        var rng = new Random((int)seed);
        var watch = Stopwatch.StartNew();
        using (var game = new BoardroomGame(id, (int)players, seed))
        {
            var settings = BoardroomAi.Preset(game, "easy");
            settings.iterations = 0;
            settings.milliseconds = 15; // a time budget, as a client sets it
            settings.threads = 1;
            settings.seed = seed;
            using (var ai = new BoardroomAi(game, settings))
            {
                int frames = 0, aiMoves = 0, humanMoves = 0, events = 0;
                ulong iterations = 0;
                bool thinking = false;
                byte[] saved = null;
                // The frame loop: one pass per frame, never blocking.
                while (!game.IsTerminal)
                {
                    frames++;
                    int seat = game.ToMove;
                    if (seat == 0)
                    {
                        var legal = game.LegalActionsArray();
                        uint click = legal[rng.Next(legal.Length)];
                        game.Apply(seat, click);
                        humanMoves++;
                    }
                    else if (!thinking)
                    {
                        ai.ThinkStart(game, seat);
                        thinking = true;
                    }
                    else
                    {
                        ulong n;
                        if (ai.ThinkPoll(out n))
                        {
                            uint action = ai.ThinkTake();
                            thinking = false;
                            iterations += n;
                            game.Apply(seat, action);
                            aiMoves++;
                        }
                    }
                    // What seat 0's UI animates this frame.
                    string ev = game.EventsJson(0);
                    Expect(ev.StartsWith("["), "events are a JSON array");
                    if (ev != "[]") events++;
                    if (humanMoves + aiMoves == 20 && saved == null) saved = game.Save();
                    Thread.Sleep(1); // the rest of the frame
                }
                var r = game.Returns();
                double sum = 0;
                foreach (var x in r) sum += x;
                Expect(Math.Abs(sum - 1.0) < 1e-9, "returns sum to 1");
                string final = game.ViewText(-1);
                Expect(final.Contains("Game over"), "the spectator's view shows the end");
                Expect(game.ViewText(0).Length > 0, "a seat's view");
                Expect(aiMoves > 0 && humanMoves > 0, "both sides moved");
                Throws(BrStatus.GameOver, () => ai.ThinkStart(game, 0), "think after the end");
                Console.WriteLine(string.Format(
                    "{0,-20} {1} players, {2} human + {3} AI moves over {4} frames, {5} AI iterations, {6} frames with events, returns {7} ({8} ms)",
                    id, players, humanMoves, aiMoves, frames, iterations, events,
                    string.Join(" ", Array.ConvertAll(r, x => x.ToString("0.00"))),
                    watch.ElapsedMilliseconds));

                // Save/load: the saved bytes load into a game that saves the same.
                if (saved != null)
                {
                    using (var loaded = BoardroomGame.Load(id, saved))
                    {
                        var again = loaded.Save();
                        bool same = again.Length == saved.Length;
                        for (int k = 0; same && k < again.Length; k++) same = again[k] == saved[k];
                        Expect(same, "a reloaded game saves the same bytes");
                        var copy = loaded.Clone();
                        copy.Dispose();
                    }
                    saved[saved.Length / 2] ^= 0x10;
                    Throws(BrStatus.CorruptSave, () => BoardroomGame.Load(id, saved).Dispose(), "corrupt save");
                }

                // A cancelled think still answers with a legal move.
                using (var fresh = new BoardroomGame(id, (int)players, seed + 1))
                using (var slow = new BoardroomAi(fresh, "hard", seed))
                {
                    int seat = fresh.ToMove;
                    slow.ThinkStart(fresh, seat);
                    Throws(BrStatus.Busy, () => slow.ThinkStart(fresh, seat), "think twice");
                    Throws(BrStatus.NotReady, () => slow.ThinkTake(), "take too early");
                    slow.ThinkCancel();
                    ulong n;
                    var deadline = Stopwatch.StartNew();
                    while (!slow.ThinkPoll(out n) && deadline.ElapsedMilliseconds < 10000) Thread.Sleep(1);
                    uint move = slow.ThinkTake();
                    Expect(Array.IndexOf(fresh.LegalActionsArray(), move) >= 0, "a cancelled think gives a legal move");
                }
            }
            // Stale handles are reported, not undefined behaviour, and
            // disposing twice is quiet.
            game.Dispose();
            Throws(BrStatus.InvalidHandle, () => { var m = game.ToMove; }, "use after free");
            game.Dispose();
        }
    }

    static int Main()
    {
        Expect(BoardroomLibrary.AbiVersion == NativeMethods.BR_ABI_VERSION, "ABI version");
        Console.WriteLine("boardroom " + BoardroomLibrary.Version + ", ABI " + BoardroomLibrary.AbiVersion);
        Expect(BoardroomLibrary.GamesJson().StartsWith("["), "games JSON");
        Throws(BrStatus.UnknownGame, () => new BoardroomGame("no-such-game", 2, 1).Dispose(), "unknown game");
        Throws(BrStatus.InvalidArgument, () => BoardroomLibrary.Preset("godlike"), "unknown preset");
        int count = BoardroomLibrary.GameCount;
        for (int i = 0; i < count; i++)
        {
            int lo, hi;
            string id = BoardroomLibrary.GameInfo(i, out lo, out hi);
            uint players = lo <= 2 && hi >= 2 ? 2u : (uint)lo;
            PlayOne(id, players, (ulong)(3000 + i));
        }
        if (failures > 0)
        {
            Console.Error.WriteLine(failures + " checks failed");
            return 1;
        }
        Console.WriteLine("csharp client: " + count + " games played through background thinking");
        return 0;
    }
}

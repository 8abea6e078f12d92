// The calls a frame loop makes allocate nothing on the managed heap,
// measured with GC.GetAllocatedBytesForCurrentThread over whole games
// (after one warm-up game, so JIT and buffer growth are not counted).

using System;
using NUnit.Framework;

namespace Boardroom.Tests
{
    [TestFixture]
    public class AllocationTests
    {
        static long Allocated() { return GC.GetAllocatedBytesForCurrentThread(); }

        [Test]
        public void TheCounterSeesAnAllocation()
        {
            long before = Allocated();
            var legal = new BoardroomGame("oh-hell", 3, 1).LegalActionsArray();
            Assert.Greater(Allocated() - before, legal.Length * 4, "the runtime counts this thread's allocations");
        }

        // Plays seeded random moves to the end through the frame-loop calls
        // (the AI thinks in slices every few moves); returns the moves.
        static int PlayFrames(BoardroomGame game, BoardroomAi ai, uint[] buffer, ulong rng)
        {
            int moves = 0;
            for (int seat = game.ToMove; seat >= 0; seat = game.ToMove)
            {
                if (game.IsTerminal) Assert.Fail("terminal with a seat to move");
                int n = game.LegalActions(buffer);
                if (game.LegalActions().Length != n) Assert.Fail("the overloads agree");
                if (game.LegalActions(new Span<uint>(buffer)) != n) Assert.Fail("the overloads agree");
                uint action = buffer[TestSupport.Next(ref rng, n)];
                if (moves % 7 == 0)
                {
                    ai.Begin(game, seat);
                    ulong iterations;
                    while (!ai.Step(4)) ai.ThinkPoll(out iterations);
                    action = ai.ThinkTake();
                }
                if (game.NextSeq < 0) Assert.Fail("sequence numbers count up");
                ai.Observe(game, seat, action);
                game.Apply(seat, action);
                moves++;
            }
            return moves;
        }

        [Test, TestCaseSource(typeof(TestSupport), "GameIds")]
        public void FrameLoopAllocatesNothing(string id)
        {
            int players = TestSupport.Players(id);
            uint actionIds, maxLength;
            using (var warm = new BoardroomGame(id, players, 1))
            using (var ai = new BoardroomAi(warm, TestSupport.Fast(warm, 2, 8)))
            {
                warm.ActionSpace(out actionIds, out maxLength);
                PlayFrames(warm, ai, new uint[actionIds], 17); // JIT and first calls
            }
            var buffer = new uint[actionIds];
            using (var game = new BoardroomGame(id, players, 2))
            using (var ai = new BoardroomAi(game, TestSupport.Fast(game, 2, 8)))
            {
                game.LegalActions(); // its own buffer, made once
                long before = Allocated();
                int moves = PlayFrames(game, ai, buffer, 23);
                long bytes = Allocated() - before;
                Console.WriteLine(id + ": " + moves + " moves through the frame-loop calls, " + bytes + " bytes allocated");
                Assert.AreEqual(0, bytes, "bytes allocated by the frame-loop calls");
            }
        }

        [Test, TestCaseSource(typeof(TestSupport), "GameIds")]
        public void UnchangedTextAllocatesNothing(string id)
        {
            int players = TestSupport.Players(id);
            using (var game = new BoardroomGame(id, players, 3))
            using (var coach = new BoardroomAi(game, TestSupport.Fast(game, 1, 50)))
            {
                string names = TestSupport.Names(players);
                coach.Analyze(game, game.ToMove, names);
                for (int round = 0; round < 2; round++) // the first round makes the strings
                {
                    long before = Allocated();
                    for (int frame = 0; frame < 100; frame++)
                    {
                        game.SceneJson(0, names);
                        game.LegalJson();
                        game.EventsAfterJson(0, -1, names);
                        game.ViewText(0, names);
                        game.ObservationJson(0);
                        coach.HintJson();
                    }
                    long bytes = Allocated() - before;
                    if (round == 1)
                    {
                        Console.WriteLine(id + ": 100 frames of unchanged table text, " + bytes + " bytes allocated");
                        Assert.AreEqual(0, bytes, "bytes allocated re-reading unchanged text");
                    }
                }
            }
        }
    }
}

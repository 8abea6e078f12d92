// A whole game of every game, AI against AI, each decision taken a
// different way in turn: blocking, slices on this thread, awaitable on the
// thread pool, awaitable in slices, the library's thread polled; with
// the table's reads (scene, legal actions, numbered events) every move.

using System;
using Boardroom.Native;
using NUnit.Framework;

namespace Boardroom.Tests
{
    [TestFixture]
    public class WholeGameTests
    {
        static uint Decide(BoardroomAi ai, BoardroomGame game, int seat, int move)
        {
            switch (move % 5)
            {
                case 0:
                    return ai.Choose(game, seat);
                case 1:
                    ai.Begin(game, seat);
                    while (!ai.Step(8)) { }
                    return ai.ThinkTake();
                case 2:
                    return ai.ThinkAsync(game, seat).Result;
                case 3:
                    return ai.ThinkInSlicesAsync(game, seat, default(System.Threading.CancellationToken), false, 8).Result;
                default:
                    ai.ThinkStart(game, seat);
                    ulong iterations;
                    while (!ai.ThinkPoll(out iterations)) System.Threading.Thread.Sleep(1);
                    return ai.ThinkTake();
            }
        }

        [Test, TestCaseSource(typeof(TestSupport), "GameIds")]
        public void WholeGameAiAgainstAi(string id)
        {
            int players = TestSupport.Players(id);
            using (var game = new BoardroomGame(id, players, 7))
            using (var ai = new BoardroomAi(game, TestSupport.Fast(game, 11)))
            {
                Assert.AreEqual(players, game.Players);
                uint actionIds, maxLength;
                game.ActionSpace(out actionIds, out maxLength);
                var legal = new uint[actionIds];
                long seen = -1;
                int moves = 0;
                string names = TestSupport.Names(players);
                for (int seat = game.ToMove; seat >= 0; seat = game.ToMove)
                {
                    Assert.IsFalse(game.IsTerminal);
                    int n = game.LegalActions(legal);
                    Assert.Greater(n, 0, "a seat to move has a choice");
                    StringAssert.StartsWith("{", game.SceneJson(0, names));
                    StringAssert.StartsWith("[", game.LegalJson());
                    string events = game.EventsAfterJson(0, seen, names);
                    StringAssert.StartsWith("[", events);
                    seen = game.NextSeq - 1;

                    uint action = Decide(ai, game, seat, moves);
                    Assert.GreaterOrEqual(Array.IndexOf(legal, action, 0, n), 0, "the AI's move is legal");
                    Assert.IsNotEmpty(game.ActionLabel(action));
                    ai.Observe(game, seat, action);
                    game.Apply(seat, action);
                    moves++;
                    Assert.LessOrEqual(moves, (int)maxLength, "the game ends within its bound");
                }
                Assert.IsTrue(game.IsTerminal);
                Assert.AreEqual(0, game.LegalActions(legal));
                double sum = 0;
                foreach (var r in game.Returns()) sum += r;
                Assert.AreEqual(1.0, sum, 1e-9, "returns sum to 1");
                Assert.AreEqual(players, game.Scores().Length);
                StringAssert.Contains("Game over", game.ViewText(-1));
                TestSupport.Raises(BrStatus.GameOver, () => ai.Choose(game, 0));
                Console.WriteLine(id + ": " + players + " players, " + moves + " moves");
            }
        }

        [Test, TestCaseSource(typeof(TestSupport), "GameIds")]
        public void SaveLoadCloneRoundTrip(string id)
        {
            using (var game = new BoardroomGame(id, TestSupport.Players(id), 3))
            {
                ulong rng = 99;
                for (int i = 0; i < 10 && !game.IsTerminal; i++)
                {
                    var legal = game.LegalActions();
                    game.Apply(game.ToMove, legal[TestSupport.Next(ref rng, legal.Length)]);
                }
                var saved = game.Save();
                using (var loaded = BoardroomGame.Load(id, saved))
                using (var copy = loaded.Clone())
                {
                    Assert.IsTrue(TestSupport.SameBytes(saved, loaded.Save()));
                    Assert.IsTrue(TestSupport.SameBytes(saved, copy.Save()));
                    Assert.AreEqual(game.SceneJson(-1), copy.SceneJson(-1));
                }
            }
        }
    }
}

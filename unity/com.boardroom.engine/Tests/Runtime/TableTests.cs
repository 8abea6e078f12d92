// What a table does besides playing: undo with the AI reset, a hint,
// readers of numbered events, an agent from a spec.

using System;
using Boardroom.Native;
using NUnit.Framework;

namespace Boardroom.Tests
{
    [TestFixture]
    public class TableTests
    {
        [Test]
        public void UndoTakesBackTheSeatsDecision()
        {
            using (var game = new BoardroomGame("vendors", 3, 21))
            using (var ai = new BoardroomAi(game, TestSupport.Fast(game, 3)))
            {
                int seat = game.ToMove;
                var before = game.Save();
                long seqBefore = game.NextSeq;
                uint action = game.LegalActions()[0];
                ai.Observe(game, seat, action);
                game.Apply(seat, action);
                int undone = game.Undo(seat);
                Assert.GreaterOrEqual(undone, 1);
                Assert.AreEqual(seat, game.ToMove);
                Assert.GreaterOrEqual(game.LegalActions().IndexOf(action), 0);
                StringAssert.Contains("\"undone\"", game.EventsAfterJson(seat, seqBefore - 1));
                ai.Reset();
                Assert.GreaterOrEqual(game.LegalActions().IndexOf(ai.Choose(game, seat)), 0);
                Assert.AreEqual(before.Length, game.Save().Length);
            }
        }

        [Test]
        public void AGameSpeaksItsLanguage()
        {
            using (var game = new BoardroomGame("oh-hell", 3, 2))
            {
                StringAssert.Contains("Seat 1", game.ViewText(-1));
                game.SetLanguage("ru");
                string russian = game.ViewText(-1);
                StringAssert.Contains("Игрок 1", russian);
                var e = Assert.Throws<BoardroomException>(() => game.SetLanguage("de"));
                Assert.AreEqual(BrStatus.InvalidArgument, e.Status);
                StringAssert.Contains("\"de\"", e.Message);
                Assert.AreEqual(russian, game.ViewText(-1), "a refused language changes nothing");
                StringAssert.Contains("Русский", BoardroomLibrary.LanguagesJson());
                StringAssert.Contains("\"Кубики\"", BoardroomLibrary.SetupJson("ru"));
                StringAssert.Contains("\"value_names\"", BoardroomLibrary.SetupJson("en"));
                var bad = Assert.Throws<BoardroomException>(() => BoardroomLibrary.SetupJson("de"));
                Assert.AreEqual(BrStatus.InvalidArgument, bad.Status);
            }
        }

        [Test]
        public void HintRanksTheMoves()
        {
            using (var game = new BoardroomGame("oh-hell", 3, 5))
            using (var coach = new BoardroomAi(game, TestSupport.Fast(game, 9, 200)))
            {
                coach.Analyze(game, game.ToMove, "You,Bea,Cy");
                string hint = coach.HintJson();
                StringAssert.Contains("\"moves\"", hint);
                StringAssert.Contains("\"visit_share\"", hint);
                Assert.AreSame(hint, coach.HintJson(), "the same text comes back without a new string");
            }
        }

        [Test]
        public void EventsHaveManyReaders()
        {
            using (var game = new BoardroomGame("oh-hell", 3, 6))
            {
                ulong rng = 5;
                for (int i = 0; i < 6; i++)
                {
                    var legal = game.LegalActions();
                    game.Apply(game.ToMove, legal[TestSupport.Next(ref rng, legal.Length)]);
                }
                Assert.Greater(game.NextSeq, 0);
                string all = game.EventsAfterJson(-1, -1);
                Assert.AreEqual(all, game.EventsAfterJson(-1, -1), "nothing is consumed");
                StringAssert.Contains("\"seq\"", all);
                Assert.AreEqual("[]", game.EventsAfterJson(-1, game.NextSeq - 1));
                StringAssert.StartsWith("[", game.EventsJson(0));
                StringAssert.StartsWith("{", game.ObservationJson(0));
            }
        }

        [Test]
        public void AgentsFromSpecsPlay()
        {
            using (var game = new BoardroomGame("crafters", 2, 1))
            {
                foreach (var spec in new[] { "random", "heuristic", "ismcts:iters=20" })
                    using (var ai = BoardroomAi.FromSpec(game, spec, 3))
                        Assert.GreaterOrEqual(game.LegalActions().IndexOf(ai.Choose(game, game.ToMove)), 0, spec);
            }
        }

        [Test]
        public void LibraryFacts()
        {
            Assert.AreEqual(NativeMethods.BR_ABI_VERSION, BoardroomLibrary.AbiVersion);
            Assert.Greater(BoardroomLibrary.SchemaVersion, 0u);
            StringAssert.Contains(".", BoardroomLibrary.Version);
            Assert.AreEqual(7, BoardroomLibrary.GameCount);
            string games = BoardroomLibrary.GamesJson();
            foreach (var id in TestSupport.GameIds()) StringAssert.Contains("\"" + id + "\"", games);
            var hard = BoardroomLibrary.Preset("hard");
            Assert.Greater(hard.iterations + hard.milliseconds, 0u);
        }
    }
}

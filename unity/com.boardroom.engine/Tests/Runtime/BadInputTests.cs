// Bad input raises BoardroomException with the library's status and
// message, and changes nothing.

using System;
using Boardroom.Native;
using NUnit.Framework;

namespace Boardroom.Tests
{
    [TestFixture]
    public class BadInputTests
    {
        [Test]
        public void UnknownGameAndBadOptions()
        {
            var e = TestSupport.Raises(BrStatus.UnknownGame, () => new BoardroomGame("no-such-game", 2, 1));
            StringAssert.Contains("no-such-game", e.LibraryMessage, "the message names what was wrong");
            Assert.AreEqual("br_game_new", e.Call);
            TestSupport.Raises(BrStatus.BadOptions, () => new BoardroomGame("vendors", 99, 1));
            TestSupport.Raises(BrStatus.BadOptions, () => new BoardroomGame("vendors", 3, 1, "no-such-option=1"));
            TestSupport.Raises(BrStatus.InvalidArgument, () => BoardroomLibrary.Preset("godlike"));
        }

        [Test, TestCaseSource(typeof(TestSupport), "GameIds")]
        public void IllegalActionAndWrongSeatChangeNothing(string id)
        {
            using (var game = new BoardroomGame(id, TestSupport.Players(id), 5))
            {
                var before = game.Save();
                int seat = game.ToMove;
                uint actionIds, maxLength;
                game.ActionSpace(out actionIds, out maxLength);
                uint illegal = actionIds; // above every id
                var legal = game.LegalActions();
                for (uint a = 0; a < actionIds; a++)
                    if (legal.IndexOf(a) < 0) { illegal = a; break; }
                TestSupport.Raises(BrStatus.IllegalAction, () => game.Apply(seat, illegal));
                Assert.AreEqual(BrStatus.IllegalAction, game.TryApply(seat, illegal));
                TestSupport.Raises(BrStatus.WrongSeat, () => game.Apply((seat + 1) % game.Players, game.LegalActions()[0]));
                TestSupport.Raises(BrStatus.InvalidArgument, () => game.SceneJson(0, "A,B,C,D,E,F,G,H"));
                Assert.IsTrue(TestSupport.SameBytes(before, game.Save()), "refused calls changed nothing");
            }
        }

        [Test]
        public void ShortBufferIsReportedAndUntouched()
        {
            using (var game = new BoardroomGame("vendors", 3, 1))
            {
                int n = game.LegalActions().Length;
                Assert.Greater(n, 1);
                var small = new uint[n - 1];
                for (int i = 0; i < small.Length; i++) small[i] = 12345;
                TestSupport.Raises(BrStatus.BufferTooSmall, () => game.LegalActions(small));
                foreach (var x in small) Assert.AreEqual(12345u, x);
                TestSupport.Raises(BrStatus.BufferTooSmall, () => game.LegalActions(new Span<uint>(small, 0, 0)));
            }
        }

        [Test]
        public void CorruptSaveIsRefused()
        {
            using (var game = new BoardroomGame("crafters", 3, 2))
            {
                var saved = game.Save();
                saved[saved.Length / 2] ^= 0x10;
                TestSupport.Raises(BrStatus.CorruptSave, () => BoardroomGame.Load("crafters", saved));
                TestSupport.Raises(BrStatus.CorruptSave, () => BoardroomGame.Load("crafters", new byte[3]));
                TestSupport.Raises(BrStatus.CorruptSave, () => BoardroomGame.Load("vendors", game.Save()));
            }
        }

        [Test]
        public void AiMisuse()
        {
            using (var game = new BoardroomGame("oh-hell", 3, 4))
            using (var other = new BoardroomGame("vendors", 3, 4))
            using (var ai = new BoardroomAi(game, TestSupport.Fast(game, 1, 100000)))
            {
                int seat = game.ToMove;
                TestSupport.Raises(BrStatus.InvalidArgument, () => new BoardroomAi(game, "godlike", 1));
                TestSupport.Raises(BrStatus.InvalidArgument, () => BoardroomAi.FromSpec(game, "no-such-agent", 1));
                TestSupport.Raises(BrStatus.WrongGame, () => ai.Choose(other, other.ToMove));
                TestSupport.Raises(BrStatus.WrongSeat, () => ai.Begin(game, (seat + 1) % 3));
                TestSupport.Raises(BrStatus.NotReady, () => ai.ThinkTake());
                TestSupport.Raises(BrStatus.NotReady, () => ai.Step(1));
                TestSupport.Raises(BrStatus.NotReady, () => ai.HintJson());
                ai.ThinkStart(game, seat);
                TestSupport.Raises(BrStatus.Busy, () => ai.ThinkStart(game, seat));
                TestSupport.Raises(BrStatus.NotReady, () => ai.ThinkTake());
                ai.ThinkCancel();
                ulong n;
                while (!ai.ThinkPoll(out n)) System.Threading.Thread.Sleep(1);
                Assert.GreaterOrEqual(game.LegalActions().IndexOf(ai.ThinkTake()), 0, "cancelled: the best so far, legal");
            }
        }

        [Test]
        public void UndoRefusedChangesNothing()
        {
            using (var game = new BoardroomGame("oh-hell", 3, 8))
            {
                int seat = game.ToMove;
                var before = game.Save();
                TestSupport.Raises(BrStatus.CannotUndo, () => game.Undo(seat));
                int undone;
                Assert.IsFalse(game.TryUndo(seat, out undone));
                Assert.IsTrue(TestSupport.SameBytes(before, game.Save()));
            }
        }
    }
}

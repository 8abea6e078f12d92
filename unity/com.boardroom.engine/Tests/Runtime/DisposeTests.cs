// Dispose never throws, however often; a disposed or stale handle is
// reported, never undefined behaviour; finalizers never block.

using System;
using System.Diagnostics;
using Boardroom.Native;
using NUnit.Framework;

namespace Boardroom.Tests
{
    [TestFixture]
    public class DisposeTests
    {
        [Test]
        public void DisposeTwiceNeverThrows()
        {
            var game = new BoardroomGame("oh-hell", 3, 1);
            var ai = new BoardroomAi(game, "easy", 1);
            ai.Dispose();
            ai.Dispose();
            game.Dispose();
            game.Dispose();
            Assert.IsTrue(game.IsDisposed && ai.IsDisposed);
        }

        [Test]
        public void UseAfterDisposeIsInvalidHandle()
        {
            var game = new BoardroomGame("oh-hell", 3, 1);
            var ai = new BoardroomAi(game, "easy", 1);
            game.Dispose();
            TestSupport.Raises(BrStatus.InvalidHandle, () => { var s = game.ToMove; });
            TestSupport.Raises(BrStatus.InvalidHandle, () => game.Apply(0, 0));
            TestSupport.Raises(BrStatus.InvalidHandle, () => game.SceneJson(0));
            TestSupport.Raises(BrStatus.InvalidHandle, () => ai.Choose(game, 0));
            ai.Dispose();
            TestSupport.Raises(BrStatus.InvalidHandle, () => ai.Step(1));
            TestSupport.Raises(BrStatus.InvalidHandle, () => ai.Reset());
        }

        [Test]
        public void FreedBehindTheWrapperStillDisposesQuietly()
        {
            var game = new BoardroomGame("oh-hell", 3, 1);
            Assert.AreEqual(BrStatus.Ok, NativeMethods.br_game_free(game.Handle));
            TestSupport.Raises(BrStatus.InvalidHandle, () => { var s = game.ToMove; });
            game.Dispose();
        }

        [Test]
        public void DisposingAThinkingAiCancelsIt()
        {
            using (var game = new BoardroomGame("vendors", 3, 1))
            {
                var ai = new BoardroomAi(game, TestSupport.Fast(game, 1, 100000000));
                ai.ThinkStart(game, game.ToMove);
                var watch = Stopwatch.StartNew();
                ai.Dispose();
                Assert.Less(watch.ElapsedMilliseconds, 5000);
            }
        }

        static void Abandon(BoardroomGame game)
        {
            var ai = new BoardroomAi(game, TestSupport.Fast(game, 1, 100000000));
            ai.ThinkStart(game, game.ToMove);
            new BoardroomGame("oh-hell", 3, 1).ToString();
        }

        [Test]
        public void FinalizersNeverBlock()
        {
            using (var game = new BoardroomGame("vendors", 3, 1))
            {
                Abandon(game);
                var watch = Stopwatch.StartNew();
                GC.Collect();
                GC.WaitForPendingFinalizers();
                Assert.Less(watch.ElapsedMilliseconds, 5000, "the finalizer thread did not wait for the AI's thread");
            }
        }
    }
}

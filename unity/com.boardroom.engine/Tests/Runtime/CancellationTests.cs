// ThinkAsync and ThinkInSlicesAsync end promptly when cancelled, as
// cancelled or with the best move so far, and leave the AI ready.

using System;
using System.Diagnostics;
using System.Threading;
using System.Threading.Tasks;
using NUnit.Framework;

namespace Boardroom.Tests
{
    [TestFixture]
    public class CancellationTests
    {
        // A budget far beyond what the tests wait for.
        const ulong Endless = 100000000;

        static void ExpectCancelled(Task<uint> task)
        {
            try
            {
                task.Wait(10000);
            }
            catch (AggregateException e)
            {
                Assert.IsInstanceOf<OperationCanceledException>(e.InnerException);
            }
            Assert.IsTrue(task.IsCanceled, "the task ends as cancelled, status " + task.Status);
        }

        [Test]
        public void ThinkAsyncCancelledEndsCancelledAndTheAiStillPlays()
        {
            using (var game = new BoardroomGame("vendors", 3, 2))
            using (var ai = new BoardroomAi(game, TestSupport.Fast(game, 1, Endless)))
            using (var cts = new CancellationTokenSource())
            {
                int seat = game.ToMove;
                var watch = Stopwatch.StartNew();
                var task = ai.ThinkAsync(game, seat, cts.Token);
                Thread.Sleep(50);
                Assert.IsFalse(task.IsCompleted, "still thinking");
                cts.Cancel();
                ExpectCancelled(task);
                Assert.Less(watch.ElapsedMilliseconds, 5000, "cancellation is prompt");
                ai.Begin(game, seat);
                ai.ThinkCancel();
                Assert.GreaterOrEqual(game.LegalActions().IndexOf(ai.ThinkTake()), 0);
            }
        }

        [Test]
        public void ThinkAsyncCancelledGivesTheBestSoFarWhenAsked()
        {
            using (var game = new BoardroomGame("crafters", 3, 2))
            using (var ai = new BoardroomAi(game, TestSupport.Fast(game, 1, Endless)))
            using (var cts = new CancellationTokenSource(100))
            {
                uint move = ai.ThinkAsync(game, game.ToMove, cts.Token, true).Result;
                Assert.GreaterOrEqual(game.LegalActions().IndexOf(move), 0);
            }
        }

        [Test]
        public void ThinkInSlicesAsyncCancelled()
        {
            using (var game = new BoardroomGame("oh-hell", 3, 2))
            using (var ai = new BoardroomAi(game, TestSupport.Fast(game, 1, Endless)))
            using (var cts = new CancellationTokenSource(50))
            {
                ExpectCancelled(ai.ThinkInSlicesAsync(game, game.ToMove, cts.Token));
                ai.Reset();
            }
        }

        [Test]
        public void AlreadyCancelledTokenNeverStarts()
        {
            using (var game = new BoardroomGame("oh-hell", 3, 2))
            using (var ai = new BoardroomAi(game, TestSupport.Fast(game, 1)))
            using (var cts = new CancellationTokenSource())
            {
                cts.Cancel();
                ExpectCancelled(ai.ThinkAsync(game, game.ToMove, cts.Token));
                Assert.GreaterOrEqual(game.LegalActions().IndexOf(ai.ThinkAsync(game, game.ToMove).Result), 0);
            }
        }

        [Test]
        public void ErrorsReachTheAwaiter()
        {
            using (var game = new BoardroomGame("oh-hell", 3, 2))
            using (var ai = new BoardroomAi(game, TestSupport.Fast(game, 1)))
            {
                var task = ai.ThinkAsync(game, (game.ToMove + 1) % 3);
                var e = Assert.Throws<AggregateException>(() => task.Wait());
                Assert.IsInstanceOf<BoardroomException>(e.InnerException);
                Assert.AreEqual(Boardroom.Native.BrStatus.WrongSeat, ((BoardroomException)e.InnerException).Status);
            }
        }
    }
}

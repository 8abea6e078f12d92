// What the tests share: every game the library has, a player count for
// it, small fast AI settings and a random source that allocates nothing.

using System.Collections.Generic;
using Boardroom.Native;
using NUnit.Framework;

namespace Boardroom.Tests
{
    static class TestSupport
    {
        /// <summary>Every game id the library has (the tests' cases).</summary>
        public static IEnumerable<string> GameIds()
        {
            int count = BoardroomLibrary.GameCount;
            for (int i = 0; i < count; i++)
            {
                int lo, hi;
                yield return BoardroomLibrary.GameInfo(i, out lo, out hi);
            }
        }

        /// <summary>Three players where the game allows it, else its nearest count.</summary>
        public static int Players(string id)
        {
            int count = BoardroomLibrary.GameCount;
            for (int i = 0; i < count; i++)
            {
                int lo, hi;
                if (BoardroomLibrary.GameInfo(i, out lo, out hi) == id) return lo > 3 ? lo : hi < 3 ? hi : 3;
            }
            Assert.Fail("no game " + id);
            return 0;
        }

        /// <summary>Seat names for the table calls, one per seat: "You,Bea,Cy".</summary>
        public static string Names(int players)
        {
            return string.Join(",", new[] { "You", "Bea", "Cy", "Di", "Ed", "Flo" }, 0, players);
        }

        /// <summary>The game's easy preset cut to a few iterations on one thread: a whole game in seconds.</summary>
        public static BrAiSettings Fast(BoardroomGame game, ulong seed, ulong iterations = 24)
        {
            var s = BoardroomAi.Preset(game, "easy");
            s.iterations = iterations;
            s.milliseconds = 0;
            s.threads = 1;
            s.seed = seed;
            return s;
        }

        /// <summary>A xorshift step: a pseudo-random index below n, no allocation.</summary>
        public static int Next(ref ulong state, int n)
        {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            return (int)(state % (ulong)n);
        }

        public static BoardroomException Raises(BrStatus status, TestDelegate call)
        {
            var e = Assert.Throws<BoardroomException>(call);
            Assert.AreEqual(status, e.Status, e.Message);
            Assert.IsNotEmpty(e.LibraryMessage, "br_last_error says why");
            return e;
        }

        public static bool SameBytes(byte[] a, byte[] b)
        {
            if (a.Length != b.Length) return false;
            for (int i = 0; i < a.Length; i++)
                if (a[i] != b[i]) return false;
            return true;
        }
    }
}

// An AI handle: every br_ai_* call, thinking in slices on the caller's
// thread (frame loops, WebGL), on the library's thread (poll it), or as an
// awaitable Task with cancellation.

using System;
using System.Threading;
using System.Threading.Tasks;
using Boardroom.Native;

namespace Boardroom
{
    /// <summary>
    /// An AI for the game it was made with (any seat of it). Dispose it when
    /// done; <see cref="Dispose"/> never throws. Its finalizer never blocks:
    /// an AI collected while the library's background thread still thinks
    /// (<see cref="ThinkStart"/> without <see cref="ThinkTake"/>) is cancelled
    /// there and freed on a thread-pool thread, since freeing it joins that
    /// thread.
    /// </summary>
    public sealed class BoardroomAi : BoardroomHandle
    {
        // 1 while a ThinkStart thread may be running (freeing joins it).
        int background;
        readonly Utf8Arg names = new Utf8Arg();
        readonly TextCache hint = new TextCache(4096);

        BoardroomAi(ulong h) { Own(h); }

        /// <summary>An ISMCTS AI at a difficulty preset: "easy", "medium", "hard", "expert".</summary>
        public unsafe BoardroomAi(BoardroomGame game, string preset, ulong seed)
        {
            ulong h;
            fixed (byte* p = BoardroomLibrary.Utf8(preset))
                BoardroomLibrary.Check(NativeMethods.br_ai_new(game.Handle, p, seed, &h), "br_ai_new");
            Own(h);
        }

        /// <summary>An ISMCTS AI with every search setting (start from <see cref="Preset"/>).</summary>
        public unsafe BoardroomAi(BoardroomGame game, BrAiSettings settings)
        {
            ulong h;
            BoardroomLibrary.Check(NativeMethods.br_ai_new_with(game.Handle, &settings, &h), "br_ai_new_with");
            Own(h);
        }

        /// <summary>
        /// Any agent from a spec as the command line writes it:
        /// "ismcts:preset=hard", "heuristic", "random", "pimc:dets=20,iters=500".
        /// </summary>
        public static unsafe BoardroomAi FromSpec(BoardroomGame game, string spec, ulong seed)
        {
            ulong h;
            fixed (byte* p = BoardroomLibrary.Utf8(spec))
                BoardroomLibrary.Check(NativeMethods.br_ai_new_spec(game.Handle, p, seed, &h), "br_ai_new_spec");
            return new BoardroomAi(h);
        }

        /// <summary>A difficulty preset as it plays <paramref name="game"/>'s game; change what you need.</summary>
        public static unsafe BrAiSettings Preset(BoardroomGame game, string name)
        {
            var s = new BrAiSettings { size = (uint)sizeof(BrAiSettings) };
            fixed (byte* n = BoardroomLibrary.Utf8(name))
                BoardroomLibrary.Check(NativeMethods.br_ai_settings_game_preset(game.Handle, n, &s), "br_ai_settings_game_preset");
            return s;
        }

        /// <summary>
        /// Tells the AI that seat is about to play action (call it just
        /// before <see cref="BoardroomGame.Apply"/>, for every seat's
        /// actions) so its next search keeps its tree. Allocation-free.
        /// </summary>
        public unsafe void Observe(BoardroomGame game, int seat, uint action)
        {
            BoardroomLibrary.Check(NativeMethods.br_ai_observe(Handle, game.Handle, (uint)seat, action), "br_ai_observe");
        }

        /// <summary>Forgets what the AI learned of the game (after an undo or a load).</summary>
        public unsafe void Reset()
        {
            BoardroomLibrary.Check(NativeMethods.br_ai_reset(Handle), "br_ai_reset");
        }

        /// <summary>Chooses for seat, blocking until the budget is spent: never on the main thread.</summary>
        public unsafe uint Choose(BoardroomGame game, int seat)
        {
            uint a;
            BoardroomLibrary.Check(NativeMethods.br_ai_choose(Handle, game.Handle, (uint)seat, &a), "br_ai_choose");
            return a;
        }

        // ----- slices on the caller's thread -----

        /// <summary>Begins a decision for seat without a thread; then <see cref="Step"/> and <see cref="ThinkTake"/>.</summary>
        public unsafe void Begin(BoardroomGame game, int seat)
        {
            BoardroomLibrary.Check(NativeMethods.br_ai_think_begin(Handle, game.Handle, (uint)seat), "br_ai_think_begin");
        }

        /// <summary>
        /// Thinks at most maxIterations more on this thread; true once the
        /// budget is spent. Allocation-free: call it once a frame.
        /// </summary>
        public unsafe bool Step(ulong maxIterations)
        {
            byte done;
            BoardroomLibrary.Check(NativeMethods.br_ai_think_step(Handle, maxIterations, &done), "br_ai_think_step");
            return done != 0;
        }

        // ----- the library's background thread -----

        /// <summary>Starts thinking on a copy of the game on the library's thread; returns at once.</summary>
        public unsafe void ThinkStart(BoardroomGame game, int seat)
        {
            BoardroomLibrary.Check(NativeMethods.br_ai_think_start(Handle, game.Handle, (uint)seat), "br_ai_think_start");
            Volatile.Write(ref background, 1);
        }

        /// <summary>Iterations so far; true once <see cref="ThinkTake"/> can be called. Allocation-free.</summary>
        public unsafe bool ThinkPoll(out ulong iterations)
        {
            ulong n;
            byte done;
            BoardroomLibrary.Check(NativeMethods.br_ai_think_poll(Handle, &n, &done), "br_ai_think_poll");
            iterations = n;
            return done != 0;
        }

        /// <summary>Asks thinking to stop: a sliced decision at once, the thread soon (poll, then take).</summary>
        public unsafe void ThinkCancel()
        {
            BoardroomLibrary.Check(NativeMethods.br_ai_think_cancel(Handle), "br_ai_think_cancel");
        }

        /// <summary>The chosen action (after Step said done, or ThinkPoll did; early: the best so far).</summary>
        public unsafe uint ThinkTake()
        {
            uint a;
            BoardroomLibrary.Check(NativeMethods.br_ai_think_take(Handle, &a), "br_ai_think_take");
            Volatile.Write(ref background, 0);
            return a;
        }

        // ----- awaitable -----

        /// <summary>
        /// Thinks for seat on a thread-pool thread, in slices of
        /// <paramref name="iterationsPerSlice"/> iterations, checking
        /// <paramref name="cancellation"/> between slices. Cancelled, the
        /// task ends as cancelled, or, with <paramref name="bestSoFarOnCancel"/>,
        /// with the best move found so far (a "skip the AI's turn" button).
        /// The game may be read and drawn meanwhile (the AI thinks on its own
        /// copy); do not call this AI until the task ends.
        /// </summary>
        public Task<uint> ThinkAsync(BoardroomGame game, int seat, CancellationToken cancellation = default(CancellationToken),
                                     bool bestSoFarOnCancel = false, ulong iterationsPerSlice = 64)
        {
            return Task.Run(() => Think(game, seat, cancellation, bestSoFarOnCancel, iterationsPerSlice, false));
        }

        /// <summary>
        /// The same on the caller's thread: one slice, then <c>await
        /// Task.Yield()</c> back to the caller's SynchronizationContext (in
        /// Unity, the main thread's next frame), so it also runs where there
        /// are no threads (WebGL).
        /// </summary>
        public Task<uint> ThinkInSlicesAsync(BoardroomGame game, int seat, CancellationToken cancellation = default(CancellationToken),
                                             bool bestSoFarOnCancel = false, ulong iterationsPerSlice = 64)
        {
            return Think(game, seat, cancellation, bestSoFarOnCancel, iterationsPerSlice, true);
        }

        async Task<uint> Think(BoardroomGame game, int seat, CancellationToken cancellation, bool bestSoFarOnCancel,
                               ulong iterationsPerSlice, bool yieldBetweenSlices)
        {
            cancellation.ThrowIfCancellationRequested();
            Begin(game, seat);
            while (!Step(iterationsPerSlice))
            {
                if (cancellation.IsCancellationRequested)
                {
                    ThinkCancel();
                    uint best = ThinkTake(); // leaves the AI ready for the next decision
                    if (bestSoFarOnCancel) return best;
                    cancellation.ThrowIfCancellationRequested();
                }
                if (yieldBetweenSlices) await Task.Yield();
            }
            return ThinkTake();
        }

        // ----- hints -----

        /// <summary>
        /// Thinks this AI's budget for seat (the seat to move, from its
        /// information only) and keeps the hint for <see cref="HintJson"/>.
        /// Blocking like <see cref="Choose"/>.
        /// </summary>
        public unsafe void Analyze(BoardroomGame game, int seat, string seatNames = null)
        {
            fixed (byte* n = names.Get(seatNames))
                BoardroomLibrary.Check(NativeMethods.br_ai_analyze(Handle, game.Handle, (uint)seat, n), "br_ai_analyze");
        }

        static readonly unsafe TextFn hintFn = (h, a, b, n, buf, cap, needed) => NativeMethods.br_ai_hint_json(h, buf, cap, needed);

        /// <summary>The kept hint: moves ranked with visit and win shares, and the principal line.</summary>
        public unsafe string HintJson()
        {
            return hint.Read(hintFn, Handle, 0, 0, null, "br_ai_hint_json");
        }

        /// <summary>
        /// Frees the AI; br_ai_free cancels and joins a background think.
        /// From the finalizer with a think maybe running: cancel there and
        /// free on a thread-pool thread, never joining on the finalizer thread.
        /// </summary>
        internal override void Free(ulong h, bool finalizing)
        {
            if (!finalizing || Volatile.Read(ref background) == 0)
            {
                NativeMethods.br_ai_free(h);
                return;
            }
            NativeMethods.br_ai_think_cancel(h);
            ThreadPool.QueueUserWorkItem(FreeLater, h);
        }

        static readonly WaitCallback FreeLater = state => NativeMethods.br_ai_free((ulong)state);
    }
}

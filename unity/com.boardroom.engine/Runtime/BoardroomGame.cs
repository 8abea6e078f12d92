// A game handle: every br_game_* call, with the frame-loop calls
// allocation-free (legal actions into a caller's buffer or a reused one,
// text calls into reused buffers that make a string only when the text
// changed).

using System;
using System.Runtime.InteropServices;
using Boardroom.Native;

namespace Boardroom
{
    /// <summary>
    /// One game of any of the library's games. Dispose it when done (Unity:
    /// in <c>OnDestroy</c>); a forgotten one is freed by its finalizer.
    /// <see cref="Dispose"/> never throws and may be called any number of
    /// times. Calls on one game from several threads are serialized by the
    /// library, but the reused buffers are not: use one game from one thread
    /// at a time (a clone per thread otherwise).
    /// </summary>
    public sealed unsafe class BoardroomGame : BoardroomHandle
    {
        /// <summary>The game id ("vendors", "crafters", ...).</summary>
        public readonly string Id;

        uint[] legal; // sized to the action space on first use: never grows
        readonly Utf8Arg names = new Utf8Arg();
        readonly TextCache scene = new TextCache(8192);
        readonly TextCache legalJson = new TextCache(4096);
        readonly TextCache events = new TextCache(4096);
        readonly TextCache eventsAfter = new TextCache(4096);
        readonly TextCache observation = new TextCache(4096);
        readonly TextCache view = new TextCache(4096);
        readonly TextCache label = new TextCache(128);

        BoardroomGame(ulong h, string id)
        {
            Own(h);
            Id = id;
        }

        /// <summary>
        /// A new game. <paramref name="options"/> is null or
        /// "key=value,key=value" as <see cref="BoardroomLibrary.GamesJson"/> lists them.
        /// </summary>
        public BoardroomGame(string id, int players, ulong seed, string options = null)
        {
            ulong h;
            fixed (byte* i = BoardroomLibrary.Utf8(id))
            fixed (byte* o = BoardroomLibrary.Utf8(options))
                BoardroomLibrary.Check(NativeMethods.br_game_new(i, (uint)players, seed, o, &h), "br_game_new");
            Own(h);
            Id = id;
        }

        /// <summary>A game saved by <see cref="Save"/>; damaged bytes raise CorruptSave.</summary>
        public static BoardroomGame Load(string id, byte[] saved)
        {
            if (saved == null) throw new ArgumentNullException("saved");
            ulong h;
            fixed (byte* i = BoardroomLibrary.Utf8(id))
            fixed (byte* b = saved)
                BoardroomLibrary.Check(NativeMethods.br_game_load(i, b, (UIntPtr)saved.Length, &h), "br_game_load");
            return new BoardroomGame(h, id);
        }

        /// <summary>An independent copy (its own handle).</summary>
        public BoardroomGame Clone()
        {
            ulong h;
            BoardroomLibrary.Check(NativeMethods.br_game_clone(Handle, &h), "br_game_clone");
            return new BoardroomGame(h, Id);
        }

        /// <summary>The game as versioned, checksummed bytes.</summary>
        public byte[] Save()
        {
            UIntPtr needed;
            var st = NativeMethods.br_game_save(Handle, null, UIntPtr.Zero, &needed);
            if (st != BrStatus.BufferTooSmall) BoardroomLibrary.Check(st, "br_game_save");
            var bytes = new byte[(int)needed];
            fixed (byte* p = bytes)
                BoardroomLibrary.Check(NativeMethods.br_game_save(Handle, p, (UIntPtr)bytes.Length, &needed), "br_game_save");
            return bytes;
        }

        public int Players
        {
            get
            {
                uint n;
                BoardroomLibrary.Check(NativeMethods.br_game_players(Handle, &n), "br_game_players");
                return (int)n;
            }
        }

        /// <summary>The seat to move, or -1 once the game is over. Allocation-free.</summary>
        public int ToMove
        {
            get
            {
                int s;
                BoardroomLibrary.Check(NativeMethods.br_game_to_move(Handle, &s), "br_game_to_move");
                return s;
            }
        }

        /// <summary>True once the game is over. Allocation-free.</summary>
        public bool IsTerminal
        {
            get
            {
                byte t;
                BoardroomLibrary.Check(NativeMethods.br_game_is_terminal(Handle, &t), "br_game_is_terminal");
                return t != 0;
            }
        }

        /// <summary>Every action id is below actionIds; maxLength bounds the decisions in a game.</summary>
        public void ActionSpace(out uint actionIds, out uint maxLength)
        {
            uint a, m;
            BoardroomLibrary.Check(NativeMethods.br_game_action_space(Handle, &a, &m), "br_game_action_space");
            actionIds = a;
            maxLength = m;
        }

        /// <summary>
        /// Writes the legal action ids into <paramref name="destination"/>
        /// and returns how many. Allocation-free. A destination too short
        /// raises BufferTooSmall and is left untouched (the ids never
        /// exceed <see cref="ActionSpace"/>'s actionIds).
        /// </summary>
        public int LegalActions(Span<uint> destination)
        {
            UIntPtr count;
            fixed (uint* p = &MemoryMarshal.GetReference(destination))
                BoardroomLibrary.Check(
                    NativeMethods.br_game_legal_actions(Handle, p, (UIntPtr)destination.Length, &count),
                    "br_game_legal_actions");
            return (int)count;
        }

        /// <summary>The same into an array (C# without Span).</summary>
        public int LegalActions(uint[] buffer)
        {
            if (buffer == null) throw new ArgumentNullException("buffer");
            return LegalActions(new Span<uint>(buffer));
        }

        /// <summary>
        /// The legal action ids in the game's own reused buffer (as large as
        /// the action space, made on the first call), valid until the next
        /// call on this game. Allocation-free after the first call.
        /// </summary>
        public ReadOnlySpan<uint> LegalActions()
        {
            if (legal == null)
            {
                uint actionIds, maxLength;
                ActionSpace(out actionIds, out maxLength);
                legal = new uint[actionIds];
            }
            return new ReadOnlySpan<uint>(legal, 0, LegalActions(new Span<uint>(legal)));
        }

        /// <summary>The legal action ids as a new array.</summary>
        public uint[] LegalActionsArray()
        {
            return LegalActions().ToArray();
        }

        /// <summary>
        /// Plays <paramref name="action"/> for <paramref name="seat"/>, the
        /// seat to move. Allocation-free. Illegal actions and wrong seats
        /// raise and change nothing.
        /// </summary>
        public void Apply(int seat, uint action)
        {
            BoardroomLibrary.Check(NativeMethods.br_game_apply(Handle, (uint)seat, action), "br_game_apply");
        }

        /// <summary>Like <see cref="Apply"/> but reports a refusal as a status instead of throwing.</summary>
        public BrStatus TryApply(int seat, uint action)
        {
            return NativeMethods.br_game_apply(Handle, (uint)seat, action);
        }

        /// <summary>
        /// Takes back <paramref name="seat"/>'s latest decision of this turn
        /// with the forced steps after it; returns how many actions went.
        /// Raises CannotUndo when the undo is not fair (docs/ffi.md, "Undo").
        /// Tell every AI with <see cref="BoardroomAi.Reset"/>.
        /// </summary>
        public int Undo(int seat)
        {
            uint undone;
            BoardroomLibrary.Check(NativeMethods.br_game_undo(Handle, (uint)seat, &undone), "br_game_undo");
            return (int)undone;
        }

        /// <summary>Like <see cref="Undo"/>, false (nothing changed) instead of throwing.</summary>
        public bool TryUndo(int seat, out int undone)
        {
            uint n = 0;
            var st = NativeMethods.br_game_undo(Handle, (uint)seat, &n);
            undone = (int)n;
            return st == BrStatus.Ok;
        }

        /// <summary>
        /// Sets the language of every label, view, scene text, event sentence
        /// and hint this game writes: "en" or "ru" (see
        /// <see cref="BoardroomLibrary.LanguagesJson"/>). An unknown code raises
        /// InvalidArgument and the language stays as it was.
        /// </summary>
        public void SetLanguage(string code)
        {
            fixed (byte* c = BoardroomLibrary.Utf8(code))
                BoardroomLibrary.Check(NativeMethods.br_game_set_language(Handle, c), "br_game_set_language");
        }

        /// <summary>The number the next event will get. Allocation-free.</summary>
        public long NextSeq
        {
            get
            {
                ulong n;
                BoardroomLibrary.Check(NativeMethods.br_game_next_seq(Handle, &n), "br_game_next_seq");
                return (long)n;
            }
        }

        /// <summary>Each seat's share of the win into destination; returns the seat count.</summary>
        public int Returns(Span<double> destination)
        {
            UIntPtr n;
            fixed (double* p = &MemoryMarshal.GetReference(destination))
                BoardroomLibrary.Check(NativeMethods.br_game_returns(Handle, p, (UIntPtr)destination.Length, &n), "br_game_returns");
            return (int)n;
        }

        /// <summary>Each seat's raw score into destination; returns the seat count.</summary>
        public int Scores(Span<double> destination)
        {
            UIntPtr n;
            fixed (double* p = &MemoryMarshal.GetReference(destination))
                BoardroomLibrary.Check(NativeMethods.br_game_scores(Handle, p, (UIntPtr)destination.Length, &n), "br_game_scores");
            return (int)n;
        }

        /// <summary>Each seat's share of the win (ties split; sums to 1 at the end).</summary>
        public double[] Returns()
        {
            var r = new double[Players];
            Returns(r);
            return r;
        }

        /// <summary>Each seat's raw score as the rules count it now.</summary>
        public double[] Scores()
        {
            var r = new double[Players];
            Scores(r);
            return r;
        }

        static readonly TextFn labelFn = (h, a, b, n, buf, cap, needed) => NativeMethods.br_game_action_label(h, (uint)a, buf, cap, needed);
        static readonly TextFn sceneFn = (h, a, b, n, buf, cap, needed) => NativeMethods.br_game_scene_json(h, (int)a, n, buf, cap, needed);
        static readonly TextFn legalFn = (h, a, b, n, buf, cap, needed) => NativeMethods.br_game_legal_json(h, buf, cap, needed);
        static readonly TextFn eventsAfterFn = (h, a, b, n, buf, cap, needed) => NativeMethods.br_game_events_after_json(h, (int)a, b, n, buf, cap, needed);
        static readonly TextFn eventsFn = (h, a, b, n, buf, cap, needed) => NativeMethods.br_game_events_json(h, (int)a, buf, cap, needed);
        static readonly TextFn observationFn = (h, a, b, n, buf, cap, needed) => NativeMethods.br_game_observation_json(h, (uint)a, buf, cap, needed);
        static readonly TextFn viewFn = (h, a, b, n, buf, cap, needed) => NativeMethods.br_game_view_text(h, (int)a, n, buf, cap, needed);

        string Text(TextCache cache, TextFn f, long a, long b, string seatNames, string call)
        {
            fixed (byte* n = names.Get(seatNames)) return cache.Read(f, Handle, a, b, n, call);
        }

        /// <summary>A human-readable label for an action id.</summary>
        public string ActionLabel(uint action)
        {
            return Text(label, labelFn, action, 0, null, "br_game_action_label");
        }

        /// <summary>
        /// The scene <paramref name="seat"/> may see (-1: a spectator's) as
        /// JSON: title, status, zones, a panel per seat. <paramref name="seatNames"/>
        /// is null or "You,Bea,Cy". The same string instance comes back while
        /// the scene is unchanged (no allocation).
        /// </summary>
        public string SceneJson(int seat, string seatNames = null)
        {
            return Text(scene, sceneFn, seat, 0, seatNames, "br_game_scene_json");
        }

        /// <summary>Every legal action of the seat to move with its label, as JSON.</summary>
        public string LegalJson()
        {
            return Text(legalJson, legalFn, 0, 0, null, "br_game_legal_json");
        }

        /// <summary>
        /// What <paramref name="seat"/> (-1: a spectator) may read after event
        /// <paramref name="after"/> (-1: from the start), as a JSON array.
        /// Nothing is consumed: each reader passes the newest seq it saw.
        /// </summary>
        public string EventsAfterJson(int seat, long after, string seatNames = null)
        {
            return Text(eventsAfter, eventsAfterFn, seat, after, seatNames, "br_game_events_after_json");
        }

        /// <summary>The events seat may see since its previous call (one consuming reader per seat; -1: all).</summary>
        public string EventsJson(int seat)
        {
            return Text(events, eventsFn, seat, 0, null, "br_game_events_json");
        }

        /// <summary>What seat may know, as JSON.</summary>
        public string ObservationJson(int seat)
        {
            return Text(observation, observationFn, seat, 0, null, "br_game_observation_json");
        }

        /// <summary>The game as text for people, as seat sees it (-1: a spectator).</summary>
        public string ViewText(int seat, string seatNames = null)
        {
            return Text(view, viewFn, seat, 0, seatNames, "br_game_view_text");
        }

        /// <summary>br_game_free never waits on a thread: the same from the finalizer.</summary>
        internal override void Free(ulong h, bool finalizing)
        {
            NativeMethods.br_game_free(h);
        }
    }
}

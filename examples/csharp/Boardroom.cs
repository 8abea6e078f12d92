// A managed layer over the generated Boardroom.g.cs (csbindgen): Game and
// Ai as IDisposable handles, errors as BoardroomException carrying the
// status and br_last_error, buffers sized from the library's answer.
//
// Unity-ready: plain C# 7 (compiles with mcs and Unity's Roslyn), no
// System.Text.Json, no nint; the native library is "boardroom" (a .so,
// .dylib or .dll in Assets/Plugins/<platform>) or "__Internal" on iOS,
// where it is linked statically (see docs/ffi.md). Requires "Allow unsafe
// code" in the Unity player settings (or -unsafe for mcs).

using System;
using System.Text;
using Boardroom.Native;

namespace Boardroom
{
    /// <summary>A call returned a status other than Ok.</summary>
    public class BoardroomException : Exception
    {
        public readonly BrStatus Status;
        public readonly string Call;
        public readonly string LibraryMessage;

        public BoardroomException(BrStatus status, string call, string message)
            : base(call + ": " + status + " (" + (uint)status + "): " + message)
        {
            Status = status;
            Call = call;
            LibraryMessage = message;
        }
    }

    /// <summary>The library, its game list and its presets.</summary>
    public static unsafe class Library
    {
        /// <summary>The calling thread's last error message.</summary>
        public static string LastError()
        {
            var buf = new byte[1024];
            UIntPtr needed;
            fixed (byte* p = buf)
            {
                if (NativeMethods.br_last_error(p, (UIntPtr)buf.Length, &needed) == BrStatus.Ok)
                    return CString(buf);
            }
            buf = new byte[(int)needed];
            fixed (byte* p = buf) NativeMethods.br_last_error(p, (UIntPtr)buf.Length, &needed);
            return CString(buf);
        }

        /// <summary>Throws BoardroomException unless status is Ok.</summary>
        public static void Check(BrStatus status, string call)
        {
            if (status != BrStatus.Ok) throw new BoardroomException(status, call, LastError());
        }

        internal static string CString(byte[] buf)
        {
            int n = Array.IndexOf(buf, (byte)0);
            return Encoding.UTF8.GetString(buf, 0, n < 0 ? buf.Length : n);
        }

        /// <summary>A NUL-terminated UTF-8 copy of s (null stays null).</summary>
        internal static byte[] Utf8(string s)
        {
            if (s == null) return null;
            var bytes = new byte[Encoding.UTF8.GetByteCount(s) + 1];
            Encoding.UTF8.GetBytes(s, 0, s.Length, bytes, 0);
            return bytes;
        }

        /// <summary>
        /// Calls a function that fills a text buffer: once with a guess,
        /// again with the size it reported when the guess was short.
        /// </summary>
        internal delegate BrStatus TextCall(byte* buf, UIntPtr cap, UIntPtr* needed);

        internal static string Text(TextCall f, string call, int guess)
        {
            var buf = new byte[guess];
            UIntPtr needed;
            BrStatus st;
            fixed (byte* p = buf) st = f(p, (UIntPtr)buf.Length, &needed);
            if (st == BrStatus.BufferTooSmall && (int)needed > buf.Length)
            {
                buf = new byte[(int)needed];
                fixed (byte* p = buf) st = f(p, (UIntPtr)buf.Length, &needed);
            }
            Check(st, call);
            return CString(buf);
        }

        public static uint AbiVersion { get { return NativeMethods.br_abi_version(); } }

        public static string Version
        {
            get
            {
                uint a, b, c;
                Check(NativeMethods.br_version(&a, &b, &c), "br_version");
                return a + "." + b + "." + c;
            }
        }

        public static int GameCount
        {
            get
            {
                UIntPtr n;
                Check(NativeMethods.br_game_count(&n), "br_game_count");
                return (int)n;
            }
        }

        public static string GameId(int index, out uint minPlayers, out uint maxPlayers)
        {
            uint lo, hi;
            UIntPtr needed;
            var buf = new byte[64];
            BrStatus st;
            fixed (byte* p = buf)
                st = NativeMethods.br_game_info((UIntPtr)index, p, (UIntPtr)buf.Length, &needed, &lo, &hi);
            if (st == BrStatus.BufferTooSmall)
            {
                buf = new byte[(int)needed];
                fixed (byte* p = buf)
                    st = NativeMethods.br_game_info((UIntPtr)index, p, (UIntPtr)buf.Length, &needed, &lo, &hi);
            }
            Check(st, "br_game_info");
            minPlayers = lo;
            maxPlayers = hi;
            return CString(buf);
        }

        /// <summary>Every game with its options, as JSON.</summary>
        public static string GamesJson()
        {
            return Text(NativeMethods.br_games_json, "br_games_json", 4096);
        }

        public static BrAiSettings Preset(string name)
        {
            BrAiSettings s;
            fixed (byte* n = Utf8(name)) Check(NativeMethods.br_ai_settings_preset(n, &s), "br_ai_settings_preset");
            return s;
        }

        /// <summary>A preset as it plays this game: the game's own budget and temperature.</summary>
        public static BrAiSettings Preset(Game game, string name)
        {
            BrAiSettings s;
            fixed (byte* n = Utf8(name)) Check(NativeMethods.br_ai_settings_game_preset(game.Handle, n, &s), "br_ai_settings_game_preset");
            return s;
        }
    }

    /// <summary>A game handle. Dispose it (or it is freed by the finalizer).</summary>
    public sealed unsafe class Game : IDisposable
    {
        public ulong Handle { get; private set; }
        public readonly string Id;

        private Game(ulong handle, string id) { Handle = handle; Id = id; }

        public Game(string id, uint players, ulong seed, string options = null)
        {
            ulong h;
            fixed (byte* i = Library.Utf8(id))
            fixed (byte* o = Library.Utf8(options))
                Library.Check(NativeMethods.br_game_new(i, players, seed, o, &h), "br_game_new");
            Handle = h;
            Id = id;
        }

        public static Game Load(string id, byte[] saved)
        {
            ulong h;
            fixed (byte* i = Library.Utf8(id))
            fixed (byte* b = saved)
                Library.Check(NativeMethods.br_game_load(i, b, (UIntPtr)saved.Length, &h), "br_game_load");
            return new Game(h, id);
        }

        /// <summary>
        /// Wraps a raw handle without owning it, e.g. to show that a stale
        /// handle is reported rather than undefined behaviour.
        /// </summary>
        public static Game Borrow(ulong handle, string id)
        {
            var g = new Game(handle, id);
            GC.SuppressFinalize(g);
            return g;
        }

        public Game Clone()
        {
            ulong h;
            Library.Check(NativeMethods.br_game_clone(Handle, &h), "br_game_clone");
            return new Game(h, Id);
        }

        public uint Players
        {
            get
            {
                uint n;
                Library.Check(NativeMethods.br_game_players(Handle, &n), "br_game_players");
                return n;
            }
        }

        /// <summary>The seat to move, or -1 when the game is over.</summary>
        public int ToMove
        {
            get
            {
                int s;
                Library.Check(NativeMethods.br_game_to_move(Handle, &s), "br_game_to_move");
                return s;
            }
        }

        public bool IsTerminal
        {
            get
            {
                byte t;
                Library.Check(NativeMethods.br_game_is_terminal(Handle, &t), "br_game_is_terminal");
                return t != 0;
            }
        }

        public void ActionSpace(out uint actionIds, out uint maxLength)
        {
            uint a, m;
            Library.Check(NativeMethods.br_game_action_space(Handle, &a, &m), "br_game_action_space");
            actionIds = a;
            maxLength = m;
        }

        public uint[] LegalActions()
        {
            UIntPtr count;
            var st = NativeMethods.br_game_legal_actions(Handle, null, UIntPtr.Zero, &count);
            if (st != BrStatus.BufferTooSmall) Library.Check(st, "br_game_legal_actions");
            var ids = new uint[(int)count];
            if (ids.Length == 0) return ids;
            fixed (uint* p = ids)
                Library.Check(NativeMethods.br_game_legal_actions(Handle, p, (UIntPtr)ids.Length, &count),
                              "br_game_legal_actions");
            return ids;
        }

        public void Apply(uint seat, uint action)
        {
            Library.Check(NativeMethods.br_game_apply(Handle, seat, action), "br_game_apply");
        }

        public string ActionLabel(uint action)
        {
            ulong h = Handle;
            return Library.Text((b, c, n) => NativeMethods.br_game_action_label(h, action, b, c, n),
                                "br_game_action_label", 128);
        }

        public double[] Returns()
        {
            var r = new double[Players];
            UIntPtr n;
            fixed (double* p = r)
                Library.Check(NativeMethods.br_game_returns(Handle, p, (UIntPtr)r.Length, &n), "br_game_returns");
            return r;
        }

        public double[] Scores()
        {
            var r = new double[Players];
            UIntPtr n;
            fixed (double* p = r)
                Library.Check(NativeMethods.br_game_scores(Handle, p, (UIntPtr)r.Length, &n), "br_game_scores");
            return r;
        }

        /// <summary>What seat may know, as JSON (JsonUtility or any parser).</summary>
        public string ObservationJson(uint seat)
        {
            ulong h = Handle;
            return Library.Text((b, c, n) => NativeMethods.br_game_observation_json(h, seat, b, c, n),
                                "br_game_observation_json", 4096);
        }

        /// <summary>Events seat may see since its last call (-1: all), a JSON array.</summary>
        public string EventsJson(int seat)
        {
            ulong h = Handle;
            return Library.Text((b, c, n) => NativeMethods.br_game_events_json(h, seat, b, c, n),
                                "br_game_events_json", 4096);
        }

        /// <summary>The game as text for people: what seat sees (-1: a spectator),
        /// with what happened since it last acted. names: null, or one per seat.</summary>
        public string View(int seat, string[] names = null)
        {
            ulong h = Handle;
            byte[] joined = names == null ? null : Encoding.UTF8.GetBytes(string.Join(",", names) + "\0");
            return Library.Text((b, c, n) =>
            {
                fixed (byte* p = joined)
                    return NativeMethods.br_game_view_text(h, seat, p, b, c, n);
            }, "br_game_view_text", 4096);
        }

        public byte[] Save()
        {
            UIntPtr needed;
            var st = NativeMethods.br_game_save(Handle, null, UIntPtr.Zero, &needed);
            if (st != BrStatus.BufferTooSmall) Library.Check(st, "br_game_save");
            var bytes = new byte[(int)needed];
            fixed (byte* p = bytes)
                Library.Check(NativeMethods.br_game_save(Handle, p, (UIntPtr)bytes.Length, &needed), "br_game_save");
            return bytes;
        }

        public void Dispose()
        {
            if (Handle == 0) return;
            ulong h = Handle;
            Handle = 0;
            GC.SuppressFinalize(this);
            Library.Check(NativeMethods.br_game_free(h), "br_game_free");
        }

        ~Game()
        {
            if (Handle != 0) NativeMethods.br_game_free(Handle);
        }
    }

    /// <summary>An AI handle for one game.</summary>
    public sealed unsafe class Ai : IDisposable
    {
        public ulong Handle { get; private set; }

        public Ai(Game game, string preset, ulong seed)
        {
            ulong h;
            fixed (byte* p = Library.Utf8(preset))
                Library.Check(NativeMethods.br_ai_new(game.Handle, p, seed, &h), "br_ai_new");
            Handle = h;
        }

        public Ai(Game game, BrAiSettings settings)
        {
            ulong h;
            Library.Check(NativeMethods.br_ai_new_with(game.Handle, &settings, &h), "br_ai_new_with");
            Handle = h;
        }

        /// <summary>Blocks until the budget is spent: not on the main thread.</summary>
        public uint Choose(Game game, uint seat)
        {
            uint a;
            Library.Check(NativeMethods.br_ai_choose(Handle, game.Handle, seat, &a), "br_ai_choose");
            return a;
        }

        /// <summary>Starts thinking on a copy of the game; returns at once.</summary>
        public void ThinkStart(Game game, uint seat)
        {
            Library.Check(NativeMethods.br_ai_think_start(Handle, game.Handle, seat), "br_ai_think_start");
        }

        /// <summary>Iterations so far; true once ThinkTake can be called.</summary>
        public bool ThinkPoll(out ulong iterations)
        {
            ulong n;
            byte done;
            Library.Check(NativeMethods.br_ai_think_poll(Handle, &n, &done), "br_ai_think_poll");
            iterations = n;
            return done != 0;
        }

        public void ThinkCancel()
        {
            Library.Check(NativeMethods.br_ai_think_cancel(Handle), "br_ai_think_cancel");
        }

        public uint ThinkTake()
        {
            uint a;
            Library.Check(NativeMethods.br_ai_think_take(Handle, &a), "br_ai_think_take");
            return a;
        }

        public void Dispose()
        {
            if (Handle == 0) return;
            ulong h = Handle;
            Handle = 0;
            GC.SuppressFinalize(this);
            Library.Check(NativeMethods.br_ai_free(h), "br_ai_free");
        }

        ~Ai()
        {
            if (Handle != 0) NativeMethods.br_ai_free(Handle);
        }
    }
}

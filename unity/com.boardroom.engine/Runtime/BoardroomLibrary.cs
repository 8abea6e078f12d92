// The library as a whole: versions, the games it has, the generic presets,
// and the plumbing every handle shares (status checks, UTF-8 strings in
// and out through reusable buffers).

using System;
using System.Text;
using Boardroom.Native;

namespace Boardroom
{
    /// <summary>The library, its games and its generic AI presets.</summary>
    public static unsafe class BoardroomLibrary
    {
        /// <summary>The ABI version the library was built with; compare with <see cref="NativeMethods.BR_ABI_VERSION"/>.</summary>
        public static uint AbiVersion { get { return NativeMethods.br_abi_version(); } }

        /// <summary>The version of the JSON the table calls write (include/schema/).</summary>
        public static uint SchemaVersion { get { return NativeMethods.br_schema_version(); } }

        /// <summary>The library version as "major.minor.patch".</summary>
        public static string Version
        {
            get
            {
                uint major, minor, patch;
                Check(NativeMethods.br_version(&major, &minor, &patch), "br_version");
                return major + "." + minor + "." + patch;
            }
        }

        /// <summary>How many games the library has.</summary>
        public static int GameCount
        {
            get
            {
                UIntPtr n;
                Check(NativeMethods.br_game_count(&n), "br_game_count");
                return (int)n;
            }
        }

        /// <summary>The id and player range of game number <paramref name="index"/>.</summary>
        public static string GameInfo(int index, out int minPlayers, out int maxPlayers)
        {
            uint lo = 0, hi = 0;
            UIntPtr needed;
            var id = new byte[64];
            BrStatus st;
            fixed (byte* p = id)
                st = NativeMethods.br_game_info((UIntPtr)index, p, (UIntPtr)id.Length, &needed, &lo, &hi);
            if (st == BrStatus.BufferTooSmall)
            {
                id = new byte[(int)needed];
                fixed (byte* p = id)
                    st = NativeMethods.br_game_info((UIntPtr)index, p, (UIntPtr)id.Length, &needed, &lo, &hi);
            }
            Check(st, "br_game_info");
            minPlayers = (int)lo;
            maxPlayers = (int)hi;
            return Encoding.UTF8.GetString(id, 0, (int)needed - 1);
        }

        static readonly TextCache games = new TextCache(4096);
        static readonly TextFn gamesFn = (h, a, b, n, buf, cap, needed) => NativeMethods.br_games_json(buf, cap, needed);

        /// <summary>Every game as JSON: id, name, player range, options and their values.</summary>
        public static string GamesJson()
        {
            lock (games) return games.Read(gamesFn, 0, 0, 0, null, "br_games_json");
        }

        static readonly TextCache languages = new TextCache(256);
        static readonly TextFn languagesFn = (h, a, b, n, buf, cap, needed) => NativeMethods.br_languages_json(buf, cap, needed);

        /// <summary>The languages a game speaks, for a picker: [{"code": "ru", "name": "Русский"}, …].</summary>
        public static string LanguagesJson()
        {
            lock (languages) return languages.Read(languagesFn, 0, 0, 0, null, "br_languages_json");
        }

        static readonly TextCache setup = new TextCache(8192);
        static readonly TextFn setupFn = (h, a, b, lang, buf, cap, needed) => NativeMethods.br_setup_json(lang, buf, cap, needed);

        /// <summary>
        /// Every game as a setup screen shows it in <paramref name="lang"/> ("en", "ru"):
        /// each game's name and each option's name, help and value_names in that language,
        /// beside the key, values and default a game is created with. Throws
        /// <see cref="BoardroomException"/> for a language not shipped.
        /// </summary>
        public static string SetupJson(string lang)
        {
            lock (setup)
            {
                fixed (byte* l = Utf8(lang)) return setup.Read(setupFn, 0, 0, 0, l, "br_setup_json");
            }
        }

        /// <summary>A generic difficulty preset ("easy", "medium", "hard", "expert").</summary>
        public static BrAiSettings Preset(string name)
        {
            var s = new BrAiSettings { size = (uint)sizeof(BrAiSettings) };
            fixed (byte* n = Utf8(name)) Check(NativeMethods.br_ai_settings_preset(n, &s), "br_ai_settings_preset");
            return s;
        }

        /// <summary>The calling thread's last error message.</summary>
        public static string LastError()
        {
            UIntPtr needed;
            if (NativeMethods.br_last_error(null, UIntPtr.Zero, &needed) != BrStatus.BufferTooSmall) return "";
            var buf = new byte[(int)needed];
            fixed (byte* p = buf)
                if (NativeMethods.br_last_error(p, (UIntPtr)buf.Length, &needed) != BrStatus.Ok) return "";
            return Encoding.UTF8.GetString(buf, 0, buf.Length - 1);
        }

        /// <summary>
        /// Throws <see cref="BoardroomException"/> unless <paramref name="status"/>
        /// is Ok. Allocates only when it throws.
        /// </summary>
        public static void Check(BrStatus status, string call)
        {
            if (status != BrStatus.Ok) throw new BoardroomException(status, call, LastError());
        }

        /// <summary>A NUL-terminated UTF-8 copy of s (null stays null).</summary>
        internal static byte[] Utf8(string s)
        {
            if (s == null) return null;
            var bytes = new byte[Encoding.UTF8.GetByteCount(s) + 1];
            Encoding.UTF8.GetBytes(s, 0, s.Length, bytes, 0);
            return bytes;
        }
    }

    /// <summary>
    /// One C function that fills a text buffer, behind one signature so a
    /// single reader serves them all: a handle, two integer arguments and
    /// the seat names, as the function needs them. Each is a static lambda
    /// that captures nothing, so calling it allocates nothing.
    /// </summary>
    internal unsafe delegate BrStatus TextFn(ulong handle, long a, long b, byte* names, byte* buf, UIntPtr cap, UIntPtr* needed);

    /// <summary>
    /// The buffers of one kind of text (a scene, the legal actions, ...):
    /// the library writes into a reused buffer, grown when it reports a
    /// larger size, and the string is made only when the bytes differ from
    /// the previous answer, so a frame loop reading an unchanged scene
    /// allocates nothing. Not thread-safe: the owner serializes.
    /// </summary>
    internal sealed unsafe class TextCache
    {
        byte[] fresh;
        byte[] kept = new byte[0];
        int keptLength = -1;
        string text = "";

        public TextCache(int capacity) { fresh = new byte[capacity]; }

        public string Read(TextFn f, ulong handle, long a, long b, byte* names, string call)
        {
            UIntPtr needed = UIntPtr.Zero;
            BrStatus st;
            fixed (byte* p = fresh) st = f(handle, a, b, names, p, (UIntPtr)fresh.Length, &needed);
            if (st == BrStatus.BufferTooSmall && (int)needed > fresh.Length)
            {
                fresh = new byte[Math.Max((int)needed, 2 * fresh.Length)];
                fixed (byte* p = fresh) st = f(handle, a, b, names, p, (UIntPtr)fresh.Length, &needed);
            }
            BoardroomLibrary.Check(st, call);
            int n = (int)needed - 1; // the NUL
            if (n == keptLength && Same(fresh, kept, n)) return text;
            text = Encoding.UTF8.GetString(fresh, 0, n);
            var t = kept;
            kept = fresh;
            fresh = t.Length >= kept.Length ? t : new byte[kept.Length];
            keptLength = n;
            return text;
        }

        static bool Same(byte[] x, byte[] y, int n)
        {
            fixed (byte* p = x)
            fixed (byte* q = y)
            {
                int i = 0;
                for (; i + 8 <= n; i += 8)
                    if (*(long*)(p + i) != *(long*)(q + i)) return false;
                for (; i < n; i++)
                    if (p[i] != q[i]) return false;
            }
            return true;
        }
    }

    /// <summary>
    /// A string argument (seat names, a preset) kept as NUL-terminated UTF-8
    /// and re-encoded only when a different string is passed, so passing the
    /// same names every frame allocates nothing.
    /// </summary>
    internal sealed class Utf8Arg
    {
        string last;
        byte[] bytes;

        public byte[] Get(string s)
        {
            if (s == null) return null;
            if (!ReferenceEquals(s, last) && s != last)
            {
                bytes = BoardroomLibrary.Utf8(s);
                last = s;
            }
            return bytes;
        }
    }
}

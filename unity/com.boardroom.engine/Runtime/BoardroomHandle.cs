// What a game and an AI share: one 64-bit library handle, freed once.

using System;
using System.Threading;

namespace Boardroom
{
    /// <summary>
    /// One library handle (a 64-bit slot and generation, so not a
    /// SafeHandle, whose IntPtr has 32 bits on 32-bit players). Dispose
    /// frees it once and never throws, however often it is called; the
    /// finalizer frees a forgotten one without blocking.
    /// </summary>
    public abstract class BoardroomHandle : IDisposable
    {
        long handle;

        internal BoardroomHandle() { }

        /// <summary>The raw handle for <see cref="Native.NativeMethods"/> calls; 0 once disposed.</summary>
        public ulong Handle { get { return (ulong)Interlocked.Read(ref handle); } }

        /// <summary>True once disposed.</summary>
        public bool IsDisposed { get { return Handle == 0; } }

        /// <summary>Set once, by the constructor that made the handle.</summary>
        internal void Own(ulong h) { handle = (long)h; }

        /// <summary>Frees h; finalizing: on the finalizer thread, where it must not block.</summary>
        internal abstract void Free(ulong h, bool finalizing);

        /// <summary>Frees the handle. Never throws; a second call does nothing.</summary>
        public void Dispose()
        {
            ulong h = (ulong)Interlocked.Exchange(ref handle, 0);
            if (h != 0) Free(h, false);
            GC.SuppressFinalize(this);
        }

        ~BoardroomHandle()
        {
            ulong h = (ulong)Interlocked.Exchange(ref handle, 0);
            if (h != 0) Free(h, true);
        }
    }
}

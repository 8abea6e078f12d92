// The one exception the package throws for a library status other than Ok.

using System;
using Boardroom.Native;

namespace Boardroom
{
    /// <summary>
    /// A call into the library returned a status other than Ok; nothing
    /// changed. <see cref="Status"/> is the library's status,
    /// <see cref="LibraryMessage"/> its one-line <c>br_last_error</c>,
    /// <see cref="Call"/> the C function that refused.
    /// </summary>
    public sealed class BoardroomException : Exception
    {
        public readonly BrStatus Status;
        public readonly string Call;
        public readonly string LibraryMessage;

        public BoardroomException(BrStatus status, string call, string message)
            : base(call + ": " + status + " (" + (int)status + "): " + message)
        {
            Status = status;
            Call = call;
            LibraryMessage = message;
        }
    }
}

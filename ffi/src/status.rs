//! Status codes and the thread-local last error message.

use std::cell::RefCell;

/// What every function returns. `Ok` is 0; anything else means nothing
/// changed and `br_last_error` says why.
#[repr(C)]
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum BrStatus {
    Ok = 0,
    /// A required pointer argument was NULL.
    NullPointer = 1,
    /// The handle is 0, was freed, or never existed.
    InvalidHandle = 2,
    /// The caller's buffer is too small; the size needed was reported.
    BufferTooSmall = 3,
    /// The action is not legal in this state (or names no action).
    IllegalAction = 4,
    /// The call named a seat that is not the one to move.
    WrongSeat = 5,
    /// No game has this id.
    UnknownGame = 6,
    /// Player count or a variant option is out of range or unknown.
    BadOptions = 7,
    /// Saved bytes are truncated, corrupt, for another game or impossible.
    CorruptSave = 8,
    /// The game is over.
    GameOver = 9,
    /// The AI is thinking in the background; cancel or take it first.
    Busy = 10,
    /// Nothing to take: the AI is not thinking, or not finished yet.
    NotReady = 11,
    /// An argument is out of range (a seat, a string that is not UTF-8...).
    InvalidArgument = 12,
    /// The AI belongs to another game than the one passed.
    WrongGame = 13,
    /// The undo is refused: another seat acted since, the seat has no
    /// decision to take back, or its last step revealed hidden information.
    CannotUndo = 14,
    /// A bug inside the library was caught before it crossed the ABI.
    Internal = 99,
}

thread_local! {
    static LAST_ERROR: RefCell<String> = const { RefCell::new(String::new()) };
}

pub fn set_error(msg: impl Into<String>) {
    let msg = msg.into();
    LAST_ERROR.with(|e| *e.borrow_mut() = msg);
}

pub fn last_error() -> String {
    LAST_ERROR.with(|e| e.borrow().clone())
}

/// A failed call: its status and the message for `br_last_error`.
#[derive(Debug)]
pub struct Failure(pub BrStatus, pub String);

pub type Res<T = ()> = Result<T, Failure>;

impl From<boardroom_engine::dynamic::Error> for Failure {
    fn from(e: boardroom_engine::dynamic::Error) -> Failure {
        use boardroom_engine::dynamic::ErrorKind as K;
        let status = match e.kind {
            K::UnknownGame => BrStatus::UnknownGame,
            K::BadOptions => BrStatus::BadOptions,
            K::IllegalAction => BrStatus::IllegalAction,
            K::GameOver => BrStatus::GameOver,
            K::CorruptSave => BrStatus::CorruptSave,
            K::InvalidArgument => BrStatus::InvalidArgument,
            K::CannotUndo => BrStatus::CannotUndo,
            K::WrongGame => BrStatus::WrongGame,
            K::Busy => BrStatus::Busy,
            K::NotReady => BrStatus::NotReady,
        };
        Failure(status, e.message)
    }
}

pub fn fail<T>(status: BrStatus, msg: impl Into<String>) -> Res<T> {
    Err(Failure(status, msg.into()))
}

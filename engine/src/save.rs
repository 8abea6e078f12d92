//! Saved games: `BRSV` magic, format version, game id hash, the game's own
//! save version, the postcard-encoded state, and a CRC-32 over all of it.
//! Loading re-checks every invariant, so bytes that decode but describe an
//! impossible state are refused too.
//!
//! Saves of an older version of a game's rules go through that game's
//! migration chain ([`Invariants::migrate`]): each step maps the old state
//! onto the next version's, and the result is checked like any load. A
//! version that cannot be mapped is refused with [`LoadError::Retired`],
//! naming the game, the version and why (and the CHANGELOG says so). The
//! committed golden saves (`engine/tests/saves/`) hold every shipped version.

use core::fmt;

use crate::game::Invariants;

const MAGIC: &[u8; 4] = b"BRSV";
const FORMAT: u16 = 1;
const HEADER: usize = 4 + 2 + 4 + 2 + 4;

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LoadError {
    Truncated,
    BadMagic,
    UnsupportedFormat(u16),
    WrongGame,
    UnsupportedVersion {
        found: u16,
        expected: u16,
    },
    /// A save of a version declared unsupported: `detail` names it and why.
    Retired {
        game: &'static str,
        version: u16,
        detail: &'static str,
    },
    BadLength,
    Checksum,
    Decode(String),
    Invalid(String),
}

impl fmt::Display for LoadError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LoadError::Truncated => write!(f, "saved game is truncated"),
            LoadError::BadMagic => write!(f, "not a Boardroom saved game"),
            LoadError::UnsupportedFormat(v) => write!(f, "unsupported save format {v}"),
            LoadError::WrongGame => write!(f, "saved game belongs to another game"),
            LoadError::UnsupportedVersion { found, expected } => {
                write!(
                    f,
                    "saved with rules version {found}, this build reads {expected}"
                )
            }
            LoadError::Retired {
                game,
                version,
                detail,
            } => write!(f, "{game} saves of version {version} {detail}"),
            LoadError::BadLength => write!(f, "saved game length field is wrong"),
            LoadError::Checksum => write!(f, "saved game is corrupt (checksum mismatch)"),
            LoadError::Decode(e) => write!(f, "saved game cannot be decoded: {e}"),
            LoadError::Invalid(e) => write!(f, "saved game describes an impossible state: {e}"),
        }
    }
}
impl std::error::Error for LoadError {}

fn game_tag(id: &str) -> u32 {
    crc32fast::hash(id.as_bytes())
}

pub fn save<G: Invariants>(state: &G) -> Vec<u8> {
    let body = postcard::to_allocvec(state).expect("game states always serialize");
    let mut out = Vec::with_capacity(HEADER + body.len() + 4);
    out.extend_from_slice(MAGIC);
    out.extend_from_slice(&FORMAT.to_le_bytes());
    out.extend_from_slice(&game_tag(G::INFO.id).to_le_bytes());
    out.extend_from_slice(&G::SAVE_VERSION.to_le_bytes());
    out.extend_from_slice(&(body.len() as u32).to_le_bytes());
    out.extend_from_slice(&body);
    let crc = crc32fast::hash(&out);
    out.extend_from_slice(&crc.to_le_bytes());
    out
}

/// Decodes a whole postcard body as `T` (a state of any version).
pub fn decode<T: serde::de::DeserializeOwned>(body: &[u8]) -> Result<T, LoadError> {
    let (value, rest): (T, &[u8]) =
        postcard::take_from_bytes(body).map_err(|e| LoadError::Decode(e.to_string()))?;
    if !rest.is_empty() {
        return Err(LoadError::BadLength);
    }
    Ok(value)
}

pub fn load<G: Invariants>(bytes: &[u8]) -> Result<G, LoadError> {
    if bytes.len() < HEADER + 4 {
        return Err(LoadError::Truncated);
    }
    if &bytes[0..4] != MAGIC {
        return Err(LoadError::BadMagic);
    }
    let (content, crc) = bytes.split_at(bytes.len() - 4);
    let declared = u32::from_le_bytes([bytes[12], bytes[13], bytes[14], bytes[15]]) as usize;
    if declared != content.len() - HEADER {
        return Err(if declared > content.len() - HEADER {
            LoadError::Truncated
        } else {
            LoadError::BadLength
        });
    }
    if crc32fast::hash(content) != u32::from_le_bytes([crc[0], crc[1], crc[2], crc[3]]) {
        return Err(LoadError::Checksum);
    }
    let format = u16::from_le_bytes([bytes[4], bytes[5]]);
    if format != FORMAT {
        return Err(LoadError::UnsupportedFormat(format));
    }
    if u32::from_le_bytes([bytes[6], bytes[7], bytes[8], bytes[9]]) != game_tag(G::INFO.id) {
        return Err(LoadError::WrongGame);
    }
    let version = u16::from_le_bytes([bytes[10], bytes[11]]);
    let body = &content[HEADER..];
    let state = if version == G::SAVE_VERSION {
        decode(body)?
    } else if version < G::SAVE_VERSION {
        G::migrate(version, body)?
    } else {
        return Err(LoadError::UnsupportedVersion {
            found: version,
            expected: G::SAVE_VERSION,
        });
    };
    state
        .check_invariants()
        .map_err(|e| LoadError::Invalid(e.0))?;
    // A state that passes its invariants can still be a dead end no play
    // reaches (the fuzzer found one); refuse it rather than hand it out.
    if !state.is_terminal() {
        let mut buf = G::ActionList::default();
        state.legal_actions(&mut buf);
        if buf.is_empty() {
            return Err(LoadError::Invalid(
                "no legal action in a game that is not over".into(),
            ));
        }
    }
    Ok(state)
}

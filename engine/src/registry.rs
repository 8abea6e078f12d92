//! The one place that names every game: the C ABI and the command line reach
//! games by id through here, so adding a game is its folder plus one line in
//! `games!` below.

use crate::game::{Game, GameInfo, Rules, SetupError};

/// Generic code to run on a game chosen at run time by id.
pub trait GameVisitor {
    type Output;
    fn visit<G: Game>(self) -> Self::Output;
}

macro_rules! games {
    ($($ty:path),* $(,)?) => {
        /// Every game, in listing order.
        pub const GAMES: &[GameInfo] = &[$(<$ty as Rules>::INFO),*];

        /// Runs `visitor` on the game whose id is `id`.
        pub fn dispatch<V: GameVisitor>(id: &str, visitor: V) -> Result<V::Output, SetupError> {
            $(
                if id == <$ty as Rules>::INFO.id {
                    return Ok(visitor.visit::<$ty>());
                }
            )*
            Err(SetupError::UnknownGame(id.to_string()))
        }
    };
}

games!(
    crate::vendors::Vendors,
    crate::spiel_des_jahres::SpielDesJahres,
    crate::emergent::Emergent,
    crate::emergent::FastPlay,
    crate::value_crafter::ValueCrafter,
    crate::crafters::Crafters,
    crate::oh_hell::OhHell,
);

pub fn info(id: &str) -> Option<&'static GameInfo> {
    GAMES.iter().find(|g| g.id == id)
}

#[cfg(test)]
mod tests {
    use super::*;

    struct Name;
    impl GameVisitor for Name {
        type Output = &'static str;
        fn visit<G: Game>(self) -> &'static str {
            G::INFO.name
        }
    }

    #[test]
    fn dispatch_by_id() {
        assert_eq!(dispatch("vendors", Name).unwrap(), "Vendors");
        assert!(matches!(
            dispatch("chess", Name),
            Err(SetupError::UnknownGame(_))
        ));
        assert!(info("vendors").is_some());
    }
}

//! Spiel des Jahres content the rulebook does not print, designed for
//! Boardroom and kept here as data in one place (listed in
//! docs/rules/spiel-des-jahres.md).
//!
//! 120 cards, each showing two element symbols. Card ids:
//! - `0..24`: game designer contracts;
//! - `24..60`: title **stems** ("Rail", "Sky", …), six cards per word;
//! - `60..96`: title **endings** ("way", "port", …), six cards per word;
//! - `96..108`: title **prefixes** ("Island", …), three cards per word;
//! - `108..120`: title **suffixes** ("Calamity", …), three cards per word.
//!
//! A published game is `[prefix] stem ending [suffix]` with at most one of
//! prefix and suffix, so its name reads "Railway", "Island Railway" or
//! "Railway Calamity". The symbols are balanced: every element shows 40
//! times; each of the 15 mixed pairs is on 6 cards and each of the 6
//! doubles on 5 idea cards (designers never show a double).

use crate::bitset::Set128;

pub const ELEMENT_COUNT: usize = 6;
pub const ELEMENTS: [&str; ELEMENT_COUNT] = [
    "role-playing",
    "puzzle",
    "family-friendly",
    "resource-gathering",
    "cards",
    "combat",
];

pub const RP: u8 = 0;
pub const PZ: u8 = 1;
pub const FA: u8 = 2;
pub const RE: u8 = 3;
pub const CA: u8 = 4;
pub const CO: u8 = 5;

pub const DESIGNERS: u8 = 0;
pub const DESIGNER_COUNT: u8 = 24;
pub const STEMS: u8 = 24;
pub const ENDINGS: u8 = 60;
pub const PREFIXES: u8 = 96;
pub const SUFFIXES: u8 = 108;
pub const CARD_COUNT: u8 = 120;
pub const IDEA_COUNT: u8 = CARD_COUNT - DESIGNER_COUNT;
/// Stem cards; every published game has exactly one, so a stem id (as
/// `card - STEMS`, `0..36`) also names the game built on it.
pub const STEM_COUNT: u8 = 36;

pub const STEM_WORDS: [&str; 6] = ["Rail", "Sky", "Star", "Dragon", "Gold", "Sea"];
pub const ENDING_WORDS: [&str; 6] = ["way", "port", "fall", "craft", "keep", "land"];
pub const PREFIX_WORDS: [&str; 4] = ["Island", "Desert", "Lost", "Royal"];
pub const SUFFIX_WORDS: [&str; 4] = ["Calamity", "Tycoon", "Legends", "Express"];

pub const ALL_CARDS: Set128 = Set128::range(0, CARD_COUNT);
pub const DESIGNER_SET: Set128 = Set128::range(DESIGNERS, STEMS);
pub const STEM_SET: Set128 = Set128::range(STEMS, ENDINGS);
pub const ENDING_SET: Set128 = Set128::range(ENDINGS, PREFIXES);
pub const PREFIX_SET: Set128 = Set128::range(PREFIXES, SUFFIXES);
pub const SUFFIX_SET: Set128 = Set128::range(SUFFIXES, CARD_COUNT);
pub const IDEA_SET: Set128 = Set128::range(STEMS, CARD_COUNT);

/// Where an idea card's word goes in a title.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Part {
    Designer,
    Stem,
    Ending,
    Prefix,
    Suffix,
}

#[inline]
pub const fn part(card: u8) -> Part {
    if card < STEMS {
        Part::Designer
    } else if card < ENDINGS {
        Part::Stem
    } else if card < PREFIXES {
        Part::Ending
    } else if card < SUFFIXES {
        Part::Prefix
    } else {
        Part::Suffix
    }
}

/// The index of a card's title word in its part's word list.
#[inline]
pub const fn word(card: u8) -> u8 {
    match part(card) {
        Part::Designer => 0,
        Part::Stem => (card - STEMS) / 6,
        Part::Ending => (card - ENDINGS) / 6,
        Part::Prefix => (card - PREFIXES) / 3,
        Part::Suffix => (card - SUFFIXES) / 3,
    }
}

pub fn word_text(card: u8) -> &'static str {
    let w = word(card) as usize;
    match part(card) {
        Part::Designer => "designer",
        Part::Stem => STEM_WORDS[w],
        Part::Ending => ENDING_WORDS[w],
        Part::Prefix => PREFIX_WORDS[w],
        Part::Suffix => SUFFIX_WORDS[w],
    }
}

/// The designers' names, by designer id.
pub const DESIGNER_NAMES: [&str; DESIGNER_COUNT as usize] = [
    "Ada", "Bruno", "Carla", "Dieter", "Elif", "Farid", "Greta", "Hugo", "Ines", "Jonas", "Kaja",
    "Luis", "Mira", "Nils", "Olga", "Pavel", "Quinn", "Rosa", "Sven", "Tilde", "Udo", "Vera",
    "Wim", "Yara",
];

/// The two element symbols of every card, by card id.
pub const SYMBOLS: [[u8; 2]; CARD_COUNT as usize] = [
    // designers
    [FA, CA],
    [PZ, RE],
    [PZ, CO],
    [RP, PZ],
    [PZ, FA],
    [FA, CO],
    [RP, CO],
    [RE, CO],
    [RP, CA],
    [RP, RE],
    [CA, CO],
    [RP, FA],
    [PZ, CO],
    [RP, RE],
    [PZ, FA],
    [RP, CA],
    [RP, FA],
    [CA, CO],
    [FA, RE],
    [PZ, RE],
    [PZ, CA],
    [RP, PZ],
    [RP, CO],
    [RE, CA],
    // Rail
    [RE, CA],
    [CA, CA],
    [PZ, PZ],
    [FA, CA],
    [RP, RP],
    [RE, RE],
    // Sky
    [RE, CO],
    [FA, CO],
    [FA, FA],
    [PZ, PZ],
    [CO, CO],
    [PZ, CO],
    // Star
    [RP, FA],
    [RP, PZ],
    [RP, CO],
    [RP, RP],
    [CA, CA],
    [FA, CA],
    // Dragon
    [RE, RE],
    [FA, FA],
    [RP, RE],
    [RE, CO],
    [FA, CO],
    [PZ, FA],
    // Gold
    [CA, CO],
    [PZ, CA],
    [RP, CA],
    [PZ, RE],
    [FA, RE],
    [RE, CA],
    // Sea
    [RP, CO],
    [RE, RE],
    [RP, RP],
    [RP, RE],
    [RP, CA],
    [RE, CO],
    // way
    [FA, RE],
    [RE, CA],
    [FA, CO],
    [RP, FA],
    [PZ, CO],
    [CA, CA],
    // port
    [FA, RE],
    [PZ, FA],
    [PZ, PZ],
    [CO, CO],
    [CA, CO],
    [PZ, RE],
    // fall
    [FA, CA],
    [PZ, CA],
    [RP, PZ],
    [FA, FA],
    [RE, CO],
    [FA, RE],
    // craft
    [FA, CA],
    [PZ, FA],
    [PZ, CA],
    [PZ, RE],
    [RP, PZ],
    [PZ, PZ],
    // keep
    [RE, RE],
    [PZ, CO],
    [RP, RP],
    [RP, RE],
    [RP, CA],
    [FA, CO],
    // land
    [RP, CO],
    [RP, FA],
    [RE, CA],
    [CO, CO],
    [CA, CA],
    [FA, FA],
    // Island
    [PZ, CA],
    [CA, CO],
    [PZ, RE],
    // Desert
    [CA, CA],
    [CA, CO],
    [FA, RE],
    // Lost
    [FA, FA],
    [CO, CO],
    [RE, CA],
    // Royal
    [RE, CO],
    [PZ, PZ],
    [PZ, FA],
    // Calamity
    [CO, CO],
    [RP, FA],
    [PZ, CO],
    // Tycoon
    [RP, RE],
    [RE, RE],
    [FA, CA],
    // Legends
    [RP, RP],
    [RP, CO],
    [RP, CA],
    // Express
    [RP, PZ],
    [PZ, CA],
    [FA, CO],
];

/// How many of each element a card shows (a double counts twice).
pub const fn element_counts(card: u8) -> [u8; ELEMENT_COUNT] {
    let mut c = [0u8; ELEMENT_COUNT];
    let s = SYMBOLS[card as usize];
    c[s[0] as usize] += 1;
    c[s[1] as usize] += 1;
    c
}

/// The elements a card shows, as a 6-bit mask.
#[inline]
pub const fn element_mask(card: u8) -> u8 {
    let s = SYMBOLS[card as usize];
    (1 << s[0]) | (1 << s[1])
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn symbols_are_balanced() {
        let mut per_element = [0u32; ELEMENT_COUNT];
        for card in 0..CARD_COUNT {
            for e in element_counts(card).iter().enumerate() {
                per_element[e.0] += *e.1 as u32;
            }
            if card < STEMS {
                let s = SYMBOLS[card as usize];
                assert_ne!(s[0], s[1], "designer {card} shows a double");
            }
        }
        assert_eq!(per_element, [40; ELEMENT_COUNT]);
        // The copies of one title word all differ.
        for card in STEMS..CARD_COUNT {
            for other in STEMS..card {
                if part(other) == part(card) && word(other) == word(card) {
                    assert_ne!(SYMBOLS[card as usize], SYMBOLS[other as usize]);
                }
            }
        }
    }
}

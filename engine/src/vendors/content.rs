//! Vendors content the rulebook does not print, designed for Boardroom and
//! kept here as data in one place (listed in docs/rules/vendors.md).
//!
//! Card ids: 0..30 Software, 30..60 Infrastructure (30..45 Relations,
//! 45..60 Operations), 60..90 Customers (60..75 Individual, 75..90 Business),
//! 90..114 Agile Vendor. Technical Problems have their own ids 0..21.

use crate::bitset::{Set32, Set128};
use crate::words::Lang;

pub const SOFTWARE: u8 = 0;
pub const INFRA: u8 = 30;
pub const INFRA_OPS: u8 = 45;
pub const CUSTOMERS: u8 = 60;
pub const BUSINESS: u8 = 75;
pub const AGILE: u8 = 90;
pub const CARD_COUNT: u8 = 114;
pub const GAME_DECK_SIZE: u8 = 90;
pub const AGILE_COUNT: u8 = 24;
pub const PROBLEM_COUNT: u8 = 21;

/// The six Software classes, in English: the source of their scene keys.
pub const SOFTWARE_CLASSES: [&str; 6] = [
    "Analytics",
    "Data Management",
    "Mobile Solutions",
    "Process Automation",
    "System Integration",
    "User Interface",
];

/// The classes' catalog messages, in [`SOFTWARE_CLASSES`] order.
pub const SOFTWARE_CLASS_MESSAGES: [&str; 6] = [
    "vendors-class-analytics",
    "vendors-class-data-management",
    "vendors-class-mobile-solutions",
    "vendors-class-process-automation",
    "vendors-class-system-integration",
    "vendors-class-user-interface",
];

/// What kind of card an id is.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Kind {
    Software { class: u8, strength: u8 },
    Infrastructure { operations: bool, strength: u8 },
    Customer { business: bool },
    Agile(Agile),
}

/// Card id to kind. Software: class = id / 5, strength 2..=6 once per class.
/// Infrastructure: each side holds strengths 2..=6 three times.
pub const fn kind(card: u8) -> Kind {
    if card < INFRA {
        Kind::Software {
            class: card / 5,
            strength: 2 + card % 5,
        }
    } else if card < CUSTOMERS {
        Kind::Infrastructure {
            operations: card >= INFRA_OPS,
            strength: 2 + (card - INFRA) % 5,
        }
    } else if card < AGILE {
        Kind::Customer {
            business: card >= BUSINESS,
        }
    } else {
        Kind::Agile(AGILE_CARDS[(card - AGILE) as usize])
    }
}

pub const fn is_software(card: u8) -> bool {
    card < INFRA
}
pub const fn is_infra(card: u8) -> bool {
    card >= INFRA && card < CUSTOMERS
}
pub const fn is_customer(card: u8) -> bool {
    card >= CUSTOMERS && card < AGILE
}
pub const fn is_agile(card: u8) -> bool {
    card >= AGILE && card < CARD_COUNT
}
/// Printed strength of a Software or Infrastructure card (0 for others).
pub const fn printed_strength(card: u8) -> u8 {
    match kind(card) {
        Kind::Software { strength, .. } | Kind::Infrastructure { strength, .. } => strength,
        _ => 0,
    }
}

pub const GAME_CARDS: Set128 = Set128::range(0, GAME_DECK_SIZE);
pub const AGILE_CARDS_SET: Set128 = Set128::range(AGILE, CARD_COUNT);
pub const ALL_CARDS: Set128 = Set128::range(0, CARD_COUNT);
pub const SOFTWARE_SET: Set128 = Set128::range(0, INFRA);
pub const INFRA_SET: Set128 = Set128::range(INFRA, CUSTOMERS);
pub const CUSTOMER_SET: Set128 = Set128::range(CUSTOMERS, AGILE);

/// Cards marked 4+ (removed with 2 or 3 players): one copy of each
/// Infrastructure strength per side, five Customers of each type, and ten
/// Software cards spread so every class keeps at least three strengths.
pub const FOUR_PLUS: Set128 = Set128(
    (1u128 << 1)
        | (1 << 3)
        | (1 << 5)
        | (1 << 9)
        | (1 << 12)
        | (1 << 16)
        | (1 << 18)
        | (1 << 20)
        | (1 << 24)
        | (1 << 27)
        | (0x1Fu128 << 40)
        | (0x1F << 55)
        | (0x1F << 70)
        | (0x1F << 85),
);

/// Agile Vendor special effects. Immediate effects are discarded after use;
/// ongoing ones cost customers and stay by the Director.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Agile {
    /// Discard your face-down Technical Problem.
    DirectCommunication,
    /// Discard one of your face-up Technical Problems.
    BugBounty,
    /// Gain 2 Individual Customers.
    RecruitmentCampaign,
    /// Gain 2 Business Customers.
    KeyAccountManager,
    /// Take a non-Agile card of your choice from your discard pile.
    KnowledgeBase,
    /// Take one card of your choice from under Vendor B–E.
    PriorityAccess,
    /// Ongoing, cost 2: +2 to every Infrastructure strength you play.
    OpenSourceComponent,
    /// Ongoing, cost 2: +2 to every Software strength you play.
    CloudPlatform,
    /// Ongoing, cost 3: adding new Software types causes no technical problem.
    IntegrationBus,
    /// Ongoing, cost 2: License problems do not affect you.
    LegalDepartment,
    /// Ongoing, cost 2: Data processing problems do not affect you.
    DataCentre,
    /// Ongoing, cost 2: Compatibility problems do not affect you.
    CompatibilityLab,
    /// Ongoing, cost 3: each system you implement gains 1 more Customer.
    CrmSuite,
}

impl Agile {
    /// Cost in customers for ongoing effects; `None` for immediate ones.
    pub const fn ongoing_cost(self) -> Option<u8> {
        match self {
            Agile::OpenSourceComponent
            | Agile::CloudPlatform
            | Agile::LegalDepartment
            | Agile::DataCentre
            | Agile::CompatibilityLab => Some(2),
            Agile::IntegrationBus | Agile::CrmSuite => Some(3),
            _ => None,
        }
    }

    /// The English name, the source of the effect's scene key.
    pub const fn name(self) -> &'static str {
        match self {
            Agile::DirectCommunication => "Direct communication",
            Agile::BugBounty => "Bug bounty",
            Agile::RecruitmentCampaign => "Recruitment campaign",
            Agile::KeyAccountManager => "Key account manager",
            Agile::KnowledgeBase => "Knowledge base",
            Agile::PriorityAccess => "Priority access",
            Agile::OpenSourceComponent => "Open Source component",
            Agile::CloudPlatform => "Cloud platform",
            Agile::IntegrationBus => "Integration bus",
            Agile::LegalDepartment => "Legal department",
            Agile::DataCentre => "Data centre",
            Agile::CompatibilityLab => "Compatibility lab",
            Agile::CrmSuite => "CRM suite",
        }
    }

    /// The name's catalog message.
    pub const fn message(self) -> &'static str {
        match self {
            Agile::DirectCommunication => "vendors-agile-direct-communication",
            Agile::BugBounty => "vendors-agile-bug-bounty",
            Agile::RecruitmentCampaign => "vendors-agile-recruitment-campaign",
            Agile::KeyAccountManager => "vendors-agile-key-account-manager",
            Agile::KnowledgeBase => "vendors-agile-knowledge-base",
            Agile::PriorityAccess => "vendors-agile-priority-access",
            Agile::OpenSourceComponent => "vendors-agile-open-source-component",
            Agile::CloudPlatform => "vendors-agile-cloud-platform",
            Agile::IntegrationBus => "vendors-agile-integration-bus",
            Agile::LegalDepartment => "vendors-agile-legal-department",
            Agile::DataCentre => "vendors-agile-data-centre",
            Agile::CompatibilityLab => "vendors-agile-compatibility-lab",
            Agile::CrmSuite => "vendors-agile-crm-suite",
        }
    }

    /// Index of the effect, 0..AGILE_EFFECT_COUNT.
    pub const fn index(self) -> u8 {
        self as u8
    }
}

pub const AGILE_EFFECT_COUNT: usize = 13;

/// The 24 Agile Vendor cards, ids 90..114.
pub const AGILE_CARDS: [Agile; AGILE_COUNT as usize] = {
    use Agile::*;
    [
        DirectCommunication,
        DirectCommunication,
        DirectCommunication,
        BugBounty,
        BugBounty,
        RecruitmentCampaign,
        RecruitmentCampaign,
        KeyAccountManager,
        KeyAccountManager,
        KnowledgeBase,
        KnowledgeBase,
        PriorityAccess,
        PriorityAccess,
        OpenSourceComponent,
        OpenSourceComponent,
        CloudPlatform,
        CloudPlatform,
        IntegrationBus,
        IntegrationBus,
        LegalDepartment,
        DataCentre,
        CompatibilityLab,
        CrmSuite,
        CrmSuite,
    ]
};

pub const fn agile(card: u8) -> Agile {
    AGILE_CARDS[(card - AGILE) as usize]
}

/// The set of Agile cards with a given effect, for canonical choices.
#[inline]
pub const fn agile_cards_with(effect: Agile) -> Set128 {
    AGILE_SETS[effect as usize]
}

const AGILE_SETS: [Set128; AGILE_EFFECT_COUNT] = {
    let mut sets = [Set128::EMPTY; AGILE_EFFECT_COUNT];
    let mut i = 0;
    while i < AGILE_COUNT as usize {
        let e = AGILE_CARDS[i] as usize;
        sets[e] = Set128(sets[e].0 | 1u128 << (AGILE as usize + i));
        i += 1;
    }
    sets
};

/// The three Technical Problem types.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum ProblemType {
    Compatibility,
    DataProcessing,
    License,
}

/// Technical Problem effects, applied when the card is turned face up.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Problem {
    /// Immediate: lose 3 Customers.
    OutdatedRangeOfProducts,
    /// Ongoing: each Software card you play has strength −1.
    LegacyInterfaces,
    /// Ongoing: you may not race for Vendor A.
    VendorLockIn,
    /// Immediate: lose 1 Individual and 1 Business Customer.
    BrokenIntegration,
    /// Immediate: lose 2 Individual Customers.
    DataLoss,
    /// Ongoing: each Infrastructure card you play has strength −1.
    SlowBatchProcessing,
    /// Ongoing: each system you implement gains 1 Customer fewer.
    CapacityLimits,
    /// Immediate: lose 2 Business Customers.
    DataBreach,
    /// Immediate: lose 2 Customers.
    LicenseAudit,
    /// Ongoing: you receive no Market Leader bonus.
    ExpiredSupport,
    /// Ongoing: a system you implement gains at most 4 Customers.
    PerSeatLicensing,
    /// Immediate: lose 1 Customer and return the Market Leader cards you hold.
    UnlicensedCopies,
}

impl Problem {
    pub const fn is_ongoing(self) -> bool {
        matches!(
            self,
            Problem::LegacyInterfaces
                | Problem::VendorLockIn
                | Problem::SlowBatchProcessing
                | Problem::CapacityLimits
                | Problem::ExpiredSupport
                | Problem::PerSeatLicensing
        )
    }

    /// The English name, the source of the problem's scene key.
    pub const fn name(self) -> &'static str {
        match self {
            Problem::OutdatedRangeOfProducts => "Out-dated range of products",
            Problem::LegacyInterfaces => "Legacy interfaces",
            Problem::VendorLockIn => "Vendor lock-in",
            Problem::BrokenIntegration => "Broken integration",
            Problem::DataLoss => "Data loss",
            Problem::SlowBatchProcessing => "Slow batch processing",
            Problem::CapacityLimits => "Capacity limits",
            Problem::DataBreach => "Data breach",
            Problem::LicenseAudit => "License audit",
            Problem::ExpiredSupport => "Expired support",
            Problem::PerSeatLicensing => "Per-seat licensing",
            Problem::UnlicensedCopies => "Unlicensed copies",
        }
    }

    /// The name's catalog message.
    pub const fn message(self) -> &'static str {
        match self {
            Problem::OutdatedRangeOfProducts => "vendors-problem-outdated-range-of-products",
            Problem::LegacyInterfaces => "vendors-problem-legacy-interfaces",
            Problem::VendorLockIn => "vendors-problem-vendor-lock-in",
            Problem::BrokenIntegration => "vendors-problem-broken-integration",
            Problem::DataLoss => "vendors-problem-data-loss",
            Problem::SlowBatchProcessing => "vendors-problem-slow-batch-processing",
            Problem::CapacityLimits => "vendors-problem-capacity-limits",
            Problem::DataBreach => "vendors-problem-data-breach",
            Problem::LicenseAudit => "vendors-problem-license-audit",
            Problem::ExpiredSupport => "vendors-problem-expired-support",
            Problem::PerSeatLicensing => "vendors-problem-per-seat-licensing",
            Problem::UnlicensedCopies => "vendors-problem-unlicensed-copies",
        }
    }
}

/// The 21 Technical Problem cards: 7 of each type.
pub const PROBLEMS: [(ProblemType, Problem); PROBLEM_COUNT as usize] = {
    use Problem::*;
    use ProblemType::*;
    [
        (Compatibility, OutdatedRangeOfProducts),
        (Compatibility, OutdatedRangeOfProducts),
        (Compatibility, LegacyInterfaces),
        (Compatibility, LegacyInterfaces),
        (Compatibility, VendorLockIn),
        (Compatibility, VendorLockIn),
        (Compatibility, BrokenIntegration),
        (DataProcessing, DataLoss),
        (DataProcessing, DataLoss),
        (DataProcessing, SlowBatchProcessing),
        (DataProcessing, SlowBatchProcessing),
        (DataProcessing, CapacityLimits),
        (DataProcessing, CapacityLimits),
        (DataProcessing, DataBreach),
        (License, LicenseAudit),
        (License, LicenseAudit),
        (License, ExpiredSupport),
        (License, ExpiredSupport),
        (License, PerSeatLicensing),
        (License, PerSeatLicensing),
        (License, UnlicensedCopies),
    ]
};

pub const ALL_PROBLEMS: Set32 = Set32::range(0, PROBLEM_COUNT);

/// The immunity an ongoing Agile card grants against a problem type.
pub const fn immunity(t: ProblemType) -> Agile {
    match t {
        ProblemType::Compatibility => Agile::CompatibilityLab,
        ProblemType::DataProcessing => Agile::DataCentre,
        ProblemType::License => Agile::LegalDepartment,
    }
}

/// Starting cards: Vendor cards A–E and Strength cards 2, 1, 0 (Bluff).
pub const VENDOR_NAMES: [char; 5] = ['A', 'B', 'C', 'D', 'E'];
pub const START_STRENGTHS: [u8; 3] = [0, 1, 2];

/// A card's short name in the reader's language ("Software Analytics 4").
pub fn card_name(card: u8, lang: Lang, out: &mut impl core::fmt::Write) -> core::fmt::Result {
    match kind(card) {
        Kind::Software { class, strength } => crate::tr!(
            out,
            lang,
            "vendors-card-software",
            class = crate::tr_string!(lang, SOFTWARE_CLASS_MESSAGES[class as usize]),
            strength = strength
        ),
        Kind::Infrastructure {
            operations,
            strength,
        } => crate::tr!(
            out,
            lang,
            "vendors-card-infrastructure",
            operations = operations,
            strength = strength
        ),
        Kind::Customer { business } => {
            crate::tr!(out, lang, "vendors-card-customer", business = business)
        }
        Kind::Agile(a) => crate::tr!(
            out,
            lang,
            "vendors-card-agile",
            effect = crate::tr_string!(lang, a.message())
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn content_counts() {
        assert_eq!(FOUR_PLUS.intersect(SOFTWARE_SET).len(), 10);
        assert_eq!(FOUR_PLUS.intersect(INFRA_SET).len(), 10);
        assert_eq!(FOUR_PLUS.intersect(CUSTOMER_SET).len(), 10);
        assert_eq!(FOUR_PLUS.minus(GAME_CARDS), Set128::EMPTY);
        // Every class keeps at least three cards with 2-3 players.
        for class in 0..6u8 {
            let kept = (0..30u8)
                .filter(|&c| c / 5 == class && !FOUR_PLUS.contains(c))
                .count();
            assert!(kept >= 3);
        }
        let distinct: std::collections::HashSet<_> = AGILE_CARDS.iter().collect();
        assert!(distinct.len() >= 10);
        assert_eq!(distinct.len(), AGILE_EFFECT_COUNT);
        for t in [
            ProblemType::Compatibility,
            ProblemType::DataProcessing,
            ProblemType::License,
        ] {
            assert_eq!(PROBLEMS.iter().filter(|p| p.0 == t).count(), 7);
        }
        assert!(PROBLEMS.iter().any(|p| p.1.is_ongoing()));
        assert!(PROBLEMS.iter().any(|p| !p.1.is_ongoing()));
        assert_eq!(agile_cards_with(Agile::DirectCommunication).len(), 3);
        assert_eq!(agile_cards_with(Agile::OpenSourceComponent).len(), 2);
    }

    #[test]
    fn each_problem_effect_has_one_type() {
        for (t, p) in PROBLEMS {
            assert!(
                PROBLEMS
                    .iter()
                    .filter(|(_, q)| *q == p)
                    .all(|(u, _)| *u == t),
                "{p:?}"
            );
        }
    }

    #[test]
    fn kinds() {
        assert_eq!(
            kind(0),
            Kind::Software {
                class: 0,
                strength: 2
            }
        );
        assert_eq!(
            kind(29),
            Kind::Software {
                class: 5,
                strength: 6
            }
        );
        assert_eq!(
            kind(30),
            Kind::Infrastructure {
                operations: false,
                strength: 2
            }
        );
        assert_eq!(
            kind(59),
            Kind::Infrastructure {
                operations: true,
                strength: 6
            }
        );
        assert_eq!(kind(74), Kind::Customer { business: false });
        assert_eq!(kind(75), Kind::Customer { business: true });
        assert_eq!(kind(90), Kind::Agile(Agile::DirectCommunication));
    }
}

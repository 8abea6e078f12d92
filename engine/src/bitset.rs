//! Card sets as plain integers: a set of up to 32 or 128 card ids, `Copy`,
//! with const constructors and an allocation-free iterator in ascending order.

use serde::{Deserialize, Serialize};

macro_rules! bitset {
    ($name:ident, $int:ty, $bits:expr, $iter:ident) => {
        /// Serialized as a list of ids in human-readable formats (JSON for
        /// user interfaces, where a 128-bit integer would lose bits) and as
        /// the integer in binary ones (saved games).
        #[derive(Copy, Clone, Default, PartialEq, Eq, Hash)]
        pub struct $name(pub $int);

        impl Serialize for $name {
            fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
                if s.is_human_readable() {
                    s.collect_seq(self.iter())
                } else {
                    self.0.serialize(s)
                }
            }
        }

        impl<'de> Deserialize<'de> for $name {
            fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
                if d.is_human_readable() {
                    let ids = Vec::<u8>::deserialize(d)?;
                    let mut set = Self::EMPTY;
                    for i in ids {
                        if (i as u32) >= $bits {
                            return Err(serde::de::Error::custom(format!(
                                "card id {i} out of range"
                            )));
                        }
                        set.insert(i);
                    }
                    Ok(set)
                } else {
                    <$int>::deserialize(d).map(Self)
                }
            }
        }

        impl $name {
            pub const CAPACITY: u32 = $bits;
            pub const EMPTY: Self = Self(0);

            /// The bit of id `i`, or none for an id beyond the capacity:
            /// ids read from untrusted saves reach these sets before the
            /// invariant checks can refuse them, and must not panic (the
            /// checks see the id missing).
            #[inline]
            const fn bit(i: u8) -> $int {
                match (1 as $int).checked_shl(i as u32) {
                    Some(b) => b,
                    None => 0,
                }
            }
            #[inline]
            pub const fn single(i: u8) -> Self {
                Self(Self::bit(i))
            }
            /// The ids `lo..hi`.
            #[inline]
            pub const fn range(lo: u8, hi: u8) -> Self {
                if hi <= lo {
                    return Self(0);
                }
                let width = (hi - lo) as u32;
                let ones: $int = if width >= $bits {
                    !0
                } else {
                    ((1 as $int) << width) - 1
                };
                Self(ones << lo)
            }
            #[inline]
            pub const fn contains(self, i: u8) -> bool {
                (i as u32) < $bits && self.0 >> i & 1 == 1
            }
            #[inline]
            pub fn insert(&mut self, i: u8) {
                self.0 |= Self::bit(i);
            }
            #[inline]
            pub fn remove(&mut self, i: u8) {
                self.0 &= !Self::bit(i);
            }
            #[inline]
            pub const fn len(self) -> u32 {
                self.0.count_ones()
            }
            #[inline]
            pub const fn is_empty(self) -> bool {
                self.0 == 0
            }
            #[inline]
            pub const fn union(self, o: Self) -> Self {
                Self(self.0 | o.0)
            }
            #[inline]
            pub const fn intersect(self, o: Self) -> Self {
                Self(self.0 & o.0)
            }
            #[inline]
            pub const fn minus(self, o: Self) -> Self {
                Self(self.0 & !o.0)
            }
            #[inline]
            pub const fn is_disjoint(self, o: Self) -> bool {
                self.0 & o.0 == 0
            }
            #[inline]
            pub const fn first(self) -> Option<u8> {
                if self.0 == 0 {
                    None
                } else {
                    Some(self.0.trailing_zeros() as u8)
                }
            }
            /// The `n`-th smallest member, if any.
            pub fn nth(self, mut n: u32) -> Option<u8> {
                let mut v = self.0;
                while v != 0 {
                    let i = v.trailing_zeros() as u8;
                    if n == 0 {
                        return Some(i);
                    }
                    n -= 1;
                    v &= v - 1;
                }
                None
            }
            #[inline]
            pub fn iter(self) -> $iter {
                $iter(self.0)
            }
        }

        impl core::fmt::Debug for $name {
            fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
                f.debug_set().entries(self.iter()).finish()
            }
        }

        impl core::ops::BitOr for $name {
            type Output = Self;
            fn bitor(self, o: Self) -> Self {
                self.union(o)
            }
        }
        impl core::ops::BitAnd for $name {
            type Output = Self;
            fn bitand(self, o: Self) -> Self {
                self.intersect(o)
            }
        }
        impl core::ops::BitOrAssign for $name {
            fn bitor_assign(&mut self, o: Self) {
                self.0 |= o.0;
            }
        }

        impl IntoIterator for $name {
            type Item = u8;
            type IntoIter = $iter;
            fn into_iter(self) -> $iter {
                $iter(self.0)
            }
        }

        /// Ids beyond the capacity are dropped (see `bit`): invariant
        /// checks collect ids read from untrusted saves and catch the loss
        /// by comparing `len()` with the count they expect.
        impl FromIterator<u8> for $name {
            fn from_iter<I: IntoIterator<Item = u8>>(it: I) -> Self {
                let mut s = Self::EMPTY;
                for i in it {
                    s.insert(i);
                }
                s
            }
        }

        /// Members in ascending order.
        #[derive(Clone)]
        pub struct $iter($int);

        impl Iterator for $iter {
            type Item = u8;
            #[inline]
            fn next(&mut self) -> Option<u8> {
                if self.0 == 0 {
                    return None;
                }
                let i = self.0.trailing_zeros() as u8;
                self.0 &= self.0 - 1;
                Some(i)
            }
            fn size_hint(&self) -> (usize, Option<usize>) {
                let n = self.0.count_ones() as usize;
                (n, Some(n))
            }
        }
        impl ExactSizeIterator for $iter {}
    };
}

bitset!(Set32, u32, 32, Set32Iter);
bitset!(Set64, u64, 64, Set64Iter);
bitset!(Set128, u128, 128, Set128Iter);

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    #[test]
    fn json_lists_ids_and_round_trips() {
        let s = Set128::range(120, 123);
        let json = serde_json::to_string(&s).unwrap();
        assert_eq!(json, "[120,121,122]");
        assert_eq!(serde_json::from_str::<Set128>(&json).unwrap(), s);
        assert!(serde_json::from_str::<Set32>("[40]").is_err());
        let bytes = postcard::to_allocvec(&s).unwrap();
        assert_eq!(postcard::from_bytes::<Set128>(&bytes).unwrap(), s);
    }

    #[test]
    fn range_and_iter() {
        let s = Set128::range(90, 114);
        assert_eq!(s.len(), 24);
        assert_eq!(s.first(), Some(90));
        assert_eq!(s.iter().last(), Some(113));
        assert_eq!(Set32::range(0, 32).len(), 32);
        assert_eq!(Set128::range(0, 128).len(), 128);
        assert_eq!(Set128::range(5, 5), Set128::EMPTY);
    }

    proptest! {
        #[test]
        fn nth_agrees_with_iter(bits: u128, n in 0u32..130) {
            let s = Set128(bits);
            prop_assert_eq!(s.nth(n), s.iter().nth(n as usize));
        }

        #[test]
        fn insert_remove_roundtrip(bits: u32, i in 0u8..32) {
            let mut s = Set32(bits);
            s.insert(i);
            prop_assert!(s.contains(i));
            s.remove(i);
            prop_assert!(!s.contains(i));
            prop_assert_eq!(s.len() as usize, s.iter().count());
        }
    }
}

//! Generation-checked handle tables: a handle is `(generation << 32) |
//! (slot + 1)`, so a freed or reused slot is told apart from a live one and
//! a double free or use-after-free from managed code gets a status, not
//! undefined behaviour.

use std::sync::{Arc, Mutex, MutexGuard};

use crate::status::{BrStatus, Res, fail};

struct Slot<T> {
    generation: u32,
    value: Option<Arc<Mutex<T>>>,
}

pub struct Table<T> {
    slots: Vec<Slot<T>>,
    free: Vec<u32>,
}

impl<T> Table<T> {
    pub const fn new() -> Self {
        Table {
            slots: Vec::new(),
            free: Vec::new(),
        }
    }

    pub fn insert(&mut self, value: T) -> u64 {
        let value = Some(Arc::new(Mutex::new(value)));
        let index = match self.free.pop() {
            Some(i) => {
                let slot = &mut self.slots[i as usize];
                slot.generation = slot.generation.wrapping_add(1).max(1);
                slot.value = value;
                i
            }
            None => {
                self.slots.push(Slot {
                    generation: 1,
                    value,
                });
                (self.slots.len() - 1) as u32
            }
        };
        ((self.slots[index as usize].generation as u64) << 32) | (index as u64 + 1)
    }

    fn slot(&self, handle: u64) -> Option<(usize, &Slot<T>)> {
        let index = (handle & 0xFFFF_FFFF).checked_sub(1)? as usize;
        let slot = self.slots.get(index)?;
        (slot.generation == (handle >> 32) as u32 && slot.value.is_some()).then_some((index, slot))
    }

    pub fn get(&self, handle: u64, what: &str) -> Res<Arc<Mutex<T>>> {
        match self.slot(handle) {
            Some((_, s)) => Ok(s.value.clone().expect("checked")),
            None => fail(
                BrStatus::InvalidHandle,
                format!("{what} handle {handle:#x} is not live (never created, freed, or 0)"),
            ),
        }
    }

    pub fn remove(&mut self, handle: u64, what: &str) -> Res<Arc<Mutex<T>>> {
        let Some((index, _)) = self.slot(handle) else {
            return fail(
                BrStatus::InvalidHandle,
                format!("{what} handle {handle:#x} is not live (double free?)"),
            );
        };
        let value = self.slots[index].value.take().expect("checked");
        self.free.push(index as u32);
        Ok(value)
    }
}

/// Locks a mutex, recovering from poisoning: a caught panic must not make a
/// handle unusable forever.
pub fn lock<T>(m: &Mutex<T>) -> MutexGuard<'_, T> {
    m.lock().unwrap_or_else(|e| e.into_inner())
}

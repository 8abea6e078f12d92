//! The information-set table: search nodes keyed by (seat to move, hash of
//! that seat's observation), as OpenSpiel's ISMCTS keys them. Every seat
//! decides at a node that stands for what it knows in this determinization,
//! so an opponent chooses with the hand it holds there, and the searcher's
//! own node after a card it drew is told apart from the node after another
//! card. Nodes and edges live in arenas reserved up front; lookups go
//! through an open-addressing index of the same lifetime, so a search never
//! allocates.

pub(crate) const NONE: u32 = u32::MAX;

/// One information set of one seat.
#[derive(Copy, Clone, Debug)]
pub(crate) struct InfoNode {
    pub mover: u8,
    pub hash: u64,
    pub visits: u32,
    pub first_edge: u32,
}

/// One action of a node's seat, with statistics from that seat's view.
#[derive(Copy, Clone, Debug)]
pub(crate) struct Edge<A> {
    pub action: A,
    pub next: u32,
    pub visits: u32,
    pub reward: f64,
}

pub(crate) struct InfoTable<A> {
    pub nodes: Vec<InfoNode>,
    pub edges: Vec<Edge<A>>,
    /// Open addressing: node index + 1, 0 for an empty slot.
    index: Vec<u32>,
    node_capacity: usize,
    edge_capacity: usize,
}

/// What a lookup found.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) enum Lookup {
    Found(u32),
    Created(u32),
    Full,
}

impl<A: Copy + PartialEq> InfoTable<A> {
    pub fn new(node_capacity: usize) -> Self {
        let node_capacity = node_capacity.max(2);
        let edge_capacity = node_capacity.saturating_mul(4);
        let slots = (node_capacity * 2).next_power_of_two();
        InfoTable {
            nodes: Vec::with_capacity(node_capacity),
            edges: Vec::with_capacity(edge_capacity),
            index: vec![0; slots],
            node_capacity,
            edge_capacity,
        }
    }

    pub fn clear(&mut self) {
        if !self.nodes.is_empty() {
            self.index.fill(0);
        }
        self.nodes.clear();
        self.edges.clear();
    }

    #[inline]
    fn slot_of(&self, mover: u8, hash: u64) -> usize {
        let h = hash ^ (mover as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15);
        (h ^ (h >> 29)) as usize & (self.index.len() - 1)
    }

    /// The node of `mover`'s information set `hash`, made when missing.
    pub fn lookup(&mut self, mover: u8, hash: u64) -> Lookup {
        let mask = self.index.len() - 1;
        let mut i = self.slot_of(mover, hash);
        loop {
            let v = self.index[i];
            if v == 0 {
                break;
            }
            let n = &self.nodes[v as usize - 1];
            if n.hash == hash && n.mover == mover {
                return Lookup::Found(v - 1);
            }
            i = (i + 1) & mask;
        }
        if self.nodes.len() >= self.node_capacity {
            return Lookup::Full;
        }
        let id = self.nodes.len() as u32;
        self.nodes.push(InfoNode {
            mover,
            hash,
            visits: 0,
            first_edge: NONE,
        });
        self.index[i] = id + 1;
        Lookup::Created(id)
    }

    #[inline]
    pub fn has_edge_room(&self) -> bool {
        self.edges.len() < self.edge_capacity
    }

    /// Adds an edge for `action` under `node`; `None` when the arena is full.
    pub fn add_edge(&mut self, node: u32, action: A) -> Option<u32> {
        if !self.has_edge_room() {
            return None;
        }
        let id = self.edges.len() as u32;
        self.edges.push(Edge {
            action,
            next: self.nodes[node as usize].first_edge,
            visits: 0,
            reward: 0.0,
        });
        self.nodes[node as usize].first_edge = id;
        Some(id)
    }

    pub fn edges_of(&self, node: u32) -> EdgeIter<'_, A> {
        EdgeIter {
            table: self,
            next: self.nodes[node as usize].first_edge,
        }
    }
}

pub(crate) struct EdgeIter<'a, A> {
    table: &'a InfoTable<A>,
    next: u32,
}

impl<'a, A> Iterator for EdgeIter<'a, A> {
    type Item = (u32, &'a Edge<A>);
    fn next(&mut self) -> Option<(u32, &'a Edge<A>)> {
        if self.next == NONE {
            return None;
        }
        let id = self.next;
        let e = &self.table.edges[id as usize];
        self.next = e.next;
        Some((id, e))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lookups_find_what_was_made_and_refuse_when_full() {
        let mut t: InfoTable<u8> = InfoTable::new(3);
        assert_eq!(t.lookup(0, 42), Lookup::Created(0));
        assert_eq!(t.lookup(1, 42), Lookup::Created(1));
        assert_eq!(t.lookup(0, 42), Lookup::Found(0));
        assert_eq!(t.lookup(2, 7), Lookup::Created(2));
        assert_eq!(t.lookup(2, 8), Lookup::Full);
        assert_eq!(t.lookup(1, 42), Lookup::Found(1));
        let e = t.add_edge(1, 5).unwrap();
        t.add_edge(1, 6).unwrap();
        assert_eq!(t.edges_of(1).count(), 2);
        assert_eq!(t.edges_of(0).count(), 0);
        assert_eq!(t.edges[e as usize].action, 5);
        t.clear();
        assert_eq!(t.lookup(0, 42), Lookup::Created(0));
    }
}

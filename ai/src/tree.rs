//! The node arena: one tree's nodes in a `Vec` reserved up front and reused
//! across searches, linked by indices, so growing the tree never allocates.

use boardroom_engine::{Observed, Seat};

pub(crate) const NIL: u32 = u32::MAX;
/// The root's `mover`: nobody acted to reach it.
pub(crate) const NO_MOVER: u8 = u8::MAX;

/// One edge and the node it leads to. Statistics are from the viewpoint of
/// `mover`, the seat whose action the edge is.
#[derive(Copy, Clone, Debug)]
pub(crate) struct Node<A> {
    pub key: Observed<A>,
    pub parent: u32,
    pub first_child: u32,
    pub next_sibling: u32,
    pub visits: u32,
    /// How often this edge was legal when its parent was visited (UCB with
    /// availability counts, for the actions a determinization allows).
    pub avail: u32,
    pub mover: u8,
    /// The net's prior for this edge (PUCT), set when its parent expanded.
    pub prior: f32,
    /// Whether this node's children were made from a net evaluation.
    pub expanded: bool,
    pub reward: f64,
    /// Regret matching (`Simultaneous::Regret`): the edge's cumulative
    /// regret for `mover`.
    pub regret: f32,
    /// The chance with which regret matching drew this edge in the
    /// current iteration (0 when it did not draw it), for the backup.
    pub drawn: f32,
    /// The iteration (`Search::regret_tag`) in which this edge was last
    /// legal at a regret-matching choice: those edges update their regret.
    pub stamp: u32,
}

impl<A> Node<A> {
    fn new(key: Observed<A>, parent: u32, mover: u8) -> Self {
        Node {
            key,
            parent,
            first_child: NIL,
            next_sibling: NIL,
            visits: 0,
            avail: 0,
            mover,
            prior: 0.0,
            expanded: false,
            reward: 0.0,
            regret: 0.0,
            drawn: 0.0,
            stamp: 0,
        }
    }
}

/// A tree seen by one observer; node 0 is the root.
pub(crate) struct Tree<A> {
    pub observer: Seat,
    pub nodes: Vec<Node<A>>,
    /// Second buffer of the same capacity, for compacting a reused subtree.
    spare: Vec<Node<A>>,
    capacity: usize,
}

impl<A: Copy + PartialEq> Tree<A> {
    pub fn new(observer: Seat, capacity: usize) -> Self {
        let capacity = capacity.max(1);
        let mut t = Tree {
            observer,
            nodes: Vec::with_capacity(capacity),
            spare: Vec::with_capacity(capacity),
            capacity,
        };
        t.reset();
        t
    }

    /// Drops every node but a fresh root.
    pub fn reset(&mut self) {
        self.nodes.clear();
        self.nodes.push(Node::new(
            Observed::Hidden { player: NO_MOVER },
            NIL,
            NO_MOVER,
        ));
    }

    #[inline]
    pub fn has_room(&self) -> bool {
        self.nodes.len() < self.capacity
    }

    /// Adds a child under `parent`; `None` when the arena is full.
    #[inline]
    pub fn add_child(&mut self, parent: u32, key: Observed<A>, mover: u8) -> Option<u32> {
        if !self.has_room() {
            return None;
        }
        let id = self.nodes.len() as u32;
        let mut n = Node::new(key, parent, mover);
        n.next_sibling = self.nodes[parent as usize].first_child;
        self.nodes[parent as usize].first_child = id;
        self.nodes.push(n);
        Some(id)
    }

    #[inline]
    pub fn find_child(&self, parent: u32, key: Observed<A>) -> u32 {
        let mut c = self.nodes[parent as usize].first_child;
        while c != NIL {
            let n = &self.nodes[c as usize];
            if n.key == key {
                return c;
            }
            c = n.next_sibling;
        }
        NIL
    }

    /// Follows `keys` from the root; `NIL` if a step is missing.
    pub fn walk(&self, keys: impl Iterator<Item = Observed<A>>) -> u32 {
        let mut n = 0;
        for k in keys {
            n = self.find_child(n, k);
            if n == NIL {
                return NIL;
            }
        }
        n
    }

    /// Makes `new_root`'s subtree the whole tree, copying it breadth-first
    /// into the spare buffer (no allocation: both buffers are reserved).
    pub fn reroot(&mut self, new_root: u32) {
        if new_root == 0 {
            return;
        }
        let spare = &mut self.spare;
        spare.clear();
        let mut root = self.nodes[new_root as usize];
        root.parent = NIL;
        root.next_sibling = NIL;
        root.mover = NO_MOVER;
        root.key = Observed::Hidden { player: NO_MOVER };
        // While queued, `first_child` holds the node's index in the old tree.
        root.first_child = new_root;
        spare.push(root);
        let mut i = 0;
        while i < spare.len() {
            let old = spare[i].first_child;
            spare[i].first_child = NIL;
            let mut c = self.nodes[old as usize].first_child;
            let mut prev = NIL;
            while c != NIL {
                let mut n = self.nodes[c as usize];
                let next = n.next_sibling;
                n.parent = i as u32;
                n.next_sibling = NIL;
                n.first_child = c;
                let id = spare.len() as u32;
                spare.push(n);
                if prev == NIL {
                    spare[i].first_child = id;
                } else {
                    spare[prev as usize].next_sibling = id;
                }
                prev = id;
                c = next;
            }
            i += 1;
        }
        core::mem::swap(&mut self.nodes, &mut self.spare);
        self.spare.clear();
    }

    pub fn children(&self, parent: u32) -> Children<'_, A> {
        Children {
            tree: self,
            next: self.nodes[parent as usize].first_child,
        }
    }
}

pub(crate) struct Children<'a, A> {
    tree: &'a Tree<A>,
    next: u32,
}

impl<'a, A> Iterator for Children<'a, A> {
    type Item = &'a Node<A>;
    fn next(&mut self) -> Option<&'a Node<A>> {
        if self.next == NIL {
            return None;
        }
        let n = &self.tree.nodes[self.next as usize];
        self.next = n.next_sibling;
        Some(n)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reroot_keeps_the_subtree_and_its_links() {
        let mut t: Tree<u8> = Tree::new(0, 16);
        let a = t.add_child(0, Observed::Seen(1), 0).unwrap();
        let b = t.add_child(0, Observed::Seen(2), 0).unwrap();
        let a1 = t.add_child(a, Observed::Seen(3), 1).unwrap();
        let a2 = t.add_child(a, Observed::Hidden { player: 1 }, 1).unwrap();
        t.add_child(a1, Observed::Seen(4), 0).unwrap();
        t.nodes[a2 as usize].visits = 7;
        let _ = b;
        let cap = t.nodes.capacity();
        t.reroot(a);
        assert_eq!(t.nodes.len(), 4);
        assert_eq!(t.nodes.capacity(), cap);
        let h = t.find_child(0, Observed::Hidden { player: 1 });
        assert_eq!(t.nodes[h as usize].visits, 7);
        assert_eq!(t.nodes[h as usize].parent, 0);
        let s3 = t.walk([Observed::Seen(3), Observed::Seen(4)].into_iter());
        assert_ne!(s3, NIL);
        assert_eq!(t.walk([Observed::Seen(1)].into_iter()), NIL);
    }

    #[test]
    fn a_full_arena_refuses_new_nodes() {
        let mut t: Tree<u8> = Tree::new(0, 2);
        assert!(t.add_child(0, Observed::Seen(1), 0).is_some());
        assert!(t.add_child(0, Observed::Seen(2), 0).is_none());
    }
}

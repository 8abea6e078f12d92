//! The learned policy and value a search can consult: a small multilayer
//! perceptron over one seat's observation tensor (docs/tensors.md), with a
//! policy head over the game's action ids and a value head over the seats.
//!
//! The forward pass is plain Rust over buffers reserved once
//! ([`NetScratch`]), so a search that consults the net still allocates
//! nothing per iteration. `boardroom train` (the `boardroom-train` crate)
//! makes the weights; a game's committed weights are in `ai/nets/` and are
//! compiled into the library ([`builtin`]).
//!
//! The forward pass is cheap where it matters: observation tensors are
//! mostly zeros (one-hot fields), so the first layer adds one weight row
//! per nonzero input, and the policy head scores only the actions asked
//! for (the legal ones), never the whole action space.
//!
//! The file format, little-endian: the magic `BRNET002`; six `u32`s
//! (inputs, hidden width, hidden layers, policy outputs, value outputs, a
//! mask of the player counts it was trained at, bit n for n players); the
//! `f32` weights and biases of each hidden layer, the policy head and the
//! value head: the first layer's weights one row per input, every other
//! matrix one row per output; then a `u32` length and that many bytes of
//! UTF-8 saying how the file was made.
//!
//! The compact format (`BRNET003`, [`Net::to_compact_bytes`]) is the same
//! but for the weights: in file order, blocks of [`BLOCK`] weights, each an
//! `f32` scale and one `i8` per weight (weight = scale × byte / 127), the
//! last block shorter. A quarter of the size for a committed net compiled
//! into every library (the web's and the phones' too); training keeps the
//! exact format, so a run resumes from exactly what it wrote.

use std::sync::{Arc, OnceLock};

use boardroom_engine::{Game, GameRng, MAX_SEATS, Seat};

const MAGIC: &[u8; 8] = b"BRNET002";
const COMPACT_MAGIC: &[u8; 8] = b"BRNET003";
/// Weights sharing one scale in the compact format: a hidden row's worth.
pub const BLOCK: usize = 64;

/// One network's shape and weights. Equal when every weight is equal.
#[derive(Clone, Debug, PartialEq)]
pub struct Net {
    pub inputs: usize,
    pub hidden: usize,
    pub layers: usize,
    pub policy: usize,
    pub values: usize,
    /// Bit n set: trained on games of n players.
    pub players: u32,
    /// Every weight and bias in file order.
    pub weights: Vec<f32>,
    /// How the weights were made (command, commit, seed).
    pub provenance: String,
}

/// The buffers one forward pass writes: reserved by [`Net::scratch`], so
/// evaluating allocates nothing.
#[derive(Clone, Debug, Default)]
pub struct NetScratch {
    /// The observation tensor to evaluate; write it before [`Net::forward`].
    pub input: Vec<f32>,
    /// The same tensor as its nonzero floats (position, value), in order;
    /// write it before [`Net::forward_nonzero`]. Room for every input.
    pub nonzero: Vec<(u32, f32)>,
    a: Vec<f32>,
    b: Vec<f32>,
    /// The value head through a sigmoid: entry k is the expected reward in
    /// [0, 1] of the seat k places after the observer.
    pub values: [f32; MAX_SEATS],
}

impl Net {
    /// The number of `f32`s a net of this shape holds.
    pub fn weight_count(
        inputs: usize,
        hidden: usize,
        layers: usize,
        policy: usize,
        values: usize,
    ) -> usize {
        let first = hidden * inputs + hidden;
        let deeper = (layers.saturating_sub(1)) * (hidden * hidden + hidden);
        first + deeper + policy * hidden + policy + values * hidden + values
    }

    /// A net of `G`'s shape drawn at random (He-uniform weights, zero
    /// biases): where training starts, and a stand-in for tests.
    pub fn drawn<G: Game>(hidden: usize, layers: usize, players: u32, rng: &mut GameRng) -> Net {
        let (inputs, policy) = (G::OBSERVATION_TENSOR_SIZE, G::ACTION_ID_COUNT as usize);
        let mut weights =
            Vec::with_capacity(Net::weight_count(inputs, hidden, layers, policy, MAX_SEATS));
        let mut layer = |outs: usize, ins: usize| {
            let bound = (6.0 / ins as f64).sqrt();
            for _ in 0..outs * ins {
                weights.push(((rng.unit() * 2.0 - 1.0) * bound) as f32);
            }
            weights.extend(std::iter::repeat_n(0.0, outs));
        };
        layer(hidden, inputs);
        for _ in 1..layers {
            layer(hidden, hidden);
        }
        layer(policy, hidden);
        layer(MAX_SEATS, hidden);
        Net {
            inputs,
            hidden,
            layers,
            policy,
            values: MAX_SEATS,
            players,
            weights,
            provenance: String::new(),
        }
    }

    /// Reads a net from its file bytes; a clear message for anything wrong.
    pub fn parse(bytes: &[u8]) -> Result<Net, String> {
        let compact = bytes.len() >= 8 && &bytes[..8] == COMPACT_MAGIC;
        if bytes.len() < 32 || (&bytes[..8] != MAGIC && !compact) {
            return Err("not a Boardroom net file (no BRNET002 or BRNET003 header)".into());
        }
        let word = |i: usize| u32::from_le_bytes(bytes[8 + 4 * i..12 + 4 * i].try_into().unwrap());
        let (inputs, hidden, layers, policy, values, players) = (
            word(0) as usize,
            word(1) as usize,
            word(2) as usize,
            word(3) as usize,
            word(4) as usize,
            word(5),
        );
        if inputs == 0 || hidden == 0 || layers == 0 || policy == 0 {
            return Err("a net file with an empty layer".into());
        }
        if values == 0 || values > MAX_SEATS {
            return Err(format!(
                "a net file with {values} value outputs (1..={MAX_SEATS})"
            ));
        }
        let count = Net::weight_count(inputs, hidden, layers, policy, values);
        let body = 32usize;
        let size = if compact {
            count
                .div_ceil(BLOCK)
                .checked_mul(4)
                .and_then(|scales| count.checked_add(scales))
        } else {
            count.checked_mul(4)
        };
        let end = size
            .and_then(|n| n.checked_add(body))
            .filter(|&e| e + 4 <= bytes.len())
            .ok_or("a net file shorter than its shape says")?;
        let weights: Vec<f32> = if compact {
            let mut weights = Vec::with_capacity(count);
            for block in bytes[body..end].chunks(4 + BLOCK) {
                let scale = f32::from_le_bytes(block[..4].try_into().unwrap());
                weights.extend(block[4..].iter().map(|&b| scale * (b as i8) as f32 / 127.0));
            }
            weights
        } else {
            bytes[body..end]
                .chunks_exact(4)
                .map(|c| f32::from_le_bytes(c.try_into().unwrap()))
                .collect()
        };
        if weights.iter().any(|w| !w.is_finite()) {
            return Err("a net file with a weight that is not a finite number".into());
        }
        let len = u32::from_le_bytes(bytes[end..end + 4].try_into().unwrap()) as usize;
        let text = bytes
            .get(end + 4..end + 4 + len)
            .ok_or("a net file whose provenance is cut short")?;
        if end + 4 + len != bytes.len() {
            return Err("a net file with bytes after its end".into());
        }
        let provenance = String::from_utf8(text.to_vec())
            .map_err(|_| "a net file whose provenance is not UTF-8".to_string())?;
        Ok(Net {
            inputs,
            hidden,
            layers,
            policy,
            values,
            players,
            weights,
            provenance,
        })
    }

    /// The file bytes of this net.
    pub fn to_bytes(&self) -> Vec<u8> {
        self.file(MAGIC, 4 * self.weights.len(), |out| {
            for w in &self.weights {
                out.extend_from_slice(&w.to_le_bytes());
            }
        })
    }

    /// The compact file bytes of this net (`BRNET003`): each block of
    /// [`BLOCK`] weights rounded to 255 levels of its largest magnitude.
    pub fn to_compact_bytes(&self) -> Vec<u8> {
        let size = self.weights.len() + 4 * self.weights.len().div_ceil(BLOCK);
        self.file(COMPACT_MAGIC, size, |out| {
            for block in self.weights.chunks(BLOCK) {
                let scale = block.iter().fold(0.0f32, |m, w| m.max(w.abs()));
                out.extend_from_slice(&scale.to_le_bytes());
                for w in block {
                    let level = if scale > 0.0 {
                        (w / scale * 127.0).round().clamp(-127.0, 127.0)
                    } else {
                        0.0
                    };
                    out.push(level as i8 as u8);
                }
            }
        })
    }

    /// A file: `magic`, the shape, what `weights` writes (`size` bytes),
    /// then the provenance.
    fn file(&self, magic: &[u8; 8], size: usize, weights: impl FnOnce(&mut Vec<u8>)) -> Vec<u8> {
        let mut out = Vec::with_capacity(40 + size + self.provenance.len());
        out.extend_from_slice(magic);
        for w in [
            self.inputs,
            self.hidden,
            self.layers,
            self.policy,
            self.values,
        ] {
            out.extend_from_slice(&(w as u32).to_le_bytes());
        }
        out.extend_from_slice(&self.players.to_le_bytes());
        weights(&mut out);
        out.extend_from_slice(&(self.provenance.len() as u32).to_le_bytes());
        out.extend_from_slice(self.provenance.as_bytes());
        out
    }

    /// Whether this net reads game `G`'s tensors and writes its action ids.
    pub fn fits<G: Game>(&self) -> Result<(), String> {
        if self.inputs != G::OBSERVATION_TENSOR_SIZE || self.policy != G::ACTION_ID_COUNT as usize {
            return Err(format!(
                "this net reads {} floats and scores {} actions; {} has {} and {}",
                self.inputs,
                self.policy,
                G::INFO.id,
                G::OBSERVATION_TENSOR_SIZE,
                G::ACTION_ID_COUNT
            ));
        }
        Ok(())
    }

    /// Whether the net was trained on games of `players` players.
    pub fn knows_players(&self, players: usize) -> bool {
        players < 32 && self.players & (1 << players) != 0
    }

    pub fn scratch(&self) -> NetScratch {
        NetScratch {
            input: vec![0.0; self.inputs],
            nonzero: Vec::with_capacity(self.inputs),
            a: vec![0.0; self.hidden],
            b: vec![0.0; self.hidden],
            values: [0.0; MAX_SEATS],
        }
    }

    /// Evaluates `s.input` into the hidden layers and `s.values`; the
    /// policy's logits are then [`Net::logit`]. Allocation free.
    pub fn forward(&self, s: &mut NetScratch) {
        let h = self.hidden;
        // First layer: the bias plus one row per nonzero input. Tensors are
        // mostly zeros, so a run of eight inputs whose bits are all zero is
        // skipped in one test; the sums are the same, in the same order.
        let (rows, rest) = self.weights.split_at(h * self.inputs);
        s.a.copy_from_slice(&rest[..h]);
        for (xs, block) in s.input.chunks(ZERO_RUN).zip(rows.chunks(ZERO_RUN * h)) {
            if xs.iter().fold(0u32, |m, x| m | x.to_bits()) == 0 {
                continue;
            }
            for (x, row) in xs.iter().zip(block.chunks_exact(h)) {
                if *x != 0.0 {
                    for (a, w) in s.a.iter_mut().zip(row) {
                        *a += x * w;
                    }
                }
            }
        }
        self.finish(s);
    }

    /// [`Net::forward`] from `s.nonzero` instead of `s.input`: the search
    /// writes only the nonzero floats of its tensors. The same sums in the
    /// same order, so the same outputs bit for bit. Allocation free.
    pub fn forward_nonzero(&self, s: &mut NetScratch) {
        let h = self.hidden;
        let (rows, rest) = self.weights.split_at(h * self.inputs);
        s.a.copy_from_slice(&rest[..h]);
        for &(i, x) in &s.nonzero {
            let row = &rows[i as usize * h..(i as usize + 1) * h];
            for (a, w) in s.a.iter_mut().zip(row) {
                *a += x * w;
            }
        }
        self.finish(s);
    }

    /// The first layer's ReLU, the other hidden layers and the value head.
    fn finish(&self, s: &mut NetScratch) {
        let h = self.hidden;
        for a in s.a.iter_mut() {
            *a = a.max(0.0);
        }
        let mut at = h * self.inputs + h;
        for _ in 1..self.layers {
            dense(&self.weights[at..], &s.a, &mut s.b, true);
            core::mem::swap(&mut s.a, &mut s.b);
            at += h * h + h;
        }
        let v = &mut s.values[..self.values];
        dense(&self.weights[self.value_head()..], &s.a, v, false);
        for x in v.iter_mut() {
            *x = 1.0 / (1.0 + crate::math::expf(-*x));
        }
    }

    /// Where the policy head starts in `weights`.
    fn policy_head(&self) -> usize {
        let h = self.hidden;
        h * self.inputs + h + (self.layers - 1) * (h * h + h)
    }

    fn value_head(&self) -> usize {
        self.policy_head() + self.policy * self.hidden + self.policy
    }

    /// The policy's logit of action id `id` after [`Net::forward`].
    #[inline]
    pub fn logit(&self, s: &NetScratch, id: usize) -> f32 {
        let h = self.hidden;
        let head = self.policy_head();
        let row = &self.weights[head + id * h..head + (id + 1) * h];
        dot(row, &s.a) + self.weights[head + self.policy * h + id]
    }
}

/// How many inputs the first layer tests for zero at once.
const ZERO_RUN: usize = 8;

/// A dot product in eight independent lanes, so it vectorizes.
#[inline]
fn dot(w: &[f32], x: &[f32]) -> f32 {
    let mut lanes = [0.0f32; 8];
    let (wc, wr) = w.split_at(w.len() / 8 * 8);
    let (xc, xr) = x.split_at(wc.len());
    for (w8, x8) in wc.chunks_exact(8).zip(xc.chunks_exact(8)) {
        for k in 0..8 {
            lanes[k] += w8[k] * x8[k];
        }
    }
    let mut sum: f32 = lanes.iter().sum();
    for (w, x) in wr.iter().zip(xr) {
        sum += w * x;
    }
    sum
}

/// `out = W x + b` (ReLU'd when `relu`), reading `W` (one row per output)
/// then `b` from the front of `w`.
#[inline]
fn dense(w: &[f32], x: &[f32], out: &mut [f32], relu: bool) {
    let n = x.len();
    let (rows, rest) = w.split_at(out.len() * n);
    for (o, (row, b)) in out.iter_mut().zip(rows.chunks_exact(n).zip(rest)) {
        let v = dot(row, x) + b;
        *o = if relu { v.max(0.0) } else { v };
    }
}

/// The weights compiled in for each game that has them, by game id; a game
/// may have one net for each player count. A game not listed has no net:
/// its searches run without one.
const BUILTIN: &[(&str, &[u8])] = &[
    (
        "emergent-fastplay",
        include_bytes!("../nets/emergent-fastplay.brnet"),
    ),
    (
        "emergent-fastplay",
        include_bytes!("../nets/emergent-fastplay-3p.brnet"),
    ),
    (
        "emergent-fastplay",
        include_bytes!("../nets/emergent-fastplay-4p.brnet"),
    ),
    ("emergent", include_bytes!("../nets/emergent.brnet")),
    ("emergent", include_bytes!("../nets/emergent-3p.brnet")),
    ("emergent", include_bytes!("../nets/emergent-4p.brnet")),
    ("crafters", include_bytes!("../nets/crafters.brnet")),
    ("crafters", include_bytes!("../nets/crafters-3p.brnet")),
    ("crafters", include_bytes!("../nets/crafters-4p.brnet")),
    ("vendors", include_bytes!("../nets/vendors.brnet")),
    (
        "value-crafter",
        include_bytes!("../nets/value-crafter.brnet"),
    ),
];

/// Every committed net, parsed once.
fn parsed() -> &'static [(&'static str, Arc<Net>)] {
    static PARSED: OnceLock<Vec<(&'static str, Arc<Net>)>> = OnceLock::new();
    PARSED.get_or_init(|| {
        BUILTIN
            .iter()
            .map(|&(id, bytes)| {
                let net = Net::parse(bytes).unwrap_or_else(|e| panic!("{id}'s committed net: {e}"));
                (id, Arc::new(net))
            })
            .collect()
    })
}

/// Game `id`'s committed nets, one for each player count that has one.
pub fn builtins(id: &str) -> Vec<Arc<Net>> {
    parsed()
        .iter()
        .filter(|(g, _)| *g == id)
        .map(|(_, n)| n.clone())
        .collect()
}

/// Game `id`'s committed net for games of `players` players.
pub fn builtin(id: &str, players: usize) -> Option<Arc<Net>> {
    parsed()
        .iter()
        .find(|(g, n)| *g == id && n.knows_players(players))
        .map(|(_, n)| n.clone())
}

/// The seat-relative value of `seat` when `observer` is the one evaluated:
/// how many places after the observer it sits.
#[inline]
pub fn relative(seat: Seat, observer: Seat, players: usize) -> usize {
    (seat as usize + players - observer as usize) % players
}

#[cfg(test)]
mod tests {
    use super::*;

    fn tiny() -> Net {
        let count = Net::weight_count(3, 2, 2, 4, 2);
        Net {
            inputs: 3,
            hidden: 2,
            layers: 2,
            policy: 4,
            values: 2,
            players: 1 << 2,
            weights: (0..count)
                .map(|i| ((i * 7 % 11) as f32 - 5.0) / 10.0)
                .collect(),
            provenance: "a test".into(),
        }
    }

    #[test]
    fn a_net_reads_back_what_it_wrote() {
        let net = tiny();
        assert_eq!(Net::parse(&net.to_bytes()), Ok(net));
    }

    #[test]
    fn a_compact_net_keeps_every_weight_within_half_a_level() {
        let net = tiny();
        let bytes = net.to_compact_bytes();
        assert_eq!(&bytes[..8], b"BRNET003");
        let back = Net::parse(&bytes).expect("parses");
        assert_eq!((back.inputs, back.policy, back.players), (3, 4, 1 << 2));
        assert_eq!(back.provenance, net.provenance);
        for (block, got) in net.weights.chunks(BLOCK).zip(back.weights.chunks(BLOCK)) {
            let scale = block.iter().fold(0.0f32, |m, w| m.max(w.abs()));
            for (w, g) in block.iter().zip(got) {
                assert!((w - g).abs() <= scale / 254.0 + 1e-7, "{w} became {g}");
            }
        }
        // Written again, the compact net is a fixed point.
        assert_eq!(back.to_compact_bytes(), bytes);
        let mut short = bytes.clone();
        short.truncate(bytes.len() - net.provenance.len() - 6);
        assert!(Net::parse(&short).unwrap_err().contains("shorter"));
    }

    #[test]
    fn a_compact_net_of_many_blocks_plays_the_same_priors() {
        use boardroom_engine::crafters::Crafters;
        use boardroom_engine::{Information, Rules};
        let net = Net::drawn::<Crafters>(16, 2, 1 << 2, &mut GameRng::new(5));
        let back = Net::parse(&net.to_compact_bytes()).unwrap();
        assert!(net.to_compact_bytes().len() * 3 < net.to_bytes().len());
        let state = Crafters::setup(&boardroom_engine::Config::players(2), 1).unwrap();
        let (mut s, mut t) = (net.scratch(), back.scratch());
        state.write_observation_tensor(0, &mut s.input);
        state.write_observation_tensor(0, &mut t.input);
        net.forward(&mut s);
        back.forward(&mut t);
        for id in 0..net.policy {
            let (a, b) = (net.logit(&s, id), back.logit(&t, id));
            assert!(
                (a - b).abs() < 0.05 * (1.0 + a.abs()),
                "action {id}: {a} against {b}"
            );
        }
    }

    #[test]
    fn broken_files_are_refused_with_a_reason() {
        let bytes = tiny().to_bytes();
        assert!(Net::parse(b"hello").unwrap_err().contains("BRNET002"));
        assert!(Net::parse(&bytes[..40]).unwrap_err().contains("shorter"));
        let mut longer = bytes.clone();
        longer.push(0);
        assert!(Net::parse(&longer).unwrap_err().contains("after its end"));
        let mut nan = bytes.clone();
        nan[32..36].copy_from_slice(&f32::NAN.to_le_bytes());
        assert!(Net::parse(&nan).unwrap_err().contains("finite"));
        let mut wide = bytes;
        wide[24..28].copy_from_slice(&9u32.to_le_bytes());
        assert!(Net::parse(&wide).unwrap_err().contains("value outputs"));
    }

    #[test]
    fn the_forward_pass_is_the_layers_written_out() {
        let net = tiny();
        let mut s = net.scratch();
        s.input.copy_from_slice(&[1.0, -2.0, 0.5]);
        net.forward(&mut s);
        // The same arithmetic, spelled out.
        let w = &net.weights;
        let layer = |w: &[f32], x: &[f32], n_out: usize, relu: bool| -> Vec<f32> {
            (0..n_out)
                .map(|o| {
                    let v = (0..x.len()).map(|i| w[o * x.len() + i] * x[i]).sum::<f32>()
                        + w[n_out * x.len() + o];
                    if relu { v.max(0.0) } else { v }
                })
                .collect()
        };
        // The first layer is stored one row per input.
        let x = [1.0f32, -2.0, 0.5];
        let h1: Vec<f32> = (0..2)
            .map(|o| ((0..3).map(|i| w[i * 2 + o] * x[i]).sum::<f32>() + w[6 + o]).max(0.0))
            .collect();
        let h2 = layer(&w[8..], &h1, 2, true);
        let logits = layer(&w[14..], &h2, 4, false);
        let v = layer(&w[26..], &h2, 2, false);
        for (id, want) in logits.iter().enumerate() {
            assert!((net.logit(&s, id) - want).abs() < 1e-6);
        }
        for (got, v) in s.values.iter().zip(&v) {
            let want = 1.0 / (1.0 + (-v).exp());
            assert!((got - want).abs() < 1e-6);
        }
        assert!(net.knows_players(2) && !net.knows_players(3));
    }

    #[test]
    fn skipping_runs_of_zeros_sums_every_nonzero_input_in_order() {
        use boardroom_engine::crafters::Crafters;
        let net = Net::drawn::<Crafters>(16, 2, 1 << 2, &mut GameRng::new(9));
        let mut s = net.scratch();
        // Nonzeros at a run's first and last place, a lone -0.0, and a
        // last run shorter than eight.
        let n = net.inputs;
        assert!(n % ZERO_RUN != 0, "the last run should be short");
        for (i, x) in [(0, 1.0), (7, 0.5), (8, -0.0), (17, -2.0), (n - 1, 3.0)] {
            s.input[i] = x;
        }
        net.forward(&mut s);
        let h = net.hidden;
        let mut want: Vec<f32> = net.weights[h * n..h * n + h].to_vec();
        for (i, x) in s.input.iter().enumerate() {
            if *x != 0.0 {
                for (o, a) in want.iter_mut().enumerate() {
                    *a += x * net.weights[i * h + o];
                }
            }
        }
        let mut hidden = vec![0.0; h];
        dense(
            &net.weights[h * n + h..],
            &want.iter().map(|a| a.max(0.0)).collect::<Vec<_>>(),
            &mut hidden,
            true,
        );
        assert_eq!(s.a, hidden, "the trunk's output, bit for bit");
        // Read from the nonzero floats alone, the same outputs.
        let mut t = net.scratch();
        t.nonzero.extend(
            s.input
                .iter()
                .enumerate()
                .filter(|(_, x)| **x != 0.0)
                .map(|(i, x)| (i as u32, *x)),
        );
        assert_eq!(t.nonzero.len(), 4, "-0.0 is not kept");
        net.forward_nonzero(&mut t);
        assert_eq!((t.a, t.values), (s.a, s.values));
    }

    #[test]
    fn every_builtin_net_fits_its_game() {
        use boardroom_engine::registry::{self, GameVisitor};
        struct Fits<'a>(&'a Net);
        impl GameVisitor for Fits<'_> {
            type Output = Result<(), String>;
            fn visit<G: Game>(self) -> Result<(), String> {
                self.0.fits::<G>()
            }
        }
        for (id, net) in parsed() {
            registry::dispatch(id, Fits(net))
                .expect("a registered game")
                .unwrap_or_else(|e| panic!("{id}: {e}"));
            assert!(!net.provenance.is_empty(), "{id}: say how it was made");
            // One net for each player count, so which one plays is plain.
            for (other, o) in parsed() {
                if other == id && !Arc::ptr_eq(o, net) {
                    assert_eq!(o.players & net.players, 0, "{id}: two nets share a count");
                }
            }
        }
    }
}

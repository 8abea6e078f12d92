//! The replay buffer: the samples of the last few generations, kept in
//! flat arrays and saved beside the checkpoint so a run resumes exactly.
//!
//! A sample is the observation tensor, the value of each seat counted from
//! the seat to move, and the visit share of every legal action id (legal
//! actions the search never tried carry 0: the list is also the mask of
//! what was legal).

use std::io::{Read, Write};

use boardroom_engine::MAX_SEATS;

#[derive(Clone, Debug, Default, PartialEq)]
pub struct Buffer {
    pub inputs: usize,
    obs: Vec<f32>,
    values: Vec<[f32; MAX_SEATS]>,
    /// Each sample's range in `policy`.
    spans: Vec<(u32, u32)>,
    policy: Vec<(u32, f32)>,
    /// The generation each sample comes from.
    generation: Vec<u32>,
}

const MAGIC: &[u8; 8] = b"BRBUF001";

impl Buffer {
    pub fn new(inputs: usize) -> Buffer {
        Buffer {
            inputs,
            ..Buffer::default()
        }
    }

    pub fn len(&self) -> usize {
        self.values.len()
    }

    pub fn is_empty(&self) -> bool {
        self.values.is_empty()
    }

    /// Adds a sample without its values yet; returns its index.
    pub fn push(&mut self, obs: &[f32], policy: &[(u32, f32)]) -> usize {
        debug_assert_eq!(obs.len(), self.inputs);
        self.obs.extend_from_slice(obs);
        let start = self.policy.len() as u32;
        self.policy.extend_from_slice(policy);
        self.spans.push((start, self.policy.len() as u32));
        self.values.push([0.0; MAX_SEATS]);
        self.generation.push(0);
        self.values.len() - 1
    }

    pub fn set_values(&mut self, sample: usize, values: [f32; MAX_SEATS]) {
        self.values[sample] = values;
    }

    pub fn obs(&self, i: usize) -> &[f32] {
        &self.obs[i * self.inputs..(i + 1) * self.inputs]
    }

    pub fn values(&self, i: usize) -> &[f32; MAX_SEATS] {
        &self.values[i]
    }

    pub fn policy(&self, i: usize) -> &[(u32, f32)] {
        let (a, b) = self.spans[i];
        &self.policy[a as usize..b as usize]
    }

    /// Appends `other`'s samples as generation `generation`.
    pub fn extend(&mut self, other: &Buffer, generation: u32) {
        for i in 0..other.len() {
            let s = self.push(other.obs(i), other.policy(i));
            self.values[s] = other.values[i];
            self.generation[s] = generation;
        }
    }

    /// Keeps only the samples of generations from `first` on.
    pub fn keep_from(&mut self, first: u32) {
        let mut kept = Buffer::new(self.inputs);
        for i in 0..self.len() {
            if self.generation[i] >= first {
                let s = kept.push(self.obs(i), self.policy(i));
                kept.values[s] = self.values[i];
                kept.generation[s] = self.generation[i];
            }
        }
        *self = kept;
    }

    pub fn write(&self, out: &mut impl Write) -> std::io::Result<()> {
        out.write_all(MAGIC)?;
        out.write_all(&(self.inputs as u32).to_le_bytes())?;
        out.write_all(&(self.len() as u32).to_le_bytes())?;
        for i in 0..self.len() {
            out.write_all(&self.generation[i].to_le_bytes())?;
            for x in self.obs(i).iter().chain(&self.values[i]) {
                out.write_all(&x.to_le_bytes())?;
            }
            let p = self.policy(i);
            out.write_all(&(p.len() as u32).to_le_bytes())?;
            for &(id, share) in p {
                out.write_all(&id.to_le_bytes())?;
                out.write_all(&share.to_le_bytes())?;
            }
        }
        Ok(())
    }

    pub fn read(input: &mut impl Read) -> Result<Buffer, String> {
        let mut bytes = Vec::new();
        input.read_to_end(&mut bytes).map_err(|e| e.to_string())?;
        let mut at = 0usize;
        let mut take = |n: usize| -> Result<&[u8], String> {
            let s = bytes
                .get(at..at + n)
                .ok_or_else(|| "the replay buffer file is cut short".to_string())?;
            at += n;
            Ok(s)
        };
        if take(8)? != MAGIC {
            return Err("not a replay buffer file".into());
        }
        let word = |b: &[u8]| u32::from_le_bytes(b.try_into().unwrap());
        let float = |b: &[u8]| f32::from_le_bytes(b.try_into().unwrap());
        let inputs = word(take(4)?) as usize;
        let n = word(take(4)?) as usize;
        let mut buf = Buffer::new(inputs);
        let mut obs = vec![0.0; inputs];
        let mut policy = Vec::new();
        for _ in 0..n {
            let generation = word(take(4)?);
            for x in obs.iter_mut() {
                *x = float(take(4)?);
            }
            let mut values = [0.0; MAX_SEATS];
            for v in values.iter_mut() {
                *v = float(take(4)?);
            }
            let len = word(take(4)?) as usize;
            policy.clear();
            for _ in 0..len {
                let id = word(take(4)?);
                policy.push((id, float(take(4)?)));
            }
            let s = buf.push(&obs, &policy);
            buf.values[s] = values;
            buf.generation[s] = generation;
        }
        Ok(buf)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_buffer_reads_back_what_it_wrote_and_keeps_recent_generations() {
        let mut one = Buffer::new(2);
        let s = one.push(&[1.0, 2.0], &[(3, 0.25), (5, 0.75)]);
        one.set_values(s, [1.0, 0.0, 0.5, 0.0, 0.0, 0.0]);
        let mut all = Buffer::new(2);
        all.extend(&one, 0);
        all.extend(&one, 1);
        let mut bytes = Vec::new();
        all.write(&mut bytes).unwrap();
        let back = Buffer::read(&mut bytes.as_slice()).unwrap();
        assert_eq!(back, all);
        assert!(Buffer::read(&mut &bytes[..bytes.len() - 1]).is_err());
        all.keep_from(1);
        assert_eq!(all.len(), 1);
        assert_eq!(all.policy(0), &[(3, 0.25), (5, 0.75)]);
        assert_eq!(all.values(0)[2], 0.5);
    }
}

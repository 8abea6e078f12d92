//! Fits the net to the replay buffer with candle (automatic differentiation
//! and AdamW on the CPU): cross-entropy of the policy head against the
//! root's visit shares, over the legal actions only, plus the squared error
//! of the value head against what each seat's game was worth.
//!
//! Weights start from a seeded draw (or the previous generation's net) and
//! batches come in a seeded order, so a seed gives the same file. Each
//! generation starts a fresh optimizer, which is what lets a run resume
//! from its checkpoint exactly.

use boardroom_ai::net::Net;
use boardroom_engine::GameRng;
use candle_core::{D, Device, Tensor, Var};
use candle_nn::{AdamW, Optimizer, ParamsAdamW};

use super::buffer::Buffer;

#[derive(Clone, Debug)]
pub struct Fit {
    pub epochs: usize,
    pub batch: usize,
    pub learning_rate: f64,
}

/// The mean losses of the last epoch.
#[derive(Copy, Clone, Debug, Default)]
pub struct Losses {
    pub policy: f64,
    pub value: f64,
}

type Res<T> = Result<T, String>;

fn err(e: candle_core::Error) -> String {
    format!("training: {e}")
}

/// The net's weights as candle variables, in file order (weight, bias of
/// each layer, then the heads).
fn variables(net: &Net, dev: &Device) -> Res<Vec<Var>> {
    // The first layer is stored one row per input (x W), the others one
    // row per output (x W^T), as the net file holds them: (rows, columns,
    // bias length) of each.
    let mut dims = vec![(net.inputs, net.hidden, net.hidden)];
    dims.extend(std::iter::repeat_n(
        (net.hidden, net.hidden, net.hidden),
        net.layers - 1,
    ));
    dims.push((net.policy, net.hidden, net.policy));
    dims.push((net.values, net.hidden, net.values));
    let mut vars = Vec::new();
    let mut at = 0;
    for (rows, cols, bias) in dims {
        let w = Tensor::from_slice(&net.weights[at..at + rows * cols], (rows, cols), dev)
            .map_err(err)?;
        at += rows * cols;
        let b = Tensor::from_slice(&net.weights[at..at + bias], bias, dev).map_err(err)?;
        at += bias;
        vars.push(Var::from_tensor(&w).map_err(err)?);
        vars.push(Var::from_tensor(&b).map_err(err)?);
    }
    Ok(vars)
}

/// `net` fitted to `buffer` for `fit.epochs` passes; the batches' order
/// comes from `rng`. `progress` is told after each batch.
pub fn train(
    net: &Net,
    buffer: &Buffer,
    fit: &Fit,
    rng: &mut GameRng,
    progress: &dyn Fn(),
) -> Res<(Net, Losses)> {
    let dev = Device::Cpu;
    let vars = variables(net, &dev)?;
    let mut opt = AdamW::new(
        vars.clone(),
        ParamsAdamW {
            lr: fit.learning_rate,
            weight_decay: 1e-4,
            ..ParamsAdamW::default()
        },
    )
    .map_err(err)?;
    let n = buffer.len();
    let mut order: Vec<usize> = (0..n).collect();
    let mut losses = Losses::default();
    let players = net.players.trailing_zeros() as usize;
    for _ in 0..fit.epochs {
        rng.shuffle(&mut order);
        let (mut p_sum, mut v_sum, mut batches) = (0.0, 0.0, 0);
        for chunk in order.chunks(fit.batch.max(1)) {
            let (p, v) = step(&vars, &mut opt, buffer, chunk, net, players, &dev)?;
            p_sum += p;
            v_sum += v;
            batches += 1;
            progress();
        }
        losses = Losses {
            policy: p_sum / batches.max(1) as f64,
            value: v_sum / batches.max(1) as f64,
        };
    }
    let mut weights = Vec::with_capacity(net.weights.len());
    for v in &vars {
        weights.extend(
            v.as_tensor()
                .flatten_all()
                .and_then(|t| t.to_vec1::<f32>())
                .map_err(err)?,
        );
    }
    Ok((
        Net {
            weights,
            ..net.clone()
        },
        losses,
    ))
}

/// One AdamW step on the samples `batch`; returns the two losses.
fn step(
    vars: &[Var],
    opt: &mut AdamW,
    buffer: &Buffer,
    batch: &[usize],
    net: &Net,
    players: usize,
    dev: &Device,
) -> Res<(f64, f64)> {
    let (policy_loss, value_loss) = batch_losses(vars, buffer, batch, net, players, dev)?;
    let loss = (&policy_loss + &value_loss).map_err(err)?;
    opt.backward_step(&loss).map_err(err)?;
    Ok((scalar(&policy_loss)?, scalar(&value_loss)?))
}

fn scalar(t: &Tensor) -> Res<f64> {
    t.to_scalar::<f32>().map(f64::from).map_err(err)
}

/// `net`'s mean losses on every sample of `buffer`, without fitting: what
/// it makes of games it was not fitted to (`--holdout`).
pub fn evaluate(net: &Net, buffer: &Buffer, batch: usize) -> Res<Losses> {
    let dev = Device::Cpu;
    let vars = variables(net, &dev)?;
    let players = net.players.trailing_zeros() as usize;
    let all: Vec<usize> = (0..buffer.len()).collect();
    let (mut p_sum, mut v_sum) = (0.0, 0.0);
    for chunk in all.chunks(batch.max(1)) {
        let (p, v) = batch_losses(&vars, buffer, chunk, net, players, &dev)?;
        p_sum += scalar(&p)? * chunk.len() as f64;
        v_sum += scalar(&v)? * chunk.len() as f64;
    }
    let n = buffer.len().max(1) as f64;
    Ok(Losses {
        policy: p_sum / n,
        value: v_sum / n,
    })
}

/// The policy and value losses of the samples `batch` under `vars`.
fn batch_losses(
    vars: &[Var],
    buffer: &Buffer,
    batch: &[usize],
    net: &Net,
    players: usize,
    dev: &Device,
) -> Res<(Tensor, Tensor)> {
    let b = batch.len();
    let mut x = Vec::with_capacity(b * net.inputs);
    // Illegal actions get -1e9 added to their logits: the softmax is over
    // the legal ones, as the search reads it.
    let mut mask = vec![-1e9f32; b * net.policy];
    let mut target = vec![0.0f32; b * net.policy];
    let mut values = vec![0.0f32; b * net.values];
    let mut seats = vec![0.0f32; b * net.values];
    for (row, &i) in batch.iter().enumerate() {
        x.extend_from_slice(buffer.obs(i));
        for &(id, share) in buffer.policy(i) {
            mask[row * net.policy + id as usize] = 0.0;
            target[row * net.policy + id as usize] = share;
        }
        for k in 0..players.min(net.values) {
            values[row * net.values + k] = buffer.values(i)[k];
            seats[row * net.values + k] = 1.0;
        }
    }
    let t = |v: Vec<f32>, cols: usize| Tensor::from_vec(v, (b, cols), dev).map_err(err);
    let (x, mask, target) = (
        t(x, net.inputs)?,
        t(mask, net.policy)?,
        t(target, net.policy)?,
    );
    let (values, seats) = (t(values, net.values)?, t(seats, net.values)?);
    let forward = || -> candle_core::Result<(Tensor, Tensor)> {
        let mut h = x
            .matmul(vars[0].as_tensor())?
            .broadcast_add(vars[1].as_tensor())?
            .relu()?;
        let mut i = 2;
        for _ in 1..net.layers {
            h = h
                .matmul(&vars[i].as_tensor().t()?)?
                .broadcast_add(vars[i + 1].as_tensor())?
                .relu()?;
            i += 2;
        }
        let logits = h
            .matmul(&vars[i].as_tensor().t()?)?
            .broadcast_add(vars[i + 1].as_tensor())?;
        let v = h
            .matmul(&vars[i + 2].as_tensor().t()?)?
            .broadcast_add(vars[i + 3].as_tensor())?;
        let logp = candle_nn::ops::log_softmax(&(logits + &mask)?, D::Minus1)?;
        let policy_loss = (target.clone() * logp)?.sum(1)?.mean_all()?.neg()?;
        let miss = ((candle_nn::ops::sigmoid(&v)? - &values)? * &seats)?;
        let value_loss = (miss.sqr()?.sum_all()? / (b * players.max(1)) as f64)?;
        Ok((policy_loss, value_loss))
    };
    forward().map_err(err)
}

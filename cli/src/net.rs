//! `boardroom net FILE`: what a learned net file holds (its shape, the
//! player counts it knows, how it was made), and with `--compact OUT` the
//! same net in the compact format that `ai/nets/` commits.

use std::path::PathBuf;

use boardroom_ai::net::Net;

use crate::Usage;

/// `boardroom net FILE [--compact OUT]`.
#[derive(clap::Args, Clone, Debug)]
pub struct Args {
    /// A net file (`BRNET002` from `boardroom train`, or `BRNET003`).
    pub file: PathBuf,
    /// Write the net here in the compact format (`BRNET003`: 8-bit weights,
    /// one scale per 64), about a quarter of the size.
    #[arg(long)]
    pub compact: Option<PathBuf>,
}

pub fn run(a: Args) -> Result<(), Usage> {
    let bytes = std::fs::read(&a.file).map_err(|e| Usage(format!("{}: {e}", a.file.display())))?;
    let net = Net::parse(&bytes).map_err(|e| Usage(format!("{}: {e}", a.file.display())))?;
    let players: Vec<String> = (1..32)
        .filter(|&n| net.knows_players(n))
        .map(|n| n.to_string())
        .collect();
    println!(
        "{}: {} inputs -> {} x {} hidden -> {} actions + {} values; players {}; {} bytes",
        a.file.display(),
        net.inputs,
        net.layers,
        net.hidden,
        net.policy,
        net.values,
        players.join(", "),
        bytes.len()
    );
    println!("made by: {}", net.provenance);
    if let Some(out) = &a.compact {
        let compact = net.to_compact_bytes();
        std::fs::write(out, &compact).map_err(|e| Usage(format!("{}: {e}", out.display())))?;
        println!("wrote {} ({} bytes)", out.display(), compact.len());
    }
    Ok(())
}

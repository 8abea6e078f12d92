//! Progress of a long run on stderr: a bar on a terminal, otherwise (a log
//! file, CI) a line every few seconds with the work done and an estimate
//! of the time left. `BOARDROOM_PROGRESS_SECS` sets that interval
//! (default 5).

use std::io::IsTerminal;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::{Arc, Condvar, Mutex};
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

use indicatif::{ProgressBar, ProgressStyle};

pub struct Progress {
    bar: Option<ProgressBar>,
    done: Arc<AtomicUsize>,
    stop: Arc<(Mutex<bool>, Condvar)>,
    reporter: Option<JoinHandle<()>>,
    finished: AtomicBool,
}

/// "1:05", "12:30", "1:02:03".
pub fn clock(d: Duration) -> String {
    let s = d.as_secs();
    if s >= 3600 {
        format!("{}:{:02}:{:02}", s / 3600, s / 60 % 60, s % 60)
    } else {
        format!("{}:{:02}", s / 60, s % 60)
    }
}

/// The report line for `done` of `total` `unit` after `elapsed`.
pub fn line(what: &str, unit: &str, done: usize, total: usize, elapsed: Duration) -> String {
    let left = if done == 0 {
        "time left unknown yet".to_string()
    } else {
        let per = elapsed.as_secs_f64() / done as f64;
        let rest = Duration::from_secs_f64(per * (total - done.min(total)) as f64);
        format!("about {} left", clock(rest))
    };
    format!(
        "{what}: {done}/{total} {unit}, {} elapsed, {left}",
        clock(elapsed)
    )
}

impl Progress {
    pub fn new(what: &'static str, unit: &'static str, total: usize) -> Progress {
        let done = Arc::new(AtomicUsize::new(0));
        let stop = Arc::new((Mutex::new(false), Condvar::new()));
        if std::io::stderr().is_terminal() {
            let bar = ProgressBar::new(total as u64);
            bar.set_style(
                ProgressStyle::with_template(&format!(
                    "{{spinner}} [{{elapsed_precise}}] {{bar:40}} {{pos}}/{{len}} {unit} (eta {{eta}})"
                ))
                .expect("valid template"),
            );
            return Progress {
                bar: Some(bar),
                done,
                stop,
                reporter: None,
                finished: AtomicBool::new(false),
            };
        }
        let every = std::env::var("BOARDROOM_PROGRESS_SECS")
            .ok()
            .and_then(|s| s.parse::<f64>().ok())
            .filter(|s| *s > 0.0)
            .map_or(Duration::from_secs(5), Duration::from_secs_f64);
        let (d, st) = (done.clone(), stop.clone());
        let reporter = std::thread::spawn(move || {
            let start = Instant::now();
            let (lock, cv) = &*st;
            let mut stopped = lock.lock().unwrap_or_else(|e| e.into_inner());
            loop {
                let (guard, _) = cv
                    .wait_timeout(stopped, every)
                    .unwrap_or_else(|e| e.into_inner());
                stopped = guard;
                if *stopped {
                    return;
                }
                eprintln!(
                    "{}",
                    line(
                        what,
                        unit,
                        d.load(Ordering::Relaxed),
                        total,
                        start.elapsed()
                    )
                );
            }
        });
        Progress {
            bar: None,
            done,
            stop,
            reporter: Some(reporter),
            finished: AtomicBool::new(false),
        }
    }

    /// One more unit done (callable from any thread).
    pub fn inc(&self) {
        self.done.fetch_add(1, Ordering::Relaxed);
        if let Some(bar) = &self.bar {
            bar.inc(1);
        }
    }

    /// Clears the bar or stops the reporter.
    pub fn finish(mut self) {
        self.close();
    }

    fn close(&mut self) {
        if self.finished.swap(true, Ordering::Relaxed) {
            return;
        }
        if let Some(bar) = &self.bar {
            bar.finish_and_clear();
        }
        let (lock, cv) = &*self.stop;
        *lock.lock().unwrap_or_else(|e| e.into_inner()) = true;
        cv.notify_all();
        if let Some(h) = self.reporter.take() {
            let _ = h.join();
        }
    }
}

impl Drop for Progress {
    fn drop(&mut self) {
        self.close();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lines_estimate_the_time_left() {
        let l = line("arena", "games", 25, 100, Duration::from_secs(30));
        assert_eq!(l, "arena: 25/100 games, 0:30 elapsed, about 1:30 left");
        assert!(line("arena", "games", 0, 10, Duration::ZERO).contains("unknown"));
        assert_eq!(clock(Duration::from_secs(3723)), "1:02:03");
    }
}

//! tiny-skia peer for Benchmarks/Peers/run.py: the benchmark contract of docs/scene-format.md.
//!
//!     tinyskia_bench --scene SCENE.json [--out OUT.png] [--reps N] [--warmup W]
//!
//! Untimed: reading the scene, one tiny_skia::Path and Paint per shape, the pixmap. Timed, per
//! repetition: Pixmap::fill with the background, then fill_path of every shape (anti-aliased,
//! source-over, identity transform, no clip). The path reader takes M L H V C S Q T Z,
//! absolute and relative; arcs are refused (no benchmark scene has them).

use std::process::exit;
use std::time::Instant;
use tiny_skia::{Color, FillRule, Paint, Path, PathBuilder, Pixmap, Transform};

fn fail(message: String) -> ! {
    eprintln!("tinyskia_bench: {message}");
    exit(2)
}

/// Reads SVG path data into a tiny-skia path; None for an empty one (d = "").
fn parse_path(d: &str) -> Option<Path> {
    let bytes = d.as_bytes();
    let mut i = 0usize;
    let skip = |i: &mut usize| {
        while *i < bytes.len() && (bytes[*i].is_ascii_whitespace() || bytes[*i] == b',') {
            *i += 1;
        }
    };
    let number = |i: &mut usize| -> f64 {
        skip(i);
        let start = *i;
        let mut p = *i;
        if p < bytes.len() && (bytes[p] == b'+' || bytes[p] == b'-') {
            p += 1;
        }
        let mut digits = 0;
        while p < bytes.len() && bytes[p].is_ascii_digit() {
            p += 1;
            digits += 1;
        }
        if p < bytes.len() && bytes[p] == b'.' {
            p += 1;
            while p < bytes.len() && bytes[p].is_ascii_digit() {
                p += 1;
                digits += 1;
            }
        }
        if digits == 0 {
            fail(format!("bad number in path data: {d}"));
        }
        if p < bytes.len() && (bytes[p] == b'e' || bytes[p] == b'E') {
            let mut q = p + 1;
            if q < bytes.len() && (bytes[q] == b'+' || bytes[q] == b'-') {
                q += 1;
            }
            if q < bytes.len() && bytes[q].is_ascii_digit() {
                while q < bytes.len() && bytes[q].is_ascii_digit() {
                    q += 1;
                }
                p = q;
            }
        }
        *i = p;
        d[start..p].parse::<f64>().unwrap_or_else(|_| fail(format!("bad number in path data: {d}")))
    };

    let mut pb = PathBuilder::new();
    let (mut cx, mut cy, mut sx, mut sy, mut lcx, mut lcy) = (0.0f64, 0.0f64, 0.0f64, 0.0f64, 0.0f64, 0.0f64);
    let mut command = 0u8;
    let mut last = 0u8;
    loop {
        skip(&mut i);
        if i >= bytes.len() {
            break;
        }
        if bytes[i].is_ascii_alphabetic() {
            command = bytes[i];
            i += 1;
        } else if command == 0 {
            fail(format!("path data must start with a command: {d}"));
        }
        let upper = command.to_ascii_uppercase();
        let (ox, oy) = if command != upper { (cx, cy) } else { (0.0, 0.0) };
        match upper {
            b'Z' => {
                pb.close();
                cx = sx;
                cy = sy;
                command = 0;
            }
            b'M' | b'L' => {
                let x = number(&mut i) + ox;
                let y = number(&mut i) + oy;
                if upper == b'M' {
                    pb.move_to(x as f32, y as f32);
                    sx = x;
                    sy = y;
                    command = if command == b'm' { b'l' } else { b'L' };
                } else {
                    pb.line_to(x as f32, y as f32);
                }
                cx = x;
                cy = y;
            }
            b'H' | b'V' => {
                let v = number(&mut i);
                if upper == b'H' { cx = v + ox } else { cy = v + oy }
                pb.line_to(cx as f32, cy as f32);
            }
            b'Q' | b'T' => {
                let (qx, qy) = if upper == b'Q' {
                    (number(&mut i) + ox, number(&mut i) + oy)
                } else if last == b'Q' || last == b'T' {
                    (2.0 * cx - lcx, 2.0 * cy - lcy)
                } else {
                    (cx, cy)
                };
                let x = number(&mut i) + ox;
                let y = number(&mut i) + oy;
                pb.quad_to(qx as f32, qy as f32, x as f32, y as f32);
                lcx = qx;
                lcy = qy;
                cx = x;
                cy = y;
            }
            b'C' | b'S' => {
                let (x1, y1) = if upper == b'C' {
                    (number(&mut i) + ox, number(&mut i) + oy)
                } else if last == b'C' || last == b'S' {
                    (2.0 * cx - lcx, 2.0 * cy - lcy)
                } else {
                    (cx, cy)
                };
                let x2 = number(&mut i) + ox;
                let y2 = number(&mut i) + oy;
                let x = number(&mut i) + ox;
                let y = number(&mut i) + oy;
                pb.cubic_to(x1 as f32, y1 as f32, x2 as f32, y2 as f32, x as f32, y as f32);
                lcx = x2;
                lcy = y2;
                cx = x;
                cy = y;
            }
            b'A' => fail(format!("elliptical arcs (A) are not supported by this peer: {d}")),
            _ => fail(format!("unknown path command in: {d}")),
        }
        last = upper;
    }
    pb.finish()
}

fn rgba(value: &serde_json::Value, what: &str) -> [u8; 4] {
    let list = value.as_array().filter(|a| a.len() == 4).unwrap_or_else(|| fail(format!("{what} must be [r, g, b, a]")));
    let mut out = [0u8; 4];
    for (k, v) in list.iter().enumerate() {
        out[k] = v.as_f64().filter(|x| (0.0..=255.0).contains(x)).unwrap_or_else(|| fail(format!("{what}: bytes 0-255"))) as u8;
    }
    out
}

fn main() {
    let mut scene_path = None;
    let mut out_path = None;
    let (mut reps, mut warmup) = (5usize, 1usize);
    let args: Vec<String> = std::env::args().skip(1).collect();
    let mut k = 0;
    while k < args.len() {
        if args[k] == "-h" || args[k] == "--help" {
            println!("usage: tinyskia_bench --scene SCENE.json [--out OUT.png] [--reps N] [--warmup W]");
            println!("Times clear + fill of every shape with tiny-skia, one thread.");
            return;
        }
        let value = args.get(k + 1).cloned().unwrap_or_else(|| fail(format!("missing value after {}", args[k])));
        match args[k].as_str() {
            "--scene" => scene_path = Some(value),
            "--out" => out_path = Some(value),
            "--reps" => reps = value.parse().unwrap_or_else(|_| fail("--reps: a number".into())),
            "--warmup" => warmup = value.parse().unwrap_or_else(|_| fail("--warmup: a number".into())),
            other => fail(format!("unknown option {other}")),
        }
        k += 2;
    }
    let scene_path = scene_path.unwrap_or_else(|| fail("--scene is required".into()));
    if reps < 1 {
        fail("--reps must be at least 1".into());
    }

    let t0 = Instant::now();
    let text = std::fs::read_to_string(&scene_path).unwrap_or_else(|e| fail(format!("{scene_path}: {e}")));
    let scene: serde_json::Value = serde_json::from_str(&text).unwrap_or_else(|e| fail(format!("{scene_path}: {e}")));
    let width = scene["width"].as_u64().unwrap_or_else(|| fail("width is required".into())) as u32;
    let height = scene["height"].as_u64().unwrap_or_else(|| fail("height is required".into())) as u32;
    let bg = rgba(&scene["background"], "background");
    let background = Color::from_rgba8(bg[0], bg[1], bg[2], bg[3]);
    let mut items: Vec<(Path, Paint, FillRule)> = Vec::new();
    for shape in scene["shapes"].as_array().unwrap_or_else(|| fail("shapes is required".into())) {
        let fill = rgba(&shape["fill"], "fill");
        let rule = if shape["rule"].as_str() == Some("evenodd") { FillRule::EvenOdd } else { FillRule::Winding };
        // An empty path draws nothing; tiny-skia has no empty Path value, so it is left out.
        if let Some(path) = parse_path(shape["d"].as_str().unwrap_or("")) {
            let mut paint = Paint::default();
            paint.anti_alias = true;
            paint.set_color_rgba8(fill[0], fill[1], fill[2], fill[3]);
            items.push((path, paint, rule));
        }
    }
    let mut pixmap = Pixmap::new(width, height).unwrap_or_else(|| fail("bad canvas size".into()));
    let parse_ms = t0.elapsed().as_secs_f64() * 1e3;

    let mut times = Vec::with_capacity(reps);
    for rep in 0..warmup + reps {
        let start = Instant::now();
        pixmap.fill(background);
        for (path, paint, rule) in &items {
            pixmap.fill_path(path, paint, *rule, Transform::identity(), None);
        }
        let elapsed = start.elapsed().as_secs_f64() * 1e3;
        if rep >= warmup {
            times.push(elapsed);
        }
    }
    if let Some(out) = out_path {
        pixmap.save_png(&out).unwrap_or_else(|e| fail(format!("{out}: {e}")));
    }
    let list: Vec<String> = times.iter().map(|t| format!("{t:.3}")).collect();
    println!(
        "{{\"peer\": \"tiny-skia\", \"version\": \"tiny-skia 0.8.3\", \"render_ms\": [{}], \"parse_ms\": {parse_ms:.3}}}",
        list.join(", ")
    );
}

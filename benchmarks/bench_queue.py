"""Benchmark the watch-list queue: audits per minute for caption files and for videos, on 1, 2 and 4 workers.

For each worker count: a private Redis broker, a fresh results store, N `veristream watch worker` processes. A small
warm-up batch loads the models in the workers first, then two measured batches: caption files (1 minute of speech
each; the audit stage only, as transcription of a caption file is parsing) and short videos (espeak-ng speech and an
on-screen overlay, no captions beside them: download-free speech-to-text, OCR and the audit). Prints audits per
minute, the speed-up over one worker, and the workers' CPU seconds per minute of media, which is what the README's
capacity note is computed from. Writes benchmarks/results/bench_queue-<UTC>.txt (and .json). No assertions.

    nice -n 10 .venv/bin/python benchmarks/bench_queue.py [--workers 1,2,4] [--captions 40] [--videos 6] [--video-s 30]

The machine is shared: the load average before and after is printed with the figures.
"""

from __future__ import annotations

import argparse
import json
import os
import signal
import subprocess
import sys
import tempfile
import time
from datetime import UTC, datetime
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))

from tests.support.redis import running_redis  # noqa: E402
from tests.tools import media_factory as mf  # noqa: E402
from veristream import config  # noqa: E402

SENTENCES = (
    "Welcome back to the channel, today we are looking at the market.",
    "This coin is guaranteed to double your money by summer.",
    "Revenue grew twelve percent and margins were stable.",
    "You can lose money, so only invest what you can afford to lose.",
    "My picks are up eighty percent this year.",
    "Use code SAVE20 when you sign up for the app.",
    "Diversification matters more than picking the perfect stock.",
    "One of my students made twenty thousand dollars last month with this.",
)
VIDEO_SCRIPT = (
    "Hey everyone, welcome back. This stock is guaranteed to double by next year. I was paid by the sponsor to talk "
    "about this trading app. My portfolio returned eighty percent last year, so follow my picks. "
)
CLK_TCK = os.sysconf("SC_CLK_TCK")


def caption_minute(path: Path, serial: int) -> Path:
    """One minute of captions: 15 cues of 4 s, cycling through the sentences, with a serial so each file differs."""
    cues = []
    for k in range(15):
        a, b = 4 * k, 4 * k + 4
        text = SENTENCES[(serial + k) % len(SENTENCES)] + (f" Episode {serial}." if k == 14 else "")
        cues.append(f"00:{a // 60:02d}:{a % 60:02d}.000 --> 00:{b // 60:02d}:{b % 60:02d}.000\n{text}\n")
    path.write_text("WEBVTT\n\n" + "\n".join(cues), encoding="utf-8")
    return path


def make_media(base: Path, n_captions: int, n_videos: int, video_s: float, n_warm: int) -> dict[str, Path]:
    folders = {name: base / name for name in ("warm", "captions", "videos")}
    for f in folders.values():
        f.mkdir(parents=True, exist_ok=True)
    for i in range(n_captions):
        caption_minute(folders["captions"] / f"c{i:03d}.vtt", i)
    for i in range(n_warm):
        caption_minute(folders["warm"] / f"w{i:03d}.vtt", 1000 + i)
    for i in range(n_videos + n_warm):
        wav = mf.speech_wav(f"Video {i}. " + VIDEO_SCRIPT, base / f"s{i}.wav")
        folder, name = (folders["videos"], f"v{i:02d}") if i < n_videos else (folders["warm"], f"wv{i:02d}")
        overlays = [mf.Overlay("Paid partnership with CoinX", 2, 6), mf.Overlay("Not financial advice", 10, 14, 24)]
        mf.video(folder / f"{name}.mp4", video_s, overlays, audio=wav, loop_audio=True)
        wav.unlink()
    return folders


def cpu_s(pids: list[int]) -> float:
    """User + system CPU seconds of the processes (threads included) and of their finished children (the ffmpeg and
    ffprobe runs that decode audio and frames), from /proc."""
    total = 0
    for pid in pids:
        try:
            fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
            total += int(fields[11]) + int(fields[12]) + int(fields[13]) + int(fields[14])
        except (OSError, IndexError, ValueError):
            continue
    return total / CLK_TCK


def wait_done(store, timeout: float) -> float:
    from supervise.results import ACTIVE_STATES

    t0 = time.monotonic()
    while time.monotonic() - t0 < timeout:
        counts = store.counts()
        if not any(counts.get(s) for s in ACTIVE_STATES):
            return time.monotonic() - t0
        time.sleep(0.2)
    raise SystemExit(f"jobs still running after {timeout:g} s: {store.counts()}")


def run(n_workers: int, folders: dict[str, Path], base: Path, video_s: float) -> dict:
    from supervise import runner, tasks
    from supervise.results import ResultsStore

    home = base / f"home-{n_workers}"
    with running_redis() as broker:
        env = {**config.environment(), "PYTHONPATH": str(REPO), "VERISTREAM_HOME": str(home),
               "VERISTREAM_QUEUE_URL": broker.url, "VERISTREAM_TRANSCRIPT_CACHE": "0"}  # fmt: skip
        os.environ.update(
            {k: env[k] for k in ("VERISTREAM_HOME", "VERISTREAM_QUEUE_URL", "VERISTREAM_TRANSCRIPT_CACHE")}
        )
        tasks._APPS.clear()
        store = ResultsStore()
        procs = [subprocess.Popen([sys.executable, "-m", "veristream.cli", "watch", "worker", "--name", f"b{i}@%h"],
                                  cwd=REPO, env=env, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
                                  stderr=subprocess.DEVNULL) for i in range(n_workers)]  # fmt: skip
        pids = [p.pid for p in procs]
        try:
            out: dict = {"workers": n_workers}
            for phase in ("warm", "captions", "videos"):
                runner.add_watch(store, str(folders[phase]), owner="bench")
                c0 = cpu_s(pids)
                t0 = time.monotonic()
                summary = runner.run_watches(store)
                wall = wait_done(store, 1800)
                n = len(summary.enqueued)
                dead = store.counts().get("dead", 0)
                if dead:
                    raise SystemExit(f"{dead} job(s) dead-lettered: {[j.error for j in store.jobs(('dead',))]}")
                cpu = cpu_s(pids) - c0
                minutes = n * (1.0 if phase != "videos" else video_s / 60)
                out[phase] = {"jobs": n, "wall_s": round(wall, 2), "audits_per_min": round(60 * n / wall, 1),
                              "worker_cpu_s": round(cpu, 1), "cpu_s_per_media_min": round(cpu / minutes, 2),
                              "publish_s": round(time.monotonic() - t0 - wall, 2)}  # fmt: skip
            return out
        finally:
            for p in procs:
                p.terminate()
            for p in procs:
                try:
                    p.wait(timeout=20)
                except subprocess.TimeoutExpired:
                    p.kill()


def main() -> None:
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(143))  # stop the workers and the broker on the way out
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--workers", default="1,2,4")
    ap.add_argument("--captions", type=int, default=40)
    ap.add_argument("--videos", type=int, default=6)
    ap.add_argument("--video-s", type=float, default=30)
    args = ap.parse_args()
    counts = [int(x) for x in args.workers.split(",")]
    load0 = os.getloadavg()
    lines = [f"bench_queue {datetime.now(UTC):%Y-%m-%dT%H:%M:%SZ}  cores={os.cpu_count()}  "
             f"load before={load0[0]:.2f}/{load0[1]:.2f}  captions={args.captions}x1min  "
             f"videos={args.videos}x{args.video_s:g}s (speech-to-text + OCR)"]  # fmt: skip
    results = []
    with tempfile.TemporaryDirectory(prefix="bench-queue-") as tmp:
        base = Path(tmp)
        folders = make_media(base, args.captions, args.videos, args.video_s, n_warm=max(counts))
        for n in counts:
            r = run(n, folders, base, args.video_s)
            results.append(r)
            print(json.dumps(r), flush=True)
    one = {k: results[0][k]["audits_per_min"] for k in ("captions", "videos")}
    lines.append("workers | captions/min | speed-up | videos/min | speed-up | CPU s per caption-min | per video-min")
    for r in results:
        c, v = r["captions"], r["videos"]
        lines.append(f"{r['workers']:7d} | {c['audits_per_min']:12.1f} | {c['audits_per_min'] / one['captions']:8.2f} | "
                     f"{v['audits_per_min']:10.1f} | {v['audits_per_min'] / one['videos']:8.2f} | "
                     f"{c['cpu_s_per_media_min']:21.2f} | {v['cpu_s_per_media_min']:.2f}")  # fmt: skip
    load1 = os.getloadavg()
    lines.append(f"load after={load1[0]:.2f}/{load1[1]:.2f}; shared 2-core machine, other jobs running")
    text = "\n".join(lines)
    print(text)
    stamp = f"{datetime.now(UTC):%Y%m%dT%H%M%SZ}"
    out = REPO / "benchmarks" / "results" / f"bench_queue-{stamp}.txt"
    out.write_text(text + "\n\n" + "\n".join(json.dumps(r) for r in results) + "\n", encoding="utf-8")
    print(f"results: {out}")


if __name__ == "__main__":
    main()

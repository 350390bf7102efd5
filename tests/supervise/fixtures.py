"""Generated inputs for the watch-list tests: many small, distinct caption files, and a poison one."""

from __future__ import annotations

from pathlib import Path

# Sentences the engine flags and ones it does not, mixed so reports differ; each file gets a serial so its content
# hash (and so its job) is its own.
LINES = (
    "This stock is guaranteed to double by next year.",
    "I was paid by the sponsor to talk about this app.",
    "Past performance does not guarantee future results.",
    "Today we look at how index funds work.",
    "You cannot lose money with this strategy.",
)


def caption_files(folder: Path, n: int, prefix: str = "clip") -> list[Path]:
    """n short WebVTT files (three cues each), all different."""
    folder.mkdir(parents=True, exist_ok=True)
    out = []
    for i in range(n):
        cues = []
        for k in range(3):
            line = LINES[(i + k) % len(LINES)]
            a, b = 1 + 4 * k, 4 + 4 * k
            cues.append(f"00:00:{a:02d}.000 --> 00:00:{b:02d}.000\n{line}\n")
        cues.append(f"00:00:14.000 --> 00:00:16.000\nThat was episode {i} of {prefix}.\n")
        path = folder / f"{prefix}{i:03d}.vtt"
        path.write_text("WEBVTT\n\n" + "\n".join(cues), encoding="utf-8")
        out.append(path)
    return out


def poison_file(folder: Path, name: str = "poison.vtt") -> Path:
    """A caption file with a header and no cue: a bad input, never worth retrying."""
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / name
    path.write_text("WEBVTT\n\nthis is not a cue, there is no timing line here\n", encoding="utf-8")
    return path

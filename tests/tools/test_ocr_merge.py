"""merge_reads: per-frame OCR reads -> on-screen spans (pure; no model)."""

import numpy as np

from tools.transcribe.ocr import Line, merge_reads, same_frame


def reads_for(seconds, text_at, fps=1.0):
    out = []
    for k in range(int(seconds * fps)):
        t = k / fps
        out.append((t, [Line(text, 0.95, top) for text, top in text_at(t)]))
    return out


def test_disclaimer_from_10_02_to_10_04_gives_602_to_604():
    reads = reads_for(620, lambda t: [("Not financial advice", 300)] if 602 <= t < 604 else [])
    spans = merge_reads(reads, fps=1.0, duration=620.0)
    assert [(s.start, s.end, s.text) for s in spans] == [(602.0, 604.0, "Not financial advice")]


def test_near_identical_reads_merge_case_insensitively_and_keep_best_text():
    reads = [
        (0.0, []),
        (1.0, [Line("Paid partnership with Coinx", 0.90, 10)]),
        (2.0, [Line("Paid partnership with CoinX", 0.99, 10)]),
        (3.0, [Line("PAID PARTNERSHIP WITH COINX", 0.80, 10)]),
        (4.0, []),
    ]
    spans = merge_reads(reads, fps=1.0, duration=5.0)
    assert [(s.start, s.end, s.text) for s in spans] == [(1.0, 4.0, "Paid partnership with CoinX")]


def test_one_missed_frame_does_not_split_a_span_but_two_do():
    seen = {1, 2, 4, 5, 8}
    reads = [(float(t), [Line("USE CODE MOON50", 0.9, 0)] if t in seen else []) for t in range(10)]
    spans = merge_reads(reads, fps=1.0, duration=10.0)
    assert [(s.start, s.end) for s in spans] == [(1.0, 6.0), (8.0, 9.0)]


def test_end_is_clamped_to_duration_and_respects_fps():
    reads = [(t / 2, [Line("Risk warning", 0.9, 0)]) for t in range(8, 10)]  # 4.0, 4.5 at 2 fps
    spans = merge_reads(reads, fps=2.0, duration=4.8)
    assert [(s.start, s.end) for s in spans] == [(4.0, 4.8)]


def test_lines_of_one_overlay_join_top_to_bottom_and_different_texts_stay_apart():
    reads = reads_for(
        8,
        lambda t: (
            ([("Investing involves risk.", 200), ("Not financial advice.", 100)] if 2 <= t < 4 else [])
            + ([("Use code MOON50", 50)] if 3 <= t < 6 else [])
        ),
    )
    spans = merge_reads(reads, fps=1.0, duration=8.0)
    assert [(s.start, s.end, s.text) for s in spans] == [
        (2.0, 4.0, "Not financial advice. Investing involves risk."),
        (3.0, 6.0, "Use code MOON50"),
    ]


def test_same_frame_thumbnail_check():
    a = np.zeros((54, 96), dtype="uint8")
    b = a.copy()
    b[20:22, 10:40] = 200  # a small new caption line
    assert same_frame(a, a.copy())
    assert not same_frame(a, b)
    assert not same_frame(None, a)

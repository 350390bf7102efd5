"""Trials of other exports of the shipped detector, from its own weights: is the exported graph the reason it is slow,
and which export would make its scores independent of batch-mates? Needs `onnx` (requirements-train.lock).

The int8 weights are recoverable exactly: W = (q - zero_point) * scale gives an fp32 graph whose re-quantisation
reproduces every int8 weight bit for bit (checked here). From that fp32 graph this script builds
1. the same dynamic int8 export again (must score exactly as the shipped file),
2. a fused-attention export (onnxruntime's BERT optimiser, then quantize_dynamic: QAttention),
3. a static int8 export (quantize_static, QDQ, per-channel weights, MinMax over 256 training windows),
and scores the card's test writers with each: CPU time, decisions flipped against the shipped model, micro P/R with
the card's thresholds, and how far a window's score moves when scored alone. Nothing here is shipped.

    nice -n 10 .venv/bin/python benchmarks/detector_export_trials.py   # writes results/detector_export_trials-<UTC>.txt
"""

from __future__ import annotations

import json
import random
import sys
import tempfile
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from benchkit import load_average, run_keeping_output, timed

from audit.detector import model as detector_model
from audit.detector.corpus import label_names
from audit.detector.metrics import per_label_metrics
from audit.detector.train import _pairs, _targets


def dequantised(src: Path, dst: Path) -> None:
    """Replace each DynamicQuantizeLinear -> MatMulInteger -> Cast -> Mul chain by an fp32 MatMul on (q - zp) * s."""
    import onnx
    from onnx import helper, numpy_helper

    m = onnx.load(str(src))
    g = m.graph
    init = {t.name: t for t in g.initializer}
    prod = {o: n for n in g.node for o in n.output}
    cons: dict[str, list] = {}
    for n in g.node:
        for i in n.input:
            cons.setdefault(i, []).append(n)
    drop, added, weights = set(), [], []
    for n in [n for n in g.node if n.op_type == "MatMulInteger"]:
        x = prod[n.input[0]].input[0]
        cast = cons[n.output[0]][0]
        mul = cons[cast.output[0]][0]
        scales = prod[mul.input[1]]
        w_scale = next(i for i in scales.input if i in init)
        q = numpy_helper.to_array(init[n.input[1]]).astype(np.int32)
        zp = numpy_helper.to_array(init[n.input[3]]).astype(np.int32)
        w = (q - zp).astype(np.float32) * numpy_helper.to_array(init[w_scale]).astype(np.float32)
        name = n.input[1].removesuffix("_quantized") + "_fp32"
        weights.append(numpy_helper.from_array(w.astype(np.float32), name))
        added.append(helper.make_node("MatMul", [x, name], [mul.output[0]], name=n.name.removesuffix("_quant")))
        drop |= {id(n), id(cast), id(mul), id(scales)}
    keep = [n for n in g.node if id(n) not in drop]
    used = {i for n in keep + added for i in n.input}
    keep = [n for n in keep if n.op_type != "DynamicQuantizeLinear" or any(o in used for o in n.output)]
    ready = {i.name for i in g.input} | {t.name for t in g.initializer} | {w.name for w in weights} | {""}
    ordered, pending = [], keep + added
    while pending:  # topological order
        rest = [n for n in pending if not all(i in ready for i in n.input)]
        for n in pending:
            if n not in rest:
                ordered.append(n)
                ready |= set(n.output)
        if len(rest) == len(pending):
            raise RuntimeError("the int8 graph does not have the expected MatMulInteger pattern")
        pending = rest
    del g.node[:]
    g.node.extend(ordered)
    g.initializer.extend(weights)
    used = {i for n in g.node for i in n.input}
    live = [t for t in g.initializer if t.name in used]
    del g.initializer[:]
    g.initializer.extend(live)
    m.producer_name = "pytorch"  # the BERT optimiser checks it
    onnx.checker.check_model(m)
    onnx.save(m, str(dst))


def same_int8_weights(shipped: Path, again: Path) -> tuple[int, int]:
    import onnx
    from onnx import numpy_helper

    a = {t.name: numpy_helper.to_array(t) for t in onnx.load(str(shipped)).graph.initializer}
    b = {t.name: numpy_helper.to_array(t) for t in onnx.load(str(again)).graph.initializer}
    pairs = [
        (a[k], b[k.replace("_quantized", "_fp32_quantized")])
        for k in a
        if k.endswith("_quantized") and k.replace("_quantized", "_fp32_quantized") in b
    ]
    return sum(np.array_equal(x, y) for x, y in pairs), len(pairs)


def main() -> None:
    import onnxruntime as ort
    from onnxruntime.quantization import (
        CalibrationDataReader,
        CalibrationMethod,
        QuantFormat,
        QuantType,
        quantize_dynamic,
        quantize_static,
    )
    from onnxruntime.transformers.optimizer import optimize_model

    print(f"load average at start: {load_average()}")
    det = detector_model.Detector.load()
    card = json.loads((det.model_dir / "detector.json").read_text(encoding="utf-8"))
    data = Path(__file__).resolve().parents[1] / "data" / "detector" / Path(card["config"]["data"]).name
    rows = [json.loads(x) for x in data.read_text(encoding="utf-8").splitlines() if x]
    split = card["config"]["split"]
    calib = random.Random(1).sample([r for r in rows if r["writer"] in split["train"]], 256)
    test = [r for r in rows if r["writer"] in split["test"]]
    labels = label_names()
    names = [*labels, detector_model.NONE_LABEL]
    pairs, gold = _pairs(test), _targets(test, labels)
    th = np.array([det.thresholds[n] for n in names])

    class Windows(CalibrationDataReader):
        def __init__(self) -> None:
            cp = _pairs(calib)
            self.batches = iter([cp[i : i + 32] for i in range(0, len(cp), 32)])

        def get_next(self) -> dict | None:
            batch = next(self.batches, None)
            if batch is None:
                return None
            ids, mask, types = detector_model.encode_batch(det.tok, batch, det.max_len)
            return {"input_ids": ids, "attention_mask": mask, "token_type_ids": types}

    tmp = Path(tempfile.mkdtemp(prefix="detector-export-"))
    fp32 = tmp / "fp32.onnx"
    dequantised(det.model_dir / "detector.onnx", fp32)
    quantize_dynamic(str(fp32), str(tmp / "dynamic.onnx"), weight_type=QuantType.QInt8)
    same, total = same_int8_weights(det.model_dir / "detector.onnx", tmp / "dynamic.onnx")
    print(f"int8 weights reproduced bit for bit from the dequantised graph: {same} of {total}")
    fused = optimize_model(str(fp32), model_type="bert", num_heads=12, hidden_size=384, opt_level=0)
    print(f"fused: {fused.get_fused_operator_statistics()}")
    fused.save_model_to_file(str(tmp / "fused-fp32.onnx"))
    quantize_dynamic(str(tmp / "fused-fp32.onnx"), str(tmp / "fused.onnx"), weight_type=QuantType.QInt8)
    quantize_static(
        str(fp32),
        str(tmp / "static.onnx"),
        Windows(),
        quant_format=QuantFormat.QDQ,
        per_channel=True,
        activation_type=QuantType.QUInt8,
        weight_type=QuantType.QInt8,
        op_types_to_quantize=["MatMul"],
        calibrate_method=CalibrationMethod.MinMax,
    )

    opts = ort.SessionOptions()
    opts.intra_op_num_threads = 2
    opts.inter_op_num_threads = 1
    opts.add_session_config_entry("session.intra_op.allow_spinning", "0")
    shipped_session = det.session
    base = det.probabilities(pairs)
    variants = {"shipped": shipped_session}
    for name in ("dynamic", "fused", "static"):
        variants[name] = ort.InferenceSession(str(tmp / f"{name}.onnx"), opts, providers=["CPUExecutionProvider"])
    variants["fp32 (dequantised weights)"] = ort.InferenceSession(str(fp32), opts, providers=["CPUExecutionProvider"])
    print(
        f"\ncard's test writers, {len(pairs)} windows (card: P {card['test']['micro']['precision']:.3f} "
        f"R {card['test']['micro']['recall']:.3f}); thresholds from the card"
    )
    for name, session in variants.items():
        det.session = session
        p, (wall,), (cpu,) = timed(lambda: det.probabilities(pairs))
        alone = np.concatenate([det.probabilities([x]) for x in pairs[:40]])
        m = per_label_metrics(p, gold, names, det.thresholds)["micro"]
        print(
            f"  {name:27s} {100 * cpu / len(pairs):.2f} CPU-s/100 windows ({len(pairs) / wall:.0f}/s wall); "
            f"flips vs shipped {np.mean((p >= th) != (base >= th)):.2%}; P {m['precision']:.3f} "
            f"R {m['recall']:.3f}; scored alone moves a window by up to {np.abs(alone - p[:40]).max():.3f}"
        )
    det.session = shipped_session
    print(f"load average at end: {load_average()}")


if __name__ == "__main__":
    run_keeping_output(main, "detector_export_trials")

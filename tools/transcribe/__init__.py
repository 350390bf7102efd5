"""transcribe-video: captions, offline speech-to-text and timestamped on-screen text, from any video source."""

from .pipeline import load_caption_file, transcribe

__all__ = ["load_caption_file", "transcribe"]
